import { randomBytes } from 'node:crypto';
import {
  errors,
  isValidEmail,
  maskEmail,
  maskMobile,
  mobileMatches,
  type CmsRequest,
  type CmsResponse,
  type CmsType,
  type DetectedCountry,
  type DetectedCountryQuery,
  type HighlightedPromo,
  type HighlightedPromoResponse,
  type HomeHighlightedPromoRequest,
  type HomePageRequest,
  type HomePageResponse,
  type HomeSection,
  type InfoBarRequest,
  type InfoBarResponse,
  type MarketingConsentRequest,
  type MarketingConsentResponse,
  type NewsItem,
  type ProductHighlightedPromoRequest,
  type ProductRatingRequest,
  type ProductRatingResponse,
  type RatingSummary,
  type ProductSummary,
  type Site,
} from '@store/contracts';
import type { Db } from '@store/db';
import { isInterfaceLanguage } from '@store/i18n';
import { createCache } from '../../plugins/cache.ts';
import type { CatalogService, Country } from '../catalog/index.ts';
import { fail, failField, ok, type Failure, type Result } from '../../result.ts';
import { catalogueTexts } from './catalogues.ts';
import { answeredDefault } from './errors.ts';
import { createStorefrontRepository, type Placement, type StarCounts } from './repository.ts';

export type StorefrontDeps = {
  db: Db;
  catalog: CatalogService;
  log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  now?: () => number;
};

const SOURCE_LANGUAGE = 'en';
const CMS_CACHE_MS = 30_000;
/** Languages and types are few and checked, so this bounds the sites whose texts are kept. */
const CMS_CACHE_MAX_ENTRIES = 2_000;
const POPULAR_COUNT = 8;

/** `en-SG` → `en`; `en-default` → `en`; `ar` → `ar`; a language we have no interface in → `en`. */
function languageOf(locale: string): string {
  const language = locale.split(/[-_]/)[0]!.toLowerCase();
  return isInterfaceLanguage(language) ? language : SOURCE_LANGUAGE;
}

/** Star counts as the review widget and the trust rating show them; null when nobody rated yet. */
export function ratingSummary(stars: StarCounts): RatingSummary | null {
  const count = stars.reduce((sum, n) => sum + n, 0);
  if (count === 0) return null;
  const total = stars.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return { average: Math.round((total / count) * 10) / 10, count, stars };
}

/** The country a locale names (`en-SG` → `sg`), if it names one. */
function regionOf(locale: string): string | null {
  const region = locale.split(/[-_]/)[1];
  return region && /^[A-Za-z]{2}$/.test(region) ? region.toLowerCase() : null;
}

/** The shop segment of a country in a language (shell §2): `sg`, or `en-eg` for a non-default language. */
function shopSegment(country: Country, language: string): string {
  const option = country.languages.find((l) => l.code === language);
  return option && !option.isDefault ? `${language}-${country.code}` : country.code;
}

function defaultLanguage(country: Country): string {
  return country.languages.find((l) => l.isDefault)?.code ?? SOURCE_LANGUAGE;
}

/** The national number without formatting, trunk 0 or country code, as E.164 (`+6591234567`). */
function e164(phoneCode: string, mobile: string): string {
  let national = mobile.replace(/[\s().-]/g, '');
  if (national.startsWith(`+${phoneCode}`)) national = national.slice(phoneCode.length + 1);
  else if (national.startsWith('0')) national = national.slice(1);
  return `+${phoneCode}${national}`;
}

/** Country codes a CDN in front of the store puts on each request, most trusted first. */
const CDN_COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code', 'cloudfront-viewer-country'] as const;

/** Accept-Language's regions by preference: `ms-MY,en;q=0.8,en-SG;q=0.9` → my, sg. */
function acceptLanguageRegions(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { region: regionOf(tag!.trim()), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry): entry is { region: string; q: number; index: number } => entry.region !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.region);
}

/**
 * The storefront API of commerce §7. Reads are scoped by the request's site; a backing lookup
 * that fails is logged and answered with the endpoint's default, as the spec's client expects.
 */
