import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  REWARDS,
  rewardErrors,
  RewardSource,
  RewardStatus,
  RingFence,
  type RewardsLiability,
  type RewardsSummary,
} from '@store/contracts';
import { orderRewards, orders, rewardLots, rewardUses, type Tx } from '@store/db';
import { and, eq, inArray } from '@store/db/orm';
import {
  demo,
  demoCountries,
  demoProductCountries,
  demoProducts,
  demoRewardDailySettings,
  demoRewardRedemptions,
  demoRewardRules,
} from '@store/db/seed';
import type { TestBrowser } from '../../testing/browser.ts';
import { databaseKinds } from '../../testing/database.ts';
import { signedInShopper } from '../../testing/shoppers.ts';
import { orderRequest, pressOnPaymentPage, startStore, waitFor, type Store } from '../../testing/store.ts';
import { createLedgerService } from '../ledger/index.ts';
import { burnCap, createRewardsService, earnOf, spendableOn, type RewardsOrderContext } from './service.ts';

const DAY = 86_400_000;
const OPERATOR_TOKEN = 'operator-token-for-the-rewards-tests-0123456789';

describe('reward arithmetic', () => {
  const rule = (percent: number, min = 1n, max: bigint | null = null) => ({ percent, minEarnMinor: min, maxEarnMinor: max });

  it('earns the percentage of what was paid, rounded down, capped at the maximum, and nothing below the minimum', () => {
    expect(earnOf(rule(5), 14_900n)).toBe(745n);
    expect(earnOf(rule(5), 14_999n)).toBe(749n);
    expect(earnOf(rule(90), 1_000n)).toBe(900n);
    expect(earnOf(rule(5, 1n, 500n), 14_900n)).toBe(500n);
    expect(earnOf(rule(2, 100n), 4_999n)).toBe(0n);
    expect(earnOf(rule(2, 100n), 5_000n)).toBe(100n);
  });

  it('lets rewards pay all but the currency’s smallest whole unit', () => {
    expect(burnCap(14_900n, 2)).toBe(14_800n);
    expect(burnCap(15_000n, 0)).toBe(14_999n);
    expect(burnCap(100n, 2)).toBe(0n);
  });

  it('keeps ring-fenced rewards to their funder’s orders, and cross-sell rewards off the product that earned them', () => {
    const order: RewardsOrderContext = {
      countryCode: 'ph',
      product: { id: 'p-ml', publisher: 'Moonton' },
      channel: { id: 60801, kind: 'ewallet' },
      priceMinor: 10_000n,
      currency: 'PHP',
      currencyExponent: 2,
    };
    const lot = (sourceType: number, ringFenceType: number, funder: string | null, productId: string | null = null) => ({
      sourceType,
      ringFenceType,
      funder,
      productId,
    });
    expect(spendableOn(lot(RewardSource.Coda, RingFence.None, null, 'p-ml'), order)).toBe(true);
    expect(spendableOn(lot(RewardSource.Coda, RingFence.Cross, null, 'p-ml'), order)).toBe(false);
    expect(spendableOn(lot(RewardSource.Coda, RingFence.Cross, null, 'p-gi'), order)).toBe(true);
    expect(spendableOn(lot(RewardSource.Publisher, RingFence.Funder, 'Moonton'), order)).toBe(true);
    expect(spendableOn(lot(RewardSource.Publisher, RingFence.Funder, 'HoYoverse'), order)).toBe(false);
    expect(spendableOn(lot(RewardSource.PaymentChannel, RingFence.Funder, '60801'), order)).toBe(true);
    expect(spendableOn(lot(RewardSource.PaymentChannel, RingFence.Funder, '60802'), order)).toBe(false);
  });
});

describe('the demo rewards', () => {
  it('make every top-up product earn in every country it is sold in, at 2–90 %, and points buy two products everywhere', () => {
    const topups = new Set(demoProducts.filter((p) => p.kind === 'topup').map((p) => p.id));
    const sold = demoProductCountries.filter((pc) => topups.has(pc.productId));
    const productWide = demoRewardRules.filter((rule) => rule.paymentChannelId === null);
    expect(productWide.map((r) => `${r.productId}/${r.countryCode}`).sort()).toEqual(
      sold.map((pc) => `${pc.productId}/${pc.countryCode}`).sort(),
    );
    expect(demoRewardRules.every((rule) => rule.percent >= 2 && rule.percent <= 90)).toBe(true);
    const countries = new Set(sold.map((pc) => pc.countryCode));
    expect(new Set(demoRewardDailySettings.map((d) => d.countryCode))).toEqual(new Set(demoCountries.map((c) => c.code)));
    expect(demoRewardRedemptions.length).toBeGreaterThanOrEqual(countries.size);
  });
});

