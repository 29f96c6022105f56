import {
  errors,
  maskMobile,
  mobileMatches,
  mobileToE164,
  WALLET,
  walletErrors,
  WalletCountryStatus,
  WalletStatus,
  type SendWalletCodeResponse,
  type WalletData,
} from '@store/contracts';
import { accountErrors } from '@store/contracts/identity.ts';
import type { CreateWalletRequest } from '@store/contracts/wallet-requests.ts';
import { isUniqueViolation, type Db, type Executor, type Tx } from '@store/db';
import { commitOnlyOk, fail, ok, type Failure, type Result } from '../../result.ts';
import type { Country } from '../catalog/index.ts';
import { newId, type IdentityService } from '../identity/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { createWalletAccountsRepository, type WalletCountryRow, type WalletRow, type WalletUserRow } from './repository.ts';

/** The shop a wallet call is made in: its site, its country, and Codacash's settings there (null: none). */
export type Shop = { siteId: number; country: Country; settings: WalletCountryRow | null };

/** What the wallet needs of the signed-in shopper: the account row (its id, its name for messages). */
export type Shopper = Parameters<IdentityService['phoneCodes']['send']>[0];

export type ActivationDeps = {
  db: Db;
  ledger: LedgerService;
  identity: Pick<IdentityService, 'phoneCodes' | 'isDeletedPhoneNumber'>;
  now: () => number;
};

const RESERVATION_MS = WALLET.reservationMinutes * 60_000;
/** How many lapsed reservations one release drops at most (the periodic job loops). */
const RELEASE_BATCH = 500;

/**
 * A number as typed in the shop (national digits, with or without the trunk 0, or E.164 with the
 * shop country's code) checked against the country's mobile pattern (commerce §5) and written as
 * E.164; null when it does not fit. Nothing is added to what was typed.
 */
export function walletPhoneOf(country: Pick<Country, 'mobilePattern' | 'phoneCode'>, typed: string): string | null {
  if (!mobileMatches(country.mobilePattern, country.phoneCode, typed)) return null;
  return mobileToE164(typed, country.phoneCode);
}

const invalidPhone = (): Failure => fail(walletErrors.invalidPhone, { fields: [{ path: 'phoneNumber', code: 'mobilePattern' }] });

/** A reservation whose place may be taken by someone else. */
function lapsed(wallet: WalletRow, at: number): boolean {
  if (wallet.status !== WalletStatus.Reserved) return false;
  return wallet.reservedUntil ? wallet.reservedUntil.getTime() < at : wallet.updatedAt.getTime() + RESERVATION_MS < at;
}

/** An activated wallet (active or restricted): it never goes back to reserved. */
const activated = (wallet: WalletRow) => wallet.status !== WalletStatus.Reserved;

/**
 * Commerce §4's switch rule: switches count while each comes within a day of the previous one;
 * after 3, switching is locked until a day after the last. Answers the counters after one more
 * switch, or the refusal.
 */
export function nextSwitch(
  user: Pick<WalletUserRow, 'switchCount' | 'lastSwitchAt'>,
  at: number,
): Result<{ switchCount: number; lastSwitchAt: Date }> {
  const last = user.lastSwitchAt?.getTime();
  const recent = last !== undefined && at - last < WALLET.switchLockMs;
  const count = recent ? user.switchCount : 0;
  if (recent && count >= WALLET.switchLimit) {
    const retryAfterSeconds = Math.ceil((last + WALLET.switchLockMs - at) / 1000);
    return fail(walletErrors.switchLocked, {
      retryAfterSeconds,
      switchCount: count,
      lockedUntil: new Date(last + WALLET.switchLockMs).toISOString(),
    });
  }
  return ok({ switchCount: count + 1, lastSwitchAt: new Date(at) });
}

