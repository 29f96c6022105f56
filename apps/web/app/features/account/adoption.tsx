import { useEffect } from 'react';
import type { UserDetails } from '@store/contracts/identity-codes.ts';
import { showToast } from '../../components/toast-queue.ts';
import { callApi } from '../../lib/api.ts';
import { t } from '../../lib/i18n.ts';
import { discardStagedPurchase, takeCommittedPurchase, type StagedPurchase } from './guest-purchase-storage.ts';

/**
 * Guest purchase adoption (shell §4, §7; ADR 0016, 0053): the checkout commits the order it placed; once
 * the shopper is signed in the staged purchase is sent to `setOrderUid` with the account's e-mail
 * (or mobile), and cleared whatever the answer. A non-zero status shows
 * `adoptAccount.rewardLinkingFailed` with code 0; other failures are only logged.
 */
const SET_ORDER_UID = 'mutation SetOrderUid($input: SetOrderUidInput!) { setOrderUid(input: $input) { statusCode statusMessage } }';

async function adopt(purchase: StagedPurchase) {
  const details = await callApi<UserDetails>('/api/customer/user/details');
  if (!details.ok) return;
  const email = details.data.email;
  const mobile = details.data.phone_number;
  if (!email && !mobile) return;
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
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
    }),
  });
  const body = (await response.json()) as { data?: { setOrderUid?: { statusCode: number } } };
  const statusCode = body.data?.setOrderUid?.statusCode;
  if (statusCode === undefined) throw new Error(`setOrderUid answered ${response.status}`);
  if (statusCode !== 0) showToast({ kind: 'error', message: t('adoptAccount.rewardLinkingFailed'), code: 0 });
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
