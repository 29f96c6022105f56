import { countries, giftCodeBatches, giftCodes, walletCountries, wallets, type Executor } from '@store/db';
import { and, count, eq, gte, isNull, lt } from '@store/db/orm';

export type GiftCodeBatchRow = typeof giftCodeBatches.$inferSelect;
export type GiftCodeRow = typeof giftCodes.$inferSelect;

/** SQL of gift codes and their batches (docs/decisions/0033). Codes are only ever seen as hashes here. */
export function createGiftCodeRepository(db: Executor) {
  return {
    /**
     * The code and its batch, the code's row locked until the transaction ends: two redemptions of
     * one code queue here, and the second reads the code as the first left it.
     */
    async lockCode(codeHash: string): Promise<{ code: GiftCodeRow; batch: GiftCodeBatchRow } | null> {
      const [row] = await db
        .select({ code: giftCodes, batch: giftCodeBatches })
        .from(giftCodes)
        .innerJoin(giftCodeBatches, eq(giftCodeBatches.id, giftCodes.batchId))
        .where(eq(giftCodes.codeHash, codeHash))
        .for('update', { of: giftCodes });
      return row ?? null;
    },

    /**
     * Locks the wallet's row: a wallet's redemptions of different codes queue here, so its counts
     * (per batch, per day) cannot be passed by two codes at once. Taken after the code's row and
     * before the ledger's accounts, as every wallet movement takes the wallet before the ledger.
     */
    async lockWallet(walletId: string): Promise<boolean> {
      const [row] = await db.select({ id: wallets.id }).from(wallets).where(eq(wallets.id, walletId)).for('update');
      return row !== undefined;
    },

    async redeemedOfBatch(walletId: string, batchId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(giftCodes)
        .where(and(eq(giftCodes.batchId, batchId), eq(giftCodes.redeemedByWalletId, walletId)));
      return row?.n ?? 0;
    },

    /** The wallet's redemptions in [from, to). */
    async redeemedBetween(walletId: string, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(giftCodes)
        .where(and(eq(giftCodes.redeemedByWalletId, walletId), gte(giftCodes.redeemedAt, from), lt(giftCodes.redeemedAt, to)));
      return row?.n ?? 0;
    },

    /** Marks a code redeemed, only if nobody has: false when it already was. */
    async markRedeemed(codeHash: string, walletId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(giftCodes)
        .set({ redeemedByWalletId: walletId, redeemedAt: at })
        .where(and(eq(giftCodes.codeHash, codeHash), isNull(giftCodes.redeemedAt)))
        .returning({ codeHash: giftCodes.codeHash });
      return rows.length === 1;
    },

    /** A country's Codacash status, currency and maximum balance; null when the country has no settings. */
    async findIssuingCountry(countryCode: string) {
      const [row] = await db
        .select({
          countryCode: walletCountries.countryCode,
          countryStatus: walletCountries.countryStatus,
          maxWalletBalance: walletCountries.maxWalletBalance,
          currency: countries.currency,
          currencyExponent: countries.currencyExponent,
        })
        .from(walletCountries)
        .innerJoin(countries, eq(countries.code, walletCountries.countryCode))
        .where(eq(walletCountries.countryCode, countryCode));
      return row ?? null;
    },

    async insertBatch(batch: typeof giftCodeBatches.$inferInsert): Promise<GiftCodeBatchRow> {
      const [row] = await db.insert(giftCodeBatches).values(batch).returning();
      return row!;
    },

    /** Inserts codes of a batch; answers the hashes that went in (a hash already stored is skipped). */
    async insertCodes(batchId: string, codeHashes: string[]): Promise<Set<string>> {
      if (codeHashes.length === 0) return new Set();
      const rows = await db
        .insert(giftCodes)
        .values(codeHashes.map((codeHash) => ({ codeHash, batchId })))
        .onConflictDoNothing({ target: giftCodes.codeHash })
        .returning({ codeHash: giftCodes.codeHash });
      return new Set(rows.map((r) => r.codeHash));
    },
  };
}

export type GiftCodeRepository = ReturnType<typeof createGiftCodeRepository>;
