import { OrderStatus } from '@store/contracts';
import { createOrderRepository } from '../modules/order/index.ts';
import type { JobDefinition } from '../jobs/index.ts';
import type { WorkflowDeps } from './deps.ts';

const unpaid = [OrderStatus.NotInit, OrderStatus.PaymentInit, OrderStatus.PaymentPending];
const BATCH = 200;

/**
 * The periodic sweep (`expire-orders`): unpaid orders past `expires_at` become Cancelled. The
 * expiry is checked again under each order's lock, so a payment that lands meanwhile wins; one
 * that lands after is a late payment and is refunded.
 */
export function expireOrdersJob(deps: WorkflowDeps, everyMs: number): JobDefinition {
  const orders = createOrderRepository(deps.db);
  return {
    everyMs,
    maxAttempts: 3,
    async handler() {
      for (;;) {
        const due = await orders.listExpired(unpaid, BATCH);
        for (const orderId of due) {
          await deps.keeper.run(async (work) => {
            const order = await work.lock(orderId);
            if (!order || order.expiresAt.getTime() > Date.now() || !unpaid.includes(order.status as typeof unpaid[number])) return;
            await work.transition(orderId, OrderStatus.Cancelled, 'order.expired', { data: { expiresAt: order.expiresAt.toISOString() } });
          });
        }
        if (due.length < BATCH) return;
      }
    },
  };
}
