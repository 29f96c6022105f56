import { and, asc, eq, sql } from '@store/db/orm';
import { countries, denominations, paymentChannels, productCountries, products, siteProducts, type Executor } from '@store/db';

export type CountryRow = typeof countries.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type DenominationRow = typeof denominations.$inferSelect;
export type PaymentChannelRow = typeof paymentChannels.$inferSelect;
export type ProductWithPrice = ProductRow & { fromPriceMinor: bigint | null };

const fromPrice = sql<string | null>`(
  select min(${denominations.priceMinor}) from ${denominations}
  where ${denominations.productId} = ${products.id}
    and ${denominations.countryCode} = ${productCountries.countryCode}
    and ${denominations.available})`;

/** The products a site sells (shell §3): every query of a product joins it. */
const soldBySite = (siteId: number) => and(eq(siteProducts.productId, products.id), eq(siteProducts.siteId, siteId));

function withPrice(row: { product: ProductRow; fromPriceMinor: string | null }): ProductWithPrice {
  return { ...row.product, fromPriceMinor: row.fromPriceMinor === null ? null : BigInt(row.fromPriceMinor) };
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

    async listProducts(siteId: number, countryCode: string): Promise<ProductWithPrice[]> {
      const rows = await db
        .select({ product: products, fromPriceMinor: fromPrice })
        .from(products)
        .innerJoin(productCountries, eq(productCountries.productId, products.id))
        .innerJoin(siteProducts, soldBySite(siteId))
        .where(and(eq(productCountries.countryCode, countryCode), eq(products.active, true)))
        .orderBy(sql`${products.popularity} desc`, asc(products.name));
      return rows.map(withPrice);
    },

    async findProduct(siteId: number, countryCode: string, slug: string): Promise<ProductWithPrice | null> {
      const [row] = await db
        .select({ product: products, fromPriceMinor: fromPrice })
        .from(products)
        .innerJoin(productCountries, eq(productCountries.productId, products.id))
        .innerJoin(siteProducts, soldBySite(siteId))
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

    /** Typo-tolerant: trigram word similarity, or a plain substring match for short queries. */
    async search(siteId: number, countryCode: string, query: string, limit: number): Promise<ProductWithPrice[]> {
      const q = query.toLowerCase();
      const score = sql`word_similarity(${q}, lower(${products.name}))`;
      const rows = await db
        .select({ product: products, fromPriceMinor: fromPrice })
        .from(products)
        .innerJoin(productCountries, eq(productCountries.productId, products.id))
        .innerJoin(siteProducts, soldBySite(siteId))
        .where(
          and(
            eq(productCountries.countryCode, countryCode),
            eq(products.active, true),
            sql`(${score} >= 0.3 or strpos(lower(${products.name}), ${q}) > 0 or strpos(lower(${products.publisher}), ${q}) > 0)`,
          ),
        )
        .orderBy(sql`${score} desc`, sql`${products.popularity} desc`)
        .limit(limit);
      return rows.map(withPrice);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
