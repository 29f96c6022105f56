import { and, eq, inArray, isNull, sql } from '@store/db/orm';
import { sandboxPayments, type Db } from '@store/db';
import type { PaymentStatus } from './types.ts';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/** SQL of the sandbox payment provider; it keeps to its own table, like an outside system. */
export function createSandboxPaymentRepository(db: Db) {
  return {
    /** Inserts the payment unless one exists for this merchant reference; returns the stored one. */
    async createOnce(row: typeof sandboxPayments.$inferInsert): Promise<SandboxPaymentRow> {
      await db.insert(sandboxPayments).values(row).onConflictDoNothing({ target: sandboxPayments.merchantRef });
      const [stored] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, row.merchantRef));
      return stored!;
    },

    async find(id: string): Promise<SandboxPaymentRow | null> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row ?? null;
    },

    /** Moves the payment on only from one of `from`; null when it was elsewhere (someone was first). */
    async move(id: string, from: PaymentStatus[], to: PaymentStatus): Promise<SandboxPaymentRow | null> {
      const [row] = await db.update(sandboxPayments).set({ status: to })
        .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, from)))
        .returning();
      return row ?? null;
    },

    /** Marks a succeeded payment refunded; a second call changes nothing. */
    async markRefunded(id: string): Promise<SandboxPaymentRow | null> {
      await db.update(sandboxPayments).set({ refundedAt: sql`now()` })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'succeeded'), isNull(sandboxPayments.refundedAt)));
      return this.find(id);
    },
  };
}
