import { randomBytes } from 'node:crypto';
import {
  countries,
  denominations,
  orderRewards,
  paymentChannels,
  products,
  rewardAccounts,
  rewardDailySettings,
  rewardHolders,
  rewardLots,
  rewardRedemptions,
  rewardRules,
  rewardUses,
  rowsOf,
  type Executor,
} from '@store/db';
import { and, asc, eq, inArray, isNull, lte, or, sql } from '@store/db/orm';

export type RewardLotRow = typeof rewardLots.$inferSelect;
export type RewardRuleRow = typeof rewardRules.$inferSelect;
export type OrderRewardsRow = typeof orderRewards.$inferSelect;
export type RewardHolderRow = typeof rewardHolders.$inferSelect;

export const newHolderId = () => `rwh_${randomBytes(12).toString('base64url')}`;
export const newLotId = () => `rwd_${randomBytes(12).toString('base64url')}`;

/** SQL of the rewards. Lots are changed only under their row locks, taken in one order. */
export function createRewardsRepository(db: Executor) {
  return {
    /** The holder of a user's (or a guest contact's) rewards, made on first use. */
    async ensureHolder(owner: { userId: string } | { contact: string }): Promise<RewardHolderRow> {
      const found = await this.findHolder(owner);
      if (found) return found;
      const values = 'userId' in owner ? { userId: owner.userId, contact: null } : { userId: null, contact: owner.contact };
      const target = 'userId' in owner ? rewardHolders.userId : rewardHolders.contact;
      const [made] = await db
        .insert(rewardHolders)
        .values({ id: newHolderId(), ...values })
        .onConflictDoNothing({ target })
        .returning();
      // Another transaction made it first: theirs is the holder.
      return made ?? (await this.findHolder(owner))!;
    },

    async findHolder(owner: { userId: string } | { contact: string }): Promise<RewardHolderRow | null> {
      const where = 'userId' in owner ? eq(rewardHolders.userId, owner.userId) : eq(rewardHolders.contact, owner.contact);
      const [row] = await db.select().from(rewardHolders).where(where);
      return row ?? null;
    },

    async findHoldersByContact(contacts: string[]): Promise<RewardHolderRow[]> {
      if (contacts.length === 0) return [];
      return db.select().from(rewardHolders).where(inArray(rewardHolders.contact, contacts));
    },

    async findAccount(holderId: string, countryCode: string): Promise<number | null> {
      const [row] = await db
        .select({ accountId: rewardAccounts.accountId })
        .from(rewardAccounts)
        .where(and(eq(rewardAccounts.holderId, holderId), eq(rewardAccounts.countryCode, countryCode)));
      return row?.accountId ?? null;
    },

    async linkAccount(holderId: string, countryCode: string, accountId: number): Promise<void> {
      await db.insert(rewardAccounts).values({ holderId, countryCode, accountId }).onConflictDoNothing();
    },

    /** The rule an order follows: the channel's own, else the product's in that country. */
    async findRule(productId: string, countryCode: string, paymentChannelId: number): Promise<RewardRuleRow | null> {
      const [row] = await db
        .select()
        .from(rewardRules)
        .where(
          and(
            eq(rewardRules.productId, productId),
            eq(rewardRules.countryCode, countryCode),
            eq(rewardRules.active, true),
            or(isNull(rewardRules.paymentChannelId), eq(rewardRules.paymentChannelId, paymentChannelId)),
          ),
        )
        .orderBy(sql`${rewardRules.paymentChannelId} is null`)
        .limit(1);
      return row ?? null;
    },

    /** A holder's active lots in a country, unexpired at `now`, in spending order; locked when `lock`. */
    async spendableLots(holderId: string, countryCode: string, now: Date, lock: boolean): Promise<RewardLotRow[]> {
      const query = db
        .select()
        .from(rewardLots)
        .where(
          and(
            eq(rewardLots.holderId, holderId),
            eq(rewardLots.countryCode, countryCode),
            eq(rewardLots.status, 1),
            sql`${rewardLots.expiresAt} > ${now.toISOString()}`,
          ),
        )
        // commerce §9: nearest expiry (by day) first, then publisher-, channel-, Coda-funded.
        .orderBy(
          sql`(${rewardLots.expiresAt} at time zone 'UTC')::date`,
          sql`${rewardLots.sourceType} desc`,
          asc(rewardLots.expiresAt),
          asc(rewardLots.id),
        );
      return lock ? query.for('update') : query;
    },

    async insertLot(lot: typeof rewardLots.$inferInsert): Promise<RewardLotRow | null> {
      const [made] = await db.insert(rewardLots).values(lot).onConflictDoNothing({ target: rewardLots.origin }).returning();
      return made ?? null;
    },

    async setLotRemaining(lotId: string, remainingMinor: bigint, status: number): Promise<void> {
      await db.update(rewardLots).set({ remainingMinor, status }).where(eq(rewardLots.id, lotId));
    },

    async lockLots(lotIds: string[]): Promise<RewardLotRow[]> {
      if (lotIds.length === 0) return [];
      return db.select().from(rewardLots).where(inArray(rewardLots.id, lotIds)).orderBy(asc(rewardLots.id)).for('update');
    },

    async findLotByOrigin(origin: string): Promise<RewardLotRow | null> {
      const [row] = await db.select().from(rewardLots).where(eq(rewardLots.origin, origin));
      return row ?? null;
    },

    async moveLots(fromHolderId: string, toHolderId: string, countryCode: string): Promise<RewardLotRow[]> {
      return db
        .update(rewardLots)
        .set({ holderId: toHolderId })
        .where(and(eq(rewardLots.holderId, fromHolderId), eq(rewardLots.countryCode, countryCode)))
        .returning();
    },

    /** A guest holder's lots, locked, by country. */
    async lockHolderLots(holderId: string): Promise<RewardLotRow[]> {
      return db.select().from(rewardLots).where(eq(rewardLots.holderId, holderId)).orderBy(asc(rewardLots.id)).for('update');
    },

    async movePendingOrders(fromHolderId: string, toHolderId: string): Promise<void> {
      await db
        .update(orderRewards)
        .set({ holderId: toHolderId })
        .where(and(eq(orderRewards.holderId, fromHolderId), eq(orderRewards.earnStatus, 'pending')));
    },

    async insertOrderRewards(row: typeof orderRewards.$inferInsert): Promise<void> {
      await db.insert(orderRewards).values(row);
    },

    async lockOrderRewards(orderId: string): Promise<OrderRewardsRow | null> {
      const [row] = await db.select().from(orderRewards).where(eq(orderRewards.orderId, orderId)).for('update');
      return row ?? null;
    },

    /** Orders' rewards rows, with the holder's contact (a guest's) and the earned lot's expiry. */
    async findOrderRewards(
      orderIds: string[],
    ): Promise<Array<OrderRewardsRow & { holderContact: string | null; earnedExpiresAt: Date | null }>> {
      if (orderIds.length === 0) return [];
      const rows = await db
        .select({ row: orderRewards, holderContact: rewardHolders.contact, earnedExpiresAt: rewardLots.expiresAt })
        .from(orderRewards)
        .innerJoin(rewardHolders, eq(rewardHolders.id, orderRewards.holderId))
        .leftJoin(rewardLots, eq(rewardLots.origin, sql`'order:' || ${orderRewards.orderId}`))
        .where(inArray(orderRewards.orderId, orderIds));
      return rows.map((r) => ({ ...r.row, holderContact: r.holderContact, earnedExpiresAt: r.earnedExpiresAt }));
    },

    async updateOrderRewards(orderId: string, changes: Partial<typeof orderRewards.$inferInsert>): Promise<void> {
      await db.update(orderRewards).set(changes).where(eq(orderRewards.orderId, orderId));
    },

    async insertUses(rows: Array<typeof rewardUses.$inferInsert>): Promise<void> {
      if (rows.length > 0) await db.insert(rewardUses).values(rows);
    },

    async usesOf(orderId: string): Promise<Array<typeof rewardUses.$inferSelect>> {
      return db.select().from(rewardUses).where(eq(rewardUses.orderId, orderId)).orderBy(asc(rewardUses.lotId));
    },

    /** Lots past their expiry, oldest first, locked; lots another transaction holds are skipped. */
    async lockExpired(now: Date, limit: number): Promise<RewardLotRow[]> {
      return db
        .select()
        .from(rewardLots)
        .where(and(eq(rewardLots.status, 1), lte(rewardLots.expiresAt, now)))
        .orderBy(asc(rewardLots.expiresAt), asc(rewardLots.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** A holder's lots in a country (active first, nearest expiry first), with a channel funder's name. */
    async lots(holderId: string, countryCode: string, limit: number): Promise<Array<RewardLotRow & { channelName: string | null }>> {
      const rows = await db
        .select({ lot: rewardLots, channelName: paymentChannels.name })
        .from(rewardLots)
        .leftJoin(paymentChannels, and(eq(rewardLots.sourceType, 20), eq(sql`${paymentChannels.id}::text`, rewardLots.funder)))
        .where(and(eq(rewardLots.holderId, holderId), eq(rewardLots.countryCode, countryCode)))
        .orderBy(sql`${rewardLots.status} <> 1`, asc(rewardLots.expiresAt), asc(rewardLots.id))
        .limit(limit);
      return rows.map((row) => ({ ...row.lot, channelName: row.channelName }));
    },

    async dailyAmount(countryCode: string): Promise<bigint | null> {
      const [row] = await db.select().from(rewardDailySettings).where(eq(rewardDailySettings.countryCode, countryCode));
      return row?.amountMinor ?? null;
    },

    /** A country's currency (rewards are counted in its minor units). */
    async country(countryCode: string) {
      const [row] = await db
        .select({ code: countries.code, currency: countries.currency })
        .from(countries)
        .where(eq(countries.code, countryCode));
      return row ?? null;
    },

    /** The country's active rules' percentage range and the channel kinds it has. */
    async settings(countryCode: string) {
      const [range] = rowsOf<{ min: number | null; max: number | null }>(
        await db.execute(
          sql`select min(${rewardRules.percent})::int as min, max(${rewardRules.percent})::int as max from ${rewardRules}
              where ${rewardRules.countryCode} = ${countryCode} and ${rewardRules.active}`,
        ),
      );
      const kinds = await db
        .selectDistinct({ kind: paymentChannels.kind })
        .from(paymentChannels)
        .where(and(eq(paymentChannels.countryCode, countryCode), eq(paymentChannels.available, true)));
      return { minPercent: range?.min ?? null, maxPercent: range?.max ?? null, kinds: kinds.map((k) => k.kind).sort() };
    },

    /** The product's denominations points can buy in a country. */
    async redeemable(countryCode: string, productSlug: string) {
      return db
        .select({ denominationId: denominations.id, pointsMinor: rewardRedemptions.pointsMinor, sortOrder: denominations.sortOrder })
        .from(rewardRedemptions)
        .innerJoin(denominations, eq(denominations.id, rewardRedemptions.denominationId))
        .innerJoin(products, eq(products.id, denominations.productId))
        .where(and(eq(denominations.countryCode, countryCode), eq(products.slug, productSlug), eq(denominations.available, true)))
        .orderBy(asc(denominations.sortOrder));
    },

    async redemptionChannel(countryCode: string): Promise<number | null> {
      const [row] = await db
        .select({ id: paymentChannels.id })
        .from(paymentChannels)
        .where(and(eq(paymentChannels.countryCode, countryCode), eq(paymentChannels.kind, 'rewards')));
      return row?.id ?? null;
    },

    async redemptionOf(denominationId: string): Promise<bigint | null> {
      const [row] = await db.select().from(rewardRedemptions).where(eq(rewardRedemptions.denominationId, denominationId));
      return row?.pointsMinor ?? null;
    },

    /** Outstanding rewards per country (kept balances of active lots), and what expires soon. */
    async liability(now: Date) {
      const in7 = new Date(now.getTime() + 7 * 86_400_000).toISOString();
      const in30 = new Date(now.getTime() + 30 * 86_400_000).toISOString();
      return rowsOf<{ country_code: string; currency: string; outstanding: string; in7: string; in30: string; holders: number }>(
        await db.execute(sql`
          select ${rewardLots.countryCode} as country_code,
                 ${countries.currency} as currency,
                 sum(${rewardLots.remainingMinor})::text as outstanding,
                 coalesce(sum(${rewardLots.remainingMinor}) filter (where ${rewardLots.expiresAt} <= ${in7}), 0)::text as in7,
                 coalesce(sum(${rewardLots.remainingMinor}) filter (where ${rewardLots.expiresAt} <= ${in30}), 0)::text as in30,
                 count(distinct ${rewardLots.holderId})::int as holders
          from ${rewardLots}
          join ${countries} on ${countries.code} = ${rewardLots.countryCode}
          where ${rewardLots.status} = 1
          group by ${rewardLots.countryCode}, ${countries.currency}
          order by ${rewardLots.countryCode}`),
      );
    },

    /** Reward accounts whose kept balance is not the sum of their active lots (the rewards check). */
    async findMismatchedAccounts() {
      return rowsOf<{ account_id: number; balance: string; lots: string }>(
        await db.execute(sql`
          select a.account_id, l.balance_minor::text as balance, coalesce(sum(r.remaining_minor), 0)::text as lots
          from ${rewardAccounts} a
          join ledger_accounts l on l.id = a.account_id
          left join ${rewardLots} r on r.holder_id = a.holder_id and r.country_code = a.country_code and r.status = 1
          group by a.account_id, l.balance_minor
          having l.balance_minor <> coalesce(sum(r.remaining_minor), 0)`),
      );
    },
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
