import { walletCountries, walletCountryTotals, wallets, walletTopups, walletUsers, rowsOf, type Executor } from '@store/db';
import { and, desc, eq, inArray, sql, type SQL } from '@store/db/orm';

export type WalletRow = typeof wallets.$inferSelect;
export type WalletCountryRow = typeof walletCountries.$inferSelect;

/** Which running totals a movement counts in. */
export type TotalKind = 'topup' | 'charge';

/** The first day of the UTC day and month of `at`, as dates. */
export function periodsOf(at: Date): { day: string; month: string } {
  const day = at.toISOString().slice(0, 10);
  return { day, month: `${day.slice(0, 7)}-01` };
}

/**
 * A wallet's top-up totals as they stand at `at`, read without its lock: a total kept for an
 * earlier day or month counts as nothing, as the next count (`addToWalletTotals`) starts it again.
 */
export function topupTotalsAt(
  wallet: Pick<WalletRow, 'topupDay' | 'topupMonth' | 'topupDaily' | 'topupMonthly'>,
  at: Date,
): { daily: bigint; monthly: bigint } {
  const { day, month } = periodsOf(at);
  return { daily: wallet.topupDay === day ? wallet.topupDaily : 0n, monthly: wallet.topupMonth === month ? wallet.topupMonthly : 0n };
}

/** Whole days, counting today, until the UTC month after `at` begins: a monthly cap's wait (commerce §8's 328). */
export function daysLeftInMonth(at: Date): number {
  return Math.ceil((Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1) - at.getTime()) / 86_400_000);
}

/** A wallet as a top-up or charge counted it, with what its country allows (null: no settings). */
export type CountedWallet = {
  wallet: Pick<
    WalletRow,
    'id' | 'status' | 'accountId' | 'countryCode' | 'currency' | 'topupDaily' | 'topupMonthly' | 'chargeDaily' | 'chargeMonthly'
  >;
  country: Pick<
    WalletCountryRow,
    | 'countryStatus'
    | 'maxWalletBalance'
    | 'maxWalletTopupDaily'
    | 'maxWalletTopupMonthly'
    | 'maxWalletChargeDaily'
    | 'maxWalletChargeMonthly'
  > | null;
};

/**
 * The counting statement of one kind (its SQL text is fixed, so each connection prepares it once:
 * docs/decisions/0061); bigints travel as text, read the same on both drivers.
 */
const counting = (set: SQL, walletId: string) => sql`
  with counted as (
    update wallets set ${set} where id = ${walletId}
    returning id, status, account_id, country_code, currency, topup_daily, topup_monthly, charge_daily, charge_monthly
  )
  select c.id, c.status, c.account_id::text, c.country_code, c.currency,
    c.topup_daily::text, c.topup_monthly::text, c.charge_daily::text, c.charge_monthly::text,
    s.country_status, s.max_wallet_balance::text, s.max_wallet_topup_daily::text, s.max_wallet_topup_monthly::text,
    s.max_wallet_charge_daily::text, s.max_wallet_charge_monthly::text
  from counted c left join wallet_countries s on s.country_code = c.country_code`;

const countTopup = (walletId: string, amount: bigint, day: string, month: string, at: Date) =>
  counting(
    sql`topup_daily = case when topup_day = ${day}::date then topup_daily else 0 end + ${amount}::bigint, topup_day = ${day}::date,
      topup_monthly = case when topup_month = ${month}::date then topup_monthly else 0 end + ${amount}::bigint, topup_month = ${month}::date,
      updated_at = ${at}`,
    walletId,
  );