export function createStorefrontService(deps: StorefrontDeps) {
  const { catalog, log } = deps;
  const now = deps.now ?? Date.now;
  const repository = createStorefrontRepository(deps.db);
  const cmsCache = createCache<Map<string, string>>({ ttlMs: CMS_CACHE_MS, max: CMS_CACHE_MAX_ENTRIES, now });

  /** A site's CMS texts in a language: its own over the store's (site 0). Kept briefly. */
  function cmsTexts(siteId: number, language: string, type: CmsType): Promise<Map<string, string>> {
    return cmsCache.get(`${siteId}/${language}/${type}`, async () => {
      const rows = await repository.cmsTexts([...new Set([0, siteId])], language, type);
      const map = new Map<string, string>();
      for (const row of rows) if (row.siteId === 0) map.set(row.key, row.value);
      for (const row of rows) if (row.siteId !== 0) map.set(row.key, row.value);
      return map;
    });
  }

  /**
   * The words of each key: the site's CMS text in the language, then the interface catalogue's
   * translation (plain text only), then the same in English. Keys with no words are left out.
   */
  async function resolveTexts(siteId: number, language: string, type: CmsType, keys: readonly string[]): Promise<Record<string, string>> {
    const languages = language === SOURCE_LANGUAGE ? [SOURCE_LANGUAGE] : [language, SOURCE_LANGUAGE];
    const sources: Array<ReadonlyMap<string, string>> = [];
    for (const lang of languages) {
      sources.push(await cmsTexts(siteId, lang, type));
      if (type === 'TEXT') sources.push(await catalogueTexts(lang));
    }
    const messages: Record<string, string> = {};
    for (const key of keys) {
      const text = sources.map((source) => source.get(key)).find((value) => value !== undefined);
      if (text !== undefined) messages[key] = text;
    }
    return messages;
  }

  function siteMismatch(site: Site, whitelabelId: number | undefined): Failure | null {
    return whitelabelId !== undefined && whitelabelId !== site.id
      ? failField(errors.invalidParameters, 'whitelabelId', 'siteMismatch')
      : null;
  }

  /** Runs a read; a failure is logged and the default answered (`answeredDefault`, the default as its data). */
  async function orDefault<T>(what: string, fallback: T, read: () => Promise<Result<T>>): Promise<Result<T>> {
    try {
      return await read();
    } catch (err) {
      log.error({ err }, `storefront ${what} failed; answering the default`);
      return fail(answeredDefault, fallback);
    }
  }

  /** The site's running promos of a placement that it sells in the country, with their words. */
  async function promosIn(
    site: Site,
    placement: Placement,
    country: Country,
    language: string,
    productSlug?: string,
  ): Promise<HighlightedPromo[]> {
    // Shell §3: the carousel switch shows the home banners, the promotion switch the highlights.
    if (!site.features[placement === 'banner' ? 'carousel' : 'promotion']) return [];
    const [rows, products] = await Promise.all([
      repository.promos(site.id, placement, productSlug),
      catalog.listProducts(site.id, country.code, language),
    ]);
    const sold = new Map(products.map((p) => [p.slug, p]));
    const shown = rows.filter((row) => sold.has(row.productSlug) && (row.countryCode === null || row.countryCode === country.code));
    const titles = await resolveTexts(
      site.id,
      language,
      'TEXT',
      shown.map((row) => row.titleKey),
    );
    const segment = shopSegment(country, language);
    return shown.map((row) => {
      const product = sold.get(row.productSlug)!;
      return {
        id: row.id,
        productSlug: product.slug,
        productName: product.name,
        productPath: `/${segment}/${product.slug}`,
        artwork: product.artwork,
        titleKey: row.titleKey,
        title: titles[row.titleKey] ?? '',
        endsAt: row.endsAt?.toISOString() ?? null,
      };
    });
  }

  /** The site's news in the country, in the language (none when its news switch is off). */
  async function newsIn(site: Site, country: Country, language: string, products: ProductSummary[]): Promise<NewsItem[]> {
    if (!site.features.news) return [];
    const rows = await repository.news(site.id, country.code);
    const titles = await resolveTexts(
      site.id,
      language,
      'TEXT',
      rows.map((row) => row.titleKey),
    );
    const sold = new Map(products.map((p) => [p.slug, p]));
    const segment = shopSegment(country, language);
    return rows
      .filter((row) => titles[row.titleKey] !== undefined)
      .map((row) => {
        const product = row.productSlug === null ? undefined : sold.get(row.productSlug);
        return {
          id: row.id,
          titleKey: row.titleKey,
          title: titles[row.titleKey]!,
          productName: product?.name ?? null,
          productPath: product ? `/${segment}/${product.slug}` : null,
          publishedAt: row.publishedAt.toISOString(),
        };
      });
  }

  function homeSections(products: ProductSummary[]): HomeSection[] {
    const sections: HomeSection[] = [
      { id: 'popular', products: products.slice(0, POPULAR_COUNT) },
      { id: 'topups', products: products.filter((p) => p.kind === 'topup') },
      { id: 'vouchers', products: products.filter((p) => p.kind === 'voucher') },
    ];
    return sections.filter((section) => section.products.length > 0);
  }

  return {
    /** `/cms`: the words of the keys asked for, in the locale's language ({} on error). */
    async cms(site: Site, request: CmsRequest): Promise<Result<CmsResponse>> {
      const mismatch = siteMismatch(site, request.whitelabelId);
      if (mismatch) return mismatch;
      return orDefault('cms', { messages: {} }, async () =>
        ok({ messages: await resolveTexts(site.id, languageOf(request.locale), request.type, request.keys) }),
      );
    },

    /** `/homePage`: banners, highlighted promos and product sections of the site in the country. */
    async homePage(site: Site, request: HomePageRequest): Promise<Result<HomePageResponse>> {
      const mismatch = siteMismatch(site, request.whitelabelId);
      if (mismatch) return mismatch;
      const language = languageOf(request.shopLang);
      const empty: HomePageResponse = {
        countryCode: request.countryCode,
        language,
        whitelabelId: site.id,
        banners: [],
        highlighted: [],
        news: [],
        trustRating: null,
        sections: [],
      };
      return orDefault('homePage', empty, async () => {
        const country = await catalog.getCountry(site.id, request.countryCode);
        if (!country) return ok(empty);
        const products = await catalog.listProducts(site.id, country.code, language);
        const [banners, highlighted, news, trustRating] = await Promise.all([
          promosIn(site, 'banner', country, language),
          promosIn(site, 'home', country, language),
          newsIn(site, country, language, products),
          site.features.trustRating ? repository.starCounts(site.id).then(ratingSummary) : null,
        ]);
        return ok({ ...empty, banners, highlighted, news, trustRating, sections: homeSections(products) });
      });
    },

    /** `/infoBar`: the lines above a page of the site in the country, in its default language. */
    async infoBar(site: Site, request: InfoBarRequest): Promise<Result<InfoBarResponse>> {
      const mismatch = siteMismatch(site, request.whitelabelId);
      if (mismatch) return mismatch;
      return orDefault('infoBar', { items: [] }, async () => {
        const country = await catalog.getCountry(site.id, request.countryCode);
        if (!country) return ok({ items: [] });
        const rows = await repository.infoBarItems(site.id, request.pageType, country.code, request.productUrl ?? null);
        const texts = await resolveTexts(
          site.id,
          defaultLanguage(country),
          'TEXT',
          rows.map((row) => row.messageKey),
        );
        return ok({
          items: rows.map((row) => ({
            id: row.id,
            kind: row.kind as 'info' | 'warning' | 'promo',
            messageKey: row.messageKey,
            message: texts[row.messageKey] ?? '',
            link: row.link,
          })),
        });
      });
    },

    /**
     * An unsubscribe (shell §2): every marketing consent a guest gave on the site for this e-mail
     * (lower-case) or mobile (E.164) is withdrawn; answers how many were (docs/decisions/0052).
     */
    withdrawMarketingConsents: (siteId: number, contact: { email: string } | { msisdn: string }) =>
      repository.withdrawConsents(siteId, contact, new Date(now())),

    /** `/marketing-consent`: records the consent of an e-mail and/or mobile number on the site. */
    async marketingConsent(site: Site, request: MarketingConsentRequest): Promise<Result<MarketingConsentResponse>> {
      const mismatch = siteMismatch(site, request.whitelabelId);
      if (mismatch) return mismatch;
      const email = request.email ? request.email.toLowerCase() : null;
      const mobile = request.msisdn ? request.msisdn : null;
      if (email === null && mobile === null) return failField(errors.invalidParameters, 'email', 'required');
      if (email !== null && !isValidEmail(email)) return failField(errors.invalidEmail, 'email', 'invalid');
      return orDefault<MarketingConsentResponse>('marketing-consent', { marketingConsentItem: null }, async () => {
        const country = await catalog.getCountry(site.id, request.country);
        if (!country) return failField(errors.invalidParameters, 'country', 'unknown');
        if (mobile !== null && !mobileMatches(country.mobilePattern, country.phoneCode, mobile)) {
          return failField(errors.invalidParameters, 'msisdn', 'mobilePattern');
        }
        const row = await repository.insertConsent({
          id: `mco_${randomBytes(16).toString('base64url')}`,
          siteId: site.id,
          countryCode: country.code,
          email,
          msisdn: mobile === null ? null : e164(country.phoneCode, mobile),
        });
        return ok({
          marketingConsentItem: {
            id: row.id,
            email: row.email === null ? null : maskEmail(row.email),
            msisdn: row.msisdn === null ? null : maskMobile(row.msisdn),
            country: row.countryCode,
            whitelabelId: row.siteId,
            createdAt: row.createdAt.toISOString(),
          },
        });
      });
    },

    /** `/homeHighlightedPromo`: the site's highlighted promos for the locale's country. */
    async homeHighlightedPromo(site: Site, request: HomeHighlightedPromoRequest): Promise<Result<HighlightedPromoResponse>> {
      return orDefault('homeHighlightedPromo', { itemList: [] }, async () => {
        const code = regionOf(request.locale);
        const country = code ? await catalog.getCountry(site.id, code) : null;
        if (!country) return ok({ itemList: [] });
        return ok({ itemList: await promosIn(site, 'home', country, languageOf(request.locale)) });
      });
    },

    /** `/productHighlightedPromo`: the promos shown on a product's page, for the locale's country. */
    async productHighlightedPromo(site: Site, request: ProductHighlightedPromoRequest): Promise<Result<HighlightedPromoResponse>> {
      const mismatch = siteMismatch(site, request.whitelabelId);
      if (mismatch) return mismatch;
      return orDefault('productHighlightedPromo', { itemList: [] }, async () => {
        const code = regionOf(request.locale);
        const country = code ? await catalog.getCountry(site.id, code) : null;
        if (!country) return ok({ itemList: [] });
        return ok({ itemList: await promosIn(site, 'product', country, languageOf(request.locale), request.productPath) });
      });
    },

    /** `/productRating`: the product's star ratings on the site (the review widget of shell §3). */
    async productRating(site: Site, request: ProductRatingRequest): Promise<Result<ProductRatingResponse>> {
      const mismatch = siteMismatch(site, request.whitelabelId);
      if (mismatch) return mismatch;
      if (!site.features.reviewWidget) return ok({ rating: null });
      return orDefault<ProductRatingResponse>('productRating', { rating: null }, async () =>
        ok({ rating: ratingSummary(await repository.starCounts(site.id, [request.productPath])) }),
      );
    },

    /**
     * Detected country (shell §3, §7): from the CDN's country header, else the regions of
     * Accept-Language, among the countries the site sells in; with the product's page there when
     * the site sells it there, else the country's home. Nothing detected: every field null.
     */
    async detectedCountry(
      site: Site,
      query: DetectedCountryQuery,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<Result<DetectedCountry>> {
      const mismatch = siteMismatch(site, query.whitelabelId);
      if (mismatch) return mismatch;
      const none: DetectedCountry = { countryIsoCode: null, countryName: null, productPath: null, productPathShortName: null };
      return orDefault('detected country', none, async () => {
        const countries = new Map((await catalog.listCountries(site.id)).map((c) => [c.code, c]));
        const header = (name: string) => {
          const value = headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const cdn = CDN_COUNTRY_HEADERS.map(header).find((value) => value !== undefined && value.trim() !== '');
        const candidates = cdn !== undefined ? [cdn.trim().toLowerCase()] : acceptLanguageRegions(header('accept-language'));
        const country = candidates.map((code) => countries.get(code)).find((c) => c !== undefined);
        if (!country) return ok(none);
        const product = query.productPath ? await catalog.getProduct(site.id, country.code, query.productPath) : null;
        return ok({
          countryIsoCode: country.code,
          countryName: country.enName,
          productPath: product ? `/${country.code}/${product.slug}` : `/${country.code}/`,
          productPathShortName: product ? product.name : null,
        });
      });
    },

    clearCache(): void {
      cmsCache.clear();
    },
  };
}

export type StorefrontService = ReturnType<typeof createStorefrontService>;
