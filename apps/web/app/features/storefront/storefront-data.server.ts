import type { AppLoadContext } from 'react-router';
import type { HomePageResponse } from '@store/contracts/storefront.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import { newsView, promoView, ratingView } from './format.server.ts';
import type { NewsView, PromoView, RatingView } from './views.ts';

/** The locale the storefront API names a shop by: its language and its country (`ar-EG`). */
const apiLocale = (shop: ShopLocale) => `${shop.language}-${shop.country.code.toUpperCase()}`;

export type HomeStorefront = Pick<HomePageResponse, 'banners'> & {
  highlighted: PromoView[];
  news: NewsView[];
  trustRating: RatingView | null;
};

/**
 * The home page's banners, highlighted promos, news and trust rating, from the storefront API's
 * service (no HTTP hop), which leaves out what the site's switches turn off. A failed read is the
 * API's default: the page shows its products without them.
 */
export async function homeStorefront(context: AppLoadContext, shop: ShopLocale): Promise<HomeStorefront> {
  const result = await context.services.storefront.homePage(context.site, { countryCode: shop.country.code, shopLang: shop.language });
  const page = result.ok ? result.value : null;
  return {
    banners: page?.banners ?? [],
    highlighted: (page?.highlighted ?? []).map((promo) => promoView(promo, shop.locale)),
    news: (page?.news ?? []).map((item) => newsView(item, shop.locale)),
    trustRating: page?.trustRating ? ratingView(page.trustRating, shop.locale) : null,
  };
}

export type ProductStorefront = { promos: PromoView[]; rating: RatingView | null; longDescription: boolean };

/** A product page's highlighted promos, its ratings (the review widget) and whether it shows its long description. */
export async function productStorefront(context: AppLoadContext, shop: ShopLocale, slug: string): Promise<ProductStorefront> {
  const { storefront } = context.services;
  const [promos, rating] = await Promise.all([
    storefront.productHighlightedPromo(context.site, { locale: apiLocale(shop), productPath: slug }),
    storefront.productRating(context.site, { productPath: slug }),
  ]);
  return {
    promos: promos.ok ? promos.value.itemList.map((promo) => promoView(promo, shop.locale)) : [],
    rating: rating.ok && rating.value.rating ? ratingView(rating.value.rating, shop.locale) : null,
    longDescription: context.site.features.longDescription,
  };
}
