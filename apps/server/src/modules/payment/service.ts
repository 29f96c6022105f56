import type { Db, Executor } from '@store/db';
import { createPaymentRepository, type RefundRow } from './repository.ts';

/** A verified payment event as it is stored for audit and exactly-once handling. */
export type ReceivedPaymentEvent = {
  provider: string;
  id: string;
  type: string;
  paymentRef: string;
  occurredAt: Date;
  payload: unknown;
};

/**
 * The store's side of payments: the webhooks received (each applied once) and refunds owed (at
 * most one per order). Calls that belong to a unit of work take its transaction (`tx`); the
 * workflows pass the one their order change runs in.
 */
export function createPaymentService(db: Db) {
  const on = (tx: Executor) => createPaymentRepository(tx);
  return {
    /** Stores the event unless the provider's event id is known; false means it is a duplicate. */
    recordWebhookOnce: (tx: Executor, event: ReceivedPaymentEvent): Promise<boolean> =>
      on(tx).insertWebhookOnce({
        provider: event.provider,
        eventId: event.id,
        paymentRef: event.paymentRef,
        type: event.type,
        occurredAt: event.occurredAt,
        payload: event.payload,
        outcome: 'received',
      }),

    /** What applying the event came to, stored beside it. */
    setWebhookOutcome: (tx: Executor, provider: string, eventId: string, outcome: string): Promise<void> =>
      on(tx).setWebhookOutcome(provider, eventId, outcome),

    /** Owes the order's payment back: false when a refund was already owed (one per order). */
    oweRefund: (tx: Executor, refund: { orderId: string; amountMinor: bigint; currency: string; reason: string }): Promise<boolean> =>
      on(tx).insertRefundOnce(refund),

    findRefund: (orderId: string): Promise<RefundRow | null> => on(db).findRefund(orderId),

    /** Records the provider's refund reference once; false when it was already recorded. */
    recordRefundMade: (tx: Executor, orderId: string, providerRef: string): Promise<boolean> =>
      on(tx).setRefundProviderRef(orderId, providerRef),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
