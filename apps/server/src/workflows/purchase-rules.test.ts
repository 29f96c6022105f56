import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from '@store/db/orm';
import { orders, type Database } from '@store/db';
import { DEMO_COUNTRY, DEMO_LIMITED_PRODUCT, DEMO_PASSES, demo, denominationId } from '@store/db/seed';
import { errors, OrderStatus, type CreateOrderRequest, type DenominationState } from '@store/contracts';
import { databaseKinds } from '../testing/database.ts';
import { openPaymentPage, orderRequest, postOrder, pressOnPaymentPage, startStore, waitForStatus, type Store } from '../testing/store.ts';

const S = OrderStatus;
const passId = (creditAmount: number) => denominationId(DEMO_PASSES.productSlug, DEMO_PASSES.countryCode, creditAmount);
const weeklyPass = (userId: string, overrides: Partial<CreateOrderRequest> = {}) =>
  orderRequest({ denominationId: passId(DEMO_PASSES.weekly.creditAmount), userId, ...overrides });
const seasonalPass = (userId: string) => orderRequest({ denominationId: passId(DEMO_PASSES.seasonal.creditAmount), userId });
const limited = (userId: string) =>
  orderRequest({
    productSlug: DEMO_LIMITED_PRODUCT.slug,
    denominationId: demo.denomination(DEMO_LIMITED_PRODUCT.slug, DEMO_COUNTRY).id,
    userId,
    zoneId: undefined,
  });