const countCharge = (walletId: string, amount: bigint, day: string, month: string, at: Date) =>
  counting(
    sql`charge_daily = case when charge_day = ${day}::date then charge_daily else 0 end + ${amount}::bigint, charge_day = ${day}::date,
      charge_monthly = case when charge_month = ${month}::date then charge_monthly else 0 end + ${amount}::bigint, charge_month = ${month}::date,
      has_spent = true, updated_at = ${at}`,
    walletId,
  );

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
     * new period) and answers the wallet as it now stands, with its country's settings, in one
     * prepared statement: every top-up and charge makes it (docs/decisions/0058). The update locks
     * the wallet's row until the transaction ends, so the totals it answers are the ones to check
     * the caps against; the country's totals follow at commit (migration 0024).
     */
    async addToWalletTotals(walletId: string, kind: TotalKind, amount: bigint, at: Date): Promise<CountedWallet | null> {
      const { day, month } = periodsOf(at);
      const [row] = rowsOf<Record<string, string | number | null>>(
        await db.execute(kind === 'topup' ? countTopup(walletId, amount, day, month, at) : countCharge(walletId, amount, day, month, at)),
      );
      if (!row) return null;
      const big = (key: string) => BigInt(row[key] as string);
      return {
        wallet: {
          id: row.id as string,
          status: Number(row.status),
          accountId: row.account_id === null ? null : Number(row.account_id),
          countryCode: row.country_code as string,
          currency: row.currency as string,
          topupDaily: big('topup_daily'),
          topupMonthly: big('topup_monthly'),
          chargeDaily: big('charge_daily'),
          chargeMonthly: big('charge_monthly'),
        },
        country:
          row.country_status === null
            ? null
            : {
                countryStatus: Number(row.country_status),
                maxWalletBalance: big('max_wallet_balance'),
                maxWalletTopupDaily: big('max_wallet_topup_daily'),
                maxWalletTopupMonthly: big('max_wallet_topup_monthly'),
                maxWalletChargeDaily: big('max_wallet_charge_daily'),
                maxWalletChargeMonthly: big('max_wallet_charge_monthly'),
              },
      };
    },

    /** Locks the wallet's row without changing its totals (a refund, a gift code). */
    async lockWallet(walletId: string): Promise<WalletRow | null> {
      const [row] = await db.select().from(wallets).where(eq(wallets.id, walletId)).for('update');
      return row ?? null;
    },

    /**
     * Counts the wallets' movements of this transaction on their countries' totals now, with the
     * caps' check, instead of at commit (docs/decisions/0058), then defers later ones again. A cap
     * it breaks throws the database's refusal (`databaseRefusal`); the transaction is then lost.
     */
    async countOnCountriesNow(): Promise<void> {
      await db.execute(sql`set constraints wallet_counted_on_country immediate`);
      await db.execute(sql`set constraints wallet_counted_on_country deferred`);
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

export type WalletUserRow = typeof walletUsers.$inferSelect;
export type WalletTopupRow = typeof walletTopups.$inferSelect;

/** Top-ups whose money is not (yet, or ever) on the wallet: the history shows them beside the ledger's movements. */
const UNCREDITED: readonly string[] = ['Init', 'Pending', 'Paid', 'Refunded', 'Failed', 'Cancelled'];

/**
 * SQL of activation, switching and reads (docs/decisions/0033): the per-user row every change of a
 * shopper's wallets locks first, reservations and the country's places, top-ups as the history
 * shows them.
 */
export function createWalletAccountsRepository(db: Executor) {
  return {
    /**
     * The shopper's wallet row (current wallet, switches), made when missing and locked until the
     * transaction ends: every change of a shopper's wallets takes it first, so they happen one at a time.
     */
    async lockWalletUser(userId: string): Promise<WalletUserRow> {
      await db.insert(walletUsers).values({ userId }).onConflictDoNothing();
      const [row] = await db.select().from(walletUsers).where(eq(walletUsers.userId, userId)).for('update');
      return row!;
    },

    async findWalletUser(userId: string): Promise<WalletUserRow | null> {
      const [row] = await db.select().from(walletUsers).where(eq(walletUsers.userId, userId));
      return row ?? null;
    },

    async setHintFlags(userId: string, flags: { walletHintSeen: boolean; switchHintSeen: boolean }) {
      await db.update(walletUsers).set(flags).where(eq(walletUsers.userId, userId));
    },

    async setCurrentWallet(userId: string, walletId: string, switches: { switchCount: number; lastSwitchAt: Date | null }) {
      await db
        .update(walletUsers)
        .set({ currentWalletId: walletId, ...switches })
        .where(eq(walletUsers.userId, userId));
    },

    /** A shopper's wallets in every country (locked with `lock`: a concurrent release skips them). */
    async walletsOfUser(userId: string, lock = false): Promise<WalletRow[]> {
      const query = db.select().from(wallets).where(eq(wallets.userId, userId));
      return lock ? query.for('update') : query;
    },

    async findWalletByPhone(countryCode: string, phoneNumber: string): Promise<WalletRow | null> {
      const [row] = await db
        .select()
        .from(wallets)
        .where(and(eq(wallets.countryCode, countryCode), eq(wallets.phoneNumber, phoneNumber)));
      return row ?? null;
    },

    /**
     * Takes one of the country's places, unless they are all taken: one conditional update, so
     * concurrent activations cannot pass `maxAllowedUsers` together. False when full.
     */
    async takePlace(countryCode: string): Promise<boolean> {
      const rows = await db
        .update(walletCountries)
        .set({ walletCount: sql`${walletCountries.walletCount} + 1` })
        .where(and(eq(walletCountries.countryCode, countryCode), sql`${walletCountries.walletCount} < ${walletCountries.maxAllowedUsers}`))
        .returning({ walletCount: walletCountries.walletCount });
      return rows.length > 0;
    },

    async givePlacesBack(countryCode: string, places: number): Promise<void> {
      if (places <= 0) return;
      await db
        .update(walletCountries)
        .set({ walletCount: sql`greatest(${walletCountries.walletCount} - ${places}, 0)` })
        .where(eq(walletCountries.countryCode, countryCode));
    },

    async insertReservation(row: typeof wallets.$inferInsert): Promise<WalletRow> {
      const [inserted] = await db.insert(wallets).values(row).returning();
      return inserted!;
    },

    /** A new number or a new deadline for a reservation; null when it is no longer a reservation. */
    async renewReservation(walletId: string, patch: { phoneNumber: string; reservedUntil: Date | null; updatedAt: Date }) {
      const [row] = await db
        .update(wallets)
        .set(patch)
        .where(and(eq(wallets.id, walletId), eq(wallets.status, 2)))
        .returning();
      return row ?? null;
    },

    /** Drops a reservation; answers it (whether it held a place: `reservedUntil` set), or null. */
    async deleteReservation(walletId: string): Promise<WalletRow | null> {
      const [row] = await db
        .delete(wallets)
        .where(and(eq(wallets.id, walletId), eq(wallets.status, 2)))
        .returning();
      return row ?? null;
    },

    /**
     * Drops reservations that lapsed: past `reservedUntil`, or (holding no place) untouched since
     * `staleBefore`. Rows another transaction has locked (their shopper is acting on them) are
     * skipped, never waited for. Gives their places back per country; answers how many went.
     */
    async releaseLapsedReservations(options: { countryCode?: string; at: Date; staleBefore: Date; limit: number }): Promise<number> {
      const country = options.countryCode ? sql`and ${wallets.countryCode} = ${options.countryCode}` : sql``;
      const released = rowsOf<{ country_code: string; held_place: boolean }>(
        await db.execute(sql`
          with lapsed as (
            select ${wallets.id} as id from ${wallets}
            where ${wallets.status} = 2 ${country}
              and ((${wallets.reservedUntil} is not null and ${wallets.reservedUntil} < ${options.at.toISOString()}::timestamptz)
                or (${wallets.reservedUntil} is null and ${wallets.updatedAt} < ${options.staleBefore.toISOString()}::timestamptz))
            limit ${options.limit}
            for update skip locked
          )
          delete from ${wallets} using lapsed where ${wallets.id} = lapsed.id and ${wallets.status} = 2
          returning ${wallets.countryCode} as country_code, (${wallets.reservedUntil} is not null) as held_place`),
      );
      const places = new Map<string, number>();
      for (const row of released) if (row.held_place) places.set(row.country_code, (places.get(row.country_code) ?? 0) + 1);
      // Country rows in a fixed order, so two releases cannot wait for each other.
      for (const code of [...places.keys()].sort()) {
        await db
          .update(walletCountries)
          .set({ walletCount: sql`greatest(${walletCountries.walletCount} - ${places.get(code)!}, 0)` })
          .where(eq(walletCountries.countryCode, code));
      }
      return released.length;
    },

    /** Makes a reservation the active wallet on its ledger account; null when it was not reserved. */
    async activate(walletId: string, accountId: number, at: Date): Promise<WalletRow | null> {
      const [row] = await db
        .update(wallets)
        .set({ status: 1, accountId, activatedAt: at, reservedUntil: null, updatedAt: at })
        .where(and(eq(wallets.id, walletId), eq(wallets.status, 2)))
        .returning();
      return row ?? null;
    },

    /** One top-up of any of the shopper's wallets. */
    async findTopupOfUser(userId: string, topupId: string): Promise<{ topup: WalletTopupRow; wallet: WalletRow } | null> {
      const [row] = await db
        .select({ topup: walletTopups, wallet: wallets })
        .from(walletTopups)
        .innerJoin(wallets, eq(wallets.id, walletTopups.walletId))
        .where(and(eq(walletTopups.id, topupId), eq(wallets.userId, userId)));
      return row ?? null;
    },

    async topupsByIds(walletId: string, ids: string[]): Promise<WalletTopupRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(walletTopups)
        .where(and(eq(walletTopups.walletId, walletId), inArray(walletTopups.id, ids)));
    },

    /**
     * The wallet's top-ups not credited (any status but Success), newest first, before a position
     * (`at` is the database's own text of a `createdAt`, so no precision is lost on the way).
     */
    async uncreditedTopups(
      walletId: string,
      limit: number,
      before: { at: string; id: string } | null,
    ): Promise<Array<{ topup: WalletTopupRow; at: string }>> {
      return db
        .select({ topup: walletTopups, at: sql<string>`${walletTopups.createdAt}::text` })
        .from(walletTopups)
        .where(
          and(
            eq(walletTopups.walletId, walletId),
            inArray(walletTopups.status, [...UNCREDITED]),
            before ? sql`(${walletTopups.createdAt}, ${walletTopups.id}) < (${before.at}::timestamptz, ${before.id})` : undefined,
          ),
        )
        .orderBy(desc(walletTopups.createdAt), desc(walletTopups.id))
        .limit(limit);
    },
  };
}

export type WalletAccountsRepository = ReturnType<typeof createWalletAccountsRepository>;
