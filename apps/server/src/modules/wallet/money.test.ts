import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { giftCodeErrors, walletErrors, WalletCountryStatus, WalletStatus } from '@store/contracts';
import { walletCountries, wallets, type Database, type Tx } from '@store/db';
import { eq } from '@store/db/orm';
import { demoWalletCountries } from '@store/db/seed';
import { commitOnlyOk, type Result } from '../../result.ts';
import { createTestDatabase, databaseKinds } from '../../testing/database.ts';
import { makeActiveWallet } from '../../testing/wallets.ts';
import { createLedgerService, ledgerHolds, type LedgerService } from '../ledger/index.ts';
import { createWalletRepository } from './repository.ts';
import { createWalletMoney, type Moved, type WalletMoney } from './index.ts';

const PH = demoWalletCountries.find((c) => c.countryCode === 'ph')!;

describe.each(databaseKinds)("a wallet's money on %s", (kind) => {
  let database: Database;
  let ledger: LedgerService;
  let money: WalletMoney;
  let n = 0;

  const inTx = (body: (tx: Tx) => Promise<Result<Moved>>) => commitOnlyOk<Tx, Moved>((run) => database.db.transaction(run), body);
  const topUp = (walletId: string, amountMinor: bigint, topupId = `wtx_${++n}`) =>
    inTx((tx) => money.creditTopup(tx, { walletId, amountMinor, topupId }));
  const charge = (walletId: string, amountMinor: bigint, orderId = `ord_${++n}`) =>
    inTx((tx) => money.charge(tx, { walletId, amountMinor, currency: 'PHP', orderId }));
  const balance = async (walletId: string) => {
    const [wallet] = await database.db.select().from(wallets).where(eq(wallets.id, walletId));
    return (await ledger.balances([wallet!.accountId!])).get(wallet!.accountId!)!.balanceMinor;
  };
  const setCountry = (changes: Partial<typeof walletCountries.$inferInsert>) =>
    database.db.update(walletCountries).set(changes).where(eq(walletCountries.countryCode, 'ph'));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ledger = createLedgerService(database.db);
    money = createWalletMoney({ ledger, now: Date.now });
  });
  beforeEach(async () => {
    await setCountry({ ...PH });
  });
  afterAll(async () => database.close());

  it('credits a top-up once and charges an order once, each with the balance and its version', async () => {
    const { wallet } = await makeActiveWallet(database.db);
    const credited = await topUp(wallet.id, 50_000n, 'wtx_once');
    expect(credited).toEqual({ ok: true, value: { walletId: wallet.id, balanceMinor: 50_000n, balanceVersion: 1, replayed: false } });
    expect((await topUp(wallet.id, 50_000n, 'wtx_once')).ok && credited.ok).toBe(true);
    const charged = await charge(wallet.id, 12_000n, 'ord_once');
    expect(charged.ok && charged.value).toMatchObject({ balanceMinor: 38_000n, balanceVersion: 2 });
    const again = await charge(wallet.id, 12_000n, 'ord_once');
    expect(again.ok && again.value.replayed).toBe(true);
    expect(await balance(wallet.id)).toBe(38_000n);
    const refunded = await inTx((tx) => money.refund(tx, { walletId: wallet.id, amountMinor: 12_000n, orderId: 'ord_once' }));
    expect(refunded.ok && refunded.value.balanceMinor).toBe(50_000n);
    await inTx((tx) => money.refund(tx, { walletId: wallet.id, amountMinor: 12_000n, orderId: 'ord_once' }));
    expect(await balance(wallet.id)).toBe(50_000n);
  });

  it('refuses a charge beyond the balance (406) and leaves the totals as they were', async () => {
    const { wallet } = await makeActiveWallet(database.db);
    await topUp(wallet.id, 1_000n);
    expect(await charge(wallet.id, 1_001n)).toMatchObject({ ok: false, error: walletErrors.insufficientBalance });
    const [row] = await database.db.select().from(wallets).where(eq(wallets.id, wallet.id));
    expect(row!.chargeDaily).toBe(0n);
    expect(row!.hasSpent).toBe(false);
    expect((await charge(wallet.id, 1_000n)).ok).toBe(true);
    expect(await balance(wallet.id)).toBe(0n);
  });

  it('keeps every cap at its boundary: the amount that reaches it passes, one more unit does not', async () => {
    await setCountry({
      maxWalletTopupDaily: 10_000n,
      maxWalletTopupMonthly: 15_000n,
      maxWalletBalance: 12_000n,
      maxWalletChargeDaily: 3_000n,
    });
    const { wallet } = await makeActiveWallet(database.db);
    expect((await topUp(wallet.id, 10_000n)).ok).toBe(true);
    expect(await topUp(wallet.id, 1n)).toMatchObject({ ok: false, error: walletErrors.topupDailyLimit });
    expect((await charge(wallet.id, 3_000n)).ok).toBe(true);
    expect(await charge(wallet.id, 1n)).toMatchObject({ ok: false, error: walletErrors.chargeDailyLimit });
    // 7,000 left; 5,000 more reaches the 12,000 maximum balance, and 15,000 this month.
    await setCountry({ maxWalletTopupDaily: 100_000n });
    expect((await topUp(wallet.id, 5_000n)).ok).toBe(true);
    await setCountry({ maxWalletTopupDaily: 100_000n, maxWalletTopupMonthly: 100_000n });
    expect(await topUp(wallet.id, 1n)).toMatchObject({ ok: false, error: walletErrors.topupBalanceMax });
    await setCountry({ maxWalletTopupDaily: 100_000n, maxWalletTopupMonthly: 15_000n, maxWalletBalance: 100_000n });
    expect(await topUp(wallet.id, 1n)).toMatchObject({ ok: false, error: walletErrors.topupMonthlyLimit });
    expect(await balance(wallet.id)).toBe(12_000n);
  });

  it('keeps the monthly charge caps of the wallet and of the country', async () => {
    const { wallet } = await makeActiveWallet(database.db);
    await topUp(wallet.id, 10_000n);
    await setCountry({ maxWalletChargeDaily: 100_000n, maxWalletChargeMonthly: 2_000n });
    expect((await charge(wallet.id, 2_000n)).ok).toBe(true);
    expect(await charge(wallet.id, 1n)).toMatchObject({ ok: false, error: walletErrors.chargeMonthlyLimit });
    const month = await createWalletRepository(database.db).countryTotals('ph', new Date());
    await setCountry({ maxCountryChargeMonthly: month.chargeMonthly + 500n, maxCountryTopupMonthly: month.topupMonthly + 100n });
    const other = await makeActiveWallet(database.db);
    expect(await topUp(other.wallet.id, 101n)).toMatchObject({ ok: false, error: walletErrors.topupCountryMonthlyLimit });
    expect((await topUp(other.wallet.id, 100n)).ok).toBe(true);
    await setCountry({ maxCountryChargeMonthly: month.chargeMonthly + 50n, maxCountryTopupMonthly: 10n ** 12n });
    expect(await charge(other.wallet.id, 51n)).toMatchObject({ ok: false, error: walletErrors.chargeCountryMonthlyLimit });
    expect((await charge(other.wallet.id, 50n)).ok).toBe(true);
  });

  it("counts every wallet of a country in the country's caps", async () => {
    const today = await createWalletRepository(database.db).countryTotals('ph', new Date());
    await setCountry({ maxCountryTopupDaily: today.topupDaily + 5_000n, maxCountryChargeDaily: today.chargeDaily + 1_000n });
    const a = await makeActiveWallet(database.db);
    const b = await makeActiveWallet(database.db);
    expect((await topUp(a.wallet.id, 3_000n)).ok).toBe(true);
    expect((await topUp(b.wallet.id, 2_000n)).ok).toBe(true);
    expect(await topUp(b.wallet.id, 1n)).toMatchObject({ ok: false, error: walletErrors.topupCountryDailyLimit });
    expect((await charge(a.wallet.id, 1_000n)).ok).toBe(true);
    expect(await charge(b.wallet.id, 1n)).toMatchObject({ ok: false, error: walletErrors.chargeCountryDailyLimit });
  });

  it("lets charges of many wallets racing the country's daily cap add up to the cap and no more, counted as they commit", async () => {
    const wallets10 = await Promise.all(Array.from({ length: 10 }, () => makeActiveWallet(database.db)));
    for (const { wallet } of wallets10) await topUp(wallet.id, 10_000n);
    const before = await createWalletRepository(database.db).countryTotals('ph', new Date());
    await setCountry({ maxCountryChargeDaily: before.chargeDaily + 2_500n });
    // 40 charges of 100 over ten wallets: 25 fit under the cap.
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => charge(wallets10[i % 10]!.wallet.id, 100n)));
    expect(results.filter((r) => r.ok)).toHaveLength(25);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === walletErrors.chargeCountryDailyLimit)).toBe(true);
    const after = await createWalletRepository(database.db).countryTotals('ph', new Date());
    expect(after.chargeDaily - before.chargeDaily).toBe(2_500n);
    // A refused charge left nothing behind: its wallet's totals went back with it.
    const spent = await database.db.select().from(wallets);
    const ours = spent.filter((w) => wallets10.some((m) => m.wallet.id === w.id));
    expect(ours.reduce((sum, w) => sum + w.chargeDaily, 0n)).toBe(2_500n);
    expect(ledgerHolds(await ledger.check())).toBe(true);
  });

  it("counts a replayed charge or top-up nowhere: neither the wallet's totals nor the country's move", async () => {
    const { wallet } = await makeActiveWallet(database.db);
    await topUp(wallet.id, 5_000n, 'wtx_replayed');
    expect((await charge(wallet.id, 1_000n, 'ord_replayed')).ok).toBe(true);
    const row = async () => (await database.db.select().from(wallets).where(eq(wallets.id, wallet.id)))[0]!;
    const walletBefore = await row();
    const countryBefore = await createWalletRepository(database.db).countryTotals('ph', new Date());
    const again = await charge(wallet.id, 1_000n, 'ord_replayed');
    expect(again.ok && again.value.replayed).toBe(true);
    const topupAgain = await topUp(wallet.id, 5_000n, 'wtx_replayed');
    expect(topupAgain.ok && topupAgain.value.replayed).toBe(true);
    const walletAfter = await row();
    expect([walletAfter.chargeDaily, walletAfter.chargeMonthly, walletAfter.topupDaily, walletAfter.topupMonthly]).toEqual([
      walletBefore.chargeDaily,
      walletBefore.chargeMonthly,
      walletBefore.topupDaily,
      walletBefore.topupMonthly,
    ]);
    expect(await createWalletRepository(database.db).countryTotals('ph', new Date())).toEqual(countryBefore);
    expect(await balance(wallet.id)).toBe(4_000n);
  });

  it('refuses a restricted wallet (306), a locked country (309 to pay, 314 to top up), a reserved wallet (301)', async () => {
    const { wallet } = await makeActiveWallet(database.db);
    await topUp(wallet.id, 5_000n);
    await database.db.update(wallets).set({ status: WalletStatus.Restricted }).where(eq(wallets.id, wallet.id));
    expect(await charge(wallet.id, 100n)).toMatchObject({ ok: false, error: walletErrors.restricted });
    await database.db.update(wallets).set({ status: WalletStatus.Active }).where(eq(wallets.id, wallet.id));
    await setCountry({ countryStatus: WalletCountryStatus.Locked });
    expect(await charge(wallet.id, 100n)).toMatchObject({ ok: false, error: walletErrors.countryLocked });
    expect(await topUp(wallet.id, 100n)).toMatchObject({ ok: false, error: walletErrors.topupCountryRestricted });
    expect(await charge('wal_nobody', 100n)).toMatchObject({ ok: false, error: walletErrors.notActivated });
    expect(await balance(wallet.id)).toBe(5_000n);
  });

  it("credits a gift code only to an active wallet of the code's country and currency, within the maximum balance", async () => {
    const { wallet } = await makeActiveWallet(database.db);
    const gift = (codeHash: string, changes: Partial<{ countryCode: string; currency: string; amountMinor: bigint }> = {}) =>
      inTx((tx) =>
        money.creditGiftCode(tx, { walletId: wallet.id, amountMinor: 2_000n, currency: 'PHP', countryCode: 'ph', codeHash, ...changes }),
      );
    expect(await gift('h1', { countryCode: 'my' })).toMatchObject({ ok: false, error: giftCodeErrors.countryRestriction });
    expect(await gift('h1', { currency: 'USD' })).toMatchObject({ ok: false, error: giftCodeErrors.balanceMismatch });
    expect((await gift('h1')).ok).toBe(true);
    await setCountry({ maxWalletBalance: 3_000n });
    expect(await gift('h2')).toMatchObject({ ok: false, error: giftCodeErrors.spendBalanceFirst });
    expect(await balance(wallet.id)).toBe(2_000n);
  });

  const many = kind === 'postgres' ? 1_000 : 100;
  // A thousand transactions on one row take seconds on a quiet machine, longer on a busy one.
  it(`takes exactly the balance when ${many} charges race on one wallet`, async () => {
    await setCountry({
      maxWalletChargeDaily: 10n ** 12n,
      maxWalletChargeMonthly: 10n ** 12n,
      maxWalletTopupDaily: 10n ** 12n,
      maxWalletBalance: 10n ** 12n,
    });
    const { wallet } = await makeActiveWallet(database.db);
    const funded = BigInt(many) * 70n;
    await topUp(wallet.id, funded);
    // Each charge is 100: only 70 % of them can be paid.
    const results = await Promise.all(Array.from({ length: many }, () => charge(wallet.id, 100n)));
    const paid = results.filter((r) => r.ok);
    expect(paid).toHaveLength((many * 70) / 100);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === walletErrors.insufficientBalance)).toBe(true);
    expect(await balance(wallet.id)).toBe(0n);
    // Every balance a shopper was shown is one the wallet really had, each version once.
    const versions = paid.map((r) => (r.ok ? r.value.balanceVersion : 0));
    expect(new Set(versions).size).toBe(paid.length);
    expect(ledgerHolds(await ledger.check())).toBe(true);
  }, 120_000);

  it('lets 100 top-ups racing the daily cap add up to the cap and no more', async () => {
    await setCountry({ maxWalletTopupDaily: 3_500n, maxWalletBalance: 10n ** 12n });
    const { wallet } = await makeActiveWallet(database.db);
    const results = await Promise.all(Array.from({ length: 100 }, () => topUp(wallet.id, 100n)));
    expect(results.filter((r) => r.ok)).toHaveLength(35);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === walletErrors.topupDailyLimit)).toBe(true);
    expect(await balance(wallet.id)).toBe(3_500n);
    const [row] = await database.db.select().from(wallets).where(eq(wallets.id, wallet.id));
    expect(row!.topupDaily).toBe(3_500n);
    expect(ledgerHolds(await ledger.check())).toBe(true);
  });
  it("still pays in a currency whose first charge was refused, rolling back the store's account made for it", async () => {
    const MY = demoWalletCountries.find((c) => c.countryCode === 'my')!;
    const setMy = (changes: Partial<typeof walletCountries.$inferInsert>) =>
      database.db.update(walletCountries).set(changes).where(eq(walletCountries.countryCode, 'my'));
    const chargeMy = (walletId: string) =>
      inTx((tx) => money.charge(tx, { walletId, amountMinor: 500n, currency: 'MYR', orderId: `ord_my_${++n}` }));
    try {
      const { wallet } = await makeActiveWallet(database.db, { countryCode: 'my' });
      expect((await inTx((tx) => money.creditTopup(tx, { walletId: wallet.id, amountMinor: 10_000n, topupId: `wtx_my_${++n}` }))).ok).toBe(
        true,
      );
      // The first charge in MYR makes the store's account for wallet payments in MYR, then is
      // refused by the country's cap: its transaction, and that account, are rolled back.
      await setMy({ maxCountryChargeDaily: 0n });
      expect(await chargeMy(wallet.id)).toMatchObject({ ok: false, error: walletErrors.chargeCountryDailyLimit });
      await setMy({ ...MY });
      expect((await chargeMy(wallet.id)).ok).toBe(true);
      expect(await balance(wallet.id)).toBe(9_500n);
    } finally {
      await setMy({ ...MY });
    }
  });
});
