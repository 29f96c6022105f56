import { asksRiotId, type ProductDetail, type ProductSuggestion, type ProductSummary } from '@store/contracts';
import { searchKey, type Db } from '@store/db';
import { denominationNameIn } from '@store/contracts/catalogue-texts.ts';
import { createCache, type Freshness } from '../../plugins/cache.ts';
import { channelMarksOf, productArtwork } from './brand-marks.ts';
import { buildSearchIndex } from './search-index.ts';
import {
  createCatalogRepository,
  type CountryRow,
  type DenominationRow,
  type PaymentChannelRow,
  type ProductWithPrice,
} from './repository.ts';

export type Country = CountryRow;

function toSummary(product: ProductWithPrice, currency: string): ProductSummary {
  return {
    slug: product.slug,
    name: product.name,
    publisher: product.publisher,
    kind: product.kind as ProductSummary['kind'],
    category: product.category,
    artwork: productArtwork(product),
    fromPriceMinor: (product.fromPriceMinor ?? 0n).toString(),
    currency,
  };
}

/** A suggestion while typing: the game, its artwork and where it is; a few of them. */
function toSuggestion(product: ProductWithPrice): ProductSuggestion {
  return { slug: product.slug, name: product.name, artwork: product.artwork };
}

/** How many suggestions the search box offers while the shopper types. */
export const SUGGESTION_LIMIT = 6;

/** How long catalogue reads are served from memory; writes come from the seed and operators. */
const CACHE_TTL_MS = 30_000;
/** Keys are per site, country, language and product: the oldest make room. */
const CACHE_MAX_ENTRIES = 5_000;

/**
 * Read side of the catalogue. Countries and per-country product lists are hot and change rarely,
 * so they are cached briefly in process (the cache layer, ADR 0027: one load per key, 30 s, no
 * stale serving); everything that decides money is read fresh by orders.
 */
