import { giftCodeErrors, walletErrors, WalletCountryStatus, WalletStatus } from '@store/contracts';
import type { Executor } from '@store/db';
import { databaseRefusal, fail, ok, type Result, type StoreError } from '../../result.ts';
import type { LedgerAccount, LedgerService } from '../ledger/index.ts';
import { createWalletRepository, type CountedWallet, type TotalKind, type WalletRow } from './repository.ts';

/** A movement of a wallet's money that happened: the balance it left, with its version. */
export type Moved = { walletId: string; balanceMinor: bigint; balanceVersion: number; replayed: boolean };

/** The store's own ledger accounts a wallet's money comes from and goes to (docs/decisions/0033). */
const STORE = { topups: 'topups', payments: 'wallet-payments', giftCodes: 'gift-codes' } as const;

export const walletAccount = (wallet: Pick<WalletRow, 'id' | 'accountId' | 'currency'>): LedgerAccount => ({
  id: wallet.accountId!,
  code: `wallet:${wallet.id}`,
  kind: 'wallet',
  currency: wallet.currency,
  mayGoNegative: false,
});

type CapsCountry = NonNullable<CountedWallet['country']>;

/**
 * The refusal a wallet's daily and monthly totals of a kind earn against its country's caps
 * (commerce §3: 323/324 for top-ups, 325/326 for charges), or null when both are within them. The
 * credit and the charge ask it under the wallet's lock; a top-up asks it early, without one.
 */
export function capRefusal(kind: TotalKind, totals: { daily: bigint; monthly: bigint }, country: CapsCountry): StoreError | null {
  const caps =
    kind === 'topup'
      ? {
          daily: country.maxWalletTopupDaily,
          monthly: country.maxWalletTopupMonthly,
          overDaily: walletErrors.topupDailyLimit,
          overMonthly: walletErrors.topupMonthlyLimit,
        }
      : {
          daily: country.maxWalletChargeDaily,
          monthly: country.maxWalletChargeMonthly,
          overDaily: walletErrors.chargeDailyLimit,
          overMonthly: walletErrors.chargeMonthlyLimit,
        };
  if (totals.daily > caps.daily) return caps.overDaily;
  if (totals.monthly > caps.monthly) return caps.overMonthly;
  return null;
}

/**
 * The wallet's money, always inside the caller's transaction and always through the ledger: a
 * top-up's credit, a charge for an order, a refund to the wallet, a gift code's credit. Each checks
 * the wallet's state and the caps of commerce §3 under the wallet's row lock and the country's
 * totals (counted by the database from the wallet's, docs/decisions/0058), so concurrent calls
 * cannot pass a limit together. A failure must roll the transaction back (`commitOnlyOk`): totals
 * may already have been added to.
 */
