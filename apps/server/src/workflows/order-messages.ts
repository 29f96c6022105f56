import { formatPrice, mobileToE164 } from '@store/contracts';
import type { JobDefinition } from '../jobs/index.ts';
import type { OrderWork } from '../modules/order/index.ts';
import type { OutgoingMessage } from '../providers/messaging/index.ts';
import { QUEUES, type WorkflowDeps } from './deps.ts';

/** The messages an order sends its shopper: the receipt once delivered (a voucher's with its code), the notice once refunded. */
export type OrderMessageKind = 'receipt' | 'refund-notice';

/**
 * Enqueues an order's message in the caller's unit of work (the one that delivered or refunded it),
 * keyed `receipt:<orderId>` or `refund-notice:<orderId>`, so each is sent once however often the
 * business step runs again; the provider is called by the job, never inside the transaction.
 */
export async function enqueueOrderMessage(
  deps: Pick<WorkflowDeps, 'queue'>,
  work: OrderWork,
  kind: OrderMessageKind,
  orderId: string,
): Promise<boolean> {
  return deps.queue.enqueue(work.tx, QUEUES.orderMessage, `${kind}:${orderId}`, { kind, orderId });
}

/**
 * The message of an order for its shopper, written from the order as it is now: to its e-mail, or
 * by SMS to its mobile number in E.164 (the country's phone code); null when it has neither.
 */
export async function orderMessage(
  deps: Pick<WorkflowDeps, 'orders' | 'siteOrigin' | 'fulfilment'>,
  kind: OrderMessageKind,
  orderId: string,
) {
  const facts = await deps.orders.messageFacts(orderId);
  if (!facts) return null;
  const { view, country } = facts;
  const mobile = facts.mobile ? mobileToE164(facts.mobile, country.phoneCode) : null;
  const destination = facts.email
    ? { channel: 'email' as const, to: facts.email }
    : mobile
      ? { channel: 'sms' as const, to: mobile }
      : null;
  if (!destination) return null;
  const price = (amountMinor: string, currency: string) => formatPrice(amountMinor, { ...country, currency });
  const origin = await deps.siteOrigin(facts.siteId);
  const common = {
    orderId: view.orderId,
    product: view.productName,
    item: view.denominationName,
    channel: view.paymentChannelName,
    link: `${origin}/${view.countryCode}/complete?order=${encodeURIComponent(view.orderId)}`,
  };
  let message: OutgoingMessage;
  const earned = view.rewards && view.rewards.earnStatus !== 'none' && BigInt(view.rewards.earnAmount) > 0n ? view.rewards : null;
  const paid = {
    amount: price(view.amountMinor, view.currency),
    amountMinor: view.amountMinor,
    currency: view.currency,
    // The Coda Rewards the order earned (docs/decisions/0034), in the order's currency; empty when none.
    rewards: earned ? price(earned.earnAmount, view.currency) : '',
  };
  const voucher = kind === 'receipt' && view.voucherCode ? await deps.fulfilment.revealVoucherCode(view.orderId) : null;
  if (voucher) {
    // A voucher's receipt carries its code (docs/decisions/0038): the shopper may never see the page again.
    message = {
      ...destination,
      template: 'voucherReceipt',
      locale: facts.locale,
      params: { ...common, ...paid, voucherCode: voucher.code },
    };
  } else if (kind === 'receipt') {
    const zone = view.playerZoneId ? ` (${view.playerZoneId})` : '';
    message = {
      ...destination,
      template: 'orderReceipt',
      locale: facts.locale,
      params: {
        ...common,
        playerId: view.playerUserId ?? '',
        zoneId: view.playerZoneId ?? '',
        nickname: view.playerNickname ?? '',
        player: view.playerNickname ? `${view.playerNickname} · ${view.playerUserId}${zone}` : `${view.playerUserId}${zone}`,
        ...paid,
      },
    };
  } else {
    const refund = view.refund ?? { amountMinor: view.amountMinor, currency: view.currency };
    message = {
      ...destination,
      template: 'orderRefunded',
      locale: facts.locale,
      params: {
        ...common,
        amount: price(refund.amountMinor, refund.currency),
        amountMinor: refund.amountMinor,
        currency: refund.currency,
      },
    };
  }
  return message;
}

/**
 * The job that sends an order's message (`order-message`): writes it from the order and hands it to
 * the messaging provider. A provider that refuses (`MessagingError`) is tried again later; when the
 * attempts run out the message is dropped with an error in the log, the order itself being done.
 * A worker that dies after the provider accepted but before the job is marked done sends it again:
 * at least once, as e-mail itself is.
 */
export function orderMessageJob(
  deps: WorkflowDeps,
  backoff: { baseMs: number; maxMs: number },
): JobDefinition<{ kind: OrderMessageKind; orderId: string }> {
  return {
    maxAttempts: 8,
    backoff,
    async handler(job) {
      const { kind, orderId } = job.payload;
      const message = await orderMessage(deps, kind, orderId);
      if (!message) {
        deps.log.warn({ orderId, kind }, 'an order message has nowhere to go');
        return;
      }
      await deps.messaging.send(message);
    },
    async onExhausted(job, error) {
      deps.log.error({ ...job.payload, err: error }, 'an order message could not be sent');
    },
  };
}
