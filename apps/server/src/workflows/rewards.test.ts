import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CashbackToggle,
  OrderStatus,
  REWARDS,
  RewardSource,
  RewardStatus,
  RingFence,
  rewardErrors,
  type CashbackQuote,
  type CreateOrderRequest,
  type OrderView,
  type RewardItem,
  type RewardsHistory,
  type RewardsSummary,
} from '@store/contracts';
import { orderRewards, orders, rewardLots, type Tx } from '@store/db';
import { eq } from '@store/db/orm';
import { demo, DEMO_SITES } from '@store/db/seed';
import type { TestBrowser } from '../testing/browser.ts';
import { databaseKinds } from '../testing/database.ts';
import { signedInShopper, uniqueEmail } from '../testing/shoppers.ts';
import { orderRequest, pressOnPaymentPage, startStore, waitFor, type Store } from '../testing/store.ts';

const COUNTRY = 'ph';
const PRODUCT = 'mobile-legends';
const price = () => demo.denomination(PRODUCT, COUNTRY).priceMinor;
const ewallet = () => demo.channel(COUNTRY, 'ewallet'); // GCash: funds its own 8 % Mobile Legends reward
const bank = () => demo.channel(COUNTRY, 'bank_transfer'); // the store's 5 %
const card = () => demo.channel(COUNTRY, 'card');
const CODACASH_PH = 239;
const percentOf = (amount: bigint, percent: number) => (amount * BigInt(percent)) / 100n;

