import type { OrderRow, OrderWork } from '../modules/order/index.ts';
import { createPaymentRepository } from '../modules/payment/index.ts';
import { createOrderRepository } from '../modules/order/index.ts';
import type { JobDefinition, JobQueue } from '../jobs/index.ts';
import { QUEUES, type WorkflowDeps } from './deps.ts';

/**
 * Starts refunding an order's payment inside the caller's transaction: the refund row (at most one
 * per order, by its primary key), an event, and the job that asks the provider. The provider is
 * called by the job, never under the order's lock.
 */
export async function requestRefund(work: OrderWork, queue: JobQueue, order: OrderRow, reason: string, data: Record<string, unknown> = {}): Promise<boolean> {
  const created = await createPaymentRepository(work.tx).insertRefundOnce({
    orderId: order.id, amountMinor: order.amountMinor, currency: order.currency, reason,
  });
  if (!created) return false;
  await work.record(order.id, 'refund.requested', { reason, amountMinor: order.amountMinor.toString(), currency: order.currency, ...data });
  await queue.enqueue(work.tx, QUEUES.refundPayment, order.id, { orderId: order.id });
  return true;
}

/** The refund job: asks the provider (idempotent by payment) and records its reference once. */
export function refundPaymentJob(deps: WorkflowDeps): JobDefinition<{ orderId: string }> {
  const payments = createPaymentRepository(deps.db);
  const orders = createOrderRepository(deps.db);
  return {
    maxAttempts: 8,
    async handler(job) {
      const { orderId } = job.payload;
      const refund = await payments.findRefund(orderId);
      const order = await orders.find(orderId);
      if (!refund || refund.providerRef || !order?.paymentRef) return;
      const { refundRef } = await deps.payment.refund(order.paymentRef, refund.amountMinor);
      await deps.keeper.run(async (work) => {
        if (await createPaymentRepository(work.tx).setRefundProviderRef(orderId, refundRef)) {
          await work.record(orderId, 'refund.completed', { refundRef });
        }
      });
    },
    async onExhausted(job, error) {
      // Money owed to a shopper is never dropped silently: the event shows it to operators.
      deps.log.error({ orderId: job.payload.orderId, err: error }, 'refund failed; needs an operator');
      await deps.keeper.run((work) => work.record(job.payload.orderId, 'refund.failed', {
        error: error instanceof Error ? error.message : String(error),
      }));
    },
  };
}
