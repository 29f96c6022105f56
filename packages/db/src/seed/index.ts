import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client.ts';
import {
  countries,
  denominations,
  paymentChannels,
  productCountries,
  products,
  productSearchKeys,
  productTexts,
} from '../schema/catalog.ts';
import { siteProducts, sites } from '../schema/sites.ts';
import { giftCodeBatches, giftCodes, walletCountries } from '../schema/wallet.ts';
import { cmsMessages, infoBarItems, productRatings, storefrontNews, storefrontPromos } from '../schema/storefront.ts';
import {
  demoDenominations,
  demoProductCountries,
  demoProducts,
  demoProductSearchKeys,
  demoProductTexts,
  UNAVAILABLE_DENOMINATION,
  type DenominationSeed,
  type ProductCountrySeed,
} from './catalogue.ts';
import { demoCountries, type CountryGroup, type CountrySeed } from './countries.ts';
import { currencies, localPrice, type CurrencySeed } from './currencies.ts';
import { denominationId, productId } from './ids.ts';
import { demoPaymentChannels, type PaymentChannelKind, type PaymentChannelSeed } from './payment-channels.ts';
import { productDefinitions, type ProductDefinition, type ProductSeed } from './products.ts';
import {
  DEMO_SITES,
  demoCmsMessages,
  demoInfoBarItems,
  demoNews,
  demoProductRatings,
  demoPromos,
  demoSiteProducts,
  demoSites,
  SITE_FEATURE_NAMES,
  siteCatalogues,
  type SiteSeed,
} from './sites.ts';
import { demoGiftCodeBatches, demoGiftCodes, demoWalletCountries } from './wallet.ts';
import { demoRewardDailySettings, demoRewardRedemptions, demoRewardRules, demoRewardsChannels } from './rewards.ts';
import { rewardDailySettings, rewardRedemptions, rewardRules } from '../schema/rewards.ts';
import { purchaseRules } from '../schema/purchase-rules.ts';
import { demoPurchaseRules } from './purchase-rules.ts';

export {
  demoCountries,
  demoProducts,
  demoProductSearchKeys,
  demoProductTexts,
  demoProductCountries,
  demoDenominations,
  demoPaymentChannels,
  productDefinitions,
  currencies,
  localPrice,
  denominationId,
  productId,
  UNAVAILABLE_DENOMINATION,
  DEMO_SITES,
  demoSites,
  demoSiteProducts,
  demoCmsMessages,
  demoPromos,
  demoInfoBarItems,
  demoNews,
  demoProductRatings,
  SITE_FEATURE_NAMES,
  siteCatalogues,
};
export type {
  CountryGroup,
  CountrySeed,
  CurrencySeed,
  DenominationSeed,
  PaymentChannelKind,
  PaymentChannelSeed,
  ProductCountrySeed,
  ProductDefinition,
  ProductSeed,
  SiteSeed,
};

