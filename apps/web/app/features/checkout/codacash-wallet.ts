import { formatPrice } from '@store/contracts/money.ts';
import { walletDisplayState, type WalletCountryData, type WalletData, type WalletDisplayState } from '@store/contracts/wallet.ts';
import { callApi } from '../../lib/api.ts';
import type { ShopLocale } from '../../lib/locale.ts';

/**
 * The signed-in shopper's Codacash as the payment step shows it (commerce §4 display states), read
 * in the browser after the page has loaded: the product page is kept by the page caches (ADR
 * 0005, 0028), so a balance never goes into its HTML. Fetched on demand, with the price formatter,
 * so neither joins the first load (ADR 0032).
 */
export type CodacashWallet = {
  state: WalletDisplayState;
  /** Minor units; null when the balance is not the shop's to show (another country's wallet). */
  balanceMinor: bigint | null;
  /** Writes an amount of the shop's currency the way the server writes prices. */
  format(amountMinor: bigint): string;
};

export async function readCodacashWallet(shop: ShopLocale): Promise<CodacashWallet | null> {
  const headers = { 'x-country-code': shop.country.code };
  const [wallet, country] = await Promise.all([
    callApi<WalletData | null>('/api/wallet/user/wallet', { headers }),
    callApi<WalletCountryData>(`/api/wallet/country/${encodeURIComponent(shop.country.code)}`, { headers }),
  ]);
  if (!wallet.ok) return null;
  const state = walletDisplayState(wallet.data, country.ok ? country.data : null);
  const here = wallet.data !== null && wallet.data.countryCode === shop.country.code && wallet.data.currencyCode === shop.country.currency;
  return {
    state,
    balanceMinor: here ? BigInt(wallet.data!.balanceAmount) : null,
    format: (amountMinor) => formatPrice(amountMinor, { ...shop.country, locale: shop.locale }),
  };
}
