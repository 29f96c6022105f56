import type { PaymentEvent } from '../providers/payment/index.ts';
import { applyPaymentEvent } from './apply-payment-event.ts';
import { QUEUES, type WorkflowDeps } from './deps.ts';
import { expireOrdersJob } from './expire-orders.ts';
import { deliverOrderJob, type DeliveryTuning } from './fulfil-order.ts';
import { refundPaymentJob } from './refund-payment.ts';

export { QUEUES, type WorkflowDeps } from './deps.ts';
export { DeliveryError, FinalDeliveryError } from './fulfil-order.ts';

export type PurchaseTuning = { delivery: DeliveryTuning; expirySweepMs: number };

/** Defines the purchase journey's jobs on the queue and returns its entry points. */
export function createPurchaseWorkflows(deps: WorkflowDeps, tuning: PurchaseTuning) {
  deps.queue.define(QUEUES.deliverOrder, deliverOrderJob(deps, tuning.delivery));
  deps.queue.define(QUEUES.refundPayment, refundPaymentJob(deps));
  deps.queue.define(QUEUES.expireOrders, expireOrdersJob(deps, tuning.expirySweepMs));
  return {
    applyPaymentEvent: (event: PaymentEvent) => applyPaymentEvent(deps, event),
  };
}

export type PurchaseWorkflows = ReturnType<typeof createPurchaseWorkflows>;
