import { errors, OrderStatus } from '@store/contracts';
import { createFulfilmentRepository } from '../modules/fulfilment/index.ts';
import { PermanentJobError, type JobDefinition } from '../jobs/index.ts';
import { requestRefund } from './refund-payment.ts';
import type { WorkflowDeps } from './deps.ts';
import { DELIVERY_RETRY_EVENT } from '../modules/order/index.ts';

/** A top-up the publisher refused for now, with its result code (commerce §8); retried. */
export class DeliveryError extends Error {
  constructor(readonly code: number) {
    super(`publisher refused the top-up with code ${code}`);
  }
}

/** A top-up the publisher will never accept (e.g. the player is gone): no retries. */
export class FinalDeliveryError extends PermanentJobError {
  constructor(readonly code: number) {
    super(`publisher refused the top-up with code ${code} (final)`);
  }
}

export type DeliveryTuning = { maxAttempts: number; backoff?: { baseMs: number; maxMs: number } };

/**
 * The delivery job of a paid order (`deliver-order`, keyed by order id):
 * PaymentCompleted → InProgress, the publisher's top-up outside any transaction (never holding a
 * row lock over the network), then FulfillmentCompleted. Re-running it for an order already
 * InProgress (its worker died) calls the top-up again, which the publisher answers with the
 * existing credit because it is keyed by the order id. A terminal order makes it a no-op. When
 * the attempts run out the order is FulfillmentFailed and its payment refunded.
 */
export function deliverOrderJob(deps: WorkflowDeps, tuning: DeliveryTuning): JobDefinition<{ orderId: string }> {
  const { keeper, publisher } = deps;
  return {
    maxAttempts: tuning.maxAttempts,
    ...(tuning.backoff ? { backoff: tuning.backoff } : {}),

    async handler(job) {
      const { orderId } = job.payload;
      const start = await keeper.run(async (work) => {
        const order = await work.lock(orderId);
        if (!order) return null;
        if (order.status === OrderStatus.PaymentCompleted) {
          await work.transition(orderId, OrderStatus.InProgress, 'delivery.started', { data: { attempt: job.attempts } });
        } else if (order.status !== OrderStatus.InProgress) {
          return null;
        }
        const fulfilment = createFulfilmentRepository(work.tx);
        await fulfilment.startAttempt(orderId);
        const item = await fulfilment.findItem(order.productId, order.denominationId);
        return item ? { order, item } : null;
      });
      if (!start) return;

      const { order, item } = start;
      const result = await publisher.topUp({
        transactionId: order.id,
        game: item.game,
        userId: order.playerUserId,
        zoneId: order.playerZoneId,
        creditAmount: item.creditAmount,
      });
      if (!result.ok) {
        const error = result.retryable ? new DeliveryError(result.code) : new FinalDeliveryError(result.code);
        await createFulfilmentRepository(deps.db).recordError(orderId, error.message);
        throw error;
      }

      await keeper.run(async (work) => {
        const moved = await work.transition(orderId, OrderStatus.FulfillmentCompleted, 'delivery.completed', {
          data: { publisherRef: result.publisherRef, attempt: job.attempts },
        });
        if (moved.ok) await createFulfilmentRepository(work.tx).markDelivered(orderId, result.publisherRef);
      });
    },

    /**
     * A refused top-up that will be tried again is an order event, so the waiting page hears of it
     * (the event announces the order) and can say which attempt comes next, of how many, and when.
     */
    async onRetry(job, error, retryAt) {
      const code = error instanceof DeliveryError ? error.code : errors.serverUnavailable.resultCode;
      await keeper.run((work) => work.record(job.payload.orderId, DELIVERY_RETRY_EVENT, {
        attempt: job.attempts, maxAttempts: job.maxAttempts, nextAttemptAt: retryAt.toISOString(), code,
      }));
    },

    async onExhausted(job, error) {
      const { orderId } = job.payload;
      const code = error instanceof DeliveryError || error instanceof FinalDeliveryError ? error.code : errors.serverUnavailable.resultCode;
      const message = error instanceof Error ? error.message : String(error);
      await keeper.run(async (work) => {
        const order = await work.lock(orderId);
        if (!order) return;
        if (order.status === OrderStatus.PaymentCompleted) {
          await work.transition(orderId, OrderStatus.InProgress, 'delivery.started', { data: { attempt: job.attempts } });
        }
        const failed = await work.transition(orderId, OrderStatus.FulfillmentFailed, 'delivery.failed', {
          changes: { failureCode: code },
          data: { code, error: message, attempts: job.attempts },
        });
        if (!failed.ok) return;
        await createFulfilmentRepository(work.tx).markFailed(orderId, message);
        await requestRefund(work, deps.queue, failed.order, 'delivery-failed', { code });
      });
      deps.queue.wake();
    },
  };
}
