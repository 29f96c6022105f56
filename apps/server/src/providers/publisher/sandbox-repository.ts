import { randomBytes } from 'node:crypto';
import { eq } from '@store/db/orm';
import { sandboxPublisherCredits, type Db } from '@store/db';

export type SandboxCreditRow = typeof sandboxPublisherCredits.$inferSelect;

/** SQL of the sandbox publisher; it keeps to its own table, like an outside system. */
export function createSandboxPublisherRepository(db: Db) {
  return {
    /** Credits once per transaction id; a repeat returns the first credit and adds no row. */
    async creditOnce(credit: Omit<typeof sandboxPublisherCredits.$inferInsert, 'id'>): Promise<SandboxCreditRow> {
      await db
        .insert(sandboxPublisherCredits)
        .values({ id: `spc_${randomBytes(12).toString('base64url')}`, ...credit })
        .onConflictDoNothing({ target: sandboxPublisherCredits.transactionId });
      const [row] = await db.select().from(sandboxPublisherCredits).where(eq(sandboxPublisherCredits.transactionId, credit.transactionId));
      return row!;
    },
  };
}
