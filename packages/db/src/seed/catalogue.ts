import type { denominations, productCountries, productSearchKeys } from '../schema/catalog.ts';
import { searchKeysOf } from '../search-key.ts';
import { demoCountries, type CountrySeed } from './countries.ts';
import { localPrice } from './currencies.ts';
import { denominationId, productId } from './ids.ts';
import { productDefinitions, type ProductDefinition, type ProductSeed } from './products.ts';
import { namesOf, productTextsOf, type ProductTextSeed } from './product-texts/index.ts';

export type DenominationSeed = typeof denominations.$inferSelect;
export type ProductCountrySeed = typeof productCountries.$inferSelect;
export type ProductSearchKeySeed = typeof productSearchKeys.$inferSelect;

/**
 * The one denomination seeded as unavailable, to exercise "denomination unavailable" (commerce §8):
 * the largest Mobile Legends pack in Singapore.
 */
export const UNAVAILABLE_DENOMINATION = { productSlug: 'mobile-legends', countryCode: 'sg', creditAmount: 2195 } as const;

function soldIn(definition: ProductDefinition, country: CountrySeed): boolean {
  const regions = definition.regions;
  if ('everywhereBut' in regions) return !regions.everywhereBut.includes(country.code);
  return (regions.groups as string[]).includes(country.group) || (regions.countries ?? []).includes(country.code);
}

export const demoProducts: readonly ProductSeed[] = productDefinitions.map(
  ({
    regions: _regions,
    ladder: _ladder,
    denominationName: _name,
    aliases: _aliases,
    playerFields,
    needsNationality,
    nicknameSearch,
    ...product
  }) => ({
    ...product,
    needsNationality: needsNationality ?? false,
    nicknameSearch: nicknameSearch ?? false,
    // An id, and a zone number where the game has zones, unless the game says otherwise; a voucher has no player.
    playerFields:
      playerFields ??
      (product.kind === 'voucher' ? [] : product.needsZone ? [{ kind: 'userId' }, { kind: 'zone-number' }] : [{ kind: 'userId' }]),
    id: productId(product.slug),
    active: true,
  }),
);

/** The demo products' texts in the other store languages (docs/decisions/0041). */
export const demoProductTexts: readonly ProductTextSeed[] = productTextsOf(demoProducts);

/** What each demo product is found by: its names in every language and its aliases. */
export const demoProductSearchKeys: readonly ProductSearchKeySeed[] = productDefinitions.flatMap((definition) =>
  searchKeysOf([...namesOf(definition), definition.publisher], definition.aliases).map(({ key, source }) => ({
    productId: productId(definition.slug),
    key,
    source,
  })),
);

export const demoProductCountries: readonly ProductCountrySeed[] = productDefinitions.flatMap((definition) =>
  demoCountries
    .filter((country) => soldIn(definition, country))
    .map((country) => ({ productId: productId(definition.slug), countryCode: country.code })),
);

/**
 * Passes sold once per player (docs/decisions/0036): Mobile Legends' Weekly Diamond Pass once ever
 * and its seasonal Twilight Pass once per 93 days (commerce §9), in Singapore, after the diamond
 * ladder (so the first denomination stays a plain top-up). Their rules are in `purchase-rules.ts`.
 */
export const DEMO_PASSES = {
  productSlug: 'mobile-legends',
  countryCode: 'sg',
  weekly: { creditAmount: 220, usdCents: 199, name: 'Weekly Diamond Pass' },
  seasonal: { creditAmount: 1000, usdCents: 999, name: 'Twilight Pass' },
} as const;

function passDenominations(): DenominationSeed[] {
  const { productSlug, countryCode } = DEMO_PASSES;
  const country = demoCountries.find((c) => c.code === countryCode)!;
  const ladder = productDefinitions.find((d) => d.slug === productSlug)!.ladder.length;
  return [DEMO_PASSES.weekly, DEMO_PASSES.seasonal].map((pass, index) => ({
    id: denominationId(productSlug, countryCode, pass.creditAmount),
    productId: productId(productSlug),
    countryCode,
    name: pass.name,
    creditAmount: pass.creditAmount,
    priceMinor: localPrice(pass.usdCents, country.currency),
    currency: country.currency,
    sortOrder: ladder + index + 1,
    available: true,
  }));
}

const ladderDenominations: readonly DenominationSeed[] = productDefinitions.flatMap((definition) =>
  demoCountries
    .filter((country) => soldIn(definition, country))
    .flatMap((country) =>
      definition.ladder.map(([creditAmount, usdCents], index) => ({
        id: denominationId(definition.slug, country.code, creditAmount),
        productId: productId(definition.slug),
        countryCode: country.code,
        name: (definition.denominationName ?? `{n} ${definition.creditName}`).replace('{n}', String(creditAmount)),
        creditAmount,
        priceMinor: localPrice(usdCents, country.currency),
        currency: country.currency,
        sortOrder: index + 1,
        available: !(
          definition.slug === UNAVAILABLE_DENOMINATION.productSlug &&
          country.code === UNAVAILABLE_DENOMINATION.countryCode &&
          creditAmount === UNAVAILABLE_DENOMINATION.creditAmount
        ),
      })),
    ),
);

export const demoDenominations: readonly DenominationSeed[] = [...ladderDenominations, ...passDenominations()];