/** The country tests and the e2e journey use unless they need another. */
export const DEMO_COUNTRY = 'sg';
/** The headline product: needs a user id and a zone id. */
export const DEMO_PRODUCT = 'mobile-legends';
/** A top-up that needs only a player id. */
export const DEMO_PRODUCT_WITHOUT_ZONE = 'free-fire';
/** The one product with a minimum purchase age (13). */
export const DEMO_AGE_GATED_PRODUCT = 'roblox';
/** The product that asks for the shopper's nationality (docs/decisions/0047), sold everywhere; needs only a player id. */
export const DEMO_NATIONALITY_PRODUCT = 'top-eleven';
/** The country whose carrier channels ask for the shopper's nationality (docs/decisions/0047). */
export const DEMO_NATIONALITY_CHANNEL_COUNTRY = 'sa';

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No demo ${what}`);
  return value;
}

/** Look-ups into the seed data for tests and e2e; each throws when asked for something not seeded. */
export const demo = {
  country: (code: string): CountrySeed =>
    required(
      demoCountries.find((c) => c.code === code),
      `country ${code}`,
    ),
  product: (slug: string): ProductSeed =>
    required(
      demoProducts.find((p) => p.slug === slug),
      `product ${slug}`,
    ),
  /** Slugs of the products a country sells. */
  productsIn: (countryCode: string): string[] =>
    demoProductCountries
      .filter((pc) => pc.countryCode === countryCode)
      .map(
        (pc) =>
          required(
            demoProducts.find((p) => p.id === pc.productId),
            `product ${pc.productId}`,
          ).slug,
      ),
  /** A product's denominations in a country, in display order (unavailable ones included). */
  denominations: (slug: string, countryCode: string): DenominationSeed[] => {
    const id = demo.product(slug).id;
    const found = demoDenominations.filter((d) => d.productId === id && d.countryCode === countryCode);
    if (found.length === 0) throw new Error(`No demo denominations for ${slug} in ${countryCode}`);
    return found;
  },
  /** The first available denomination of a product in a country. */
  denomination: (slug: string, countryCode: string): DenominationSeed =>
    required(
      demo.denominations(slug, countryCode).find((d) => d.available),
      `available denomination of ${slug} in ${countryCode}`,
    ),
  /** The seeded unavailable denomination (Mobile Legends, 2195 Diamonds, Singapore). */
  unavailableDenomination: (): DenominationSeed =>
    required(
      demo.denominations(UNAVAILABLE_DENOMINATION.productSlug, UNAVAILABLE_DENOMINATION.countryCode).find((d) => !d.available),
      'unavailable denomination',
    ),
  /** A country's channels in display order (Codacash first where the wallet is). */
  channels: (countryCode: string): PaymentChannelSeed[] =>
    demoPaymentChannels.filter((c) => c.countryCode === countryCode).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id),
  /** A country's first channel paid at the provider (not Codacash), or its first of a kind. */
  channel: (countryCode: string, kind?: PaymentChannelKind): PaymentChannelSeed =>
    required(
      demo.channels(countryCode).find((c) => (kind === undefined ? c.kind !== 'codacash' : c.kind === kind)),
      `${kind ?? ''} channel in ${countryCode}`,
    ),
};

/**
 * Upserts rows in one statement per table: the rows travel as a single JSON parameter, unpacked
 * by jsonb_to_recordset. Ten thousand rows as bind parameters would cost drizzle and PGlite several
 * times more (and need batching under PostgreSQL's 65,535-parameter limit). Rows equal to the seed
 * are not rewritten, so seeding on every start leaves no dead row versions behind.
 */
async function upsert(tx: Tx, table: PgTable, rows: readonly object[], keys: string[], keep: string[] = []): Promise<void> {
  // `keep`: columns the store changes as it runs (a country's wallet count, a redeemed gift code), never seeded.
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => !keep.includes(key));
  const payload = JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null]))),
    (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const definitions = sql.join(
    columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const conflict = sql.join(
    columns.filter(([key]) => keys.includes(key)).map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const updates = columns.filter(([key]) => !keys.includes(key));
  const action =
    updates.length === 0
      ? sql`do nothing`
      : sql`do update set ${sql.join(
          updates.map(([, column]) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`),
          sql`, `,
        )}
      where (${sql.join(
        updates.map(([, column]) => sql`${table}.${sql.identifier(column.name)}`),
        sql`, `,
      )}) is distinct from (${sql.join(
        updates.map(([, column]) => sql`excluded.${sql.identifier(column.name)}`),
        sql`, `,
      )})`;
  await tx.execute(sql`insert into ${table} (${names})
    select ${names} from jsonb_to_recordset(${payload}::jsonb) as seed(${definitions})
    on conflict (${conflict}) ${action}`);
}

// Serialises seeding when several nodes start at once on one PostgreSQL server.
const SEED_LOCK = 7_346_222;

/**
 * Seeds the demo catalogue: inserts what is missing and brings changed rows back to the seed data,
 * in one transaction. Rows already equal to the seed are left alone (no new row versions on every
 * start). Rows that are no longer in the seed are kept, since orders may point at them.
 */
export async function seedDemoCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await upsert(tx, countries, demoCountries, ['code']);
    await upsert(tx, products, demoProducts, ['id']);
    await upsert(tx, productTexts, demoProductTexts, ['productId', 'language']);
    await upsert(tx, productSearchKeys, demoProductSearchKeys, ['productId', 'key']);
    await upsert(tx, productCountries, demoProductCountries, ['productId', 'countryCode']);
    await upsert(tx, paymentChannels, demoPaymentChannels, ['id']);
    await upsert(tx, paymentChannels, demoRewardsChannels, ['id']);
    await upsert(tx, denominations, demoDenominations, ['id']);
    await upsert(tx, sites, demoSites, ['id']);
    await upsert(tx, siteProducts, demoSiteProducts, ['siteId', 'productId']);
    await upsert(tx, cmsMessages, demoCmsMessages, ['siteId', 'language', 'type', 'key']);
    await upsert(tx, storefrontPromos, demoPromos, ['id']);
    await upsert(tx, infoBarItems, demoInfoBarItems, ['id']);
    await upsert(tx, storefrontNews, demoNews, ['id']);
    await upsert(tx, productRatings, demoProductRatings, ['siteId', 'productId']);
    await upsert(tx, walletCountries, demoWalletCountries, ['countryCode'], ['walletCount']);
    await upsert(tx, giftCodeBatches, demoGiftCodeBatches, ['id'], ['createdAt']);
    await upsert(tx, giftCodes, demoGiftCodes, ['codeHash'], ['redeemedByWalletId', 'redeemedAt']);
    await upsert(tx, rewardRules, demoRewardRules, ['id']);
    await upsert(tx, rewardDailySettings, demoRewardDailySettings, ['countryCode']);
    await upsert(tx, rewardRedemptions, demoRewardRedemptions, ['denominationId']);
    await upsert(tx, purchaseRules, demoPurchaseRules, ['id']);
  });
}
export {
  CODACASH_COUNTRIES,
  DEMO_GIFT_CODES,
  demoWalletCountries,
  giftCodeHash,
  WALLET_ACTIVATIONS_DISABLED_COUNTRY,
  WALLET_LOCKED_COUNTRY,
} from './wallet.ts';
export {
  DEMO_CHANNEL_FUNDED_PRODUCT,
  DEMO_CROSS_SELL_PRODUCT,
  DEMO_PUBLISHER_FUNDED_PUBLISHER,
  demoRewardDailySettings,
  demoRewardRedemptions,
  demoRewardRules,
  demoRewardsChannels,
} from './rewards.ts';
export { DEMO_PASSES } from './catalogue.ts';
export { DEMO_LIMITED_PRODUCT, demoPurchaseRules } from './purchase-rules.ts';
export { namesOf, PRODUCT_TEXT_LANGUAGES, productTextsOf, type ProductTextSeed } from './product-texts/index.ts';
