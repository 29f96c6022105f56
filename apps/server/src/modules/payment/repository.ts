import { and, eq, isNull } from '@store/db/orm';
import { paymentWebhooks, refunds, type Executor } from '@store/db';

export type RefundRow = typeof refunds.$inferSelect;

/** SQL of received payment webhooks and refunds. */
export function createPaymentRepository(db: Executor) {
  return {
    /** Stores the event unless (provider, event id) is known; false means it is a duplicate. */
    async insertWebhookOnce(row: typeof paymentWebhooks.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(paymentWebhooks)
        .values(row)
        .onConflictDoNothing({ target: [paymentWebhooks.provider, paymentWebhooks.eventId] })
        .returning({ eventId: paymentWebhooks.eventId });
      return inserted.length > 0;
    },

    async setWebhookOutcome(provider: string, eventId: string, outcome: string): Promise<void> {
      await db
        .update(paymentWebhooks)
        .set({ outcome })
        .where(and(eq(paymentWebhooks.provider, provider), eq(paymentWebhooks.eventId, eventId)));
    },

    /** At most one refund per order (its primary key); false when there already is one. */
    async insertRefundOnce(row: typeof refunds.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(refunds)
        .values(row)
        .onConflictDoNothing({ target: refunds.orderId })
        .returning({ orderId: refunds.orderId });
      return inserted.length > 0;
    },

    async findRefund(orderId: string): Promise<RefundRow | null> {
      const [row] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
      return row ?? null;
    },

    /** Records the provider's refund reference once; false when it was already recorded. */
    async setRefundProviderRef(orderId: string, providerRef: string): Promise<boolean> {
      const updated = await db
        .update(refunds)
        .set({ providerRef })
        .where(and(eq(refunds.orderId, orderId), isNull(refunds.providerRef)))
        .returning({ orderId: refunds.orderId });
      return updated.length > 0;
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