export function createWalletMoney(deps: { ledger: LedgerService; now: () => number }) {
  const { ledger } = deps;
  const storeAccount = (tx: Executor, purpose: string, currency: string) => ledger.storeAccount(tx, purpose, currency);

  /** Adds to the wallet's running totals and checks its state and caps; answers the locked wallet. */
  async function countOnWallet(
    tx: Executor,
    walletId: string,
    kind: TotalKind,
    amount: bigint,
    at: Date,
  ): Promise<Result<{ wallet: CountedWallet['wallet']; country: NonNullable<CountedWallet['country']> }>> {
    const counted = await createWalletRepository(tx).addToWalletTotals(walletId, kind, amount, at);
    if (!counted) return fail(walletErrors.notActivated);
    const { wallet, country } = counted;
    if (wallet.status === WalletStatus.Reserved || wallet.accountId === null) return fail(walletErrors.notActivated);
    if (wallet.status === WalletStatus.Restricted) return fail(walletErrors.restricted);
    if (!country) return fail(walletErrors.unavailable);
    if (country.countryStatus === WalletCountryStatus.Locked) {
      return fail(kind === 'topup' ? walletErrors.topupCountryRestricted : walletErrors.countryLocked);
    }
    const refused = capRefusal(
      kind,
      kind === 'topup'
        ? { daily: wallet.topupDaily, monthly: wallet.topupMonthly }
        : { daily: wallet.chargeDaily, monthly: wallet.chargeMonthly },
      country,
    );
    return refused ? fail(refused) : ok({ wallet, country });
  }

  /**
   * The country's totals and caps now: a top-up's refusal must be known inside its savepoint. A
   * charge leaves them to the commit (docs/decisions/0058), which the caller's `commitOnlyOk`
   * answers with the catalogued refusal.
   */
  async function countOnCountryNow(tx: Executor): Promise<StoreError | null> {
    try {
      await createWalletRepository(tx).countOnCountriesNow();
      return null;
    } catch (err) {
      const refusal = databaseRefusal(err);
      if (refusal) return refusal;
      throw err;
    }
  }

  /** A replay moved nothing: it takes back what it counted on the wallet (and so on the country). */
  const uncount = (tx: Executor, walletId: string, kind: TotalKind, amount: bigint, at: Date) =>
    createWalletRepository(tx).addToWalletTotals(walletId, kind, -amount, at);

  const moved = (
    wallet: Pick<WalletRow, 'id' | 'accountId'>,
    done: { replayed: boolean; balances: Map<number, { balanceMinor: bigint; version: number }> },
  ): Moved => {
    const balance = done.balances.get(wallet.accountId!);
    return {
      walletId: wallet.id,
      balanceMinor: balance?.balanceMinor ?? -1n,
      balanceVersion: balance?.version ?? -1,
      replayed: done.replayed,
    };
  };

  return {
    storeAccount,
    countOnCountryNow,

    /**
     * Credits a paid top-up: the wallet must be active in an open country, and the credit must
     * keep it within its maximum balance and every top-up cap (313, 323/324, 327/328).
     */
    async creditTopup(tx: Executor, input: { walletId: string; amountMinor: bigint; topupId: string }): Promise<Result<Moved>> {
      const at = new Date(deps.now());
      const counted = await countOnWallet(tx, input.walletId, 'topup', input.amountMinor, at);
      if (!counted.ok) return counted;
      const { wallet, country } = counted.value;
      const done = await ledger.transfer(tx, {
        idempotencyKey: `topup:${input.topupId}`,
        kind: 'topup',
        reference: input.topupId,
        legs: [
          { account: await storeAccount(tx, STORE.topups, wallet.currency), amountMinor: -input.amountMinor },
          { account: walletAccount(wallet), amountMinor: input.amountMinor },
        ],
        whenShort: walletErrors.topupFailed,
      });
      if (!done.ok) return done;
      if (done.value.replayed) {
        await uncount(tx, wallet.id, 'topup', input.amountMinor, at);
        return ok(moved(wallet, done.value));
      }
      if (done.value.balances.get(wallet.accountId!)!.balanceMinor > country.maxWalletBalance) return fail(walletErrors.topupBalanceMax);
      const countryCap = await countOnCountryNow(tx);
      return countryCap ? fail(countryCap) : ok(moved(wallet, done.value));
    },

    /**
     * Charges the wallet for an order: active, country open, within the charge caps, and enough
     * money (406). The country's charge caps are checked as the caller's transaction commits.
     */
    async charge(
      tx: Executor,
      input: { walletId: string; amountMinor: bigint; currency: string; orderId: string },
    ): Promise<Result<Moved>> {
      const at = new Date(deps.now());
      const counted = await countOnWallet(tx, input.walletId, 'charge', input.amountMinor, at);
      if (!counted.ok) return counted;
      const { wallet } = counted.value;
      if (wallet.currency !== input.currency) return fail(walletErrors.unavailable);
      const done = await ledger.transfer(tx, {
        idempotencyKey: `charge:${input.orderId}`,
        kind: 'charge',
        reference: input.orderId,
        legs: [
          { account: walletAccount(wallet), amountMinor: -input.amountMinor },
          { account: await storeAccount(tx, STORE.payments, wallet.currency), amountMinor: input.amountMinor },
        ],
        whenShort: walletErrors.insufficientBalance,
      });
      if (!done.ok) return done;
      if (done.value.replayed) await uncount(tx, wallet.id, 'charge', input.amountMinor, at);
      return ok(moved(wallet, done.value));
    },

    /**
     * Gives an order's Codacash payment back to the wallet it came from (a delivery that finally
     * failed). No cap applies: it is the shopper's own money returning. Once per order.
     */
    async refund(tx: Executor, input: { walletId: string; amountMinor: bigint; orderId: string }): Promise<Result<Moved>> {
      const wallet = await createWalletRepository(tx).lockWallet(input.walletId);
      if (!wallet?.accountId) return fail(walletErrors.notActivated);
      const done = await ledger.transfer(tx, {
        idempotencyKey: `refund:${input.orderId}`,
        kind: 'refund',
        reference: input.orderId,
        legs: [
          { account: await storeAccount(tx, STORE.payments, wallet.currency), amountMinor: -input.amountMinor },
          { account: walletAccount(wallet), amountMinor: input.amountMinor },
        ],
        whenShort: walletErrors.topupFailed,
      });
      return done.ok ? ok(moved(wallet, done.value)) : done;
    },

    /**
     * Credits a gift code's value (commerce §8 codes): an active wallet of the code's country and
     * currency, within the wallet's maximum balance. The caller has taken the code itself.
     */
    async creditGiftCode(
      tx: Executor,
      input: { walletId: string; amountMinor: bigint; currency: string; countryCode: string; codeHash: string },
    ): Promise<Result<Moved>> {
      const wallet = await createWalletRepository(tx).lockWallet(input.walletId);
      if (!wallet?.accountId || wallet.status !== WalletStatus.Active) return fail(giftCodeErrors.notEligible);
      if (wallet.countryCode !== input.countryCode) return fail(giftCodeErrors.countryRestriction);
      if (wallet.currency !== input.currency) return fail(giftCodeErrors.balanceMismatch);
      const country = await createWalletRepository(tx).findCountry(wallet.countryCode);
      if (!country || country.countryStatus === WalletCountryStatus.Locked) return fail(giftCodeErrors.countryRestriction);
      const done = await ledger.transfer(tx, {
        idempotencyKey: `gift-code:${input.codeHash}`,
        kind: 'giftCode',
        reference: input.codeHash.slice(0, 12),
        legs: [
          { account: await storeAccount(tx, STORE.giftCodes, wallet.currency), amountMinor: -input.amountMinor },
          { account: walletAccount(wallet), amountMinor: input.amountMinor },
        ],
        whenShort: giftCodeErrors.updateFailed,
      });
      if (!done.ok) return done;
      if (!done.value.replayed && done.value.balances.get(wallet.accountId)!.balanceMinor > country.maxWalletBalance) {
        return fail(giftCodeErrors.spendBalanceFirst);
      }
      return ok(moved(wallet, done.value));
    },
  };
}

export type WalletMoney = ReturnType<typeof createWalletMoney>;