/** The one-time codes' refusals (the account catalogue) as the activation's codes of commerce §8. */
export function codeFailure(failure: Failure): Failure {
  const data = (failure.data ?? null) as Record<string, unknown> | null;
  switch (failure.error) {
    case accountErrors.CodeMismatchException:
      return fail(walletErrors.otpInvalid, { remainingAttempts: data?.remainingAttempts ?? 0 });
    case accountErrors.ExpiredCodeException:
      return fail(walletErrors.otpInvalid, { remainingAttempts: null, expired: true });
    case accountErrors.CodeAttemptsExceededException:
      return fail(walletErrors.otpTooManyAttempts, data);
    case accountErrors.LimitExceededException:
      return fail(walletErrors.waitBeforeResending, data);
    case errors.serverUnavailable:
      return fail(walletErrors.otpSendFailed);
    default:
      return failure;
  }
}

/** The shop country's settings when Codacash takes activations there at all (else the refusal). */
function openSettings(shop: Shop): Result<WalletCountryRow> {
  const settings = shop.settings;
  if (!settings || settings.countryStatus === WalletCountryStatus.Locked) return fail(walletErrors.unavailable);
  return ok(settings);
}

/**
 * Activation of a Codacash wallet (commerce §4, §7; docs/decisions/0033): sending the code reserves
 * the wallet and takes a place in the country; `createWallet` with the code activates it on its
 * ledger account and makes it current; `unreserveWallet`, or a reservation left to lapse, gives
 * the place back. Every change of a shopper's wallets first locks their `wallet_users` row.
 */