describe.each(databaseKinds)('Coda Rewards through checkout and delivery on %s', (kind) => {
  let store: Store;
  const order = (overrides: Partial<CreateOrderRequest> = {}) =>
    orderRequest({
      countryCode: COUNTRY,
      productSlug: PRODUCT,
      denominationId: demo.denomination(PRODUCT, COUNTRY).id,
      paymentChannelId: bank().id,
      ...overrides,
    });

  /** Places the order in `browser`, approves it on the sandbox page and waits for its delivery. */
  async function buy(browser: TestBrowser, overrides: Partial<CreateOrderRequest> = {}) {
    const placed = await browser.post('/api/order', order(overrides));
    expect(placed.body.resultCode, JSON.stringify(placed.body)).toBe(0);
    const { orderId, paymentUrl } = placed.body.data as { orderId: string; paymentUrl: string };
    await pressOnPaymentPage(store.app, paymentUrl, 'approve');
    await waitFor(async () => (await view(orderId)).status === OrderStatus.FulfillmentCompleted, { message: `${orderId} delivered` });
    return view(orderId);
  }
  /** The order as its own shopper (or anyone, for a guest's) sees it. */
  const view = async (orderId: string): Promise<OrderView> => {
    const [row] = await store.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
    return (await store.app.services.orders.getOrderView(0, orderId, row!.userId))!;
  };
  const summary = async (browser: TestBrowser) =>
    (await browser.get(`/api/rewards/summary?countryCode=${COUNTRY}`)).body.data as RewardsSummary;
  const quote = async (browser: TestBrowser, channelId: number, useRewards: boolean) =>
    (
      await browser.get(
        `/api/rewards/quote?countryCode=${COUNTRY}&productSlug=${PRODUCT}&denominationId=${demo.denomination(PRODUCT, COUNTRY).id}&paymentChannelId=${channelId}&useRewards=${useRewards}`,
      )
    ).body as { resultCode: number; data: CashbackQuote };

  beforeAll(async () => {
    store = await startStore(kind);
  });
  afterAll(async () => store.close());

  it('earns the product percentage of what was paid on delivery, per channel kind; cards and Codacash earn nothing', async () => {
    const shopper = await signedInShopper(store.app, { countryCode: COUNTRY });
    expect((await quote(shopper.browser, bank().id, false)).data).toMatchObject({
      cashbackToggle: CashbackToggle.Disabled,
      earnAmount: percentOf(price(), 5).toString(),
      percent: 5,
      payAmount: price().toString(),
    });
    expect((await quote(shopper.browser, card().id, false)).data).toMatchObject({ earnAmount: '0', percent: null });
    expect((await quote(shopper.browser, CODACASH_PH, false)).data).toMatchObject({ earnAmount: '0', percent: null });

    const byBank = await buy(shopper.browser);
    expect(byBank.rewards).toMatchObject({ earnAmount: percentOf(price(), 5).toString(), earnStatus: 'earned', burnAmount: '0' });
    const byWallet = await buy(shopper.browser, { paymentChannelId: ewallet().id });
    expect(byWallet.rewards).toMatchObject({ earnAmount: percentOf(price(), 8).toString(), earnStatus: 'earned' });
    const byCard = await buy(shopper.browser, { paymentChannelId: card().id });
    expect(byCard.rewards).toBeNull();

    const items = (await shopper.browser.get(`/api/rewards/items?countryCode=${COUNTRY}`)).body.data.items as RewardItem[];
    expect(items.map((i) => [i.origin, i.sourceType, i.ringFenceType, i.amount, i.funderName]).sort()).toEqual(
      [
        [byBank.orderId, RewardSource.Coda, RingFence.None, percentOf(price(), 5).toString(), null],
        [byWallet.orderId, RewardSource.PaymentChannel, RingFence.Funder, percentOf(price(), 8).toString(), ewallet().name],
      ].sort(),
    );
    const expected = percentOf(price(), 5) + percentOf(price(), 8);
    expect((await summary(shopper.browser)).balanceAmount).toBe(expected.toString());
    // /user/details carries the same balance for the shop's country (commerce §7).
    const details = await shopper.browser.get('/api/customer/user/details', { 'x-country-code': COUNTRY });
    expect(details.body.data.settings.cashbackDetails.amount).toBe(Number(expected));
    // The earned lot expires 45 days after it was earned.
    const [lot] = await store.database.db.select().from(rewardLots).where(eq(rewardLots.orderId, byBank.orderId));
    expect(lot!.expiresAt.getTime() - lot!.earnedAt.getTime()).toBe(REWARDS.expiryDays * 86_400_000);
  });

  it('burns with the toggle on, shows burn and earn before paying, earns on what was paid, and lists both in the history', async () => {
    const shopper = await signedInShopper(store.app, { countryCode: COUNTRY });
    await buy(shopper.browser); // earns 5 % of the price
    const balance = BigInt((await summary(shopper.browser)).balanceAmount);
    const off = (await quote(shopper.browser, bank().id, false)).data;
    expect(off).toMatchObject({ cashbackToggle: CashbackToggle.Off, maximumBurnAmount: balance.toString(), burnAmount: '0' });
    const on = (await quote(shopper.browser, bank().id, true)).data;
    const paid = price() - balance;
    expect(on).toMatchObject({
      cashbackToggle: CashbackToggle.On,
      isUseCashback: true,
      burnAmount: balance.toString(),
      payAmount: paid.toString(),
      earnAmount: percentOf(paid, 5).toString(),
    });

    const second = await buy(shopper.browser, { useRewards: true });
    const [row] = await store.database.db.select().from(orders).where(eq(orders.id, second.orderId));
    expect(row!.amountMinor).toBe(paid);
    expect(second.rewards).toMatchObject({
      burnAmount: balance.toString(),
      earnAmount: percentOf(paid, 5).toString(),
      earnStatus: 'earned',
    });
    expect((await summary(shopper.browser)).balanceAmount).toBe(percentOf(paid, 5).toString());

    const history = (await shopper.browser.get(`/api/order/history?days=7&page=1`)).body.data as { rows: Array<Record<string, string>> };
    expect(history.rows.find((r) => r.orderId === second.orderId)).toMatchObject({
      rewardsUsed: balance.toString(),
      rewardsEarned: percentOf(paid, 5).toString(),
    });
    const moves = (await shopper.browser.get(`/api/rewards/history?countryCode=${COUNTRY}`)).body.data as RewardsHistory;
    expect(moves.items.map((m) => [m.kind, m.amount])).toEqual([
      ['earned', percentOf(paid, 5).toString()],
      ['used', (-balance).toString()],
      ['earned', balance.toString()],
    ]);
  });

  it('refuses rewards to guests (1105) and to a shopper with nothing to spend (1106), placing nothing', async () => {
    const guest = await store.app.inject({ method: 'POST', url: '/api/order', payload: order({ useRewards: true }) });
    expect(guest.json()).toMatchObject({ resultCode: rewardErrors.signInRequired.resultCode });
    const shopper = await signedInShopper(store.app, { countryCode: COUNTRY });
    const before = (await store.database.db.select().from(orders)).length;
    const empty = await shopper.browser.post('/api/order', order({ useRewards: true }));
    expect(empty.body.resultCode).toBe(rewardErrors.nothingToUse.resultCode);
    expect((await store.database.db.select().from(orders)).length).toBe(before);
  });

  it('gives the burned rewards back when the payment is declined, and when delivery fails (refund); the earning is dropped', async () => {
    const shopper = await signedInShopper(store.app, { countryCode: COUNTRY });
    await buy(shopper.browser);
    const balance = (await summary(shopper.browser)).balanceAmount;

    const declined = await shopper.browser.post('/api/order', order({ useRewards: true }));
    const { orderId, paymentUrl } = declined.body.data as { orderId: string; paymentUrl: string };
    expect((await summary(shopper.browser)).balanceAmount).toBe('0');
    await pressOnPaymentPage(store.app, paymentUrl, 'decline');
    await waitFor(async () => (await view(orderId)).status === OrderStatus.PaymentFailed);
    expect((await summary(shopper.browser)).balanceAmount).toBe(balance);
    expect((await view(orderId)).rewards).toMatchObject({ restoredAmount: balance, earnStatus: 'none' });

    // The sandbox publisher never credits players whose id starts with 8: the paid order is refunded.
    const failing = await shopper.browser.post('/api/order', order({ useRewards: true, userId: '81234567' }));
    const failed = failing.body.data as { orderId: string; paymentUrl: string };
    await pressOnPaymentPage(store.app, failed.paymentUrl, 'approve');
    await waitFor(async () => (await view(failed.orderId)).status === OrderStatus.FulfillmentFailed, { timeoutMs: 30_000 });
    expect((await summary(shopper.browser)).balanceAmount).toBe(balance);
    expect((await view(failed.orderId)).rewards).toMatchObject({ restoredAmount: balance, earnStatus: 'none' });
  });

  it('keeps a guest’s rewards under the e-mail, shows them masked on the order, and moves them to the account made with it', async () => {
    const email = uniqueEmail('guest');
    const placed = await store.app.inject({ method: 'POST', url: '/api/order', payload: order({ email }) });
    const { orderId, paymentUrl } = placed.json().data as { orderId: string; paymentUrl: string };
    await pressOnPaymentPage(store.app, paymentUrl, 'approve');
    await waitFor(async () => (await view(orderId)).status === OrderStatus.FulfillmentCompleted);
    const earned = percentOf(price(), 5).toString();
    const guestView = await view(orderId);
    expect(guestView.rewards).toMatchObject({ earnAmount: earned, earnStatus: 'earned' });
    expect(guestView.rewards!.keptFor).toMatch(/^gue\*+/);

    const shopper = await signedInShopper(store.app, { countryCode: COUNTRY, email });
    expect((await summary(shopper.browser)).balanceAmount).toBe(earned);
    // Linking the order (setOrderUid) after the rewards moved answers 0 and moves nothing twice.
    const linked = await shopper.browser.post('/graphql', {
      query: 'mutation ($input: SetOrderUidInput!) { setOrderUid(input: $input) { statusCode statusMessage } }',
      variables: { input: { txnId: orderId, medium: 'email', uid: email, pcId: String(bank().id), isOrderSummary: true } },
    });
    expect(linked.body.data.setOrderUid.statusCode).toBe(0);
    expect((await summary(shopper.browser)).balanceAmount).toBe(earned);
  });

  it('neither earns nor spends on a white-label site (1102 when asked to spend)', async () => {
    const host = DEMO_SITES.noAccounts.hostname;
    const placed = await store.app.inject({ method: 'POST', url: '/api/order', headers: { host }, payload: order() });
    const { orderId, paymentUrl } = placed.json().data as { orderId: string; paymentUrl: string };
    await pressOnPaymentPage(store.app, paymentUrl, 'approve');
    await waitFor(
      async () =>
        (await store.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status === OrderStatus.FulfillmentCompleted,
    );
    expect(await store.database.db.select().from(orderRewards).where(eq(orderRewards.orderId, orderId))).toEqual([]);
    const spend = await store.app.inject({ method: 'POST', url: '/api/order', headers: { host }, payload: order({ useRewards: true }) });
    expect(spend.json()).toMatchObject({ resultCode: rewardErrors.notOffered.resultCode });
    const quote = await store.app.inject({ method: 'GET', url: `/api/rewards/settings?countryCode=${COUNTRY}`, headers: { host } });
    expect(quote.json()).toMatchObject({ resultCode: rewardErrors.notOffered.resultCode });
  });

  it('has no operators’ API while no operator token is configured', async () => {
    const answer = await store.app.inject({
      method: 'GET',
      url: '/api/operator/rewards/liability',
      headers: { authorization: 'Bearer x' },
    });
    expect(answer.statusCode).toBe(404);
  });

  it('claims the daily reward once per day and country (1201 the second time)', async () => {
    const shopper = await signedInShopper(store.app, { countryCode: COUNTRY });
    // A page of another site cannot claim for the shopper: without the anti-forgery token nothing moves.
    const forged = await shopper.browser.post('/api/rewards/daily', { countryCode: COUNTRY }, { csrf: false });
    expect(forged.status).toBe(403);
    expect(forged.body.resultCode).toBe('CSRF_TOKEN_INVALID');
    expect((await summary(shopper.browser)).balanceAmount).toBe('0');
    const first = await shopper.browser.post('/api/rewards/daily', { countryCode: COUNTRY });
    expect(first.body.resultCode).toBe(0);
    const claimed = first.body.data as RewardsSummary;
    expect(claimed.daily.claimedToday).toBe(true);
    expect(claimed.balanceAmount).toBe(claimed.daily.amount);
    const again = await shopper.browser.post('/api/rewards/daily', { countryCode: COUNTRY });
    expect(again.body.resultCode).toBe(rewardErrors.dailyClaimed.resultCode);
    expect((await summary(shopper.browser)).balanceAmount).toBe(claimed.daily.amount);
    // Another country is another day's claim.
    const elsewhere = await shopper.browser.post('/api/rewards/daily', { countryCode: 'my' });
    expect(elsewhere.body.resultCode).toBe(0);
  });

  it('redeems points for a redeemable denomination, delivering it, and refuses when the points fall short (1108)', async () => {
    const shopper = await signedInShopper(store.app, { countryCode: COUNTRY });
    const denomination = demo.denomination(PRODUCT, COUNTRY);
    const redeemable = async () =>
      (await shopper.browser.get(`/api/rewards/redeemable?countryCode=${COUNTRY}&productSlug=${PRODUCT}`)).body.data as {
        denominations: Array<{ denominationId: string; state: string; pointsAmount: string }>;
      };
    expect((await redeemable()).denominations).toEqual([
      { denominationId: denomination.id, pointsAmount: price().toString(), state: 'insufficientPoints' },
    ]);
    const body = { countryCode: COUNTRY, productSlug: PRODUCT, denominationId: denomination.id, userId: '12345678', zoneId: '1234' };
    const short = await shopper.browser.post('/api/rewards/redeem', body);
    expect(short.body.resultCode).toBe(rewardErrors.pointsInsufficient.resultCode);

    const granted = await store.database.db.transaction((tx: Tx) =>
      store.app.services.rewards.grant(tx, {
        owner: { userId: shopper.userId },
        countryCode: COUNTRY,
        amountMinor: price(),
        sourceType: RewardSource.Coda,
        ringFenceType: RingFence.None,
        origin: `grant:test:${shopper.userId}`,
        kind: 'rewardGrant',
      }),
    );
    expect(granted).toBe(true);
    expect((await redeemable()).denominations[0]!.state).toBe('available');
    const redeemed = await shopper.browser.post('/api/rewards/redeem', body);
    expect(redeemed.body.resultCode, JSON.stringify(redeemed.body)).toBe(0);
    const { orderId } = redeemed.body.data as { orderId: string };
    await waitFor(async () => (await view(orderId)).status === OrderStatus.FulfillmentCompleted);
    expect((await summary(shopper.browser)).balanceAmount).toBe('0');
    const [row] = await store.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.amountMinor).toBe(0n);
    const [rewards] = await store.database.db.select().from(orderRewards).where(eq(orderRewards.orderId, orderId));
    expect(rewards).toMatchObject({ burnMinor: price(), earnMinor: 0n, earnStatus: 'none' });
    const lots = await store.database.db
      .select()
      .from(rewardLots)
      .where(eq(rewardLots.origin, `grant:test:${shopper.userId}`));
    expect(lots[0]).toMatchObject({ remainingMinor: 0n, status: RewardStatus.Consumed });
  });
});
