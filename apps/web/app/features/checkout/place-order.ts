import type { CreateOrderRequest, CreateOrderResponse, OrderView } from '@store/contracts';
import { mobileToE164 } from '@store/contracts/checkout.ts';
import { callApi } from '../../lib/api.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { walletFailure } from '../../lib/wallet-messages.ts';
import { commitGuestPurchase } from '../account/index.ts';
import { rememberGuestContact, rewardsChanged, rewardsFailureKey } from '../cashback/index.ts';
import { savePendingOrder } from './draft-storage.ts';
import type { CheckoutDraft, FieldName } from './form-model.ts';
import { fieldOfFailure } from './order-failure.ts';

// Placing a confirmed order and reading the answer: fetched with the form's validation once the
// shopper works with the form, so the page's first load does without it (ADR 0054).

export type Placement = {
  request: CreateOrderRequest;
  idempotencyKey: string;
  /** The order this tab already created for the same draft, still waiting for payment (ADR 0025). */
  offer: { orderId: string } | null;
  draft: CheckoutDraft;
  storageKey: string;
  fingerprint: string;
  signedIn: boolean;
  phoneCode: string;
  codacash: boolean;
};

/** What the form does with the answer. */
export type Placed =
  | { kind: 'pay'; paymentUrl: string; created: { orderId: string; fingerprint: string } | null }
  | { kind: 'failed'; message: MessageKey }
  /** The shopper's rewards are not what the summary showed: said under Buy now; `requote` asks for a new quote. */
  | { kind: 'rewards'; message: MessageKey; requote: boolean }
  | { kind: 'field'; field: FieldName; message: MessageKey };

/**
 * Pays the tab's waiting order of the same draft if it can still be paid, else creates the order
 * with the confirmation's Idempotency-Key. A created order is remembered in the tab (to pay it
 * again rather than create a second) and, for a guest, kept for the complete page and the
 * adoption by the account they sign in to later (ADR 0016). `onPendingGone`: the waiting order
 * can no longer be paid, and the form forgets it before the new one is asked for.
 */
export async function placeOrder(p: Placement, onPendingGone: () => void): Promise<Placed> {
  if (p.offer) {
    const order = await callApi<OrderView>(`/api/order/${encodeURIComponent(p.offer.orderId)}`);
    if (order.ok && order.data.paymentUrl) return { kind: 'pay', paymentUrl: order.data.paymentUrl, created: null };
    onPendingGone();
  }
  const result = await callApi<CreateOrderResponse>('/api/order', { body: p.request, headers: { 'Idempotency-Key': p.idempotencyKey } });
  if (result.ok && result.data.paymentUrl) {
    const { orderId, paymentUrl } = result.data;
    savePendingOrder(p.storageKey, p.draft, { orderId, fingerprint: p.fingerprint });
    if (!p.signedIn) rememberGuest(p, orderId);
    return { kind: 'pay', paymentUrl, created: { orderId, fingerprint: p.fingerprint } };
  }
  if (result.ok) return { kind: 'failed', message: 'errors:transaction.unknownError' };
  // Rewards that are not what the summary showed (spent elsewhere meanwhile, none left, a session
  // gone): said under Buy now with what to do.
  const rewardsProblem = rewardsFailureKey(result.resultCode);
  if (rewardsProblem) return { kind: 'rewards', message: rewardsProblem, requote: rewardsChanged(result.resultCode) };
  const field = fieldOfFailure(result);
  if (field) return { kind: 'field', field, message: result.messageKey };
  // A Codacash order refused for the wallet (not activated, restricted, …) says so in its own words.
  return { kind: 'failed', message: p.codacash ? walletFailure(result).key : result.messageKey };
}

/** Kept for the complete page (the cashback cookie and the offer to sign up with it, commerce §3–§4) and for adoption. */
function rememberGuest({ request, idempotencyKey, phoneCode }: Placement, orderId: string) {
  rememberGuestContact({
    orderId,
    email: request.email?.trim().toLowerCase() || null,
    phone: request.mobile ? (mobileToE164(request.mobile, phoneCode) ?? request.mobile.trim()) : null,
  });
  commitGuestPurchase({
    txnId: orderId,
    ...(request.userId !== undefined ? { userId: request.userId } : {}),
    zoneId: request.zoneId ?? null,
    voucherTypeId: request.productSlug,
    gvtId: request.denominationId,
    lvtId: request.denominationId,
    pcId: String(request.paymentChannelId),
    checkoutId: idempotencyKey,
  });
}
