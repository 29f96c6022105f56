import {
  errors,
  isCodacashChannel,
  WalletStatus,
  walletErrors,
  type TopupStatus,
  type WalletCountryData,
  type WalletData,
  type WalletPaymentChannel,
  type WalletTransaction,
  type WalletTransactionsPage,
} from '@store/contracts';
import type { WalletTransactionsQuery } from '@store/contracts/wallet-requests.ts';
import type { Db } from '@store/db';
import { fail, ok, type Result } from '../../result.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { IdentityService } from '../identity/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { createUserSettings } from './user-settings.ts';
import { createWalletActivation, walletData, type Shop, type Shopper } from './activation.ts';
import { createWalletMoney } from './money.ts';
import { createWalletAccountsRepository, createWalletRepository, type WalletRow, type WalletTopupRow } from './repository.ts';

export type WalletServiceDeps = {
  db: Db;
  ledger: LedgerService;
  identity: Pick<IdentityService, 'phoneCodes' | 'isDeletedPhoneNumber'>;
  catalog: Pick<CatalogService, 'getCountry' | 'listPaymentChannels'>;
  now?: () => number;
};

/** The reads need only the shopper's id, so the web app's loaders call them with the viewer's. */
type Reader = Pick<Shopper, 'id'>;
type StatementLine = Awaited<ReturnType<LedgerService['statement']>>[number];
/** Where a page of the history stopped in each of its two streams (ledger entries, top-ups not credited). */
type HistoryCursor = { e: number | null; t: { at: string; id: string } | null };

const MOVEMENT_TYPES: Record<string, WalletTransaction['type']> = {
  topup: 'topup',
  charge: 'charge',
  refund: 'refund',
  giftCode: 'giftCode',
};
/** A top-up's payment page is only worth showing while it may still be paid. */
const PAYABLE: readonly TopupStatus[] = ['Init', 'Pending'];

function encodeCursor(cursor: HistoryCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string | undefined): HistoryCursor | null | 'invalid' {
  if (text === undefined || text === '') return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<HistoryCursor>;
    const e = value.e ?? null;
    const t = value.t ?? null;
    if (e !== null && !(Number.isSafeInteger(e) && e > 0)) return 'invalid';
    if (t !== null && !(typeof t === 'object' && typeof t.id === 'string' && typeof t.at === 'string' && !Number.isNaN(Date.parse(t.at)))) {
      return 'invalid';
    }
    return { e, t: t ? { at: t.at, id: t.id } : null };
  } catch {
    return 'invalid';
  }
}

/**
 * The Codacash wallet (commerce §2–§9; docs/decisions/0033): the shop a call is made in, activation
 * and switching (`activation.ts`), the reads of the wallet pages, and the money (`money`, used by
 * the workflows inside their own transactions).
 */
