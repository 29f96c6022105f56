import type { ProductDetail, ProductSummary } from '@store/contracts';
import type { Db } from '@store/db';
import { createCache } from '../../plugins/cache.ts';
import { channelMarksOf, productArtwork } from './brand-marks.ts';
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

/** How long catalogue reads are served from memory; writes come from the seed and operators. */
const CACHE_TTL_MS = 30_000;
/** Keys come from shoppers too (searches): the oldest make room. */
const CACHE_MAX_ENTRIES = 5_000;

/**
 * Read side of the catalogue. Countries and per-country product lists are hot and change rarely,
 * so they are cached briefly in process (the cache layer, ADR 0027: one load per key, 30 s, no
 * stale serving); everything that decides money is read fresh by orders.
 */
export function createCatalogService(db: Db, now: () => number = Date.now) {
  const repository = createCatalogRepository(db);
  const cache = createCache<unknown>({ ttlMs: CACHE_TTL_MS, max: CACHE_MAX_ENTRIES, now });
  const cached = <T>(key: string, load: () => PromiseLike<T>) => cache.get(key, load) as Promise<T>;
  const productListKey = (siteId: number, countryCode: string) => `products:${siteId}:${countryCode}`;

  const service = {
    /** The countries the site sells in (every read below takes the site: shell §3, ADR 0009). */
    listCountries: (siteId: number) => cached(`countries:${siteId}`, () => repository.listCountries(siteId)),

    async getCountry(siteId: number, code: string): Promise<Country | null> {
      const all = await service.listCountries(siteId);
      return all.find((c) => c.code === code) ?? null;
    },

    /**
     * The products the site sells in a country, or null for a country it does not serve. The list
     * is the same object for as long as it is cached, so what is made from it (the API's bytes) can
     * be kept exactly as long.
     */
    productList(siteId: number, countryCode: string): Promise<ProductSummary[] | null> {
      return cached(productListKey(siteId, countryCode), async () => {
        const country = await service.getCountry(siteId, countryCode);
        if (!country) return null;
        return (await repository.listProducts(siteId, countryCode)).map((p) => toSummary(p, country.currency));
      });
    },

    /** The same list when it is in memory and fresh, without waiting; undefined otherwise. */
    productListNow(siteId: number, countryCode: string): ProductSummary[] | null | undefined {
      return cache.fresh(productListKey(siteId, countryCode)) as ProductSummary[] | null | undefined;
    },

    async listProducts(siteId: number, countryCode: string): Promise<ProductSummary[]> {
      return (await service.productList(siteId, countryCode)) ?? [];
    },

    /** A product the site sells in the country, with its prices and channels; null otherwise. */
    async getProduct(siteId: number, countryCode: string, slug: string): Promise<ProductDetail | null> {
      return cached(`product:${siteId}:${countryCode}:${slug}`, async () => {
        const country = await service.getCountry(siteId, countryCode);
        if (!country) return null;
        const product = await repository.findProduct(siteId, countryCode, slug);
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
          needsZone: product.needsZone,
          minAge: product.minAge,
          denominations: denoms.map(toDenominationView),
          paymentChannels: channels.map(toChannelView),
        };
      });
    },

    search(siteId: number, countryCode: string, query: string, limit = 24): Promise<ProductSummary[]> {
      const normalised = query.trim().toLowerCase().replace(/\s+/g, ' ');
      return cached(`search:${siteId}:${countryCode}:${limit}:${normalised}`, async () => {
        const country = await service.getCountry(siteId, countryCode);
        if (!country) return [];
        return (await repository.search(siteId, countryCode, normalised, limit)).map((p) => toSummary(p, country.currency));
      });
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

function toDenominationView(d: DenominationRow) {
  return {
    id: d.id,
    name: d.name,
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
    marks: channelMarksOf(c.name),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
