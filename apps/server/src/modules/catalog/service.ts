import { createHash } from 'node:crypto';
import type { ProductDetail, ProductSummary } from '@store/contracts';
import type { Db } from '@store/db';
import { compressBody, type Encoding } from '../../plugins/compression.ts';
import { createReadCache } from './read-cache.ts';
import {
  createCatalogRepository, type CountryRow, type DenominationRow, type PaymentChannelRow, type ProductWithPrice,
} from './repository.ts';

export type Country = CountryRow;

/** One representation of an answer: its bytes and its entity tag (each content coding has its own, RFC 9110 §8.8.3). */
export type Representation = { body: Buffer; etag: string };

/**
 * An API answer made once per cache period, as JSON and compressed for the browsers that accept it:
 * the product list is 6.5 kB as JSON and 1.3 kB in brotli, which a shopper on a mobile network feels,
 * and compressing it once costs what compressing it per request would cost a few dozen times over.
 */
export type SerializedAnswer = Record<Encoding, Representation>;

async function serialize(value: unknown): Promise<SerializedAnswer> {
  const body = Buffer.from(JSON.stringify(value));
  const tag = createHash('sha1').update(body).digest('base64url');
  const [br, gzip] = await Promise.all([compressBody(body, 'br'), compressBody(body, 'gzip')]);
  return {
    identity: { body, etag: `"${tag}"` },
    br: { body: br, etag: `"${tag}.br"` },
    gzip: { body: gzip, etag: `"${tag}.gz"` },
  };
}

function toSummary(product: ProductWithPrice, currency: string): ProductSummary {
  return {
    slug: product.slug,
    name: product.name,
    publisher: product.publisher,
    kind: product.kind as ProductSummary['kind'],
    category: product.category,
    artwork: product.artwork,
    fromPriceMinor: (product.fromPriceMinor ?? 0n).toString(),
    currency,
  };
}

/** How long catalogue reads are served from memory; writes come from the seed and operators. */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 5_000;

/**
 * Read side of the catalogue. Countries and per-country product lists are hot and change rarely,
 * so they are cached briefly in process; everything that decides money is read fresh by orders.
 */
export function createCatalogService(db: Db, now: () => number = Date.now) {
  const repository = createCatalogRepository(db);
  const cache = createReadCache({ ttlMs: CACHE_TTL_MS, maxEntries: CACHE_MAX_ENTRIES, now });
  const cached = cache.get;
  const productListKey = (siteId: number, countryCode: string) => `products-answer:${siteId}:${countryCode}`;

  const service = {
    /** The countries the site sells in (every read below takes the site: shell §3, ADR 0009). */
    listCountries: (siteId: number) => cached(`countries:${siteId}`, () => repository.listCountries(siteId)),

    async getCountry(siteId: number, code: string): Promise<Country | null> {
      const all = await service.listCountries(siteId);
      return all.find((c) => c.code === code) ?? null;
    },

    async listProducts(siteId: number, countryCode: string): Promise<ProductSummary[]> {
      return cached(`products:${siteId}:${countryCode}`, async () => {
        const country = await service.getCountry(siteId, countryCode);
        if (!country) return [];
        return (await repository.listProducts(siteId, countryCode)).map((p) => toSummary(p, country.currency));
      });
    },

    /**
     * The product list API's answer (the envelope as JSON bytes, and its entity tag), made once per
     * cache period; null for a country the site does not serve. The hottest read of the store.
     */
    productListAnswer(siteId: number, countryCode: string): Promise<SerializedAnswer | null> {
      return cached(productListKey(siteId, countryCode), async () => {
        if (!(await service.getCountry(siteId, countryCode))) return null;
        return serialize({ resultCode: 0, resultMessage: 'Success', data: await service.listProducts(siteId, countryCode) });
      });
    },

    /** The same answer when it is in memory and fresh, without waiting; undefined otherwise. */
    productListAnswerNow(siteId: number, countryCode: string): SerializedAnswer | null | undefined {
      return cache.peek<SerializedAnswer | null>(productListKey(siteId, countryCode))?.value;
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

    clearCache() { cache.clear(); },
  };
  return service;
}

function toDenominationView(d: DenominationRow) {
  return { id: d.id, name: d.name, creditAmount: d.creditAmount, priceMinor: d.priceMinor.toString(), currency: d.currency, available: d.available };
}

function toChannelView(c: PaymentChannelRow) {
  return { id: c.id, name: c.name, kind: c.kind, sortOrder: c.sortOrder, needsBillingAddress: c.needsBillingAddress };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
