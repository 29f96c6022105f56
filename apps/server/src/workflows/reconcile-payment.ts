import { OrderStatus } from '@store/contracts';
import type { JobDefinition } from '../jobs/index.ts';
import type { PaymentEventType, PaymentStatus } from '../providers/payment/index.ts';
import { applyPaymentEvent } from './apply-payment-event.ts';
import type { WorkflowDeps } from './deps.ts';

export const awaitingPaymentStatuses = [OrderStatus.PaymentInit, OrderStatus.PaymentPending];

/** The webhook each status the provider reports would have sent; a payment still 'created' has none. */
const eventOf: Partial<Record<PaymentStatus, PaymentEventType>> = {
  pending: 'payment.pending',
  succeeded: 'payment.succeeded',
  failed: 'payment.failed',
  cancelled: 'payment.cancelled',
};

/**
 * What asking the provider came to: `not-awaiting` when the order waits for no payment (nothing is
 * asked), `no-payment` when it has no payment session, `unanswered` when the provider could not be asked (the order
 * must not be taken for unpaid), `unknown` when it knows no such payment, `unpaid` when it has no
 * news, else the outcome of applying its answer as a payment event (`applied`, `duplicate`,
 * `ignored:…`, `reconciled:refund`).
 */
export type ReconcileOutcome = 'not-awaiting' | 'no-payment' | 'unanswered' | 'unknown' | 'unpaid' | string;

/**
 * Asks the payment provider how an order's payment stands and applies the answer through the
 * webhook's own path (`applyPaymentEvent`), so a webhook that never came costs the order nothing
 * (DESIGN §4, ADR 0021). The event id is derived from the payment and its status: asking twice, or
 * from two workers at once, applies it once, and a webhook carrying the same news later finds the
 * order already moved on.
 */
export async function reconcilePayment(deps: WorkflowDeps, orderId: string): Promise<ReconcileOutcome> {
  const order = await deps.orders.find(orderId);
  if (!order || !awaitingPaymentStatuses.includes(order.status as (typeof awaitingPaymentStatuses)[number])) return 'not-awaiting';
  if (!order.paymentRef || order.paymentProvider !== deps.payment.id) return 'no-payment';
  return askProvider(deps, order.paymentRef, { orderId });
}

/**
 * Asks the provider about one payment (an order's or a wallet top-up's: the merchant reference
 * says which) and applies its answer through the webhook's own path.
 */
export async function askProvider(deps: WorkflowDeps, paymentRef: string, about: Record<string, string>): Promise<ReconcileOutcome> {
  let report;
  try {
    report = await deps.payment.getStatus(paymentRef);
  } catch (err) {
    deps.log.warn({ err, ...about }, 'payment provider could not be asked for the payment status');
    return 'unanswered';
  }
  if (!report) return 'unknown';
  const type = eventOf[report.status];
  if (!type) return 'unpaid';
  const outcome = await applyPaymentEvent(deps, {
    id: `reconcile:${report.paymentRef}:${report.status}`,
    type,
    paymentRef: report.paymentRef,
    merchantRef: report.merchantRef,
    amountMinor: report.amountMinor,
    currency: report.currency,
    occurredAt: new Date(),
    payload: {
      source: 'getStatus',
      paymentRef: report.paymentRef,
      merchantRef: report.merchantRef,
      status: report.status,
      amountMinor: report.amountMinor.toString(),
      currency: report.currency,
      refunded: report.refunded,
    },
  });
  if (outcome === 'applied' && type !== 'payment.pending')
    deps.log.warn({ ...about, status: report.status }, 'payment reconciled without its webhook');
  return type === 'payment.pending' && outcome !== 'applied' ? 'unpaid' : outcome;
}

/** Orders asked about in one page of the periodic job. */
const PAGE = 200;

/**
 * The periodic reconciliation (`reconcile-payments`): every order waiting for payment longer than
 * `afterMs` is asked about, so a payment whose webhook was lost is applied within one period.
 */
export function reconcilePaymentsJob(deps: WorkflowDeps, settings: { everyMs: number; afterMs: number }): JobDefinition {
  const { orders } = deps;
  return {
    everyMs: settings.everyMs,
    maxAttempts: 3,
    async handler() {
      let afterId: string | null = null;
      for (;;) {
        const page = await orders.listWaitingSince(awaitingPaymentStatuses, settings.afterMs, afterId, PAGE);
        for (const orderId of page) {
          try {
            await reconcilePayment(deps, orderId);
          } catch (err) {
            // One order's trouble must not keep the others from being asked.
            deps.log.error({ err, orderId }, 'payment reconciliation failed');
          }
        }
        if (page.length < PAGE) return;
        afterId = page.at(-1)!;
      }
    },
  };
}