describe.each(databaseKinds)('purchase rules on %s (docs/decisions/0036)', (kind) => {
  let database: Database;
  let store: Store;

  beforeAll(async () => {
    store = await startStore(kind);
    database = store.database;
  });
  afterAll(async () => {
    await store?.close();
  });

  async function placed(request: CreateOrderRequest, idempotencyKey?: string) {
    const { status, body } = await postOrder(store.app, request, idempotencyKey);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  }
  async function refused(request: CreateOrderRequest, code: number) {
    const { status, body } = await postOrder(store.app, request);
    expect(body.resultCode, JSON.stringify(body)).toBe(code);
    expect(status).toBeGreaterThanOrEqual(400);
    return body;
  }
  async function pay(order: { orderId: string; paymentUrl: string }, action: 'approve' | 'decline' = 'approve') {
    await openPaymentPage(store.app, order.paymentUrl);
    await pressOnPaymentPage(store.app, order.paymentUrl, action);
    await waitForStatus(store.app, order.orderId, action === 'approve' ? S.FulfillmentCompleted : S.PaymentFailed);
  }
  /** Moves a player's orders back in time, as if placed `days` ago. */
  const placedDaysAgo = (userId: string, days: number) =>
    database.db.execute(
      sql`update ${orders} set created_at = created_at - make_interval(days => ${days}) where ${orders.playerUserId} = ${userId}`,
    );
  const ordersOf = (userId: string) => database.db.select().from(orders).where(eq(orders.playerUserId, userId));

  it('sells a once-only pass once: 656 while the first waits, 1503 once it is delivered; another player still buys it', async () => {
    const first = await placed(weeklyPass('31415926'));
    const body = await refused(weeklyPass('31415926'), errors.pendingTransaction.resultCode);
    expect(body.resultMessage).toMatch(/pending/i);
    await pay(first);
    const again = await refused(weeklyPass('31415926'), errors.onceOnly1503.resultCode);
    expect(again.resultMessage).toBe('This membership or pass has already been bought for this player.');
    // Another zone is another player; so is another user id.
    await placed(weeklyPass('31415926', { zoneId: '4321' }));
    await placed(weeklyPass('27182818'));
    // A product without rules: as many orders waiting at once as the shopper likes.
    await placed(orderRequest({ userId: '31415926' }));
    await placed(orderRequest({ userId: '31415926' }));
  });

  it('answers the denomination states of commerce §4 for a player', async () => {
    const statesOf = async (slug: string, userId: string, zoneId?: string) => {
      const query = new URLSearchParams({ countryCode: DEMO_COUNTRY, productSlug: slug, userId, ...(zoneId ? { zoneId } : {}) });
      const response = await store.app.inject({ method: 'GET', url: `/api/order/denomination-states?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      const states = (response.json() as { data: DenominationState[] }).data;
      return new Map(states.map((s) => [s.denominationId, [s.state, s.resultCode]]));
    };
    const mlbb = await statesOf(DEMO_PASSES.productSlug, '31415926', '1234');
    expect(mlbb.get(passId(DEMO_PASSES.weekly.creditAmount))).toEqual(['purchased', 1503]);
    expect(mlbb.get(passId(DEMO_PASSES.seasonal.creditAmount))).toEqual(['available', null]);
    expect(mlbb.get(demo.unavailableDenomination().id)).toEqual(['notAvailable', errors.denominationUnavailable.resultCode]);
    expect(mlbb.get(demo.denomination(DEMO_PASSES.productSlug, DEMO_COUNTRY).id)).toEqual(['available', null]);
    // The other zone's order of the pass is still waiting.
    const otherZone = await statesOf(DEMO_PASSES.productSlug, '31415926', '4321');
    expect(otherZone.get(passId(DEMO_PASSES.weekly.creditAmount))).toEqual(['pendingPurchase', 656]);

    const player = '33166245';
    await pay(await placed(limited(player)));
    await pay(await placed(limited(player)));
    const brawl = await statesOf(DEMO_LIMITED_PRODUCT.slug, player);
    expect([...brawl.values()].every(([state]) => state === 'dailyLimitReached')).toBe(true);
    expect(brawl.size).toBe(demo.denominations(DEMO_LIMITED_PRODUCT.slug, DEMO_COUNTRY).length);

    const unknown = await store.app.inject({
      method: 'GET',
      url: `/api/order/denomination-states?countryCode=${DEMO_COUNTRY}&productSlug=no-such-game&userId=1`,
    });
    expect(unknown.json()).toMatchObject({ resultCode: errors.productUnavailable.resultCode });
  });

  it('does not count an order that ended unpaid; a seasonal pass is sold again after 93 days (5152)', async () => {
    const declined = await placed(seasonalPass('16180336'));
    await pay(declined, 'decline');
    const bought = await placed(seasonalPass('16180336'));
    await pay(bought);
    await refused(seasonalPass('16180336'), errors.onceOnly5152.resultCode);
    await placedDaysAgo('16180336', 92);
    await refused(seasonalPass('16180336'), errors.onceOnly5152.resultCode);
    await placedDaysAgo('16180336', 2);
    await placed(seasonalPass('16180336'));
    // A cancelled order does not count either: the checkout's own cancellation frees the player.
    const statuses = (await ordersOf('16180336')).map((o) => o.status).sort();
    expect(statuses).toEqual([S.PaymentInit, S.PaymentFailed, S.FulfillmentCompleted].sort());
  });

  it('answers the same request with the same key with its own order, not with 656', async () => {
    const key = 'rules-replay-key-1';
    const first = await placed(weeklyPass('14142136'), key);
    const replay = await placed(weeklyPass('14142136'), key);
    expect(replay.orderId).toBe(first.orderId);
    // Racing requests with one key share one order too.
    const racing = await Promise.all(Array.from({ length: 5 }, () => postOrder(store.app, weeklyPass('17320508'), 'rules-replay-key-2')));
    expect(racing.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(new Set(racing.map((r) => r.body.data.orderId)).size).toBe(1);
    expect(await ordersOf('17320508')).toHaveLength(1);
  });

  it('limits a product to 2 orders a day (633) and 5 in 30 days (655), one waiting at a time (656)', async () => {
    const player = '22360675';
    const first = await placed(limited(player));
    await refused(limited(player), errors.pendingTransaction.resultCode);
    await pay(first);
    await pay(await placed(limited(player)));
    const daily = await refused(limited(player), errors.purchaseLimitReached.resultCode);
    expect(daily.resultMessage).toBe('You have reached the purchase limit for this item.');
    await placedDaysAgo(player, 2);
    await pay(await placed(limited(player)));
    await pay(await placed(limited(player)));
    await placedDaysAgo(player, 2);
    await pay(await placed(limited(player)));
    const monthly = await refused(limited(player), errors.monthlyPurchaseLimitReached.resultCode);
    expect(monthly.resultMessage).toBe("You have reached this month's purchase limit for this item.");
    // Thirty days on, the oldest have left the window.
    await placedDaysAgo(player, 27);
    await placed(limited(player));
  });

  it('creates exactly one order of 20 concurrent ones for a once-only pass', async () => {
    const player = '24494897';
    const answers = await Promise.all(Array.from({ length: 20 }, () => postOrder(store.app, weeklyPass(player))));
    const codes = answers.map((a) => a.body.resultCode).sort((a, b) => a - b);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === errors.pendingTransaction.resultCode)).toHaveLength(19);
    const rows = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.playerUserId, player), eq(orders.denominationId, passId(DEMO_PASSES.weekly.creditAmount))));
    expect(rows).toHaveLength(1);
  });
});
