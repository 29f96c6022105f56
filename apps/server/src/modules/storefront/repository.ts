import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from '@store/db/orm';
import {
  cmsMessages,
  infoBarItems,
  marketingConsents,
  productRatings,
  products,
  storefrontNews,
  storefrontPromos,
  type Executor,
} from '@store/db';

export type PromoRow = typeof storefrontPromos.$inferSelect;
export type InfoBarRow = typeof infoBarItems.$inferSelect;
export type ConsentRow = typeof marketingConsents.$inferSelect;
export type Placement = PromoRow['placement'];
export type NewsRow = typeof storefrontNews.$inferSelect;
/** Counts of one to five stars. */
export type StarCounts = [number, number, number, number, number];

const NEWS_LIMIT = 6;

/** Started (or no start) and not ended (or no end), by the database's clock. */
function running(
  startsAt: typeof storefrontPromos.startsAt | typeof infoBarItems.startsAt,
  endsAt: typeof storefrontPromos.endsAt | typeof infoBarItems.endsAt,
) {
  return and(or(isNull(startsAt), lte(startsAt, sql`now()`)), or(isNull(endsAt), gt(endsAt, sql`now()`)));
}

/** SQL of the storefront API's tables; every read takes the site. */
export function createStorefrontRepository(db: Executor) {
  return {
    /** CMS texts of the sites given (the site, and the store's own for what it does not override). */
    async cmsTexts(siteIds: number[], language: string, type: string): Promise<Array<{ siteId: number; key: string; value: string }>> {
      return db
        .select({ siteId: cmsMessages.siteId, key: cmsMessages.key, value: cmsMessages.value })
        .from(cmsMessages)
        .where(and(inArray(cmsMessages.siteId, siteIds), eq(cmsMessages.language, language), eq(cmsMessages.type, type)));
    },

    /** A site's running promos of one placement, in order, with their product's slug. */
    async promos(siteId: number, placement: Placement, productSlug?: string): Promise<Array<PromoRow & { productSlug: string }>> {
      const rows = await db
        .select({ promo: storefrontPromos, productSlug: products.slug })
        .from(storefrontPromos)
        .innerJoin(products, eq(products.id, storefrontPromos.productId))
        .where(
          and(
            eq(storefrontPromos.siteId, siteId),
            eq(storefrontPromos.placement, placement),
            productSlug === undefined ? undefined : eq(products.slug, productSlug),
            running(storefrontPromos.startsAt, storefrontPromos.endsAt),
          ),
        )
        .orderBy(asc(storefrontPromos.sortOrder), asc(storefrontPromos.id));
      return rows.map((row) => ({ ...row.promo, productSlug: row.productSlug }));
    },

    /** A site's running info bar items for a page, in order; each item's product slug when it names one. */
    async infoBarItems(siteId: number, pageType: string, countryCode: string, productSlug: string | null): Promise<InfoBarRow[]> {
      const rows = await db
        .select({ item: infoBarItems })
        .from(infoBarItems)
        .leftJoin(products, eq(products.id, infoBarItems.productId))
        .where(
          and(
            eq(infoBarItems.siteId, siteId),
            or(eq(infoBarItems.pageType, 'all'), eq(infoBarItems.pageType, pageType)),
            or(isNull(infoBarItems.countryCode), eq(infoBarItems.countryCode, countryCode)),
            productSlug === null ? isNull(infoBarItems.productId) : or(isNull(infoBarItems.productId), eq(products.slug, productSlug)),
            running(infoBarItems.startsAt, infoBarItems.endsAt),
          ),
        )
        .orderBy(asc(infoBarItems.sortOrder), asc(infoBarItems.id));
      return rows.map((row) => row.item);
    },

    /** A site's published news of a country (or of every country), newest first, with their product's slug. */
    async news(siteId: number, countryCode: string): Promise<Array<NewsRow & { productSlug: string | null }>> {
      const rows = await db
        .select({ item: storefrontNews, productSlug: products.slug })
        .from(storefrontNews)
        .leftJoin(products, eq(products.id, storefrontNews.productId))
        .where(
          and(
            eq(storefrontNews.siteId, siteId),
            or(isNull(storefrontNews.countryCode), eq(storefrontNews.countryCode, countryCode)),
            lte(storefrontNews.publishedAt, sql`now()`),
            or(isNull(storefrontNews.endsAt), gt(storefrontNews.endsAt, sql`now()`)),
          ),
        )
        .orderBy(desc(storefrontNews.publishedAt), asc(storefrontNews.id))
        .limit(NEWS_LIMIT);
      return rows.map((row) => ({ ...row.item, productSlug: row.productSlug }));
    },

    /** Star counts of the site's products named (every product of the site when none are named), summed. */
    async starCounts(siteId: number, productSlugs?: readonly string[]): Promise<StarCounts> {
      const [row] = await db
        .select({
          s1: sql<string>`coalesce(sum(${productRatings.stars1}), 0)`,
          s2: sql<string>`coalesce(sum(${productRatings.stars2}), 0)`,
          s3: sql<string>`coalesce(sum(${productRatings.stars3}), 0)`,
          s4: sql<string>`coalesce(sum(${productRatings.stars4}), 0)`,
          s5: sql<string>`coalesce(sum(${productRatings.stars5}), 0)`,
        })
        .from(productRatings)
        .innerJoin(products, eq(products.id, productRatings.productId))
        .where(and(eq(productRatings.siteId, siteId), productSlugs === undefined ? undefined : inArray(products.slug, [...productSlugs])));
      return [Number(row!.s1), Number(row!.s2), Number(row!.s3), Number(row!.s4), Number(row!.s5)];
    },

    async insertConsent(consent: typeof marketingConsents.$inferInsert): Promise<ConsentRow> {
      const [row] = await db.insert(marketingConsents).values(consent).returning();
      return row!;
    },

    /** Withdraws every live consent of an e-mail or mobile on the site; answers how many it withdrew. */
    async withdrawConsents(siteId: number, contact: { email: string } | { msisdn: string }, at: Date): Promise<number> {
      const matches = 'email' in contact ? eq(marketingConsents.email, contact.email) : eq(marketingConsents.msisdn, contact.msisdn);
      const rows = await db
        .update(marketingConsents)
        .set({ withdrawnAt: at })
        .where(and(eq(marketingConsents.siteId, siteId), matches, isNull(marketingConsents.withdrawnAt)))
        .returning({ id: marketingConsents.id });
      return rows.length;
    },
  };
}

export type StorefrontRepository = ReturnType<typeof createStorefrontRepository>;
