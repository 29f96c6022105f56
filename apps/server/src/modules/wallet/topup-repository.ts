import type { TopupStatus } from '@store/contracts';
import { paymentChannels, walletTopups, wallets, type Executor } from '@store/db';
import { and, asc, eq, inArray, lt, sql } from '@store/db/orm';

export type TopupRow = typeof walletTopups.$inferSelect;

/** SQL of wallet top-ups. */
export function createTopupRepository(db: Executor) {
  return {
    /** The user's wallet in a country, whatever its status. */
    async findWalletOf(userId: string, countryCode: string) {
      const [row] = await db
        .select()
        .from(wallets)
        .where(and(eq(wallets.userId, userId), eq(wallets.countryCode, countryCode)));
      return row ?? null;
    },

    async findChannel(channelId: number) {
      const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.id, channelId));
      return row ?? null;
    },

    async insert(row: typeof walletTopups.$inferInsert): Promise<TopupRow> {
      const [made] = await db.insert(walletTopups).values(row).returning();
      return made!;
    },

    async find(topupId: string): Promise<TopupRow | null> {
      const [row] = await db.select().from(walletTopups).where(eq(walletTopups.id, topupId));
      return row ?? null;
    },

    async findByIdempotencyKey(walletId: string, key: string): Promise<TopupRow | null> {
      const [row] = await db
        .select()
        .from(walletTopups)
        .where(and(eq(walletTopups.walletId, walletId), eq(walletTopups.idempotencyKey, key)));
      return row ?? null;
    },

    async lock(topupId: string): Promise<TopupRow | null> {
      const [row] = await db.select().from(walletTopups).where(eq(walletTopups.id, topupId)).for('update');
      return row ?? null;
    },

    async lockByPaymentRef(provider: string, paymentRef: string): Promise<TopupRow | null> {
      const [row] = await db
        .select()
        .from(walletTopups)
        .where(and(eq(walletTopups.paymentProvider, provider), eq(walletTopups.paymentRef, paymentRef)))
        .for('update');
      return row ?? null;
    },

    /** Records the payment opened for the top-up, once. */
    async recordPayment(topupId: string, payment: { paymentRef: string; paymentUrl: string }, at: Date): Promise<TopupRow | null> {
      const [row] = await db
        .update(walletTopups)
        .set({ ...payment, updatedAt: at })
        .where(and(eq(walletTopups.id, topupId), sql`${walletTopups.paymentRef} is null`))
        .returning();
      return row ?? null;
    },

    async setStatus(topupId: string, status: TopupStatus, at: Date, failureCode: number | null = null): Promise<TopupRow> {
      const [row] = await db
        .update(walletTopups)
        .set({ status, updatedAt: at, ...(failureCode === null ? {} : { failureCode }) })
        .where(eq(walletTopups.id, topupId))
        .returning();
      return row!;
    },

    /** Top-ups still waiting for payment past their expiry, oldest first. */
    async listExpired(at: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: walletTopups.id })
        .from(walletTopups)
        .where(and(inArray(walletTopups.status, ['Init', 'Pending']), lt(walletTopups.expiresAt, at)))
        .orderBy(asc(walletTopups.expiresAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** A wallet's top-ups, newest first (its history shows those the ledger has no entry for). */
    async listOfWallet(walletId: string, limit: number): Promise<TopupRow[]> {
      return db
        .select()
        .from(walletTopups)
        .where(eq(walletTopups.walletId, walletId))
        .orderBy(sql`${walletTopups.createdAt} desc`)
        .limit(limit);
    },
  };
}

export type TopupRepository = ReturnType<typeof createTopupRepository>;
