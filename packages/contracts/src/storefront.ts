/**
 * The storefront API of commerce §7 (`/api/storefront`): requests as zod schemas, answers as types.
 * Every answer is the envelope; when a backing lookup fails the answer is the endpoint's default
 * (docs/decisions/0009), so these types are also what a client gets on a bad day.
 */
import { z } from 'zod';
import type { ProductSummary } from './api.ts';
import { plainText } from './text.ts';

const countryCode = z.string().regex(/^[a-z]{2}$/);
/** An interface locale (`en-SG`, `ar-EG`, `zh-TW`), a bare language (`en`), or the spec's `en-default`. */
const locale = z
  .string()
  .max(35)
  .regex(/^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/);
/** The white-label id of the site; the Host decides the site, and a different id is refused. */
const whitelabelId = z.union([
  z.number().int().min(0).max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);
const productSlug = /^[a-z0-9-]{1,80}$/;

/**
 * A product's path as the client knows it: its slug (`mobile-legends`) or its page path
 * (`/sg/mobile-legends`, `/en-eg/mobile-legends/`); the slug is what counts.
 */
export const productPath = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const path = value.split(/[?#]/)[0]!;
    const segments = path.split('/').filter(Boolean);
    const slug = segments.at(-1);
    // A bare slug, or a path whose first segment is a shop (`/sg/`, alone, is a home page, not a product).
    const shopOk = path.startsWith('/')
      ? segments.length === 2 && /^(?:[a-z]{2,3}-)?[a-z]{2}$/.test(segments[0]!)
      : segments.length === 1 && !path.endsWith('/');
    if (!slug || !shopOk || !productSlug.test(slug)) {
      ctx.addIssue({ code: 'custom', message: 'not a product path' });
      return z.NEVER;
    }
    return slug;
  });

/** Characters a CMS key may have (the catalogues' dotted keys, plural suffixes included). */
export const cmsKey = z.string().regex(/^[A-Za-z0-9_.-]{1,200}$/);
export const CMS_TYPES = ['TEXT', 'HTML'] as const;
export type CmsType = (typeof CMS_TYPES)[number];

export const cmsRequest = z
  .object({
    keys: z.array(cmsKey).min(1).max(100),
    locale,
    type: z.enum(CMS_TYPES).default('TEXT'),
    whitelabelId: whitelabelId.optional(),
  })
  .strict();
export type CmsRequest = z.infer<typeof cmsRequest>;
/** The keys found, each with its text; keys with no text are left out ({} on error). */
export type CmsResponse = { messages: Record<string, string> };

export const homePageRequest = z
  .object({
    countryCode,
    /** The shop's language: a language code (`ar`) or a locale (`ar-EG`). */
    shopLang: locale,
    whitelabelId: whitelabelId.optional(),
    /** The signed-in shopper, when there is one; not used until accounts exist (issue 5). */
    userId: plainText(64).nullable().optional(),
  })
  .strict();
export type HomePageRequest = z.infer<typeof homePageRequest>;

/** A highlighted promotion: a home banner, a home highlight, or one on a product page. */
export type HighlightedPromo = {
  id: string;
  productSlug: string;
  productName: string;
  /** The product's page in the shop the request names, e.g. `/sg/mobile-legends` or `/ar-ae/…`. */
  productPath: string;
  artwork: ProductSummary['artwork'];
  /** The CMS key of its words, and those words in the request's language ('' when there are none). */
  titleKey: string;
  title: string;
  endsAt: string | null;
};

export type HomeSectionId = 'popular' | 'topups' | 'vouchers';
export type HomeSection = { id: HomeSectionId; products: ProductSummary[] };

/** A news item on the country home, in the request's language. */
export type NewsItem = {
  id: string;
  titleKey: string;
  title: string;
  /** The product it is about, when the site sells it in the country. */
  productName: string | null;
  productPath: string | null;
  publishedAt: string;
};

/**
 * Shoppers' star ratings: how many gave each number of stars (`stars[0]` one star … `stars[4]`
 * five), their count and their mean rounded to one decimal. A product's on its page (the review
 * widget), or the sum over the site's products (its trust rating).
 */
export type RatingSummary = {
  average: number;
  count: number;
  stars: [number, number, number, number, number];
};

/**
 * The home page's sections ({banners: [], highlighted: [], news: [], trustRating: null,
 * sections: []} on error). A part whose site switch is off (shell §3: carousel, promotion, news,
 * trust rating) comes back empty.
 */
export type HomePageResponse = {
  countryCode: string;
  language: string;
  whitelabelId: number;
  banners: HighlightedPromo[];
  highlighted: HighlightedPromo[];
  news: NewsItem[];
  trustRating: RatingSummary | null;
  sections: HomeSection[];
};

export const INFO_BAR_PAGE_TYPES = ['home', 'product', 'search', 'other'] as const;
export const infoBarRequest = z
  .object({
    pageType: z.enum(INFO_BAR_PAGE_TYPES),
    /** The product page's path, on product pages. */
    productUrl: productPath.optional(),
    countryCode,
    whitelabelId: whitelabelId.optional(),
  })
  .strict();
export type InfoBarRequest = z.infer<typeof infoBarRequest>;
export type InfoBarItem = {
  id: string;
  kind: 'info' | 'warning' | 'promo';
  messageKey: string;
  /** The words in the country's default language ('' when there are none). */
  message: string;
  link: string | null;
};
export type InfoBarResponse = { items: InfoBarItem[] };

export const marketingConsentRequest = z
  .object({
    email: plainText(254).optional(),
    msisdn: plainText(20).optional(),
    country: countryCode,
    whitelabelId: whitelabelId.optional(),
  })
  .strict();
export type MarketingConsentRequest = z.infer<typeof marketingConsentRequest>;
/** The consent as recorded; contact details come back masked (shell §5). */
export type MarketingConsentItem = {
  id: string;
  email: string | null;
  msisdn: string | null;
  country: string;
  whitelabelId: number;
  createdAt: string;
};
/** `marketingConsentItem` is null when the consent could not be recorded. */
export type MarketingConsentResponse = { marketingConsentItem: MarketingConsentItem | null };

export const homeHighlightedPromoRequest = z.object({ locale }).strict();
export type HomeHighlightedPromoRequest = z.infer<typeof homeHighlightedPromoRequest>;

export const productHighlightedPromoRequest = z
  .object({
    locale,
    productPath,
    whitelabelId: whitelabelId.optional(),
  })
  .strict();
export type ProductHighlightedPromoRequest = z.infer<typeof productHighlightedPromoRequest>;
export type HighlightedPromoResponse = { itemList: HighlightedPromo[] };

/** `/productRating`: a product's ratings on the site (the review widget); null when it has none or the switch is off. */
export const productRatingRequest = z
  .object({
    productPath,
    whitelabelId: whitelabelId.optional(),
  })
  .strict();
export type ProductRatingRequest = z.infer<typeof productRatingRequest>;
export type ProductRatingResponse = { rating: RatingSummary | null };

/** `GET /detected-country` query (shell §7). */
export const detectedCountryQuery = z
  .object({
    /** The shop the shopper is on now. */
    country: countryCode.optional(),
    productPath: productPath.optional(),
    whitelabelId: whitelabelId.optional(),
  })
  .strict();
export type DetectedCountryQuery = z.infer<typeof detectedCountryQuery>;
/** Shell §3's detected-country result; every field null when no country could be detected. */
export type DetectedCountry = {
  countryIsoCode: string | null;
  countryName: string | null;
  productPath: string | null;
  productPathShortName: string | null;
};