export function createWalletService(deps: WalletServiceDeps) {
  const { db, ledger, catalog } = deps;
  const now = deps.now ?? Date.now;
  const activation = createWalletActivation({ db, ledger, identity: deps.identity, now });
  const money = createWalletMoney({ ledger, now });

  async function balanceOf(wallet: WalletRow) {
    if (wallet.accountId === null) return { balanceMinor: 0n, version: 0 };
    return (await ledger.balances([wallet.accountId])).get(wallet.accountId) ?? { balanceMinor: 0n, version: 0 };
  }

  async function channelNames(countryCode: string): Promise<Map<number, string>> {
    return new Map((await catalog.listPaymentChannels(countryCode)).map((c) => [c.id, c.name]));
  }

  function topupTransaction(topup: WalletTopupRow, channels: Map<number, string>, balanceAfter: bigint | null): WalletTransaction {
    const status = topup.status as TopupStatus;
    return {
      id: topup.id,
      type: 'topup',
      status,
      amount: topup.amountMinor.toString(),
      currencyCode: topup.currency,
      balanceAfter: balanceAfter === null ? null : balanceAfter.toString(),
      orderId: topup.orderId,
      paymentChannel: channels.get(topup.paymentChannelId) ?? null,
      paymentUrl: PAYABLE.includes(status) ? topup.paymentUrl : null,
      failureCode: topup.failureCode,
      createdAt: topup.createdAt.toISOString(),
      updatedAt: topup.updatedAt.toISOString(),
    };
  }

  /** A movement of the balance; a credited top-up keeps its own id, so `GET /wallet-txn/:id` finds it. */
  function movementTransaction(line: StatementLine, topups: Map<string, WalletTopupRow>, channels: Map<number, string>): WalletTransaction {
    const topup = line.kind === 'topup' && line.reference ? topups.get(line.reference) : undefined;
    if (topup)
      return { ...topupTransaction(topup, channels, line.balanceAfter), status: 'Success', createdAt: line.createdAt.toISOString() };
    const type = MOVEMENT_TYPES[line.kind] ?? (line.amountMinor < 0n ? 'charge' : 'refund');
    const at = line.createdAt.toISOString();
    return {
      id: line.kind === 'topup' && line.reference ? line.reference : `led_${line.entryId}`,
      type,
      status: 'Success',
      amount: line.amountMinor.toString(),
      currencyCode: line.currency,
      balanceAfter: line.balanceAfter === null ? null : line.balanceAfter.toString(),
      orderId: type === 'charge' || type === 'refund' ? line.reference : null,
      paymentChannel: null,
      paymentUrl: null,
      failureCode: null,
      createdAt: at,
      updatedAt: at,
    };
  }

  /** The shopper's current wallet; without one, their reservation in the shop's country (a verification under way). */
  async function currentWalletRow(shopper: Reader, countryCode: string | null): Promise<WalletRow | null> {
    const repo = createWalletAccountsRepository(db);
    const user = await repo.findWalletUser(shopper.id);
    const mine = await repo.walletsOfUser(shopper.id);
    const current = user?.currentWalletId ? mine.find((w) => w.id === user.currentWalletId) : undefined;
    if (current) return current;
    return mine.find((w) => w.countryCode === countryCode && w.status === WalletStatus.Reserved) ?? null;
  }

  return {
    ...activation,
    ...createUserSettings({ db, now }),
    money,

    /** The shop of a call: a country the site sells in (else invalid parameters) and Codacash's settings there. */
    async shop(siteId: number, countryCode: string | null | undefined): Promise<Result<Shop>> {
      const code = countryCode?.trim().toLowerCase();
      const country = code && /^[a-z]{2}$/.test(code) ? await catalog.getCountry(siteId, code) : null;
      if (!country) return fail(errors.invalidParameters, { fields: [{ path: 'x-country-code', code: 'unknownCountry' }] });
      return ok({ siteId, country, settings: await createWalletRepository(db).findCountry(country.code) });
    },

    /** `GET /user/wallet`: the current wallet (null when the shopper has none). */
    async currentWallet(shopper: Reader, countryCode: string | null): Promise<WalletData | null> {
      const wallet = await currentWalletRow(shopper, countryCode);
      return wallet ? walletData(wallet, await balanceOf(wallet)) : null;
    },

    /** A wallet row as `GET /user/wallet` answers it (after a switch). */
    async walletData(wallet: WalletRow): Promise<WalletData> {
      return walletData(wallet, await balanceOf(wallet));
    },

    /** `GET /country/:countryCode`: Codacash's settings in a country, with today's and this month's totals. */
    async country(shop: Shop): Promise<Result<WalletCountryData>> {
      const settings = shop.settings;
      if (!settings) return fail(walletErrors.unavailable);
      const totals = await createWalletRepository(db).countryTotals(settings.countryCode, new Date(now()));
      return ok({
        countryCode: settings.countryCode,
        currencyCode: shop.country.currency,
        countryStatus: settings.countryStatus as WalletCountryData['countryStatus'],
        maxAllowedUsers: settings.maxAllowedUsers,
        walletCount: settings.walletCount,
        maxWalletBalance: settings.maxWalletBalance.toString(),
        topupDailyTotal: totals.topupDaily.toString(),
        topupMonthlyTotal: totals.topupMonthly.toString(),
        purchaseDailyTotal: totals.chargeDaily.toString(),
        purchaseMonthlyTotal: totals.chargeMonthly.toString(),
        maxCountryTopupDaily: settings.maxCountryTopupDaily.toString(),
        maxCountryTopupMonthly: settings.maxCountryTopupMonthly.toString(),
        maxCountryChargeDaily: settings.maxCountryChargeDaily.toString(),
        maxCountryChargeMonthly: settings.maxCountryChargeMonthly.toString(),
        topupPresets: [...settings.topupPresets],
        customTopup: settings.customTopup,
        minTopup: settings.minTopup.toString(),
        maxTopup: settings.maxTopup.toString(),
        paymentChannelId: settings.paymentChannelId,
      });
    },

    /** `GET /paymentChannels`: the shop country's channels a top-up may be paid with (all but Codacash itself). */
    async paymentChannels(shop: Shop): Promise<WalletPaymentChannel[]> {
      const channels = await catalog.listPaymentChannels(shop.country.code);
      return channels
        .filter((c) => c.kind !== 'codacash' && !isCodacashChannel(c.id) && c.id !== shop.settings?.paymentChannelId)
        .map((c) => ({ id: c.id, name: c.name, kind: c.kind, sortOrder: c.sortOrder }))
        .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    },

    /** `GET /wallet-txn/:id`: one top-up of the shopper's wallets (302 for anyone else's). */
    async transaction(shopper: Reader, topupId: string): Promise<Result<WalletTransaction>> {
      const found = await createWalletAccountsRepository(db).findTopupOfUser(shopper.id, topupId);
      if (!found) return fail(walletErrors.transactionNotFound);
      const { topup, wallet } = found;
      let balanceAfter: bigint | null = null;
      if (topup.status === 'Success' && wallet.accountId !== null) {
        const transfer = await ledger.findTransfer(`topup:${topup.id}`);
        balanceAfter = transfer?.entries.find((e) => e.accountId === wallet.accountId)?.balanceAfter ?? null;
      }
      return ok(topupTransaction(topup, await channelNames(wallet.countryCode), balanceAfter));
    },

    /**
     * `GET /transactions`: the current wallet's history, newest first: its ledger statement merged
     * with its top-ups not credited. A page is cut from the two streams merged by time; the cursor
     * remembers where each stopped.
     */
    async transactions(shopper: Reader, query: WalletTransactionsQuery): Promise<Result<WalletTransactionsPage>> {
      const cursor = decodeCursor(query.before);
      if (cursor === 'invalid') return fail(errors.invalidParameters, { fields: [{ path: 'before', code: 'invalid' }] });
      const wallet = await currentWalletRow(shopper, null);
      if (!wallet || wallet.accountId === null) return ok({ items: [], nextBefore: null });
      const repo = createWalletAccountsRepository(db);
      const limit = query.limit;
      const [lines, waiting] = await Promise.all([
        ledger.statement(wallet.accountId, { limit: limit + 1, beforeEntryId: cursor?.e ?? null }),
        repo.uncreditedTopups(wallet.id, limit + 1, cursor?.t ?? null),
      ]);
      type Item = { at: number; line?: StatementLine; topup?: { topup: WalletTopupRow; at: string } };
      const merged: Item[] = [
        ...lines.map((line) => ({ at: line.createdAt.getTime(), line })),
        ...waiting.map((topup) => ({ at: topup.topup.createdAt.getTime(), topup })),
      ].sort((a, b) => b.at - a.at);
      const page = merged.slice(0, limit);
      const credited = page.flatMap((item) => (item.line?.kind === 'topup' && item.line.reference ? [item.line.reference] : []));
      const [topups, channels] = await Promise.all([repo.topupsByIds(wallet.id, credited), channelNames(wallet.countryCode)]);
      const byId = new Map(topups.map((t) => [t.id, t]));
      const items = page.map((item) =>
        item.line ? movementTransaction(item.line, byId, channels) : topupTransaction(item.topup!.topup, channels, null),
      );
      let next: HistoryCursor = { e: cursor?.e ?? null, t: cursor?.t ?? null };
      for (const item of page) {
        if (item.line) next = { ...next, e: item.line.entryId };
        else next = { ...next, t: { at: item.topup!.at, id: item.topup!.topup.id } };
      }
      return ok({ items, nextBefore: merged.length > limit ? encodeCursor(next) : null });
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
