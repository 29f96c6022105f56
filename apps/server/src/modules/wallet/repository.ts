import { walletCountries, walletCountryTotals, wallets, type Executor } from '@store/db';
import { eq, sql } from '@store/db/orm';

export type WalletRow = typeof wallets.$inferSelect;
export type WalletCountryRow = typeof walletCountries.$inferSelect;

/** Which running totals a movement counts in. */
export type TotalKind = 'topup' | 'charge';

/** The first day of the UTC day and month of `at`, as dates. */
export function periodsOf(at: Date): { day: string; month: string } {
  const day = at.toISOString().slice(0, 10);
  return { day, month: `${day.slice(0, 7)}-01` };
}

/** SQL of wallets, their country settings and running totals. */
export function createWalletRepository(db: Executor) {
  return {
    async findWallet(walletId: string): Promise<WalletRow | null> {
      const [row] = await db.select().from(wallets).where(eq(wallets.id, walletId));
      return row ?? null;
    },

    async findCountry(countryCode: string): Promise<WalletCountryRow | null> {
      const [row] = await db.select().from(walletCountries).where(eq(walletCountries.countryCode, countryCode));
      return row ?? null;
    },

    /**
     * Adds `amount` to the wallet's totals of the day and month of `at` (starting them again in a
     * new period) and answers the wallet as it now stands. The update locks the wallet's row until
     * the transaction ends, so the totals it answers are the ones to check the caps against.
     */
    async addToWalletTotals(walletId: string, kind: TotalKind, amount: bigint, at: Date): Promise<WalletRow | null> {
      const { day, month } = periodsOf(at);
      const set =
        kind === 'topup'
          ? {
              topupDaily: sql`case when ${wallets.topupDay} = ${day}::date then ${wallets.topupDaily} else 0 end + ${amount}`,
              topupDay: day,
              topupMonthly: sql`case when ${wallets.topupMonth} = ${month}::date then ${wallets.topupMonthly} else 0 end + ${amount}`,
              topupMonth: month,
            }
          : {
              chargeDaily: sql`case when ${wallets.chargeDay} = ${day}::date then ${wallets.chargeDaily} else 0 end + ${amount}`,
              chargeDay: day,
              chargeMonthly: sql`case when ${wallets.chargeMonth} = ${month}::date then ${wallets.chargeMonthly} else 0 end + ${amount}`,
              chargeMonth: month,
              hasSpent: true,
            };
      const [row] = await db
        .update(wallets)
        .set({ ...set, updatedAt: at })
        .where(eq(wallets.id, walletId))
        .returning();
      return row ?? null;
    },

    /** Locks the wallet's row without changing its totals (a refund, a gift code). */
    async lockWallet(walletId: string): Promise<WalletRow | null> {
      const [row] = await db.select().from(wallets).where(eq(wallets.id, walletId)).for('update');
      return row ?? null;
    },

    /**
     * Adds `amount` to the country's totals of the day and month of `at`, in one statement, and
     * answers them. The rows stay locked until the transaction ends: call this last.
     */
    async addToCountryTotals(countryCode: string, kind: TotalKind, amount: bigint, at: Date): Promise<{ daily: bigint; monthly: bigint }> {
      const { day, month } = periodsOf(at);
      const column = kind === 'topup' ? walletCountryTotals.topupMinor : walletCountryTotals.chargeMinor;
      const rows = await db
        .insert(walletCountryTotals)
        .values([
          { countryCode, period: 'day', periodStart: day, [kind === 'topup' ? 'topupMinor' : 'chargeMinor']: amount },
          { countryCode, period: 'month', periodStart: month, [kind === 'topup' ? 'topupMinor' : 'chargeMinor']: amount },
        ])
        .onConflictDoUpdate({
          target: [walletCountryTotals.countryCode, walletCountryTotals.period, walletCountryTotals.periodStart],
          set: { [kind === 'topup' ? 'topupMinor' : 'chargeMinor']: sql`${column} + ${amount}` },
        })
        .returning({ period: walletCountryTotals.period, total: column });
      return {
        daily: rows.find((r) => r.period === 'day')!.total,
        monthly: rows.find((r) => r.period === 'month')!.total,
      };
    },

    /** The country's totals of the day and month of `at` (zero when nothing moved yet). */
    async countryTotals(countryCode: string, at: Date) {
      const { day, month } = periodsOf(at);
      const rows = await db
        .select()
        .from(walletCountryTotals)
        .where(
          sql`${walletCountryTotals.countryCode} = ${countryCode} and ((${walletCountryTotals.period} = 'day' and ${walletCountryTotals.periodStart} = ${day}::date) or (${walletCountryTotals.period} = 'month' and ${walletCountryTotals.periodStart} = ${month}::date))`,
        );
      const of = (period: string) => rows.find((r) => r.period === period);
      return {
        topupDaily: of('day')?.topupMinor ?? 0n,
        topupMonthly: of('month')?.topupMinor ?? 0n,
        chargeDaily: of('day')?.chargeMinor ?? 0n,
        chargeMonthly: of('month')?.chargeMinor ?? 0n,
      };
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