describe.each(databaseKinds)('the rewards ledger on %s', (kind) => {
  let store: Store;
  const COUNTRY = 'ph';
  const GAME = 'mobile-legends';
  const gcash = () => demo.channel(COUNTRY, 'ewallet');
  const priceOf = (slug: string) => demo.denomination(slug, COUNTRY).priceMinor;
  const rewards = () => store.app.services.rewards;
  const summary = async (browser: TestBrowser) =>
    (await browser.get(`/api/rewards/summary?countryCode=${COUNTRY}`)).body.data as RewardsSummary;

  /** Gives the shopper a reward of `amount`, expiring `expiresAt`, as an operator's grant would. */
  async function grant(
    userId: string,
    amount: bigint,
    lot: { source: number; fence: number; funder?: string; product?: string; expiresAt: Date; label: string },
  ) {
    const origin = `grant:${lot.label}:${userId}`;
    await store.database.db.transaction((tx: Tx) =>
      rewards().grant(tx, {
        owner: { userId },
        countryCode: COUNTRY,
        amountMinor: amount,
        sourceType: lot.source as RewardSource,
        ringFenceType: lot.fence as RingFence,
        funder: lot.funder ?? null,
        productId: lot.product ? demo.product(lot.product).id : null,
        origin,
        expiresAt: lot.expiresAt,
        kind: 'rewardGrant',
      }),
    );
    return origin;
  }
  const lotByOrigin = async (origin: string) =>
    (await store.database.db.select().from(rewardLots).where(eq(rewardLots.origin, origin)))[0]!;
  const order = (slug: string, overrides = {}) =>
    orderRequest({
      countryCode: COUNTRY,
      productSlug: slug,
      denominationId: demo.denomination(slug, COUNTRY).id,
      paymentChannelId: gcash().id,
      ...(demo.product(slug).needsZone ? {} : { zoneId: undefined }),
      ...overrides,
    });

  beforeAll(async () => {
    store = await startStore(kind, { env: { OPERATOR_TOKEN: OPERATOR_TOKEN } });
  });
  afterAll(async () => store.close());

  it('reports the outstanding rewards per country, and what expires within 7 and 30 days, to operators only', async () => {
    const shopper = await signedInShopper(store.app, { countryCode: COUNTRY });
    const report = async (authorization?: string) =>
      store.app.inject({ method: 'GET', url: '/api/operator/rewards/liability', headers: authorization ? { authorization } : {} });
    const before = (await report(`Bearer ${OPERATOR_TOKEN}`)).json().data as RewardsLiability;
    const row = (r: RewardsLiability) =>
      r.countries.find((c) => c.countryCode === COUNTRY) ?? { outstanding: '0', expiringIn7Days: '0', expiringIn30Days: '0' };
    await grant(shopper.userId, 50n, {
      source: RewardSource.Coda,
      fence: RingFence.None,
      expiresAt: new Date(Date.now() + 3 * DAY),
      label: 'soon',
    });
    await grant(shopper.userId, 70n, {
      source: RewardSource.Coda,
      fence: RingFence.None,
      expiresAt: new Date(Date.now() + 20 * DAY),
      label: 'month',
    });
    await grant(shopper.userId, 90n, {
      source: RewardSource.Coda,
      fence: RingFence.None,
      expiresAt: new Date(Date.now() + 40 * DAY),
      label: 'later',
    });
    const after = (await report(`Bearer ${OPERATOR_TOKEN}`)).json().data as RewardsLiability;
    const grew = (key: 'outstanding' | 'expiringIn7Days' | 'expiringIn30Days') => BigInt(row(after)[key]) - BigInt(row(before)[key]);
    expect([grew('outstanding'), grew('expiringIn7Days'), grew('expiringIn30Days')]).toEqual([210n, 50n, 120n]);
    expect(after.countries.find((c) => c.countryCode === COUNTRY)!.currency).toBe('PHP');
    expect((await report()).statusCode).toBe(401);
    expect((await report('Bearer not-the-operator-token-not-the-operator')).statusCode).toBe(401);
  });

  it('spends nearest expiry first, then publisher-, channel-, Coda-funded, skipping what a ring-fence keeps off the order', async () => {
    const shopper = await signedInShopper(store.app, { countryCode: COUNTRY });
    const day = (n: number) => new Date(Date.now() + n * DAY);
    const origins = {
      codaLater: await grant(shopper.userId, 300n, {
        source: RewardSource.Coda,
        fence: RingFence.None,
        expiresAt: day(10),
        label: 'coda-later',
      }),
      publisherElsewhere: await grant(shopper.userId, 500n, {
        source: RewardSource.Publisher,
        fence: RingFence.Funder,
        funder: 'HoYoverse',
        expiresAt: day(2),
        label: 'hoyo',
      }),
      publisherHere: await grant(shopper.userId, 200n, {
        source: RewardSource.Publisher,
        fence: RingFence.Funder,
        funder: 'Moonton',
        expiresAt: day(10),
        label: 'moonton',
      }),
      channel: await grant(shopper.userId, 200n, {
        source: RewardSource.PaymentChannel,
        fence: RingFence.Funder,
        funder: String(gcash().id),
        expiresAt: day(10),
        label: 'gcash',
      }),
      soonest: await grant(shopper.userId, 100n, { source: RewardSource.Coda, fence: RingFence.None, expiresAt: day(5), label: 'soonest' }),
      crossSameProduct: await grant(shopper.userId, 400n, {
        source: RewardSource.Coda,
        fence: RingFence.Cross,
        product: GAME,
        expiresAt: day(1),
        label: 'cross',
      }),
    };
    // Spendable on Mobile Legends through GCash: soonest 100, then (day 10) Moonton 200, GCash 200, Coda 300.
    const placed = await shopper.browser.post('/api/order', order(GAME, { useRewards: true }));
    expect(placed.body.resultCode, JSON.stringify(placed.body)).toBe(0);
    const { orderId } = placed.body.data as { orderId: string };
    const uses = await store.database.db.select().from(rewardUses).where(eq(rewardUses.orderId, orderId));
    const used = new Map<string, bigint>();
    for (const use of uses) {
      const [lot] = await store.database.db.select().from(rewardLots).where(eq(rewardLots.id, use.lotId));
      used.set(lot!.origin, use.amountMinor);
    }
    expect(Object.fromEntries(used)).toEqual({
      [origins.soonest]: 100n,
      [origins.publisherHere]: 200n,
      [origins.channel]: 200n,
      [origins.codaLater]: 300n,
    });
    // What a ring-fence keeps off this order is untouched and still in the balance.
    expect((await summary(shopper.browser)).balanceAmount).toBe('900');
    expect((await lotByOrigin(origins.crossSameProduct)).remainingMinor).toBe(400n);
    expect((await lotByOrigin(origins.publisherElsewhere)).remainingMinor).toBe(500n);
  });

  it('expires a lot at its expiry instant, not a millisecond before, by the durable job', async () => {
    const shopper = await signedInShopper(store.app, { countryCode: COUNTRY });
    const at = new Date(Date.now() + 3 * DAY);
    const origin = await grant(shopper.userId, 700n, {
      source: RewardSource.Coda,
      fence: RingFence.None,
      expiresAt: at,
      label: 'boundary',
    });
    const clocked = (ms: number) =>
      createRewardsService({ db: store.database.db, ledger: createLedgerService(store.database.db), now: () => new Date(ms) });
    await clocked(at.getTime() - 1).expireDue();
    expect((await lotByOrigin(origin)).status).toBe(RewardStatus.Active);
    expect((await summary(shopper.browser)).balanceAmount).toBe('700');
    // The alert shows within 24 hours of the expiry, the warning within 36 (ADR 0034).
    const noticeAt = async (ms: number) => (await clocked(ms).summary(shopper.userId, COUNTRY)).expiryNotice;
    expect(await noticeAt(at.getTime() - 37 * 3_600_000)).toBe('none');
    expect(await noticeAt(at.getTime() - 36 * 3_600_000)).toBe('warning');
    expect(await noticeAt(at.getTime() - 24 * 3_600_000)).toBe('alert');
    await clocked(at.getTime()).expireDue();
    expect(await lotByOrigin(origin)).toMatchObject({ status: RewardStatus.Expired, remainingMinor: 0n });
    expect((await summary(shopper.browser)).balanceAmount).toBe('0');
    // Running again moves nothing.
    expect(await clocked(at.getTime() + DAY).expireDue()).toBe(0);
  });

  it('gives a reward that does not expire the spec’s permanent expiry', async () => {
    const shopper = await signedInShopper(store.app, { countryCode: COUNTRY });
    const origin = `grant:permanent:${shopper.userId}`;
    await store.database.db.transaction((tx: Tx) =>
      rewards().grant(tx, {
        owner: { userId: shopper.userId },
        countryCode: COUNTRY,
        amountMinor: 10n,
        sourceType: RewardSource.Coda,
        ringFenceType: RingFence.None,
        origin,
        expires: false,
        kind: 'rewardGrant',
      }),
    );
    const lot = await lotByOrigin(origin);
    expect(lot.expiresAt.getTime() - lot.earnedAt.getTime()).toBe(REWARDS.permanentExpiryMs);
  });

  it('a refund after delivery takes back what is left of the earned reward; burned rewards that expired meanwhile stay expired', async () => {
    const shopper = await signedInShopper(store.app, { countryCode: COUNTRY });
    const placed = await shopper.browser.post('/api/order', order(GAME));
    const { orderId, paymentUrl } = placed.body.data as { orderId: string; paymentUrl: string };
    await pressOnPaymentPage(store.app, paymentUrl, 'approve');
    const origin = `order:${orderId}`;
    await waitFor(async () => (await store.database.db.select().from(rewardLots).where(eq(rewardLots.origin, origin))).length === 1);
    const earned = (await lotByOrigin(origin)).amountMinor;
    expect(earned).toBe((priceOf(GAME) * 8n) / 100n);
    await store.database.db.transaction((tx: Tx) => rewards().giveBack(tx, { id: orderId, countryCode: COUNTRY }));
    expect(await lotByOrigin(origin)).toMatchObject({ remainingMinor: 0n, status: RewardStatus.Consumed });
    expect((await summary(shopper.browser)).balanceAmount).toBe('0');
    const [row] = await store.database.db.select().from(orderRewards).where(eq(orderRewards.orderId, orderId));
    expect(row!.earnStatus).toBe('reversed');

    // A burn whose lot expired before the order was given up comes back only to the expired account.
    const expiresAt = new Date(Date.now() + DAY);
    const lot = await grant(shopper.userId, 300n, { source: RewardSource.Coda, fence: RingFence.None, expiresAt, label: 'lapsing' });
    const burning = await shopper.browser.post('/api/order', order(GAME, { useRewards: true }));
    const burnt = (burning.body.data as { orderId: string }).orderId;
    const later = createRewardsService({
      db: store.database.db,
      ledger: createLedgerService(store.database.db),
      now: () => new Date(expiresAt.getTime() + 1),
    });
    await store.database.db.transaction((tx: Tx) => later.giveBack(tx, { id: burnt, countryCode: COUNTRY }));
    expect(await lotByOrigin(lot)).toMatchObject({ remainingMinor: 0n, status: RewardStatus.Consumed });
    const [restored] = await store.database.db.select().from(orderRewards).where(eq(orderRewards.orderId, burnt));
    expect(restored).toMatchObject({ restoredMinor: 0n, burnRestoredAt: expect.any(Date) });
  });

  // On PostgreSQL these race for real (a pool of connections); the embedded database runs them one after another.
  it('lets concurrent checkouts burn no more than the balance', async () => {
    const shopper = await signedInShopper(store.app, { countryCode: COUNTRY });
    await grant(shopper.userId, 1_000n, {
      source: RewardSource.Coda,
      fence: RingFence.None,
      expiresAt: new Date(Date.now() + 10 * DAY),
      label: 'race',
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => shopper.browser.post('/api/order', order(GAME, { useRewards: true }))),
    );
    const placed = answers.filter((a) => a.body.resultCode === 0).map((a) => (a.body.data as { orderId: string }).orderId);
    const refused = answers.filter((a) => a.body.resultCode !== 0).map((a) => a.body.resultCode);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    // Refused: taken meanwhile (1103), or already gone when it was priced (1106).
    const refusals: unknown[] = [rewardErrors.insufficient.resultCode, rewardErrors.nothingToUse.resultCode];
    expect(refused.every((code) => refusals.includes(code))).toBe(true);
    const burned = await store.database.db.select().from(orderRewards).where(inArray(orderRewards.orderId, placed));
    expect(burned.reduce((sum, row) => sum + row.burnMinor, 0n)).toBe(1_000n);
    expect((await summary(shopper.browser)).balanceAmount).toBe('0');
    // Every refused checkout placed nothing.
    const mine = await store.database.db.select().from(orders).where(eq(orders.userId, shopper.userId));
    expect(mine.length).toBe(placed.length);
  });

  it('adds up exactly when 100 deliveries earn for one shopper at once (each run twice)', async () => {
    const shopper = await signedInShopper(store.app, { countryCode: COUNTRY });
    const placedIds: string[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => shopper.browser.post('/api/order', order(GAME))));
      placedIds.push(...answers.map((a) => (a.body.data as { orderId: string }).orderId));
    }
    const rows = await store.database.db.select().from(orders).where(inArray(orders.id, placedIds));
    await Promise.all(
      [...rows, ...rows].map((row) =>
        store.database.db.transaction((tx: Tx) =>
          rewards().earn(tx, { id: row.id, countryCode: row.countryCode, productId: row.productId }),
        ),
      ),
    );
    const promised = await store.database.db.select().from(orderRewards).where(inArray(orderRewards.orderId, placedIds));
    const total = promised.reduce((sum, row) => sum + row.earnMinor, 0n);
    expect(total).toBe(100n * ((priceOf(GAME) * 8n) / 100n));
    expect((await summary(shopper.browser)).balanceAmount).toBe(total.toString());
    const lots = await store.database.db
      .select()
      .from(rewardLots)
      .where(and(inArray(rewardLots.orderId, placedIds)));
    expect(lots).toHaveLength(100);
    expect(rows.every((row) => row.status === OrderStatus.PaymentInit)).toBe(true);
  });
});
