import type { CashbackQuote, CreateOrderResponse, RedeemableDenomination } from '@store/contracts';
import type { RedeemPointsRequest } from '@store/contracts/rewards-requests.ts';
import { formatPrice } from '@store/contracts/money.ts';
import { callApi, type ApiResult } from '../../lib/api.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import { accountGet, accountPost } from '../account/index.ts';

/*
 * The browser side of `/api/rewards/*` the checkout uses (docs/decisions/0034): the cashback quote
 * (commerce §3 cashback purchase info), and points redemption. Fetched on demand with the price
 * formatter, so neither joins the product page's first load (ADR 0032): the page is kept by the
 * page caches, so nothing of a shopper's rewards is in its HTML.
 */

/** Writes an amount of the shop's currency the way the server writes prices. */
export function formatter(shop: ShopLocale): (amountMinor: string | bigint) => string {
  return (amountMinor) => formatPrice(amountMinor, { ...shop.country, locale: shop.locale });
}

/** What the checkout asks a quote for: the order as it would be placed, and the toggle. */
export type QuoteParams = {
  countryCode: string;
  productSlug: string;
  denominationId: string;
  paymentChannelId: number;
  useRewards: boolean;
};

/** A quote with its amounts written out. */
export type QuoteView = CashbackQuote & {
  written: { maximumBurn: string; burn: string; earn: string; pay: string };
};

export async function fetchQuote(shop: ShopLocale, params: QuoteParams, signal?: AbortSignal): Promise<ApiResult<QuoteView>> {
  const query = new URLSearchParams({
    countryCode: params.countryCode,
    productSlug: params.productSlug,
    denominationId: params.denominationId,
    paymentChannelId: String(params.paymentChannelId),
    useRewards: String(params.useRewards),
  });
  const result = await callApi<CashbackQuote>(`/api/rewards/quote?${query}`, { signal });
  if (!result.ok) return result;
  const write = formatter(shop);
  const quote = result.data;
  return {
    ok: true,
    data: {
      ...quote,
      written: {
        maximumBurn: write(quote.maximumBurnAmount),
        burn: write(quote.burnAmount),
        earn: write(quote.earnAmount),
        pay: write(quote.payAmount),
      },
    },
  };
}

export type Redeemable = {
  balanceAmount: string;
  balance: string;
  denominations: Array<RedeemableDenomination & { points: string }>;
};

/** `GET /api/rewards/redeemable`: the product's denominations points can buy, and the shopper's balance. */
export async function fetchRedeemable(shop: ShopLocale, productSlug: string): Promise<ApiResult<Redeemable>> {
  const query = new URLSearchParams({ countryCode: shop.country.code, productSlug });
  const result = await accountGet<{ balanceAmount: string; denominations: RedeemableDenomination[] }>(`/api/rewards/redeemable?${query}`);
  if (!result.ok) return result;
  const write = formatter(shop);
  return {
    ok: true,
    data: {
      balanceAmount: result.data.balanceAmount,
      balance: write(result.data.balanceAmount),
      denominations: result.data.denominations.map((denomination) => ({ ...denomination, points: write(denomination.pointsAmount) })),
    },
  };
}

/** `POST /api/rewards/redeem`: an order paid wholly with points; its `paymentUrl` is its waiting page. */
export function redeemPoints(request: RedeemPointsRequest): Promise<ApiResult<CreateOrderResponse>> {
  return accountPost<CreateOrderResponse>('/api/rewards/redeem', request);
}
