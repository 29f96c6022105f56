import { randomBytes } from 'node:crypto';
import { and, asc, eq, like, sql } from '@store/db/orm';
import { sandboxPublisherCredits, sandboxPublisherPlayers, sandboxPublisherVouchers, type Db } from '@store/db';

export type SandboxCreditRow = typeof sandboxPublisherCredits.$inferSelect;
export type SandboxVoucherRow = typeof sandboxPublisherVouchers.$inferSelect;
export type SandboxPlayerRow = typeof sandboxPublisherPlayers.$inferSelect;

/** `text` inside a LIKE pattern, its wildcards and the escape character taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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

    /** Issues `code` for a transaction id unless it has one; either way answers the transaction's code. */
    async issueOnce(voucher: { transactionId: string; game: string; code: string }): Promise<SandboxVoucherRow> {
      await db
        .insert(sandboxPublisherVouchers)
        .values({ id: `spv_${randomBytes(12).toString('base64url')}`, ...voucher })
        .onConflictDoNothing({ target: sandboxPublisherVouchers.transactionId });
      const [row] = await db
        .select()
        .from(sandboxPublisherVouchers)
        .where(eq(sandboxPublisherVouchers.transactionId, voucher.transactionId));
      return row!;
    },

    async voidVoucher(transactionId: string): Promise<void> {
      await db
        .update(sandboxPublisherVouchers)
        .set({ status: 'voided', voidedAt: sql`now()` })
        .where(and(eq(sandboxPublisherVouchers.transactionId, transactionId), eq(sandboxPublisherVouchers.status, 'issued')));
    },

    /** Keeps a player the publisher validated, once per game, id and zone ('' for none). */
    async rememberPlayer(player: Omit<typeof sandboxPublisherPlayers.$inferInsert, 'createdAt'>): Promise<void> {
      await db.insert(sandboxPublisherPlayers).values(player).onConflictDoNothing();
    },

    /**
     * Validated players of a game whose search key holds `key`, in `zoneId` when given: those it
     * starts first, then shorter keys; `limit` of them.
     */
    findPlayers(game: string, key: string, zoneId: string | null, limit: number): Promise<SandboxPlayerRow[]> {
      const inside = `%${likeLiteral(key)}%`;
      return db
        .select()
        .from(sandboxPublisherPlayers)
        .where(
          and(
            eq(sandboxPublisherPlayers.game, game),
            zoneId ? eq(sandboxPublisherPlayers.zoneId, zoneId) : undefined,
            like(sandboxPublisherPlayers.searchKey, inside),
          ),
        )
        .orderBy(
          sql`${sandboxPublisherPlayers.searchKey} like ${`${likeLiteral(key)}%`} desc`,
          sql`length(${sandboxPublisherPlayers.searchKey})`,
          asc(sandboxPublisherPlayers.nickname),
          asc(sandboxPublisherPlayers.userId),
        )
        .limit(limit);
    },

    async findVoucher(transactionId: string): Promise<SandboxVoucherRow | null> {
      const [row] = await db.select().from(sandboxPublisherVouchers).where(eq(sandboxPublisherVouchers.transactionId, transactionId));
      return row ?? null;
    },
  };
}