export function createWalletActivation(deps: ActivationDeps) {
  const { db, ledger, identity, now } = deps;
  const inTransaction = <T>(body: (tx: Tx) => Promise<Result<T>>) => commitOnlyOk<Tx, T>((work) => db.transaction(work), body);

  /** Drops the country's lapsed reservations (all countries without one), giving their places back. */
  const releaseLapsed = (tx: Executor, at: number, countryCode?: string) =>
    createWalletAccountsRepository(tx).releaseLapsedReservations({
      ...(countryCode ? { countryCode } : {}),
      at: new Date(at),
      staleBefore: new Date(at - RESERVATION_MS),
      limit: RELEASE_BATCH,
    });

  /** Reserves (or renews) the shopper's wallet in the shop's country for `phone`. */
  async function reserve(shop: Shop, settings: WalletCountryRow, userId: string, phone: string, at: number): Promise<Result<WalletRow>> {
    const cc = shop.country.code;
    return inTransaction(async (tx) => {
      const repo = createWalletAccountsRepository(tx);
      const user = await repo.lockWalletUser(userId);
      const mine = await repo.walletsOfUser(userId, true);
      const here = mine.find((w) => w.countryCode === cc);
      if (here && activated(here)) return fail(walletErrors.alreadyActivated);
      const exempt = mine.some((w) => w.countryCode !== cc && activated(w));
      const current = mine.find((w) => w.id === user.currentWalletId);
      if (current && current.countryCode !== cc) {
        const switching = nextSwitch(user, at);
        if (!switching.ok) return switching;
      }
      if (settings.countryStatus === WalletCountryStatus.ActivationsDisabled && !exempt) return fail(walletErrors.activationDisabled);

      const holder = await repo.findWalletByPhone(cc, phone);
      if (holder && holder.id !== here?.id) {
        if (!lapsed(holder, at)) return fail(walletErrors.phoneAlreadyRegistered);
        await releaseLapsed(tx, at, cc);
      }
      if (here) {
        // A renewal keeps the place the reservation holds (or holds none, as before).
        const renewed = await repo.renewReservation(here.id, {
          phoneNumber: phone,
          reservedUntil: here.reservedUntil ? new Date(at + RESERVATION_MS) : null,
          updatedAt: new Date(at),
        });
        return renewed ? ok(renewed) : fail(walletErrors.creationFailed);
      }
      let placed = await repo.takePlace(cc);
      if (!placed && (await releaseLapsed(tx, at, cc)) > 0) placed = await repo.takePlace(cc);
      // A shopper with an activated wallet elsewhere is not held by the cap (commerce §4): without
      // a free place, their reservation holds none (`reservedUntil` null).
      if (!placed && !exempt) return fail(walletErrors.maxUsersReached);
      const wallet = await repo.insertReservation({
        id: newId('wal'),
        userId,
        countryCode: cc,
        currency: shop.country.currency,
        status: WalletStatus.Reserved,
        phoneNumber: phone,
        reservedUntil: placed ? new Date(at + RESERVATION_MS) : null,
        createdAt: new Date(at),
        updatedAt: new Date(at),
      });
      return ok(wallet);
    });
  }

  return {
    /** `POST /validate-phone`: whether the number already holds a wallet in the shop's country. */
    async validatePhone(shop: Shop, typed: string): Promise<Result<{ known: boolean }>> {
      const settings = openSettings(shop);
      if (!settings.ok) return settings;
      const phone = walletPhoneOf(shop.country, typed);
      if (!phone) return invalidPhone();
      const holder = await createWalletAccountsRepository(db).findWalletByPhone(shop.country.code, phone);
      return ok({ known: holder !== null && !lapsed(holder, now()) });
    },

    /**
     * `POST /send-otp`: reserves the shopper's wallet in the shop's country for the number (taking
     * a place unless the reservation already holds one), then sends the activation code to it.
     */
    async sendActivationCode(shop: Shop, shopper: Shopper, typed: string): Promise<Result<SendWalletCodeResponse>> {
      const settings = openSettings(shop);
      if (!settings.ok) return settings;
      const phone = walletPhoneOf(shop.country, typed);
      if (!phone) return invalidPhone();
      if (await identity.isDeletedPhoneNumber(shop.siteId, phone)) return fail(walletErrors.phoneDeleted);
      let reserved: Result<WalletRow>;
      try {
        reserved = await reserve(shop, settings.value, shopper.id, phone, now());
      } catch (err) {
        // Another shopper's reservation of the number committed first (wallets_country_phone).
        if (isUniqueViolation(err)) return fail(walletErrors.phoneAlreadyRegistered);
        throw err;
      }
      if (!reserved.ok) return reserved;
      const sent = await identity.phoneCodes.send(shopper, 'walletActivation', phone, 'walletActivationCode', WALLET.otpTimeoutSeconds);
      if (!sent.ok) return codeFailure(sent);
      return ok({
        destination: maskMobile(phone),
        expiresInSeconds: sent.value.expiresInSeconds,
        resendAfterSeconds: sent.value.resendAfterSeconds,
      });
    },

    /**
     * `POST /createWallet`: with the code sent to the reserved number, activates the reservation on
     * its ledger account (`wallet:<walletId>`) and makes it the shopper's current wallet, counting a
     * switch when their current wallet was of another country.
     */
    async createWallet(shop: Shop, shopper: Shopper, input: CreateWalletRequest): Promise<Result<WalletData>> {
      const cc = shop.country.code;
      const mismatched = [
        input.userId !== shopper.id && 'userId',
        input.countryCode.toLowerCase() !== cc && 'countryCode',
        input.currencyCode !== shop.country.currency && 'currencyCode',
      ].filter((path): path is string => path !== false);
      if (mismatched.length > 0) return fail(errors.invalidParameters, { fields: mismatched.map((path) => ({ path, code: 'mismatch' })) });
      const settings = openSettings(shop);
      if (!settings.ok) return settings;
      const phone = walletPhoneOf(shop.country, input.mobileNumber);
      if (!phone) return fail(walletErrors.invalidPhone, { fields: [{ path: 'mobileNumber', code: 'mobilePattern' }] });

      // The reservation must be there, for this number, before an attempt is spent on its code.
      const before = (await createWalletAccountsRepository(db).walletsOfUser(shopper.id)).find((w) => w.countryCode === cc);
      if (before && activated(before)) return fail(walletErrors.alreadyActivated);
      if (!before || before.phoneNumber !== phone) return fail(walletErrors.creationFailed);
      const used = await identity.phoneCodes.use(shopper.id, 'walletActivation', phone, input.verifyOtp);
      if (!used.ok) return codeFailure(used);

      const at = now();
      return inTransaction(async (tx) => {
        const repo = createWalletAccountsRepository(tx);
        const user = await repo.lockWalletUser(shopper.id);
        const mine = await repo.walletsOfUser(shopper.id, true);
        const here = mine.find((w) => w.countryCode === cc);
        if (here && activated(here)) return fail(walletErrors.alreadyActivated);
        // Given up, or lapsed and released, while the code was typed.
        if (!here || here.phoneNumber !== phone) return fail(walletErrors.creationFailed);
        const exempt = mine.some((w) => w.countryCode !== cc && activated(w));
        if (settings.value.countryStatus === WalletCountryStatus.ActivationsDisabled && !exempt) {
          return fail(walletErrors.activationDisabled);
        }
        const current = mine.find((w) => w.id === user.currentWalletId);
        let switches = { switchCount: user.switchCount, lastSwitchAt: user.lastSwitchAt };
        if (current && current.countryCode !== cc) {
          const switching = nextSwitch(user, at);
          if (!switching.ok) return switching;
          switches = switching.value;
        }
        // A reservation that held no place (cap passed by an exempt shopper) is counted if one is free now.
        if (here.reservedUntil === null) await repo.takePlace(cc);
        const account = await ledger.account(tx, {
          code: `wallet:${here.id}`,
          kind: 'wallet',
          currency: here.currency,
          mayGoNegative: false,
        });
        const wallet = await repo.activate(here.id, account.id, new Date(at));
        if (!wallet) return fail(walletErrors.creationFailed);
        await repo.setCurrentWallet(shopper.id, wallet.id, switches);
        return ok(walletData(wallet, { balanceMinor: 0n, version: 0 }));
      });
    },

    /** `POST /unreserveWallet`: gives up the shopper's reservation in the shop's country, and its place. Idempotent. */
    async unreserve(shop: Shop, shopper: Shopper): Promise<Result<{ released: boolean }>> {
      const cc = shop.country.code;
      return inTransaction(async (tx) => {
        const repo = createWalletAccountsRepository(tx);
        await repo.lockWalletUser(shopper.id);
        const here = (await repo.walletsOfUser(shopper.id, true)).find((w) => w.countryCode === cc && w.status === WalletStatus.Reserved);
        const dropped = here ? await repo.deleteReservation(here.id) : null;
        if (dropped?.reservedUntil) await repo.givePlacesBack(cc, 1);
        return ok({ released: dropped !== null });
      });
    },

    /** `POST /switchWallet`: makes the shopper's activated wallet of the shop's country their current one. */
    async switchWallet(shop: Shop, shopper: Shopper): Promise<Result<WalletRow>> {
      const cc = shop.country.code;
      const at = now();
      return inTransaction(async (tx) => {
        const repo = createWalletAccountsRepository(tx);
        const user = await repo.lockWalletUser(shopper.id);
        const mine = await repo.walletsOfUser(shopper.id);
        const here = mine.find((w) => w.countryCode === cc && activated(w));
        if (!here) return fail(walletErrors.notActivated);
        if (user.currentWalletId === here.id) return ok(here);
        const current = mine.find((w) => w.id === user.currentWalletId);
        let switches = { switchCount: user.switchCount, lastSwitchAt: user.lastSwitchAt };
        if (current) {
          const switching = nextSwitch(user, at);
          if (!switching.ok) return switching;
          switches = switching.value;
        }
        await repo.setCurrentWallet(shopper.id, here.id, switches);
        return ok(here);
      });
    },

    /**
     * Drops every reservation that lapsed and gives its place back (the periodic job; sending a
     * code does the same for its country when the places or the number are taken). Answers how many went.
     */
    async releaseLapsedReservations(): Promise<number> {
      let total = 0;
      for (;;) {
        const released = await db.transaction((tx) => releaseLapsed(tx, now()));
        total += released;
        if (released < RELEASE_BATCH) return total;
      }
    },
  };
}

export type WalletActivation = ReturnType<typeof createWalletActivation>;

/** A wallet as `GET /user/wallet` answers it (commerce §3), with its kept balance and version. */
export function walletData(wallet: WalletRow, balance: { balanceMinor: bigint; version: number }): WalletData {
  return {
    walletId: wallet.id,
    walletStatus: wallet.status as WalletData['walletStatus'],
    balanceAmount: balance.balanceMinor.toString(),
    balanceVersion: balance.version,
    countryCode: wallet.countryCode,
    currencyCode: wallet.currency,
    hasSpent: wallet.hasSpent,
    mobileNumber: maskMobile(wallet.phoneNumber),
  };
}
