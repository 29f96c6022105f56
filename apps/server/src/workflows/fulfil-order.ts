import { errors, OrderStatus } from '@store/contracts';
import { PermanentJobError, type JobDefinition } from '../jobs/index.ts';
import { requestRefund } from './refund-payment.ts';
import type { WorkflowDeps } from './deps.ts';
import { ok } from '../result.ts';
import { runWorkflow } from './steps.ts';
import { enqueueOrderMessage } from './order-messages.ts';
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
 * The delivery job of a paid order (`deliver-order`, keyed by order id), as steps:
 *
 *   start the delivery → top up at the publisher, or issue a voucher's code → mark it delivered
 *   (keep the code sealed, earn its rewards, enqueue its receipt)
 *
 * Starting moves PaymentCompleted → InProgress and counts the attempt; the top-up runs outside any
 * transaction (never holding a row lock over the network); marking it delivered moves the order
 * to FulfillmentCompleted. Re-running the job for an order already InProgress (its worker died)
 * calls the top-up again, which the publisher answers with the existing credit because it is keyed
 * by the order id; a voucher's code is keyed the same way, so a retried delivery never mints a second. A terminal order makes it a no-op. When the attempts run out the order is
 * FulfillmentFailed and its payment refunded.
 */
export function deliverOrderJob(deps: WorkflowDeps, tuning: DeliveryTuning): JobDefinition<{ orderId: string }> {
  const { keeper, publisher, fulfilment } = deps;
  return {
    maxAttempts: tuning.maxAttempts,
    ...(tuning.backoff ? { backoff: tuning.backoff } : {}),

    async handler(job) {
      const { orderId } = job.payload;
      await runWorkflow('deliver-order', deps.log, async (step) => {
        const start = await step('start the delivery', async () =>
          ok(
            await keeper.run(async (work) => {
              const order = await work.lock(orderId);
              if (!order) return null;
              if (order.status === OrderStatus.PaymentCompleted) {
                await work.transition(orderId, OrderStatus.InProgress, 'delivery.started', { data: { attempt: job.attempts } });
              } else if (order.status !== OrderStatus.InProgress) {
                return null;
              }
              await fulfilment.startAttempt(work.tx, orderId);
              const item = await fulfilment.itemOf(work.tx, order.productId, order.denominationId);
              return item ? { order, item } : null;
            }),
          ),
        );
        if (!start) return;

        const { order, item } = start;
        type Delivered = { publisherRef: string; voucherCode: string | null };
        const delivered = await step<Delivered>(
          item.kind === 'voucher' ? 'issue the voucher code' : 'top up at the publisher',
          async () => {
            let result: { code: number; retryable: boolean };
            // A voucher is a code from the publisher, for whoever holds it (docs/decisions/0038); a top-up credits the player.
            if (item.kind === 'voucher' || order.playerUserId === null) {
              const issued = await publisher.issueVoucher({ transactionId: order.id, game: item.game, creditAmount: item.creditAmount });
              if (issued.ok) return ok({ publisherRef: issued.publisherRef, voucherCode: issued.code });
              result = issued;
            } else {
              const credited = await publisher.topUp({
                transactionId: order.id,
                game: item.game,
                userId: order.playerUserId,
                zoneId: order.playerZoneId,
                characterName: order.playerCharacterName,
                creditAmount: item.creditAmount,
              });
              if (credited.ok) return ok({ publisherRef: credited.publisherRef, voucherCode: null });
              result = credited;
            }
            // Thrown, not answered: the job queue retries a refused top-up, or gives up on a final one.
            const error = result.retryable ? new DeliveryError(result.code) : new FinalDeliveryError(result.code);
            await fulfilment.recordError(orderId, error.message);
            throw error;
          },
        );

        await step('mark it delivered', async () =>
          ok(
            await keeper.run(async (work) => {
              // The event names the publisher's reference, never the code: events are read by operators.
              const moved = await work.transition(orderId, OrderStatus.FulfillmentCompleted, 'delivery.completed', {
                data: { publisherRef: delivered.publisherRef, attempt: job.attempts },
              });
              if (!moved.ok) return;
              await fulfilment.markDelivered(work.tx, orderId, delivered.publisherRef);
              if (delivered.voucherCode !== null) await fulfilment.storeVoucherCode(work.tx, orderId, delivered.voucherCode);
              // The rewards it was promised, in the same transaction: delivered and earned together.
              await deps.rewards.earn(work.tx, moved.order);
              // Its receipt, sent by its own job once this commits (never from inside the transaction).
              await enqueueOrderMessage(deps, work, 'receipt', orderId);
            }),
          ),
        );
        deps.queue.wake();
      });
    },

    /**
     * A refused top-up that will be tried again is an order event, so the waiting page hears of it
     * (the event announces the order) and can say which attempt comes next, of how many, and when.
     */
    async onRetry(job, error, retryAt) {
      const code = error instanceof DeliveryError ? error.code : errors.serverUnavailable.resultCode;
      await keeper.run((work) =>
        work.record(job.payload.orderId, DELIVERY_RETRY_EVENT, {
          attempt: job.attempts,
          maxAttempts: job.maxAttempts,
          nextAttemptAt: retryAt.toISOString(),
          code,
        }),
      );
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
        await fulfilment.markFailed(work.tx, orderId, message);
        await requestRefund(deps, work, failed.order, 'delivery-failed', { code });
      });
      deps.queue.wake();
    },
  };
}
