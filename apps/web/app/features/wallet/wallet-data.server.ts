import type { UserDetails } from '@store/contracts/identity-codes.ts';
import {
  walletDisplayState,
  WalletCountryStatus,
  type WalletCountryData,
  type WalletData,
  type WalletDisplayState,
  type WalletPaymentChannel,
  type WalletTransaction,
  type WalletTransactionsPage,
} from '@store/contracts/wallet.ts';
import type { AppLoadContext } from 'react-router';
import type { ShopLocale } from '../../lib/locale.ts';
import { price } from '../../lib/price.server.ts';
import type { WalletHeaderData } from './header.tsx';
import { HISTORY_PAGE_SIZE, type HistoryRow, type TopupView, type WalletView } from './views.ts';

/**
 * What the wallet pages read from the wallet module, in the same process (plugins/web.ts hands the
 * loaders `context.services`): the same reads `/api/wallet/*` answers the browser, for one request.
 */
export type WalletReads = {
  /** The shopper's current wallet (commerce §3), in whatever country; without one, a verification under way in `countryCode`; null when none. */
  currentWallet(userId: string, countryCode: string): Promise<WalletData | null>;
  /** A country's wallet settings; null for a country without any (or one the site does not sell in). */
  country(countryCode: string): Promise<WalletCountryData | null>;
  /** The top-up channels of a country, sorted by sortOrder then id, Codacash itself left out (commerce §7). */
  paymentChannels(countryCode: string): Promise<WalletPaymentChannel[]>;
  /** One top-up of the shopper's wallets; null when it is not theirs. */
  transaction(userId: string, id: string): Promise<WalletTransaction | null>;
  /** A page of the current wallet's history, newest first; `before` is the previous page's `nextBefore`. */
  transactions(userId: string, page: { limit: number; before?: string }): Promise<WalletTransactionsPage>;
};

/** The wallet module's reads for this request's site, or null while the store runs without it. */
export function walletReads(context: AppLoadContext): WalletReads | null {
  const wallet = (context.services as Partial<AppLoadContext['services']>).wallet;
  if (!wallet) return null;
  const siteId = context.site.id;
  // The shop of a country (its catalogue row and Codacash settings), read once per request.
  const shops = new Map<string, ReturnType<typeof wallet.shop>>();
  const shopOf = (countryCode: string) => {
    if (!shops.has(countryCode)) shops.set(countryCode, wallet.shop(siteId, countryCode));
    return shops.get(countryCode)!;
  };
  return {
    currentWallet: (userId, countryCode) => wallet.currentWallet({ id: userId }, countryCode),
    async country(countryCode) {
      const shop = await shopOf(countryCode);
      if (!shop.ok) return null;
      const country = await wallet.country(shop.value);
      return country.ok ? country.value : null;
    },
    async paymentChannels(countryCode) {
      const shop = await shopOf(countryCode);
      return shop.ok ? wallet.paymentChannels(shop.value) : [];
    },
    async transaction(userId, id) {
      const found = await wallet.transaction({ id: userId }, id);
      return found.ok ? found.value : null;
    },
    async transactions(userId, page) {
      const found = await wallet.transactions({ id: userId }, page);
      return found.ok ? found.value : { items: [], nextBefore: null };
    },
  };
}

/** The wallet as a page shows it: its display state and its balance written in the shop's way. */
export function walletView(shop: ShopLocale, wallet: WalletData | null, country: WalletCountryData | null): WalletView {
  const state: WalletDisplayState = walletDisplayState(wallet, country);
  return {
    state,
    wallet: wallet
      ? {
          walletId: wallet.walletId,
          status: wallet.walletStatus,
          countryCode: wallet.countryCode,
          currencyCode: wallet.currencyCode,
          mobileNumber: wallet.mobileNumber,
          balanceMinor: wallet.balanceAmount,
          balanceVersion: wallet.balanceVersion,
          // A wallet of another country is in its own currency: shown as a figure with its code.
          balance:
            wallet.currencyCode === shop.country.currency
              ? price(shop, wallet.balanceAmount)
              : `${wallet.balanceAmount} ${wallet.currencyCode}`,
        }
      : null,
  };
}

/**
 * Shell §2: the header's wallet entry. Hidden where the wallet is not offered (the country's
 * switch, white-label sites: the caller checks `featureOn`) and where the country is wallet-locked
 * and the shopper has no wallet there.
 */
export type WalletHeaderSummary = WalletHeaderData | null;

export function headerSummary(shop: ShopLocale, wallet: WalletData | null, country: WalletCountryData | null): WalletHeaderSummary {
  const here = wallet !== null && wallet.countryCode === shop.country.code && wallet.walletStatus !== 2;
  if (!country || (country.countryStatus === WalletCountryStatus.Locked && !here)) return null;
  const view = walletView(shop, wallet, country);
  const showsBalance = view.state === 'activated' || view.state === 'restricted' || view.state === 'suspended';
  return {
    state: view.state,
    balance: showsBalance ? view.wallet!.balance : null,
    walletId: view.wallet?.walletId ?? null,
    version: view.wallet?.balanceVersion ?? 0,
  };
}

export function historyRow(shop: ShopLocale, row: WalletTransaction): HistoryRow {
  const sameCurrency = row.currencyCode === shop.country.currency;
  const negative = row.amount.startsWith('-');
  const magnitude = negative ? row.amount.slice(1) : row.amount;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    negative,
    amount: sameCurrency ? price(shop, magnitude) : `${magnitude} ${row.currencyCode}`,
    createdAt: row.createdAt,
    orderId: row.orderId,
  };
}

export function topupView(shop: ShopLocale, row: WalletTransaction): TopupView {
  return {
    id: row.id,
    status: row.status,
    amountMinor: row.amount.replace(/^-/, ''),
    amount: historyRow(shop, row).amount,
    orderId: row.orderId,
    paymentChannel: row.paymentChannel,
    paymentUrl: row.paymentUrl,
    failureCode: row.failureCode,
    createdAt: row.createdAt,
  };
}

/** The first page of the history, and the cursor of the next (null at the end). */
export async function historyPage(
  reads: WalletReads,
  shop: ShopLocale,
  userId: string,
): Promise<{ rows: HistoryRow[]; nextBefore: string | null }> {
  const page = await reads.transactions(userId, { limit: HISTORY_PAGE_SIZE });
  return { rows: page.items.map((row) => historyRow(shop, row)), nextBefore: page.nextBefore };
}

/** The account's mobile number, as a national number of the shop's country when it is one (to start the phone step with). */
export function accountPhone(shop: ShopLocale, user: Pick<UserDetails, 'phone_number' | 'phone_number_verified'>) {
  const phone = user.phone_number ?? '';
  const prefix = `+${shop.country.phoneCode}`;
  return { national: phone.startsWith(prefix) ? phone.slice(prefix.length) : '', unverified: phone !== '' && !user.phone_number_verified };
}
