import { useEffect } from 'react';
import type { UserDetails } from '@store/contracts/identity-codes.ts';
import { showError } from '../../components/error-modal.tsx';
import { callApi } from '../../lib/api.ts';
import { callGraphql } from '../../lib/graphql.ts';
import { t } from '../../lib/i18n.ts';
import { discardStagedPurchase, takeCommittedPurchase, type StagedPurchase } from './guest-purchase-storage.ts';

/**
 * Guest purchase adoption (shell §4, §7; ADR 0016, 0053): the checkout commits the order it placed; once
 * the shopper is signed in the staged purchase is sent to `setOrderUid` with the account's e-mail
 * (or mobile), and cleared whatever the answer. A non-zero status raises an error (shell §4), shown
 * in the error modal as `adoptAccount.rewardLinkingFailed` with code 0 (shell §8, ADR 0051); other
 * failures are only logged.
 */
const SET_ORDER_UID = 'mutation SetOrderUid($input: SetOrderUidInput!) { setOrderUid(input: $input) { statusCode statusMessage } }';

async function adopt(purchase: StagedPurchase) {
  const details = await callApi<UserDetails>('/api/customer/user/details');
  if (!details.ok) return;
  const email = details.data.email;
  const mobile = details.data.phone_number;
  if (!email && !mobile) return;
  const answer = await callGraphql<{ setOrderUid?: { statusCode: number } }>({
    operationName: 'SetOrderUid',
    query: SET_ORDER_UID,
    variables: {
      input: {
        ...purchase,
        userId: purchase.userId ?? null,
        zoneId: purchase.zoneId ?? null,
        userSessionId: '',
        uid: email ?? mobile,
        medium: email ? 'email' : 'mobile',
        isOrderSummary: true,
      },
    },
  });
  const statusCode = answer.body?.data?.setOrderUid?.statusCode;
  if (statusCode === undefined) throw new Error(`setOrderUid answered ${answer.status}`);
  if (statusCode !== 0) showError({ message: t('adoptAccount.rewardLinkingFailed'), code: 0, raw: answer.body });
}

/** Sends a staged guest purchase once the page is a signed-in shopper's. */
export function GuestPurchaseAdoption({ signedIn }: { signedIn: boolean }) {
  useEffect(() => {
    if (!signedIn) return;
    discardStagedPurchase();
    const purchase = takeCommittedPurchase();
    if (!purchase) return;
    adopt(purchase).catch((error: unknown) => console.warn('guest purchase adoption failed', error));
  }, [signedIn]);
  return null;
}
