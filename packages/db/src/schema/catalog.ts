import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Feature switches of a country's menu (shell §3). */
export type CountryFeatures = {
  accounts: boolean;
  wallet: boolean;
  rewards: boolean;
  notifications: boolean;
  transactions: boolean;
  settings: boolean;
  transactionsEnabled: boolean;
};

export type LanguageOption = { code: string; name: string; locale: string; isRTL: boolean; isDefault: boolean };

/** The country/locale record of shell §3. */
export const countries = pgTable(
  'countries',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    enName: text('en_name').notNull(),
    locale: text('locale').notNull(),
    languageName: text('language_name').notNull(),
    path: text('path').notNull(),
    group: text('group_name').notNull(),
    currency: text('currency').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    currencyExponent: smallint('currency_exponent').notNull(),
    showDecimal: boolean('show_decimal').notNull(),
    showDecimalWhenZero: boolean('show_decimal_when_zero').notNull(),
    amountFormat: text('amount_format').notNull(),
    rtl: boolean('rtl').notNull(),
    mobilePattern: text('mobile_pattern').notNull(),
    numericCode: integer('numeric_code').notNull(),
    phoneCode: text('phone_code').notNull(),
    regionCode: text('region_code').notNull(),
    languages: jsonb('languages').$type<LanguageOption[]>().notNull(),
    features: jsonb('features').$type<CountryFeatures>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('countries_code_format', sql`${t.code} ~ '^[a-z]{2}$'`),
    check('countries_amount_format', sql`${t.amountFormat} in ('normal', 'invert')`),
    check('countries_region_code', sql`${t.regionCode} in ('sg', 'us', 'eu', 'sa')`),
  ],
);

/**
 * One input of a product's player step (docs/decisions/0044); the contracts' `PlayerField`, which
 * the catalogue answers, has the same shape. Server labels are translation keys.
 */
export type PlayerFieldRow =
  { kind: 'userId' | 'riotId' | 'zone-number' | 'characterName' } | { kind: 'server'; servers: Array<{ id: string; label: string }> };

/** A game top-up or voucher product. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    publisher: text('publisher').notNull(),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    creditName: text('credit_name').notNull(),
    userIdLabel: text('user_id_label').notNull(),
    needsZone: boolean('needs_zone').notNull().default(false),
    /** What the publisher needs to find the player; empty for a voucher, which has no player. */
    playerFields: jsonb('player_fields').$type<PlayerFieldRow[]>().notNull().default([]),
    /** Whether the game's publisher finds players by nickname (docs/decisions/0055); never for a voucher. */
    nicknameSearch: boolean('nickname_search').notNull().default(false),
    minAge: smallint('min_age'),
    /** Whether buying it asks for the shopper's nationality (docs/decisions/0047). */
    needsNationality: boolean('needs_nationality').notNull().default(false),
    artwork: jsonb('artwork').$type<{ from: string; to: string; glyph: string }>().notNull(),
    popularity: integer('popularity').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    check('products_kind', sql`${t.kind} in ('topup', 'voucher')`),
    check('products_nickname_search', sql`not ${t.nicknameSearch} or ${t.kind} = 'topup'`),
    check('products_min_age', sql`${t.minAge} is null or ${t.minAge} between 1 and 150`),
    index('products_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/**
 * A product's texts in one store language (docs/decisions/0041): its name where players know it by
 * another name or script there (most games keep their brand name, and have no `name` here), what
 * the game is, and what its credits are called where they have a common word for them (brand
 * currencies such as UC or Robux keep theirs). The `products` row holds the English texts, the
 * fallback field by field.
 */
export const productTexts = pgTable(
  'product_texts',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    language: text('language').notNull(),
    name: text('name'),
    description: text('description'),
    creditName: text('credit_name'),
    /** The player id field's label ("Spieler-ID"); brand terms such as "Riot ID" have none. */
    userIdLabel: text('user_id_label'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] }), check('product_texts_language', sql`${t.language} ~ '^[a-z]{2}$'`)],
);

/**
 * What a product is found by (`searchKeysOf`): its names in every language, each from every word
 * on, and the short names players use ("mlbb", "codm"). One b-tree with pattern ops answers a
 * prefix on every key in a few index pages, on PGlite as on PostgreSQL.
 */
export const productSearchKeys = pgTable(
  'product_search_keys',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    key: text('key').notNull(),
    /** `name`: a name or a part of one; `alias`: a short name, which ranks first when typed whole. */
    source: text('source').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.key] }),
    index('product_search_keys_prefix').using('btree', t.key.op('text_pattern_ops')),
    check('product_search_keys_source', sql`${t.source} in ('name', 'alias')`),
  ],
);

/** Which products a country sells. */
export const productCountries = pgTable(
  'product_countries',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
  },
  (t) => [primaryKey({ columns: [t.productId, t.countryCode] })],
);

/** A priced denomination of a product in one country, in the country's currency minor units. */
export const denominations = pgTable(
  'denominations',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    name: text('name').notNull(),
    creditAmount: integer('credit_amount').notNull(),
    priceMinor: bigint('price_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    available: boolean('available').notNull().default(true),
  },
  (t) => [
    index('denominations_product_country').on(t.productId, t.countryCode),
    check('denominations_price_positive', sql`${t.priceMinor} > 0`),
  ],
);

/** A local payment channel of a country. */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: integer('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    needsBillingAddress: boolean('needs_billing_address').notNull().default(false),
    /** Whether paying with it asks for the shopper's nationality (docs/decisions/0047). */
    needsNationality: boolean('needs_nationality').notNull().default(false),
    available: boolean('available').notNull().default(true),
  },
  (t) => [
    index('payment_channels_country').on(t.countryCode),
    // `rewards`: the channel of orders paid wholly with points (docs/decisions/0034), never listed.
    check(
      'payment_channels_kind',
      sql`${t.kind} in ('card', 'ewallet', 'bank_transfer', 'carrier', 'convenience_store', 'codacash', 'rewards')`,
    ),
  ],
);
