import type { HighlightedPromo, NewsItem, RatingSummary } from '@store/contracts/storefront.ts';

// The storefront's parts as the page shows them: the API's data with its numbers and dates already
// written out in the shop's locale by the loader (format.server.ts, docs/decisions/0062).

/** A highlighted promotion, and the day it ends. */
export type PromoView = HighlightedPromo & { endsOn: string | null };

/** A news item, and the day it was published. */
export type NewsView = NewsItem & { publishedOn: string };

/** A rating summary, with its average, its count and each star row's count written out. */
export type RatingView = RatingSummary & { averageText: string; countText: string; starTexts: string[] };
