import { and, asc, desc, eq, exists, gt, gte, inArray, isNotNull, isNull, lt, msFromNow, or, sql } from '@store/db/orm';
import { OrderStatus } from '@store/contracts';
import {
  countries,
  denominations,
  orderEvents,
  orderRewards,
  orders,
  paymentChannels,
  productCountries,
  products,
  productTexts,
  purchaseRules,
  refunds,
  savedPlayers,
  siteProducts,
  rowsOf,
  type Executor,
} from '@store/db';

export type OrderRow = typeof orders.$inferSelect;
export type PurchaseRuleRow = typeof purchaseRules.$inferSelect;

/** One player's orders that count, in a rule's scope: unpaid ones, and in the windows the rules use. */
export type PlayerOrderCounts = { pending: number; day: number; month: number; within: number };

// Two-key advisory locks (class, key) live apart from the one-key locks the seed takes.
const PURCHASE_RULES_LOCK_CLASS = 36;
const SAVED_PLAYERS_LOCK_CLASS = 40;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** What an order is made of, read fresh from the catalogue tables (never from a cache or the client). */
export type CheckoutItems = {
  country: typeof countries.$inferSelect | null;
  product: typeof products.$inferSelect | null;
  denomination: typeof denominations.$inferSelect | null;
  channel: typeof paymentChannels.$inferSelect | null;
};

export type OrderViewRow = {
  order: OrderRow;
  productSlug: string;
  productName: string;
  /** The product's name and credits in the order's language, where the catalogue has them (ADR 0041). */
  localProductName: string | null;
  denominationName: string;
  creditAmount: number;
  creditName: string;
  localCreditName: string | null;
  paymentChannelName: string;
  /** The product's kind: only a voucher's order has a code to show. */
  productKind: string;
  /** Whether the rewards module keeps rewards for the order: most orders have none to read. */
  hasRewards: boolean;
  refunded: boolean;
  refund: { amountMinor: bigint; currency: string; createdAt: Date } | null;
  /** The data of the order's latest `delivery.retrying` event while it is paid and not yet delivered, else null. */
  deliveryRetry: Record<string, unknown> | null;
  /** Cancelled by the expiry sweep (an `order.expired` event), not by the shopper or the provider. */
  expired: boolean;
};

/**
 * The order event a delivery job writes when the game refused a top-up that will be tried again:
 * `{ attempt, maxAttempts, nextAttemptAt, code }` (the attempt that failed, its job's limit, when the
 * next is due by the database's clock, and the publisher's result code).
 */
export const DELIVERY_RETRY_EVENT = 'delivery.retrying';
/** The reason the expiry sweep gives when an order's time to pay runs out (workflows/expire-orders.ts). */
export const ORDER_EXPIRED_EVENT = 'order.expired';
/** Statuses in which a delivery may be under way. */
const DELIVERING_STATUSES: number[] = [OrderStatus.PaymentCompleted, OrderStatus.InProgress];

/** SQL of orders and their events; every function runs on the executor it is given. */
export type SavedPlayerRow = typeof savedPlayers.$inferSelect;

/** The statuses of an order that was paid for: paid, being delivered, delivered, or refused by the game after payment. */
const PAID_STATUSES: number[] = [
  OrderStatus.PaymentCompleted,
  OrderStatus.InProgress,
  OrderStatus.FulfillmentCompleted,
  OrderStatus.FulfillmentFailed,
];

/** The shopper's orders of a site since a date, in one status when one is asked for. */
function historyFilter(siteId: number, userId: string, since: Date, status: number | null) {
  return and(
    eq(orders.userId, userId),
    eq(orders.siteId, siteId),
    gte(orders.createdAt, since),
    status === null ? undefined : eq(orders.status, status),
  );
}

