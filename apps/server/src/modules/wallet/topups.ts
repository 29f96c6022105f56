import { randomBytes } from 'node:crypto';
import { errors, walletErrors, WalletCountryStatus, WalletStatus, WALLET, type TopupStatus } from '@store/contracts';
import type { Db, Executor } from '@store/db';
import { fail, ok, type Result } from '../../result.ts';
import type { LedgerService } from '../ledger/index.ts';
import { capRefusal } from './money.ts';
import { createWalletRepository, daysLeftInMonth, topupTotalsAt, type WalletCountryRow, type WalletRow } from './repository.ts';
import { createTopupRepository, type TopupRow } from './topup-repository.ts';

export type { TopupRow } from './topup-repository.ts';

const topupIdPattern = /^wtx_[A-Za-z0-9_-]{22}$/;
export const isTopupId = (id: string): boolean => topupIdPattern.test(id);
const newTopupId = () => `wtx_${randomBytes(16).toString('base64url')}`;

export type NewTopup = {
  userId: string;
  countryCode: string;
  amountMinor: bigint;
  paymentChannelId: number;
  paymentProvider: string;
  /** A quick top-up: the Codacash order it pays for. */
  orderId?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  /** A quick top-up may be below the country's minimum only when the shortfall is. */
  quick?: boolean;
};

/**
 * Wallet top-ups before and after the provider: the amount and channel checked against the
 * country's settings (commerce §5 amount rules, §8 codes 313–334), the caps checked early so the
 * shopper hears of a full limit before paying (the credit checks them again under lock), and the
 * top-up's own record.
 */
export function createTopups(deps: { db: Db; ledger: LedgerService; now: () => number }) {
  const { db } = deps;
  const topups = createTopupRepository(db);
  const walletsRepository = createWalletRepository(db);

  /** Refuses an amount the country does not accept, before any money moves. */
  function checkAmount(country: WalletCountryRow, amountMinor: bigint, quick: boolean): Result<null> {
    if (amountMinor <= 0n) return fail(walletErrors.topupAmountInvalid);
    if (quick || country.topupPresets.includes(amountMinor.toString())) return ok(null);
    if (!country.customTopup) return fail(walletErrors.topupCustomUnsupported);
    const range = { min: country.minTopup.toString(), max: country.maxTopup.toString() };
    if (amountMinor < country.minTopup) return fail(walletErrors.topupBelowMinimum, range);
    if (amountMinor > country.maxTopup) return fail(walletErrors.topupAboveMaximum, range);
    return ok(null);
  }

  /** The caps as they stand now, without locks: a full limit is told before the shopper pays. */
  async function checkCaps(wallet: WalletRow, country: WalletCountryRow, amountMinor: bigint): Promise<Result<null>> {
    const at = new Date(deps.now());
    const balance = (await deps.ledger.balances([wallet.accountId!])).get(wallet.accountId!)?.balanceMinor ?? 0n;
    if (balance + amountMinor > country.maxWalletBalance) return fail(walletErrors.topupBalanceMax);
    const counted = topupTotalsAt(wallet, at);
    const refused = capRefusal('topup', { daily: counted.daily + amountMinor, monthly: counted.monthly + amountMinor }, country);
    if (refused) return fail(refused);
    const totals = await walletsRepository.countryTotals(country.countryCode, at);
    if (totals.topupDaily + amountMinor > country.maxCountryTopupDaily) return fail(walletErrors.topupCountryDailyLimit, { days: 1 });
    if (totals.topupMonthly + amountMinor > country.maxCountryTopupMonthly) {
      return fail(walletErrors.topupCountryMonthlyLimit, { days: daysLeftInMonth(at) });
    }
    return ok(null);
  }

  return {
    /**
     * Checks a top-up and records it (Init): the shopper's active wallet in the shop's country, a
     * top-up channel of that country, an accepted amount, room under every cap. A request repeated
     * with its idempotency key answers the top-up it made.
     */
    async create(input: NewTopup): Promise<Result<{ topup: TopupRow; channelName: string; replayed: boolean }>> {
      const wallet = await topups.findWalletOf(input.userId, input.countryCode);
      if (!wallet || wallet.status === WalletStatus.Reserved || !wallet.accountId) return fail(walletErrors.notActivated);
      if (wallet.status === WalletStatus.Restricted) return fail(walletErrors.restricted);
      if (input.idempotencyKey) {
        const existing = await topups.findByIdempotencyKey(wallet.id, input.idempotencyKey);
        if (existing) {
          const same = existing.amountMinor === input.amountMinor && existing.paymentChannelId === input.paymentChannelId;
          if (!same) return fail(errors.idempotencyKeyReused);
          const channel = await topups.findChannel(existing.paymentChannelId);
          return ok({ topup: existing, channelName: channel?.name ?? '', replayed: true });
        }
      }
      const country = await walletsRepository.findCountry(input.countryCode);
      if (!country || country.countryStatus === WalletCountryStatus.Locked) return fail(walletErrors.topupCountryRestricted);
      const channel = await topups.findChannel(input.paymentChannelId);
      if (!channel || channel.countryCode !== input.countryCode || !channel.available || channel.kind === 'codacash') {
        return fail(errors.channelUnavailable);
      }
      const amount = checkAmount(country, input.amountMinor, input.quick ?? false);
      if (!amount.ok) return amount;
      const caps = await checkCaps(wallet, country, input.amountMinor);
      if (!caps.ok) return caps;
      const at = new Date(deps.now());
      const lifetimeMs = input.orderId ? WALLET.quickTopupTimeoutSeconds * 1000 : WALLET.topupExpiryMinutes * 60_000;
      const topup = await topups.insert({
        id: newTopupId(),
        walletId: wallet.id,
        status: 'Init',
        amountMinor: input.amountMinor,
        currency: wallet.currency,
        paymentChannelId: channel.id,
        paymentProvider: input.paymentProvider,
        orderId: input.orderId ?? null,
        idempotencyKey: input.idempotencyKey ?? null,
        expiresAt: new Date(at.getTime() + lifetimeMs),
        createdAt: at,
        updatedAt: at,
      });
      return ok({ topup, channelName: channel.name, replayed: false });
    },

    recordPayment: (topupId: string, payment: { paymentRef: string; paymentUrl: string }) =>
      topups.recordPayment(topupId, payment, new Date(deps.now())),

    find: (topupId: string) => topups.find(topupId),
    /** A wallet by id; inside a unit of work pass its transaction. */
    wallet: (walletId: string, tx: Executor = db) => createWalletRepository(tx).findWallet(walletId),
    /** The user's wallet in a country, whatever its status; inside a unit of work pass its transaction. */
    walletOf: (userId: string, countryCode: string, tx: Executor = db) => createTopupRepository(tx).findWalletOf(userId, countryCode),
    listExpired: (limit: number) => topups.listExpired(new Date(deps.now()), limit),

    /** Inside a unit of work: the top-up locked. */
    lock: (tx: Executor, topupId: string) => createTopupRepository(tx).lock(topupId),
    lockByPaymentRef: (tx: Executor, provider: string, paymentRef: string) =>
      createTopupRepository(tx).lockByPaymentRef(provider, paymentRef),
    setStatus: (tx: Executor, topupId: string, status: TopupStatus, failureCode: number | null = null) =>
      createTopupRepository(tx).setStatus(topupId, status, new Date(deps.now()), failureCode),
  };
}

export type Topups = ReturnType<typeof createTopups>;
