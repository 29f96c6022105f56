import { OrderStatus } from '@store/contracts';
import type { JobDefinition } from '../jobs/index.ts';
import type { WorkflowDeps } from './deps.ts';
import { ORDER_EXPIRED_EVENT } from '../modules/order/index.ts';
import { reconcilePayment } from './reconcile-payment.ts';

const unpaid = [OrderStatus.NotInit, OrderStatus.PaymentInit, OrderStatus.PaymentPending];
const BATCH = 200;

/**
 * The periodic sweep (`expire-orders`): unpaid orders past `expires_at` become Cancelled, but only
 * after the payment provider was asked (ADR 0021): a payment it reports succeeded is applied as
 * its webhook would be and delivered, a failed one closes the order, and an order the provider
 * could not answer for waits for the next sweep. The expiry is checked again under each order's
 * lock, so a payment that lands meanwhile wins; one that lands after is a late payment and is
 * refunded.
 */
export function expireOrdersJob(deps: WorkflowDeps, everyMs: number): JobDefinition {
  const { orders } = deps;
  return {
    everyMs,
    maxAttempts: 3,
    async handler() {
      for (;;) {
        const due = await orders.listExpired(unpaid, BATCH);
        let unanswered = 0;
        for (const orderId of due) {
          if ((await reconcilePayment(deps, orderId)) === 'unanswered') {
            unanswered++;
            continue;
          }
          await deps.keeper.run(async (work) => {
            const order = await work.lock(orderId);
            if (!order || order.expiresAt.getTime() > Date.now() || !unpaid.includes(order.status as (typeof unpaid)[number])) return;
            await work.transition(orderId, OrderStatus.Cancelled, ORDER_EXPIRED_EVENT, {
              data: { expiresAt: order.expiresAt.toISOString() },
            });
            await deps.rewards.giveBack(work.tx, order);
          });
        }
        // Orders left waiting would be listed again at once: the next sweep asks about them.
        if (due.length < BATCH || unanswered > 0) return;
      }
    },
  };
}
