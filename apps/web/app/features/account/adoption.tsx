import { useEffect } from 'react';
import type { UserDetails } from '@store/contracts/identity-codes.ts';
import { showError } from '../../components/error-modal.tsx';
import { callApi } from '../../lib/api.ts';
import { callGraphql } from '../../lib/graphql.ts';
import { t } from '../../lib/i18n.ts';

/**
 * Guest purchase adoption (shell §4, §7; ADR 0016): the checkout stages the order it placed; once
 * the shopper is signed in the staged purchase is sent to `setOrderUid` with the account's e-mail
 * (or mobile), and cleared whatever the answer. A non-zero status raises an error (shell §4), shown
 * in the error modal as `adoptAccount.rewardLinkingFailed` with code 0 (shell §8, ADR 0051); other
 * failures are only logged.
 */
export const STAGED_PURCHASE_KEY = 'store.guestPurchase';

export type StagedPurchase = {
  txnId: string;
  userId?: string;
  zoneId?: string | null;
  voucherTypeId: string;
  gvtId: string;
  lvtId: string;
  pcId: string;
  checkoutId: string;
};

const SET_ORDER_UID = 'mutation SetOrderUid($input: SetOrderUidInput!) { setOrderUid(input: $input) { statusCode statusMessage } }';

export function stageGuestPurchase(purchase: StagedPurchase) {
  try {
    localStorage.setItem(STAGED_PURCHASE_KEY, JSON.stringify(purchase));
  } catch {
    // Storage full or refused: the purchase simply is not adopted.
  }
}

function takeStagedPurchase(): StagedPurchase | null {
  try {
    const raw = localStorage.getItem(STAGED_PURCHASE_KEY);
    if (raw === null) return null;
    localStorage.removeItem(STAGED_PURCHASE_KEY);
    const parsed = JSON.parse(raw) as StagedPurchase;
    return typeof parsed?.txnId === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

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
    const purchase = takeStagedPurchase();
    if (!purchase) return;
    adopt(purchase).catch((error: unknown) => console.warn('guest purchase adoption failed', error));
  }, [signedIn]);
  return null;
}
