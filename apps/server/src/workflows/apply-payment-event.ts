import { OrderStatus } from '@store/contracts';
import type { OrderRow, OrderWork } from '../modules/order/index.ts';
import type { PaymentEvent } from '../providers/payment/index.ts';
import { QUEUES, type WorkflowDeps } from './deps.ts';
import { requestRefund } from './refund-payment.ts';
import { isTopupId } from '../modules/wallet/index.ts';
import { applyTopupEvent } from './topup.ts';

const awaitingPayment = new Set<number>([OrderStatus.PaymentInit, OrderStatus.PaymentPending]);
/** An order that ended without payment: money arriving now is a late payment and goes back. */
const closedUnpaid = new Set<number>([OrderStatus.Cancelled, OrderStatus.PaymentFailed]);

async function decide(deps: WorkflowDeps, work: OrderWork, order: OrderRow, event: PaymentEvent): Promise<string> {
  const eventData = { eventId: event.id, paymentRef: event.paymentRef };
  switch (event.type) {
    case 'payment.pending': {
      // Only a fresh order moves to pending; a 'pending' overtaken by the outcome is old news.
      if (order.status !== OrderStatus.PaymentInit) return 'ignored:stale';
      await work.transition(order.id, OrderStatus.PaymentPending, 'payment.pending', { data: eventData });
      return 'applied';
    }
    case 'payment.succeeded': {
      if (awaitingPayment.has(order.status)) {
        await work.transition(order.id, OrderStatus.PaymentCompleted, 'payment.succeeded', { data: eventData });
        // Same transaction as the status: a paid order always has its delivery job, exactly one.
        await deps.queue.enqueue(work.tx, QUEUES.deliverOrder, order.id, { orderId: order.id });
        return 'applied';
      }
      if (closedUnpaid.has(order.status)) {
        await work.record(order.id, 'payment.late', { ...eventData, status: order.status });
        await requestRefund(deps, work, order, 'late-payment', eventData);
        return 'reconciled:refund';
      }
      return 'ignored:already-paid';
    }
    case 'payment.failed': {
      if (!awaitingPayment.has(order.status)) return 'ignored:stale';
      await work.transition(order.id, OrderStatus.PaymentFailed, 'payment.failed', { data: eventData });
      await deps.rewards.giveBack(work.tx, order);
      return 'applied';
    }
    case 'payment.cancelled': {
      if (!awaitingPayment.has(order.status)) return 'ignored:stale';
      await work.transition(order.id, OrderStatus.Cancelled, 'payment.cancelled', { data: eventData });
      await deps.rewards.giveBack(work.tx, order);
      return 'applied';
    }
  }
}

/**
 * Applies a verified payment event exactly once: the event is stored first (unique by provider
 * and event id, so a duplicate stops here), then decided under the order's row lock. Returns the
 * outcome, also stored with the event.
 */
export async function applyPaymentEvent(deps: WorkflowDeps, event: PaymentEvent): Promise<string> {
  // The provider pays orders and wallet top-ups alike: the merchant reference says which.
  if (isTopupId(event.merchantRef)) return applyTopupEvent(deps, event);
  const provider = deps.payment.id;
  const outcome = await deps.keeper.run(async (work) => {
    const stored = await deps.payments.recordWebhookOnce(work.tx, { provider, ...event });
    if (!stored) return 'duplicate';
    const order = await work.lockByPaymentRef(provider, event.paymentRef);
    let result: string;
    if (!order || order.id !== event.merchantRef) result = 'ignored:unknown-payment';
    else if (order.amountMinor !== event.amountMinor || order.currency !== event.currency) result = 'ignored:amount-mismatch';
    else result = await decide(deps, work, order, event);
    await deps.payments.setWebhookOutcome(work.tx, provider, event.id, result);
    return result;
  });
  if (outcome === 'ignored:amount-mismatch' || outcome === 'ignored:unknown-payment') {
    deps.log.error({ eventId: event.id, paymentRef: event.paymentRef, outcome }, 'payment event does not match an order');
  }
  if (outcome === 'applied' || outcome.startsWith('reconciled')) deps.queue.wake();
  return outcome;
}
