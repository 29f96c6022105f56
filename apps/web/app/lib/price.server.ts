import type { DenominationView, ProductSummary } from '@store/contracts';
import { formatPrice } from '@store/contracts/money.ts';
import type { ShopLocale } from './locale.ts';

/**
 * Every price on the site is written here, on the server, with the shell §9 rules of formatPrice
 * and the shop's interface locale. Loaders send the written price with the amount, so the browser
 * needs no formatting code of its own and shows exactly what the server rendered.
 */
export function price(shop: ShopLocale, amountMinor: string | bigint): string {
  return formatPrice(amountMinor, { ...shop.country, locale: shop.locale });
}

export type PricedProduct = ProductSummary & { fromPrice: string };
export type PricedDenomination = DenominationView & { price: string };

export function withFromPrice(shop: ShopLocale, products: readonly ProductSummary[]): PricedProduct[] {
  return products.map((product) => ({ ...product, fromPrice: price(shop, product.fromPriceMinor) }));
}

export function withPrices(shop: ShopLocale, denominations: readonly DenominationView[]): PricedDenomination[] {
  return denominations.map((denomination) => ({ ...denomination, price: price(shop, denomination.priceMinor) }));
}