export function createOrderRepository(db: Executor) {
  return {
    /**
     * The payment channel of most paid orders on a site in a country since `days` ago (ties: the
     * lower channel id), or null when there were none.
     */
    async mostUsedChannel(siteId: number, countryCode: string, paidStatuses: number[], days: number): Promise<number | null> {
      const [row] = await db
        .select({ channelId: orders.paymentChannelId, orders: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.siteId, siteId),
            eq(orders.countryCode, countryCode),
            inArray(orders.status, paidStatuses),
            gte(orders.createdAt, sql`now() - make_interval(days => ${days})`),
          ),
        )
        .groupBy(orders.paymentChannelId)
        .orderBy(desc(sql`count(*)`), asc(orders.paymentChannelId))
        .limit(1);
      return row?.channelId ?? null;
    },

    /** A shopper's saved players of a product, most recently used first. */
    listSavedPlayers(userId: string, productId: string): Promise<SavedPlayerRow[]> {
      return db
        .select()
        .from(savedPlayers)
        .where(and(eq(savedPlayers.userId, userId), eq(savedPlayers.productId, productId)))
        .orderBy(desc(savedPlayers.usedAt), asc(savedPlayers.playerUserId));
    },

    /**
     * Saves a validated player as the shopper's most recent one of the product, and keeps only the
     * `keep` most recent: one statement each, run in the caller's transaction.
     */
    async saveRecentPlayer(row: Omit<SavedPlayerRow, 'usedAt'>, keep: number): Promise<void> {
      // One shopper's saves of one product one at a time, so that two at once still leave `keep`.
      await db.execute(sql`select pg_advisory_xact_lock(${SAVED_PLAYERS_LOCK_CLASS}, hashtext(${row.userId} || ' ' || ${row.productId}))`);
      await db
        .insert(savedPlayers)
        .values(row)
        .onConflictDoUpdate({
          target: [savedPlayers.userId, savedPlayers.productId, savedPlayers.playerUserId, savedPlayers.playerZoneId],
          set: { nickname: row.nickname, usedAt: sql`now()` },
        });
      const recent = db
        .select({ playerUserId: savedPlayers.playerUserId, playerZoneId: savedPlayers.playerZoneId })
        .from(savedPlayers)
        .where(and(eq(savedPlayers.userId, row.userId), eq(savedPlayers.productId, row.productId)))
        .orderBy(desc(savedPlayers.usedAt), asc(savedPlayers.playerUserId))
        .limit(keep);
      await db
        .delete(savedPlayers)
        .where(
          and(
            eq(savedPlayers.userId, row.userId),
            eq(savedPlayers.productId, row.productId),
            sql`(${savedPlayers.playerUserId}, ${savedPlayers.playerZoneId}) not in (${recent})`,
          ),
        );
    },

    /** Removes one saved player; answers whether there was one. */
    async deleteSavedPlayer(key: Pick<SavedPlayerRow, 'userId' | 'productId' | 'playerUserId' | 'playerZoneId'>): Promise<boolean> {
      const deleted = await db
        .delete(savedPlayers)
        .where(
          and(
            eq(savedPlayers.userId, key.userId),
            eq(savedPlayers.productId, key.productId),
            eq(savedPlayers.playerUserId, key.playerUserId),
            eq(savedPlayers.playerZoneId, key.playerZoneId),
          ),
        )
        .returning({ playerUserId: savedPlayers.playerUserId });
      return deleted.length > 0;
    },

    /**
     * The country, and the product (only if the site sells it in the country: shell §3, every query
     * scoped by site), its denomination there and the country's payment channel, in one query.
     */
    async findCheckoutItems(
      siteId: number,
      countryCode: string,
      productSlug: string,
      denominationId: string,
      paymentChannelId: number,
    ): Promise<CheckoutItems> {
      const [row] = await db
        .select({ country: countries, product: products, denomination: denominations, channel: paymentChannels })
        .from(countries)
        .leftJoin(
          products,
          and(
            eq(products.slug, productSlug),
            eq(products.active, true),
            exists(
              db
                .select({ one: sql`1` })
                .from(productCountries)
                .where(and(eq(productCountries.productId, products.id), eq(productCountries.countryCode, countries.code))),
            ),
            exists(
              db
                .select({ one: sql`1` })
                .from(siteProducts)
                .where(and(eq(siteProducts.productId, products.id), eq(siteProducts.siteId, siteId))),
            ),
          ),
        )
        .leftJoin(
          denominations,
          and(
            eq(denominations.id, denominationId),
            eq(denominations.productId, products.id),
            eq(denominations.countryCode, countries.code),
          ),
        )
        .leftJoin(paymentChannels, and(eq(paymentChannels.id, paymentChannelId), eq(paymentChannels.countryCode, countries.code)))
        .where(eq(countries.code, countryCode));
      return {
        country: row?.country ?? null,
        product: row?.product ?? null,
        denomination: row?.denomination ?? null,
        channel: row?.channel ?? null,
      };
    },

    async findProductInCountry(siteId: number, countryCode: string, productSlug: string) {
      const [row] = await db
        .select({ product: products })
        .from(products)
        .innerJoin(productCountries, and(eq(productCountries.productId, products.id), eq(productCountries.countryCode, countryCode)))
        .innerJoin(siteProducts, and(eq(siteProducts.productId, products.id), eq(siteProducts.siteId, siteId)))
        .where(and(eq(products.slug, productSlug), eq(products.active, true)));
      return row?.product ?? null;
    },

    /** Every purchase rule of a product. */
    productPurchaseRules(productId: string): Promise<PurchaseRuleRow[]> {
      return db.select().from(purchaseRules).where(eq(purchaseRules.productId, productId)).orderBy(asc(purchaseRules.id));
    },

    /** A product's denominations in a country, in display order. */
    listDenominations(productId: string, countryCode: string) {
      return db
        .select({ id: denominations.id, available: denominations.available })
        .from(denominations)
        .where(and(eq(denominations.productId, productId), eq(denominations.countryCode, countryCode)))
        .orderBy(asc(denominations.sortOrder), asc(denominations.id));
    },

    /** The purchase rules of a product that apply to one of its denominations (its own and the product's). */
    purchaseRules(productId: string, denominationId: string): Promise<PurchaseRuleRow[]> {
      return db
        .select()
        .from(purchaseRules)
        .where(
          and(
            eq(purchaseRules.productId, productId),
            or(isNull(purchaseRules.denominationId), eq(purchaseRules.denominationId, denominationId)),
          ),
        )
        .orderBy(asc(purchaseRules.id));
    },

    /**
     * The lock of one player's purchases of one product, held until the transaction ends: two
     * placements for the same player and product count and insert one after the other.
     */
    async lockPlayerPurchases(productId: string, playerUserId: string, playerZoneId: string | null): Promise<void> {
      const key = JSON.stringify([productId, playerUserId, playerZoneId]);
      await db.execute(sql`select pg_advisory_xact_lock(${PURCHASE_RULES_LOCK_CLASS}, hashtext(${key}))`);
    },

    /**
     * A player's orders of a product (of one denomination when given) in the statuses that count
     * (`counting`): how many of them are unpaid (`unpaid`), placed in the last 24 hours, in the last
     * 30 days, and in the last `withinDays` (all of them when null). By the database's clock.
     */
    async countPlayerOrders(scope: {
      productId: string;
      denominationId: string | null;
      playerUserId: string;
      playerZoneId: string | null;
      counting: number[];
      unpaid: number[];
      withinDays: number | null;
    }): Promise<PlayerOrderCounts> {
      const within = scope.withinDays === null ? sql`true` : sql`${orders.createdAt} > now() - make_interval(days => ${scope.withinDays})`;
      const [row] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${inArray(orders.status, scope.unpaid)})::int`,
          day: sql<number>`count(*) filter (where ${orders.createdAt} > now() - interval '1 day')::int`,
          month: sql<number>`count(*) filter (where ${orders.createdAt} > now() - interval '30 days')::int`,
          within: sql<number>`count(*) filter (where ${within})::int`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.productId, scope.productId),
            scope.denominationId === null ? undefined : eq(orders.denominationId, scope.denominationId),
            eq(orders.playerUserId, scope.playerUserId),
            sql`${orders.playerZoneId} is not distinct from ${scope.playerZoneId}`,
            inArray(orders.status, scope.counting),
          ),
        );
      return {
        pending: Number(row?.pending ?? 0),
        day: Number(row?.day ?? 0),
        month: Number(row?.month ?? 0),
        within: Number(row?.within ?? 0),
      };
    },

    async insert(order: NewOrderRow): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(order).returning();
      return row!;
    },

    async find(orderId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    async findByIdempotencyKey(key: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
      return row ?? null;
    },

    /** `select … for update`: the order's row lock, held until the transaction ends. */
    async lock(orderId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row ?? null;
    },

    async lockByPaymentRef(provider: string, paymentRef: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.paymentProvider, provider), eq(orders.paymentRef, paymentRef)))
        .for('update');
      return row ?? null;
    },

    /**
     * Moves a locked order to `event.toStatus` with `changes` (an undefined one changes nothing),
     * writes its event and notifies `channel` of it, in one statement (every order goes through
     * several). Answers the columns it set: the caller holds the row's lock, so the rest of the row
     * is what it read.
     */
    async transition(
      orderId: string,
      changes: Partial<Pick<OrderRow, 'paymentRef' | 'paymentUrl' | 'failureCode' | 'idempotencyKey'>>,
      event: { fromStatus: number; toStatus: number; reason: string; data: Record<string, unknown> },
      channel: string,
    ): Promise<Partial<OrderRow> & Pick<OrderRow, 'status' | 'updatedAt'>> {
      const applied: typeof changes = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      // A fixed text, so that it is prepared once per connection: each change is a (set it, value) pair.
      const set = <K extends keyof typeof changes>(key: K) => [key in applied, applied[key] ?? null] as const;
      const [setRef, ref] = set('paymentRef');
      const [setUrl, url] = set('paymentUrl');
      const [setFailure, failure] = set('failureCode');
      const [setKey, key] = set('idempotencyKey');
      const [row] = rowsOf<{ updated_at: string | Date }>(
        await db.execute(sql`
        with changed as (
          update orders set status = ${event.toStatus}::smallint,
            payment_ref = case when ${setRef}::boolean then ${ref}::text else payment_ref end,
            payment_url = case when ${setUrl}::boolean then ${url}::text else payment_url end,
            failure_code = case when ${setFailure}::boolean then ${failure}::integer else failure_code end,
            idempotency_key = case when ${setKey}::boolean then ${key}::text else idempotency_key end,
            updated_at = now()
          where id = ${orderId} returning updated_at
        ), logged as (
          insert into order_events (order_id, from_status, to_status, reason, data)
          select ${orderId}, ${event.fromStatus}::smallint, ${event.toStatus}::smallint, ${event.reason}, ${JSON.stringify(event.data)}::jsonb
          from changed
        )
        select updated_at, pg_notify(${channel}, ${orderId}) from changed`),
      );
      if (!row) throw new Error(`order ${orderId} vanished while locked`);
      return { ...applied, status: event.toStatus, updatedAt: new Date(row.updated_at) };
    },

    async insertEvent(event: typeof orderEvents.$inferInsert): Promise<void> {
      await db.insert(orderEvents).values(event);
    },

    listEvents(orderId: string): Promise<OrderEventRow[]> {
      return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    },

    /** Unpaid orders past their expiry, oldest first. */
    async listExpired(statuses: number[], limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.status, statuses), lt(orders.expiresAt, sql`now()`)))
        .orderBy(asc(orders.expiresAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Ids of orders in one of `statuses` with a payment session, created more than `olderThanMs`
     * ago, a page at a time in id order (`afterId`: the last of the previous page).
     */
    async listWaitingSince(statuses: number[], olderThanMs: number, afterId: string | null, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(orders.status, statuses),
            isNotNull(orders.paymentRef),
            lt(orders.createdAt, msFromNow(-olderThanMs)),
            afterId === null ? undefined : gt(orders.id, afterId),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * The order with the names it shows, and the catalogue's texts in the language it was placed in
     * (its locale's). With a site id, only if it was placed on that site. The
     * shopper's reads always pass one; `null` is for the store's own work (payment, delivery).
     */
    async findView(orderId: string, siteId: number | null): Promise<OrderViewRow | null> {
      // One statement: the waiting page reads this after every change of a followed order.
      const [row] = await db
        .select({
          order: orders,
          productSlug: products.slug,
          productKind: products.kind,
          hasRewards: sql<boolean>`exists (select 1 from ${orderRewards} where ${orderRewards.orderId} = ${orders.id})`,
          productName: products.name,
          localProductName: productTexts.name,
          denominationName: denominations.name,
          creditAmount: denominations.creditAmount,
          creditName: products.creditName,
          localCreditName: productTexts.creditName,
          paymentChannelName: paymentChannels.name,
          refunded: sql<boolean>`${refunds.orderId} is not null`,
          refundAmountMinor: refunds.amountMinor,
          refundCurrency: refunds.currency,
          refundCreatedAt: refunds.createdAt,
          deliveryRetry: sql<Record<string, unknown> | null>`case when ${inArray(orders.status, DELIVERING_STATUSES)} then (
            select ${orderEvents.data} from ${orderEvents}
            where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.reason} = ${DELIVERY_RETRY_EVENT}
            order by ${orderEvents.id} desc limit 1) end`,
          expired: sql<boolean>`${orders.status} = ${OrderStatus.Cancelled} and exists (
            select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.reason} = ${ORDER_EXPIRED_EVENT})`,
        })
        .from(orders)
        .innerJoin(products, eq(products.id, orders.productId))
        .innerJoin(denominations, eq(denominations.id, orders.denominationId))
        .innerJoin(paymentChannels, eq(paymentChannels.id, orders.paymentChannelId))
        .leftJoin(
          productTexts,
          and(eq(productTexts.productId, orders.productId), eq(productTexts.language, sql`split_part(lower(${orders.locale}), '-', 1)`)),
        )
        .leftJoin(refunds, eq(refunds.orderId, orders.id))
        .where(siteId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.siteId, siteId)));
      if (!row) return null;
      const { refundAmountMinor, refundCurrency, refundCreatedAt, ...view } = row;
      const refund =
        refundAmountMinor !== null && refundCurrency !== null && refundCreatedAt !== null
          ? { amountMinor: refundAmountMinor, currency: refundCurrency, createdAt: refundCreatedAt }
          : null;
      return { ...view, refund };
    },

    /** The country an order was placed in (its prices' format and phone code), for its messages. */
    async countryOf(orderId: string) {
      const [row] = await db
        .select({ country: countries })
        .from(orders)
        .innerJoin(countries, eq(countries.code, orders.countryCode))
        .where(eq(orders.id, orderId));
      return row?.country ?? null;
    },

    /**
     * Whether a shopper has paid for an order on the site before (a returning customer, commerce
     * §4): by their account, or by the e-mail (any case) or mobile they give at checkout.
     */
    async hasPaidOrder(
      siteId: number,
      shopper: { userId: string | null; email?: string | null; mobile?: string | null },
    ): Promise<boolean> {
      const who = [
        shopper.userId ? eq(orders.userId, shopper.userId) : undefined,
        shopper.email ? sql`lower(${orders.email}) = lower(${shopper.email})` : undefined,
        shopper.mobile ? eq(orders.mobile, shopper.mobile) : undefined,
      ].filter((c) => c !== undefined);
      if (who.length === 0) return false;
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.siteId, siteId), inArray(orders.status, PAID_STATUSES), or(...who)))
        .limit(1);
      return row !== undefined;
    },

    /** A shopper's orders on a site since `since`: how many, and one page of them, newest first. */
    async countHistory(siteId: number, userId: string, since: Date, status: number | null = null): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(historyFilter(siteId, userId, since, status));
      return Number(row?.n ?? 0);
    },

    /** A page of the shopper's orders, with the catalogue's texts in `language` where it has them (ADR 0041). */
    listHistory(
      siteId: number,
      userId: string,
      since: Date,
      offset: number,
      limit: number,
      language: string,
      status: number | null = null,
    ) {
      return db
        .select({
          order: orders,
          productSlug: products.slug,
          productName: products.name,
          localProductName: productTexts.name,
          denominationName: denominations.name,
          creditAmount: denominations.creditAmount,
          creditName: products.creditName,
          localCreditName: productTexts.creditName,
          paymentChannelName: paymentChannels.name,
          country: countries,
          refundAmountMinor: refunds.amountMinor,
        })
        .from(orders)
        .innerJoin(products, eq(products.id, orders.productId))
        .innerJoin(denominations, eq(denominations.id, orders.denominationId))
        .innerJoin(paymentChannels, eq(paymentChannels.id, orders.paymentChannelId))
        .innerJoin(countries, eq(countries.code, orders.countryCode))
        .leftJoin(productTexts, and(eq(productTexts.productId, orders.productId), eq(productTexts.language, language)))
        .leftJoin(refunds, and(eq(refunds.orderId, orders.id), isNotNull(refunds.providerRef)))
        .where(historyFilter(siteId, userId, since, status))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset);
    },

    /** What deciding a guest order's adoption needs: its site, owner, contact and country's phone code. */
    async findForAdoption(orderId: string) {
      const [row] = await db
        .select({
          siteId: orders.siteId,
          userId: orders.userId,
          email: orders.email,
          mobile: orders.mobile,
          phoneCode: countries.phoneCode,
        })
        .from(orders)
        .innerJoin(countries, eq(countries.code, orders.countryCode))
        .where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** Links a guest order to a user in one statement: false when it already has one (two racing calls link it once). */
    async linkToUser(siteId: number, orderId: string, userId: string): Promise<boolean> {
      const linked = await db
        .update(orders)
        .set({ userId, updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId), isNull(orders.userId)))
        .returning({ id: orders.id });
      return linked.length > 0;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
