import type { HighlightedPromo, NewsItem, RatingSummary } from '@store/contracts/storefront.ts';
import type { NewsView, PromoView, RatingView } from './views.ts';

/**
 * Numbers and dates of the storefront's parts in the shop's locale with Latin digits (shell §9), and
 * dates in UTC, formatted by the page's loader and sent as text (docs/decisions/0062): the first
 * formatter a page makes costs a phone tens of milliseconds of the hydration it would hold up.
 * Each formatter is made once per locale: making one costs far more than using it.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function once<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = made.get(key) as F | undefined;
  if (!formatter) made.set(key, (formatter = make()));
  return formatter;
}

function formatCount(value: number, locale: string): string {
  return once(`count ${locale}`, () => new Intl.NumberFormat(locale, { numberingSystem: 'latn' })).format(value);
}

function formatAverage(value: number, locale: string): string {
  return once(
    `average ${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, numberingSystem: 'latn' }),
  ).format(value);
}

function formatDay(iso: string, locale: string): string {
  return once(
    `day ${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC', numberingSystem: 'latn' }),
  ).format(new Date(iso));
}

/** A promotion as the page shows it: the day it ends written out. */
export const promoView = (promo: HighlightedPromo, locale: string): PromoView => ({
  ...promo,
  endsOn: promo.endsAt ? formatDay(promo.endsAt, locale) : null,
});

/** A news item as the page shows it: the day it was published written out. */
export const newsView = (item: NewsItem, locale: string): NewsView => ({ ...item, publishedOn: formatDay(item.publishedAt, locale) });

/** A rating summary as the page shows it: its average and counts written out. */
export const ratingView = (rating: RatingSummary, locale: string): RatingView => ({
  ...rating,
  averageText: formatAverage(rating.average, locale),
  countText: formatCount(rating.count, locale),
  starTexts: rating.stars.map((n) => formatCount(n, locale)),
});
