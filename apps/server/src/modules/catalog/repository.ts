import { and, asc, eq, sql } from '@store/db/orm';
import {
  countries,
  denominations,
  paymentChannels,
  productCountries,
  products,
  productSearchKeys,
  productTexts,
  siteProducts,
  type Executor,
} from '@store/db';

export type CountryRow = typeof countries.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type DenominationRow = typeof denominations.$inferSelect;
export type PaymentChannelRow = typeof paymentChannels.$inferSelect;
/** A product in a shop's language; `englishCreditName` is what its seeded denomination names say. */
export type ProductWithPrice = ProductRow & { fromPriceMinor: bigint | null; englishCreditName: string };

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
const localTexts = { localName: productTexts.name, localDescription: productTexts.description, localCreditName: productTexts.creditName };

type Row = {
  product: ProductRow;
  localName: string | null;
  localDescription: string | null;
  localCreditName: string | null;
  fromPriceMinor: string | null;
};

/** The row in the shop's language, each text falling back to English (the `products` row's). */
function withPrice({ product, localName, localDescription, localCreditName, fromPriceMinor }: Row): ProductWithPrice {
  return {
    ...product,
    name: localName ?? product.name,
    description: localDescription ?? product.description,
    creditName: localCreditName ?? product.creditName,
    englishCreditName: product.creditName,
    fromPriceMinor: fromPriceMinor === null ? null : BigInt(fromPriceMinor),
  };
}

/** Trigram word similarity from which a name counts as a typo of the query (docs/decisions/0041). */
const TYPO_THRESHOLD = 0.5;

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
     * The products a query finds (docs/decisions/0041), best first: a short name typed whole
     * ("mlbb"), then a name typed whole, then a name or short name that starts with the query at
     * any word (prefix on the search keys' b-tree), then a name within typing distance (trigram
     * word similarity on the names' GIN index, pg_trgm's default 0.6), then by popularity. `key`
     * is already a search key (`searchKey`): letters, digits and single spaces only.
     */
    async search(siteId: number, countryCode: string, key: string, limit: number, language: string): Promise<ProductWithPrice[]> {
      // pg_trgm's default word-similarity threshold (0.6) misses two slips in a name ("mobil legnds");
      // 0.5 takes them, for this search's transaction alone, still through the index.
      return db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
        return searchIn(tx, siteId, countryCode, key, limit, language);
      });
    },
  };

  async function searchIn(
    db: Executor,
    siteId: number,
    countryCode: string,
    key: string,
    limit: number,
    language: string,
  ): Promise<ProductWithPrice[]> {
    const matches = sql`(
        select ${productSearchKeys.productId} as product_id,
          max(case when ${productSearchKeys.key} <> ${key} then 2
                   when ${productSearchKeys.source} = 'alias' then 4 else 3 end) as rank
        from ${productSearchKeys}
        where ${productSearchKeys.key} like ${`${key}%`}
        group by ${productSearchKeys.productId}
        union all
        select ${products.id}, word_similarity(${key}, lower(${products.name}))
        from ${products}
        where ${key} <% lower(${products.name})
      )`;
    const ranked = db.$with('ranked').as(
      db
        .select({ productId: sql<string>`product_id`.as('ranked_product_id'), rank: sql<number>`max(rank)`.as('rank') })
        .from(sql`${matches} as matches`)
        .groupBy(sql`product_id`),
    );
    const rows = await db
      .with(ranked)
      .select({ product: products, ...localTexts, fromPriceMinor: fromPrice })
      .from(ranked)
      .innerJoin(products, eq(products.id, ranked.productId))
      .innerJoin(productCountries, and(eq(productCountries.productId, products.id), eq(productCountries.countryCode, countryCode)))
      .innerJoin(siteProducts, soldBySite(siteId))
      .leftJoin(productTexts, inLanguage(language))
      .where(eq(products.active, true))
      .orderBy(sql`${ranked.rank} desc`, sql`${products.popularity} desc`, asc(products.name))
      .limit(limit);
    return rows.map(withPrice);
  }
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
