import { and, asc, eq, inArray, isNull, lte, msFromNow, sql } from '@store/db/orm';
import { sandboxPayments, sandboxWebhookOutbox, type Db, type Executor } from '@store/db';
import type { PaymentStatus } from './types.ts';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type SandboxWebhookRow = typeof sandboxWebhookOutbox.$inferSelect;

/** An event to put in the outbox: sent `delayMs` from now, or kept back (`held`) until released. */
export type OutboxEvent = { eventId: string; type: string; body: string; delayMs: number; held?: boolean };

function outboxRow(paymentId: string, event: OutboxEvent) {
  return {
    eventId: event.eventId,
    paymentId,
    type: event.type,
    body: event.body,
    status: event.held ? 'held' : 'pending',
    nextAttemptAt: event.held ? null : msFromNow(event.delayMs),
  };
}

/** SQL of the sandbox payment provider; it keeps to its own tables, like an outside system. */
export function createSandboxPaymentRepository(db: Db) {
  const find = async (executor: Executor, id: string): Promise<SandboxPaymentRow | null> => {
    const [row] = await executor.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row ?? null;
  };

  return {
    /** Inserts the payment unless one exists for this merchant reference; returns the stored one. */
    async createOnce(row: typeof sandboxPayments.$inferInsert): Promise<SandboxPaymentRow> {
      await db.insert(sandboxPayments).values(row).onConflictDoNothing({ target: sandboxPayments.merchantRef });
      const [stored] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, row.merchantRef));
      return stored!;
    },

    find: (id: string) => find(db, id),

    /**
     * Moves the payment on only from one of `from`, and in the same transaction puts the events the
     * move announces in the outbox (`events` builds them from the moved payment), so a payment never
     * changes without its webhook and no webhook tells of a change that was rolled back. Releases
     * the payment's held events behind the new ones. Null when the payment was elsewhere (someone
     * was first).
     */
    async move(
      id: string,
      from: PaymentStatus[],
      to: PaymentStatus,
      events: (moved: SandboxPaymentRow) => OutboxEvent[],
    ): Promise<SandboxPaymentRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(sandboxPayments)
          .set({ status: to })
          .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, from)))
          .returning();
        if (!row) return null;
        const news = events(row);
        if (news.length > 0) await tx.insert(sandboxWebhookOutbox).values(news.map((event) => outboxRow(row.id, event)));
        if (!news.some((event) => event.held)) {
          // A held event goes out after the news that overtook it: re-queued behind it (a later id).
          const held = await tx
            .delete(sandboxWebhookOutbox)
            .where(and(eq(sandboxWebhookOutbox.paymentId, row.id), eq(sandboxWebhookOutbox.status, 'held')))
            .returning();
          const delayMs = Math.max(0, ...news.map((event) => event.delayMs));
          if (held.length > 0) {
            await tx
              .insert(sandboxWebhookOutbox)
              .values(held.map((h) => outboxRow(row.id, { eventId: h.eventId, type: h.type, body: h.body, delayMs })));
          }
        }
        return row;
      });
    },

    /** Marks a succeeded payment refunded; a second call changes nothing. */
    async markRefunded(id: string): Promise<SandboxPaymentRow | null> {
      await db
        .update(sandboxPayments)
        .set({ refundedAt: sql`now()` })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'succeeded'), isNull(sandboxPayments.refundedAt)));
      return find(db, id);
    },

    /**
     * Claims due webhooks, oldest first: counts the attempt and holds the row for `leaseMs`, so a
     * sender that dies mid-send leaves it to be claimed again once the lease ends. `SKIP LOCKED` lets
     * several processes send without taking the same row.
     */
    async claimDue(limit: number, leaseMs: number): Promise<SandboxWebhookRow[]> {
      const due = db
        .select({ id: sandboxWebhookOutbox.id })
        .from(sandboxWebhookOutbox)
        .where(and(eq(sandboxWebhookOutbox.status, 'pending'), lte(sandboxWebhookOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(sandboxWebhookOutbox.nextAttemptAt), asc(sandboxWebhookOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(sandboxWebhookOutbox)
        .set({ attempts: sql`${sandboxWebhookOutbox.attempts} + 1`, nextAttemptAt: msFromNow(leaseMs) })
        .where(inArray(sandboxWebhookOutbox.id, due))
        .returning();
      return rows.sort((a, b) => a.id - b.id);
    },

    /** Fenced by the attempt: a sender whose lease was taken over no longer changes the row. */
    async markDelivered(row: SandboxWebhookRow): Promise<void> {
      await db
        .update(sandboxWebhookOutbox)
        .set({ status: 'delivered', deliveredAt: sql`now()`, nextAttemptAt: null, lastError: null })
        .where(
          and(
            eq(sandboxWebhookOutbox.id, row.id),
            eq(sandboxWebhookOutbox.attempts, row.attempts),
            eq(sandboxWebhookOutbox.status, 'pending'),
          ),
        );
    },

    /** Tries again in `retryInMs`, or gives up (`failed`) when the row is older than `giveUpAfterMs`. */
    async markRefused(row: SandboxWebhookRow, error: string, retryInMs: number, giveUpAfterMs: number): Promise<void> {
      const expired = sql`${sandboxWebhookOutbox.createdAt} + ${giveUpAfterMs}::bigint * interval '1 millisecond' <= ${msFromNow(retryInMs)}`;
      await db
        .update(sandboxWebhookOutbox)
        .set({
          lastError: error.slice(0, 500),
          status: sql`case when ${expired} then 'failed' else 'pending' end`,
          nextAttemptAt: sql`case when ${expired} then null else ${msFromNow(retryInMs)} end`,
        })
        .where(
          and(
            eq(sandboxWebhookOutbox.id, row.id),
            eq(sandboxWebhookOutbox.attempts, row.attempts),
            eq(sandboxWebhookOutbox.status, 'pending'),
          ),
        );
    },

    /** The soonest time a pending webhook comes due, in milliseconds from now (null: none pending). */
    async msUntilNextDue(): Promise<number | null> {
      const [row] = await db
        .select({
          ms: sql<string | null>`extract(epoch from (min(${sandboxWebhookOutbox.nextAttemptAt}) - now())) * 1000`,
        })
        .from(sandboxWebhookOutbox)
        .where(eq(sandboxWebhookOutbox.status, 'pending'));
      return row?.ms === null || row?.ms === undefined ? null : Math.max(0, Number(row.ms));
    },

    listWebhooks(paymentId: string): Promise<SandboxWebhookRow[]> {
      return db
        .select()
        .from(sandboxWebhookOutbox)
        .where(eq(sandboxWebhookOutbox.paymentId, paymentId))
        .orderBy(asc(sandboxWebhookOutbox.id));
    },
  };
}
