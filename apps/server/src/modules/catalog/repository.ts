import { and, asc, eq, sql } from '@store/db/orm';
import {
  countries,
  denominations,
  paymentChannels,
  productCountries,
  products,
  productSearchKeys,
  productTexts,
  searchKey,
  siteProducts,
  type Executor,
  type SearchKeySource,
} from '@store/db';
import type { IndexedProduct } from './search-index.ts';

export type CountryRow = typeof countries.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type DenominationRow = typeof denominations.$inferSelect;
export type PaymentChannelRow = typeof paymentChannels.$inferSelect;
/**
 * A product in a shop's language; `englishCreditName` is what its seeded denomination names say,
 * `englishUserIdLabel` what says which keyboard its player id wants.
 */
export type ProductWithPrice = ProductRow & { fromPriceMinor: bigint | null; englishCreditName: string; englishUserIdLabel: string };

const fromPrice = sql<string | null>`(
  select min(${denominations.priceMinor}) from ${denominations}
  where ${denominations.productId} = ${products.id}
    and ${denominations.countryCode} = ${productCountries.countryCode}
    and ${denominations.available})`;

/** The products a site sells (shell §3): every query of a product joins it. */
const soldBySite = (siteId: number) => and(eq(siteProducts.productId, products.id), eq(siteProducts.siteId, siteId));

/** A product's texts in the shop's language, where it has them (docs/decisions/0041). */
const inLanguage = (language: string) => and(eq(productTexts.productId, products.id), eq(productTexts.language, language));
// Flat, not a nested object: Drizzle makes a left-joined object null when its first field is.
const localTexts = {
  localName: productTexts.name,
  localDescription: productTexts.description,
  localCreditName: productTexts.creditName,
  localUserIdLabel: productTexts.userIdLabel,
};

type Row = {
  product: ProductRow;
  localName: string | null;
  localDescription: string | null;
  localCreditName: string | null;
  localUserIdLabel: string | null;
  fromPriceMinor: string | null;
};

/** The row in the shop's language, each text falling back to English (the `products` row's). */
function withPrice({ product, localName, localDescription, localCreditName, localUserIdLabel, fromPriceMinor }: Row): ProductWithPrice {
  return {
    ...product,
    name: localName ?? product.name,
    description: localDescription ?? product.description,
    creditName: localCreditName ?? product.creditName,
    userIdLabel: localUserIdLabel ?? product.userIdLabel,
    englishCreditName: product.creditName,
    englishUserIdLabel: product.userIdLabel,
    fromPriceMinor: fromPriceMinor === null ? null : BigInt(fromPriceMinor),
  };
}

/** SQL of the catalogue, every read scoped by the site it is for. */
export function createCatalogRepository(db: Executor) {
  return {
    /** The countries where the site sells at least one active product. */
    listCountries(siteId: number): Promise<CountryRow[]> {
      return db
        .select()
        .from(countries)
        .where(
          sql`exists (
          select 1 from ${productCountries}
          join ${products} on ${products.id} = ${productCountries.productId} and ${products.active}
          join ${siteProducts} on ${siteProducts.productId} = ${productCountries.productId} and ${siteProducts.siteId} = ${siteId}
          where ${productCountries.countryCode} = ${countries.code})`,
        )
        .orderBy(asc(countries.sortOrder), asc(countries.enName));
    },

    async listProducts(siteId: number, countryCode: string, language: string): Promise<ProductWithPrice[]> {
      const rows = await db
        .select({ product: products, ...localTexts, fromPriceMinor: fromPrice })
        .from(products)
        .innerJoin(productCountries, eq(productCountries.productId, products.id))
        .innerJoin(siteProducts, soldBySite(siteId))
        .leftJoin(productTexts, inLanguage(language))
        .where(and(eq(productCountries.countryCode, countryCode), eq(products.active, true)))
        .orderBy(sql`${products.popularity} desc`, asc(products.name));
      return rows.map(withPrice);
    },

    async findProduct(siteId: number, countryCode: string, slug: string, language: string): Promise<ProductWithPrice | null> {
      const [row] = await db
        .select({ product: products, ...localTexts, fromPriceMinor: fromPrice })
        .from(products)
        .innerJoin(productCountries, eq(productCountries.productId, products.id))
        .innerJoin(siteProducts, soldBySite(siteId))
        .leftJoin(productTexts, inLanguage(language))
        .where(and(eq(productCountries.countryCode, countryCode), eq(products.slug, slug), eq(products.active, true)));
      return row ? withPrice(row) : null;
    },

    listDenominations(productId: string, countryCode: string): Promise<DenominationRow[]> {
      return db
        .select()
        .from(denominations)
        .where(and(eq(denominations.productId, productId), eq(denominations.countryCode, countryCode)))
        .orderBy(asc(denominations.sortOrder), asc(denominations.priceMinor));
    },

    listPaymentChannels(countryCode: string): Promise<PaymentChannelRow[]> {
      return db
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.countryCode, countryCode), eq(paymentChannels.available, true)))
        .orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id));
    },

    /**
     * What the search index is built from (docs/decisions/0048): the products the site sells in the
     * country, in the order that breaks ties between equal matches (the product list's), each with
     * its English name and its search keys.
     */
    async searchEntries(siteId: number, countryCode: string): Promise<IndexedProduct[]> {
      const sold = await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .innerJoin(productCountries, eq(productCountries.productId, products.id))
        .innerJoin(siteProducts, soldBySite(siteId))
        .where(and(eq(productCountries.countryCode, countryCode), eq(products.active, true)))
        .orderBy(sql`${products.popularity} desc`, asc(products.name));
      const keys = await db
        .select({ productId: productSearchKeys.productId, key: productSearchKeys.key, source: productSearchKeys.source })
        .from(productSearchKeys)
        .innerJoin(productCountries, eq(productCountries.productId, productSearchKeys.productId))
        .innerJoin(siteProducts, and(eq(siteProducts.productId, productSearchKeys.productId), eq(siteProducts.siteId, siteId)))
        .where(eq(productCountries.countryCode, countryCode));
      const keysOf = new Map<string, IndexedProduct['keys'][number][]>();
      for (const { productId, key, source } of keys) {
        const list = keysOf.get(productId);
        const entry = { key, source: source as SearchKeySource };
        if (list) list.push(entry);
        else keysOf.set(productId, [entry]);
      }
      return sold.map(({ id, name }) => ({ id, name: searchKey(name), keys: keysOf.get(id) ?? [] }));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