export function createCatalogService(db: Db, now: () => number = Date.now) {
  const repository = createCatalogRepository(db);
  const cache = createCache<unknown>({ ttlMs: CACHE_TTL_MS, max: CACHE_MAX_ENTRIES, now });
  const cached = <T>(key: string, load: () => PromiseLike<T>, freshness?: Freshness) => cache.get(key, load, freshness) as Promise<T>;
  const productListKey = (siteId: number, countryCode: string, language: string) => `products:${siteId}:${countryCode}:${language}`;
  /**
   * The search index of a site's country and the products it answers with, by id, in a language
   * (docs/decisions/0048). Both are rebuilt in the background once stale, so no search waits for
   * a rebuild but the first.
   */
  const searchIndex = (siteId: number, countryCode: string) =>
    cached(`search-index:${siteId}:${countryCode}`, async () => buildSearchIndex(await repository.searchEntries(siteId, countryCode)), {
      ttlMs: CACHE_TTL_MS,
      staleMs: CACHE_TTL_MS,
    });
  const searchable = (siteId: number, countryCode: string, language: string) =>
    cached(
      `searchable:${siteId}:${countryCode}:${language}`,
      async () => new Map((await repository.listProducts(siteId, countryCode, language)).map((p) => [p.id, p])),
      { ttlMs: CACHE_TTL_MS, staleMs: CACHE_TTL_MS },
    );
  /** The products a query finds: "MLBB" and "mlbb " are one search key. */
  const found = async (siteId: number, countryCode: string, query: string, limit: number, language: string) => {
    const key = searchKey(query);
    if (!key) return [];
    const [index, products] = await Promise.all([searchIndex(siteId, countryCode), searchable(siteId, countryCode, language)]);
    return index.find(key, limit).flatMap((id) => products.get(id) ?? []);
  };

  const service = {
    /** The countries the site sells in (every read below takes the site: shell §3, ADR 0009). */
    listCountries: (siteId: number) => cached(`countries:${siteId}`, () => repository.listCountries(siteId)),

    async getCountry(siteId: number, code: string): Promise<Country | null> {
      const all = await service.listCountries(siteId);
      return all.find((c) => c.code === code) ?? null;
    },

    /**
     * The products the site sells in a country, in a store language (English by default), or null
     * for a country it does not serve. The list is the same object for as long as it is cached, so
     * what is made from it (the API's bytes) can be kept exactly as long.
     */
    productList(siteId: number, countryCode: string, language = 'en'): Promise<ProductSummary[] | null> {
      return cached(productListKey(siteId, countryCode, language), async () => {
        const country = await service.getCountry(siteId, countryCode);
        if (!country) return null;
        return (await repository.listProducts(siteId, countryCode, language)).map((p) => toSummary(p, country.currency));
      });
    },

    /** The same list when it is in memory and fresh, without waiting; undefined otherwise. */
    productListNow(siteId: number, countryCode: string, language = 'en'): ProductSummary[] | null | undefined {
      return cache.fresh(productListKey(siteId, countryCode, language)) as ProductSummary[] | null | undefined;
    },

    async listProducts(siteId: number, countryCode: string, language = 'en'): Promise<ProductSummary[]> {
      return (await service.productList(siteId, countryCode, language)) ?? [];
    },

    /**
     * A product the site sells in the country, with its prices and channels, in a store language
     * (English by default); null otherwise.
     */
    async getProduct(siteId: number, countryCode: string, slug: string, language = 'en'): Promise<ProductDetail | null> {
      return cached(`product:${siteId}:${countryCode}:${slug}:${language}`, async () => {
        const country = await service.getCountry(siteId, countryCode);
        if (!country) return null;
        const product = await repository.findProduct(siteId, countryCode, slug, language);
        if (!product) return null;
        const [denoms, channels] = await Promise.all([
          repository.listDenominations(product.id, countryCode),
          repository.listPaymentChannels(countryCode),
        ]);
        return {
          ...toSummary(product, country.currency),
          description: product.description,
          creditName: product.creditName,
          userIdLabel: product.userIdLabel,
          // Names and Riot IDs take letters; the other games' ids are digits.
          userIdInputMode: asksRiotId(product.playerFields) || /username/i.test(product.englishUserIdLabel) ? 'text' : 'numeric',
          needsZone: product.needsZone,
          playerFields: product.playerFields,
          nicknameSearch: product.nicknameSearch,
          minAge: product.minAge,
          needsNationality: product.needsNationality,
          denominations: denoms.map((d) => toDenominationView(d, product)),
          paymentChannels: channels.map(toChannelView),
        };
      });
    },

    /** The search results page and `POST /search`: what a query finds, best first (ADR 0041). */
    async search(siteId: number, countryCode: string, query: string, language = 'en', limit = 24): Promise<ProductSummary[]> {
      const country = await service.getCountry(siteId, countryCode);
      if (!country) return [];
      return (await found(siteId, countryCode, query, limit, language)).map((p) => toSummary(p, country.currency));
    },

    /** The search box's suggestions while typing: the first few of the same search, names only. */
    async suggest(siteId: number, countryCode: string, query: string, language = 'en'): Promise<ProductSuggestion[]> {
      if (!(await service.getCountry(siteId, countryCode))) return [];
      return (await found(siteId, countryCode, query, SUGGESTION_LIMIT, language)).map(toSuggestion);
    },

    /** The payment channels available in a country, by sortOrder then id (the wallet's top-up channels). */
    listPaymentChannels: (countryCode: string): Promise<PaymentChannelRow[]> =>
      cached(`channels:${countryCode}`, () => repository.listPaymentChannels(countryCode)),

    clearCache() {
      cache.clear();
    },
  };
  return service;
}

/**
 * A denomination's name in the shop's language: one named "{n} {credits}" (the seed's default)
 * says its credits as the language does ("86 Diamanten"); passes and vouchers keep their names.
 */
function toDenominationView(d: DenominationRow, product: ProductWithPrice) {
  return {
    id: d.id,
    name: denominationNameIn(d, { english: product.englishCreditName, local: product.creditName }),
    creditAmount: d.creditAmount,
    priceMinor: d.priceMinor.toString(),
    currency: d.currency,
    available: d.available,
  };
}

function toChannelView(c: PaymentChannelRow) {
  return {
    id: c.id,
    name: c.name,
    kind: c.kind,
    sortOrder: c.sortOrder,
    needsBillingAddress: c.needsBillingAddress,
    needsNationality: c.needsNationality,
    marks: channelMarksOf(c.name),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
