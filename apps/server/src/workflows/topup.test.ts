import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errors, walletErrors, WalletStatus, type InitTopupResponse } from '@store/contracts';
import { paymentWebhooks, walletCountries, walletTopups, wallets } from '@store/db';
import { eq } from '@store/db/orm';
import { demo, demoWalletCountries } from '@store/db/seed';
import type { Result } from '../result.ts';
import { assertLedgerHolds, databaseKinds } from '../testing/database.ts';
import { craftWebhook, pressOnPaymentPage, sendWebhook, startStore, waitFor, type Store } from '../testing/store.ts';
import { countryTotalsToday, makeActiveWallet, walletBalance } from '../testing/wallets.ts';

const PH = demoWalletCountries.find((c) => c.countryCode === 'ph')!;
const channel = demo.channel('ph').id;

describe.each(databaseKinds)('wallet top-ups on %s', (kind) => {
  let store: Store;

  const init = (userId: string, amount: bigint, extra: { channelId?: number; key?: string } = {}) =>
    store.app.services.wallet.initTopup({
      siteId: 0,
      userId,
      countryCode: 'ph',
      input: { amount: amount.toString(), paymentChannelId: extra.channelId ?? channel },
      idempotencyKey: extra.key ?? null,
    });
  const started = (result: Result<InitTopupResponse>) => {
    if (!result.ok) throw new Error(`top-up refused: ${result.error.key}`);
    return result.value;
  };
  const topupRow = async (topupId: string) => (await store.database.db.select().from(walletTopups).where(eq(walletTopups.id, topupId)))[0]!;
  const waitForTopup = (topupId: string, status: string) =>
    waitFor(async () => (await topupRow(topupId)).status === status, { message: `top-up ${topupId} to be ${status}` });
  const balanceOf = (walletId: string) => walletBalance(store.database.db, walletId);
  const setCountry = (changes: Partial<typeof walletCountries.$inferInsert>) =>
    store.database.db.update(walletCountries).set(changes).where(eq(walletCountries.countryCode, 'ph'));
  /** The Philippines' top-ups of the day so far. */
  const countryToday = async () => (await countryTotalsToday(store.database.db, 'ph')).topupMinor;

  beforeAll(async () => {
    store = await startStore(kind);
  });
  beforeEach(async () => {
    await setCountry({ ...PH });
  });
  afterAll(async () => store.close());

  it('credits the wallet once the provider says the top-up is paid, and its page returns to the wallet', async () => {
    const { userId, wallet } = await makeActiveWallet(store.database.db);
    const topup = started(await init(userId, 50_000n));
    expect(topup.status).toBe('Init');
    const back = await pressOnPaymentPage(store.app, topup.paymentUrl, 'approve');
    expect(back).toBe(`http://store.localhost/ph/wallet/waiting?topup=${topup.topupId}`);
    await waitForTopup(topup.topupId, 'Success');
    expect(await balanceOf(wallet.id)).toBe(50_000n);
    const view = await store.app.services.wallet.transaction({ id: userId }, topup.topupId);
    expect(view).toMatchObject({
      ok: true,
      value: { id: topup.topupId, type: 'topup', status: 'Success', amount: '50000', paymentUrl: null },
    });
    expect((await store.app.services.wallet.transaction({ id: 'usr_someone_else' }, topup.topupId)).ok).toBe(false);
  });

  it('credits once when the same signed webhook arrives 50 times at once', async () => {
    const { userId, wallet } = await makeActiveWallet(store.database.db);
    const topup = started(await init(userId, 30_000n));
    const webhook = await craftWebhook(store.database, topup.topupId, 'payment.succeeded', { secret: store.config.payment.webhookSecret });
    const answers = await Promise.all(Array.from({ length: 50 }, () => sendWebhook(store.app, webhook)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    await waitForTopup(topup.topupId, 'Success');
    expect(await balanceOf(wallet.id)).toBe(30_000n);
    const stored = await store.database.db
      .select()
      .from(paymentWebhooks)
      .where(eq(paymentWebhooks.paymentRef, (await topupRow(topup.topupId)).paymentRef!));
    expect(stored.map((w) => w.outcome).sort()).toEqual(['applied']);
    await assertLedgerHolds(store.database);
  });

  it('closes a declined top-up as Failed and credits nothing', async () => {
    const { userId, wallet } = await makeActiveWallet(store.database.db);
    const topup = started(await init(userId, 20_000n));
    await pressOnPaymentPage(store.app, topup.paymentUrl, 'decline');
    await waitForTopup(topup.topupId, 'Failed');
    expect((await topupRow(topup.topupId)).failureCode).toBe(walletErrors.topupFailed.resultCode);
    expect(await balanceOf(wallet.id)).toBe(0n);
  });

  it('refunds a paid top-up to its channel when a limit filled up before the money came', async () => {
    const { userId, wallet } = await makeActiveWallet(store.database.db);
    const first = started(await init(userId, 40_000n));
    const second = started(await init(userId, 40_000n));
    await setCountry({ maxWalletBalance: 60_000n });
    await pressOnPaymentPage(store.app, first.paymentUrl, 'approve');
    await waitForTopup(first.topupId, 'Success');
    await pressOnPaymentPage(store.app, second.paymentUrl, 'approve');
    await waitForTopup(second.topupId, 'Refunded');
    expect((await topupRow(second.topupId)).failureCode).toBe(walletErrors.topupBalanceMax.resultCode);
    const atProvider = await store.app.services.payment.getStatus((await topupRow(second.topupId)).paymentRef!);
    expect(atProvider).toMatchObject({ status: 'succeeded', refunded: true });
    expect(await balanceOf(wallet.id)).toBe(40_000n);
  });

  it("refunds a paid top-up the country's daily cap no longer takes (327), and keeps the payment's record", async () => {
    const { userId, wallet } = await makeActiveWallet(store.database.db);
    const topup = started(await init(userId, 40_000n));
    // Another shopper's top-ups filled the country's day meanwhile.
    const today = await countryToday();
    await setCountry({ maxCountryTopupDaily: today + 39_999n });
    await pressOnPaymentPage(store.app, topup.paymentUrl, 'approve');
    await waitForTopup(topup.topupId, 'Refunded');
    expect((await topupRow(topup.topupId)).failureCode).toBe(walletErrors.topupCountryDailyLimit.resultCode);
    expect(await balanceOf(wallet.id)).toBe(0n);
    expect(await countryToday()).toBe(today);
    const [row] = await store.database.db.select().from(wallets).where(eq(wallets.id, wallet.id));
    expect(row!.topupDaily).toBe(0n);
  });

  it("tells a full limit before payment from the wallet's totals of today and this month only, and a full country month's wait in days", async () => {
    const { userId, wallet } = await makeActiveWallet(store.database.db);
    const amount = BigInt(PH.minTopup as bigint);
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const thisMonth = `${today.slice(0, 7)}-01`;
    const setTotals = (totals: Partial<typeof wallets.$inferInsert>) =>
      store.database.db.update(wallets).set(totals).where(eq(wallets.id, wallet.id));
    const full = { daily: BigInt(PH.maxWalletTopupDaily as bigint), monthly: BigInt(PH.maxWalletTopupMonthly as bigint) };
    // Totals kept for an earlier day and month count as nothing: the next count starts them again.
    await setTotals({ topupDay: '2020-01-31', topupDaily: full.daily, topupMonth: '2020-01-01', topupMonthly: full.monthly });
    expect((await init(userId, amount)).ok).toBe(true);
    await setTotals({ topupDay: today, topupDaily: full.daily, topupMonth: thisMonth, topupMonthly: 0n });
    expect(await init(userId, amount)).toMatchObject({ ok: false, error: walletErrors.topupDailyLimit });
    await setTotals({ topupDay: today, topupDaily: 0n, topupMonth: thisMonth, topupMonthly: full.monthly });
    expect(await init(userId, amount)).toMatchObject({ ok: false, error: walletErrors.topupMonthlyLimit });
    await setTotals({ topupDay: null, topupDaily: 0n, topupMonth: null, topupMonthly: 0n });
    await setCountry({ maxCountryTopupMonthly: (await countryToday()) + amount - 1n });
    const refused = await init(userId, amount);
    expect(refused).toMatchObject({ ok: false, error: walletErrors.topupCountryMonthlyLimit });
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    const days = Math.ceil((nextMonth - now.getTime()) / 86_400_000);
    // The day may turn between the two readings of the clock.
    expect([days, days - 1]).toContain((refused.ok ? null : (refused.data as { days: number }).days) ?? null);
  });

  it('answers the same top-up for a repeated idempotency key, and refuses the key for another amount', async () => {
    const { userId } = await makeActiveWallet(store.database.db);
    const a = started(await init(userId, 10_000n, { key: 'key-one-0001' }));
    const b = started(await init(userId, 10_000n, { key: 'key-one-0001' }));
    expect(b).toEqual(a);
    expect(await init(userId, 11_000n, { key: 'key-one-0001' })).toMatchObject({ ok: false, error: errors.idempotencyKeyReused });
  });

  it('refuses what the country does not accept, with its code, and records nothing', async () => {
    const { userId, wallet } = await makeActiveWallet(store.database.db);
    const before = (await store.database.db.select().from(walletTopups).where(eq(walletTopups.walletId, wallet.id))).length;
    const min = BigInt(PH.minTopup as bigint);
    const max = BigInt(PH.maxTopup as bigint);
    expect(await init(userId, min - 1n)).toMatchObject({
      ok: false,
      error: walletErrors.topupBelowMinimum,
      data: { min: String(min), max: String(max) },
    });
    expect(await init(userId, max + 1n)).toMatchObject({ ok: false, error: walletErrors.topupAboveMaximum });
    expect(await init(userId, 0n)).toMatchObject({ ok: false, error: walletErrors.topupAmountInvalid });
    await setCountry({ customTopup: false });
    expect(await init(userId, min + 1n)).toMatchObject({ ok: false, error: walletErrors.topupCustomUnsupported });
    expect((await init(userId, BigInt(PH.topupPresets[0]!))).ok).toBe(true);
    await setCountry({ ...PH, maxWalletTopupDaily: 1_000n });
    expect(await init(userId, min)).toMatchObject({ ok: false, error: walletErrors.topupDailyLimit });
    await setCountry({ ...PH });
    expect(await init(userId, min, { channelId: 239 })).toMatchObject({ ok: false, error: errors.channelUnavailable });
    expect(await init(userId, min, { channelId: demo.channel('my').id })).toMatchObject({ ok: false, error: errors.channelUnavailable });
    await store.database.db.update(wallets).set({ status: WalletStatus.Restricted }).where(eq(wallets.id, wallet.id));
    expect(await init(userId, min)).toMatchObject({ ok: false, error: walletErrors.restricted });
    expect(await init('usr_without_wallet', min)).toMatchObject({ ok: false, error: walletErrors.notActivated });
    const after = (await store.database.db.select().from(walletTopups).where(eq(walletTopups.walletId, wallet.id))).length;
    expect(after - before).toBe(1);
  });
});

describe.each(databaseKinds)('wallet top-ups past their expiry on %s', (kind) => {
  let store: Store;
  // Webhooks that never come in time, and a sweep that runs every 100 ms.
  beforeAll(async () => {
    store = await startStore(kind, { env: { SANDBOX_WEBHOOK_DELAY_MS: '60000' }, tuning: { expirySweepMs: 100 } });
  });
  afterAll(async () => store.close());

  const topupRow = async (topupId: string) => (await store.database.db.select().from(walletTopups).where(eq(walletTopups.id, topupId)))[0]!;
  const expireNow = (topupId: string) =>
    store.database.db
      .update(walletTopups)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(walletTopups.id, topupId));
  const init = async (userId: string) => {
    const result = await store.app.services.wallet.initTopup({
      siteId: 0,
      userId,
      countryCode: 'ph',
      input: { amount: '20000', paymentChannelId: channel },
      idempotencyKey: null,
    });
    if (!result.ok) throw new Error(result.error.key);
    return result.value;
  };

  it('asks the provider first: a top-up paid whose webhook was lost is credited, not cancelled', async () => {
    const { userId, wallet } = await makeActiveWallet(store.database.db);
    const topup = await init(userId);
    await pressOnPaymentPage(store.app, topup.paymentUrl, 'approve');
    await expireNow(topup.topupId);
    await waitFor(async () => (await topupRow(topup.topupId)).status === 'Success', { message: 'the paid top-up credited by the sweep' });
    expect(await walletBalance(store.database.db, wallet.id)).toBe(20_000n);
  });

  it('closes an unpaid top-up past its expiry as Cancelled with 407, and cancels its payment at the provider', async () => {
    const { userId, wallet } = await makeActiveWallet(store.database.db);
    const topup = await init(userId);
    await expireNow(topup.topupId);
    await waitFor(async () => (await topupRow(topup.topupId)).status === 'Cancelled', { message: 'the top-up cancelled' });
    expect((await topupRow(topup.topupId)).failureCode).toBe(walletErrors.topupExpired.resultCode);
    await waitFor(
      async () => (await store.app.services.payment.getStatus((await topupRow(topup.topupId)).paymentRef!))?.status === 'cancelled',
      {
        message: 'the payment cancelled at the provider',
      },
    );
    expect(await walletBalance(store.database.db, wallet.id)).toBe(0n);
  });
});
