import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * The on/off switches of a site (shell §3), keyed by the names of `SITE_FEATURES` in
 * `@store/contracts/site.ts`; a switch the row does not name is on (docs/decisions/0009).
 */
export type SiteFeatureSwitches = Record<string, boolean>;

/** Colours and letters the store draws a site's logo from (served as SVG, `/site-logos/{id}.svg`). */
export type SiteLogoArt = { from: string; to: string; glyph: string };

/**
 * A storefront site (shell §3): the store's own (id 0, theme `store`) or a publisher's white-label
 * site (the spec's ids: 1, 2, 10001, …), resolved by the request's Host. Every catalogue and order
 * query is scoped by its id.
 */
export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey(),
    theme: text('theme').notNull(),
    /** Lower-case host name without port; the Host header is matched against it. */
    hostname: text('hostname').notNull(),
    name: text('name').notNull(),
    /** Path of the logo image, served by the store. */
    logo: text('logo').notNull(),
    logoArt: jsonb('logo_art').$type<SiteLogoArt>().notNull(),
    tagline: text('tagline').notNull().default(''),
    features: jsonb('features').$type<SiteFeatureSwitches>().notNull(),
    status: text('status').notNull().default('active'),
  },
  (t) => [
    uniqueIndex('sites_hostname_key').on(t.hostname),
    check('sites_id_range', sql`${t.id} >= 0`),
    check('sites_theme', sql`${t.theme} in ('store', 'whitelabel')`),
    check('sites_status', sql`${t.status} in ('active', 'blocked')`),
    check('sites_hostname_format', sql`${t.hostname} ~ '^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$'`),
    check('sites_features_object', sql`jsonb_typeof(${t.features}) = 'object'`),
  ],
);

/** Which products a site sells: every product for the store, a selection for a white-label site. */
export const siteProducts = pgTable(
  'site_products',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.productId] }), index('site_products_product').on(t.productId)],
);
