import { describe, expect, it } from 'vitest';
import {
  demo,
  demoCountries,
  demoDenominations,
  demoPaymentChannels,
  demoProductCountries,
  demoProducts,
  DEMO_AGE_GATED_PRODUCT,
  DEMO_COUNTRY,
  DEMO_PRODUCT,
  DEMO_PRODUCT_WITHOUT_ZONE,
  localPrice,
  productId,
  DEMO_PASSES,
  DEMO_LIMITED_PRODUCT,
  demoPurchaseRules,
  PRODUCT_TEXT_LANGUAGES,
  productTextsOf,
} from './index.ts';

// Shell §9's countries with language rules, plus those its language list adds.
const specCountries = [
  'ph',
  'my',
  'sg',
  'bd',
  'pk',
  'lk',
  'th',
  'kh',
  'la',
  'eg',
  'mm',
  'vn',
  'tl',
  'bh',
  'kw',
  'sa',
  'ma',
  'ng',
  'za',
  'kr',
  'ru',
  'tw',
  'mn',
  'hk',
  'br',
  'ca',
  'ar',
  'bo',
  'cl',
  'co',
  'mx',
  'py',
  'pe',
  'id',
  'in',
  'ae',
  'tr',
  'jp',
  'np',
  'iq',
  'ec',
  'uy',
  'be',
  'dk',
  'de',
  'es',
  'fr',
  'it',
  'nl',
  'no',
  'at',
  'pl',
  'ch',
  'se',
  'gb',
  'us',
  'cz',
  'hu',
  'pt',
  'ro',
  'au',
  'nz',
  'ke',
  'ie',
  'kz',
  'fi',
  'gr',
  'sk',
  'qa',
];
const groups = ['Africa', 'Americas', 'Europe', 'Middle East', 'South Asia', 'Southeast Asia', 'Oceania', 'Central Asia', 'East Asia'];
const regionOfGroup: Record<string, string> = {
  'Southeast Asia': 'sg',
  'South Asia': 'sg',
  'East Asia': 'sg',
  Oceania: 'sg',
  Americas: 'us',
  'Middle East': 'sa',
  Europe: 'eu',
  Africa: 'eu',
  'Central Asia': 'eu',
};
const codacashChannelIds = [239, 259, 321, 453, 318, 319, 691, 654, 1201];

/** The spec's mobile-pattern mini-language (shell §5) as a regular expression. */
function mobileRegex(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern.replaceAll(' OR ', '|').replaceAll(' to ', ',')})$`);
}

describe('demo countries', () => {
  it('are exactly the countries the spec names, each once', () => {
    expect(demoCountries.map((c) => c.code).sort()).toEqual([...specCountries].sort());
  });

  it.each(demoCountries.map((c) => [c.code, c] as const))('%s has a complete, consistent record', (code, country) => {
    expect(country.path).toBe(`/${code}`);
    expect(groups).toContain(country.group);
    expect(country.regionCode).toBe(regionOfGroup[country.group]);
    expect(country.currency).toMatch(/^[A-Z]{3}$/);
    expect(country.currencySymbol.length).toBeGreaterThan(0);
    expect(country.phoneCode).toMatch(/^[1-9][0-9]{0,2}$/);
    expect(country.numericCode).toBeGreaterThan(0);
    expect(['normal', 'invert']).toContain(country.amountFormat);
    expect(Object.values(country.features).every((on) => on === true)).toBe(true);
    const defaults = country.languages.filter((l) => l.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]!.locale).toBe(country.locale);
    expect(defaults[0]!.name).toBe(country.languageName);
    expect(country.rtl).toBe(defaults[0]!.code === 'ar');
    for (const language of country.languages) {
      expect(language.locale.startsWith(`${language.code}-`)).toBe(true);
      expect(language.locale.endsWith(`-${code.toUpperCase()}`)).toBe(true);
      expect(language.isRTL).toBe(language.code === 'ar');
    }
    if (country.currencyExponent === 0) expect(country.showDecimal).toBe(false);
    if (country.showDecimalWhenZero) expect(country.showDecimal).toBe(true);
    expect(() => mobileRegex(country.mobilePattern)).not.toThrow();
  });

  it('uses ISO 4217 minor units', () => {
    const exponents = Object.fromEntries(demoCountries.map((c) => [c.currency, c.currencyExponent]));
    expect(exponents).toMatchObject({ JPY: 0, KRW: 0, VND: 0, CLP: 0, PYG: 0, KWD: 3, BHD: 3, IQD: 3, IDR: 2, USD: 2, EUR: 2 });
  });

  it("follows the spec's language rules", () => {
    const languages = (code: string) => demo.country(code).languages.map((l) => `${l.locale}${l.isDefault ? '*' : ''}`);
    expect(languages('eg')).toEqual(['ar-EG*', 'en-EG']);
    expect(languages('ae')).toEqual(['en-AE*', 'ar-AE']);
    expect(languages('sa')).toEqual(['ar-SA*', 'en-SA']);
    expect(languages('de')).toEqual(['de-DE*', 'en-DE']);
    expect(languages('at')).toEqual(['de-AT*', 'en-AT']);
    expect(languages('be')).toEqual(['nl-BE*', 'fr-BE']);
    expect(languages('ch')).toEqual(['de-CH*', 'fr-CH']);
    expect(languages('kz')).toEqual(['ru-KZ*']);
    expect(languages('br')).toEqual(['pt-BR*']);
    expect(languages('mx')).toEqual(['es-MX*']);
    expect(languages('jp')).toEqual(['ja-JP*']);
    expect(languages('gb')).toEqual(['en-GB*']);
    expect(
      demoCountries
        .filter((c) => c.rtl)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['eg', 'iq', 'ma', 'sa']);
  });

  it('has mobile patterns that accept local numbers without the trunk 0 or country code', () => {
    const accepts = (code: string, number: string) => mobileRegex(demo.country(code).mobilePattern).test(number);
    expect(accepts('sg', '91234567')).toBe(true);
    expect(accepts('sg', '61234567')).toBe(false);
    expect(accepts('id', '81234567890')).toBe(true);
    expect(accepts('id', '081234567890')).toBe(false);
    expect(accepts('ph', '9171234567')).toBe(true);
    expect(accepts('my', '123456789')).toBe(true);
    expect(accepts('my', '1123456789')).toBe(true);
    expect(accepts('gb', '447911123456')).toBe(false);
  });
});

describe('demo products', () => {
  it('has at least 25 products with unique slugs and prefixed ids', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(25);
    expect(new Set(demoProducts.map((p) => p.slug)).size).toBe(demoProducts.length);
    for (const product of demoProducts) {
      expect(product.id).toBe(`prd_${product.slug.replaceAll('-', '_')}`);
      expect(product.slug).toMatch(/^[a-z0-9-]+$/);
      expect(product.artwork.from).toMatch(/^#[0-9a-f]{6}$/);
      expect(product.artwork.to).toMatch(/^#[0-9a-f]{6}$/);
      expect([...product.artwork.glyph].length).toBeGreaterThanOrEqual(1);
      expect([...product.artwork.glyph].length).toBeLessThanOrEqual(3);
      expect(product.description.length).toBeGreaterThan(40);
    }
    expect(demoProducts.some((p) => p.kind === 'voucher')).toBe(true);
  });

  it('are described in every store language, with English only in the products rows', () => {
    const languages = new Set(demoCountries.flatMap((country) => country.languages.map((language) => language.code)));
    languages.delete('en');
    expect([...PRODUCT_TEXT_LANGUAGES].sort()).toEqual([...languages].sort());
    const texts = productTextsOf(demoProducts);
    for (const language of PRODUCT_TEXT_LANGUAGES) {
      for (const product of demoProducts) {
        const text = texts.find((row) => row.productId === product.id && row.language === language);
        expect(text?.description, `${product.slug} in ${language}`).toMatch(/\S{2}/);
        expect(text!.description).not.toBe(product.description);
      }
    }
  });

  it('name the player id field in every store language, except brand terms every language keeps (Riot ID, UID)', () => {
    const texts = productTextsOf(demoProducts);
    const brandTerms = new Set(['Riot ID', 'UID', 'IGG ID', 'Razer ID', 'Online ID']);
    for (const product of demoProducts) {
      for (const language of PRODUCT_TEXT_LANGUAGES) {
        const label = texts.find((row) => row.productId === product.id && row.language === language)?.userIdLabel ?? null;
        if (brandTerms.has(product.userIdLabel)) expect(label, `${product.slug} in ${language}`).toBeNull();
        else expect(label, `${product.slug} in ${language}`).toMatch(/\S/);
      }
    }
    const mobileLegends = texts.find((row) => row.productId === demo.product(DEMO_PRODUCT).id && row.language === 'de');
    expect(mobileLegends?.userIdLabel).not.toBe('User ID');
  });

  it('has exactly one product with a minimum age, 13', () => {
    const gated = demoProducts.filter((p) => p.minAge !== null);
    expect(gated.map((p) => [p.slug, p.minAge])).toEqual([[DEMO_AGE_GATED_PRODUCT, 13]]);
  });

  it('has games that need a zone and games that do not', () => {
    expect(demo.product(DEMO_PRODUCT)).toMatchObject({ needsZone: true, creditName: 'Diamonds', userIdLabel: 'User ID' });
    expect(demo.product(DEMO_PRODUCT_WITHOUT_ZONE).needsZone).toBe(false);
  });

  it('sells at least 12 products in every country, and some products only in some regions', () => {
    for (const country of demoCountries) expect(demo.productsIn(country.code).length).toBeGreaterThanOrEqual(12);
    expect(demo.productsIn('sg')).toContain('ragnarok-x');
    expect(demo.productsIn('de')).not.toContain('ragnarok-x');
    for (const product of demoProducts) expect(demoProductCountries.some((pc) => pc.productId === product.id)).toBe(true);
  });
});

describe('demo denominations', () => {
  it('have unique, stable ids', () => {
    expect(new Set(demoDenominations.map((d) => d.id)).size).toBe(demoDenominations.length);
    expect(demoDenominations.every((d) => /^dnm_[0-9a-f]{12}$/.test(d.id))).toBe(true);
    // Pinned: orders point at these ids, so a change to the id scheme must be deliberate.
    expect(demo.denomination(DEMO_PRODUCT, DEMO_COUNTRY).id).toBe('dnm_83d31db21353');
  });

  it('exist for exactly the products a country sells, 4 to 8 per product besides the demo passes, in its currency', () => {
    const sold = new Set(demoProductCountries.map((pc) => `${pc.productId}/${pc.countryCode}`));
    const perPair = new Map<string, number>();
    for (const d of demoDenominations) {
      const key = `${d.productId}/${d.countryCode}`;
      expect(sold.has(key)).toBe(true);
      perPair.set(key, (perPair.get(key) ?? 0) + 1);
      expect(d.currency).toBe(demo.country(d.countryCode).currency);
      expect(d.priceMinor).toBeGreaterThan(0n);
    }
    expect(perPair.size).toBe(sold.size);
    const withPasses = `${productId(DEMO_PASSES.productSlug)}/${DEMO_PASSES.countryCode}`;
    for (const [key, count] of perPair) {
      const ladder = key === withPasses ? count - 2 : count;
      expect(ladder).toBeGreaterThanOrEqual(4);
      expect(ladder).toBeLessThanOrEqual(8);
    }
  });

  it('include the once-only passes after the ladder, each with its rule (docs/decisions/0036)', () => {
    const all = demo.denominations(DEMO_PASSES.productSlug, DEMO_PASSES.countryCode);
    expect(all.slice(-2).map((d) => d.name)).toEqual([DEMO_PASSES.weekly.name, DEMO_PASSES.seasonal.name]);
    expect(demo.denomination(DEMO_PASSES.productSlug, DEMO_PASSES.countryCode).name).not.toMatch(/Pass/);
    const ruled = new Set(demoPurchaseRules.map((rule) => rule.denominationId));
    for (const pass of all.slice(-2)) expect(ruled.has(pass.id)).toBe(true);
    const ids = new Set(demoDenominations.map((d) => d.id));
    expect(demoPurchaseRules.every((rule) => rule.denominationId == null || ids.has(rule.denominationId))).toBe(true);
    expect(demoProducts.some((p) => p.slug === DEMO_LIMITED_PRODUCT.slug)).toBe(true);
  });

  it('are priced in whole units where the country shows no decimals', () => {
    for (const d of demoDenominations) {
      const country = demo.country(d.countryCode);
      if (!country.showDecimal) expect(d.priceMinor % 10n ** BigInt(country.currencyExponent)).toBe(0n);
    }
  });

  it('round to prices that look local', () => {
    expect(localPrice(149, 'USD')).toBe(149n);
    expect(localPrice(149, 'IDR') % 100_000n).toBe(0n);
    expect(localPrice(149, 'IDR')).toBe(2_400_000n);
    expect(localPrice(149, 'JPY') % 10n).toBe(0n);
    expect(localPrice(149, 'KWD') % 50n).toBe(0n);
    expect(localPrice(149, 'EUR') % 10n).toBe(9n);
    expect(localPrice(1, 'VND')).toBe(1000n);
  });

  it('has exactly one unavailable denomination: the largest Mobile Legends pack in Singapore', () => {
    const unavailable = demoDenominations.filter((d) => !d.available);
    expect(unavailable).toHaveLength(1);
    expect(unavailable[0]).toMatchObject({ productId: 'prd_mobile_legends', countryCode: 'sg', creditAmount: 2195 });
    expect(demo.unavailableDenomination()).toBe(unavailable[0]);
  });
});

describe('demo payment channels', () => {
  it("have unique integer ids, the wallet's reserved ids only for Codacash, one per wallet country", () => {
    const ids = demoPaymentChannels.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const channel of demoPaymentChannels) {
      expect(Number.isInteger(channel.id)).toBe(true);
      expect(codacashChannelIds.includes(channel.id)).toBe(channel.kind === 'codacash');
    }
    expect(
      demoPaymentChannels
        .filter((c) => c.kind === 'codacash')
        .map((c) => c.id)
        .sort(),
    ).toEqual([...codacashChannelIds].sort());
    expect(demo.channel('sg', 'bank_transfer')).toMatchObject({ id: 70203, name: 'PayNow' });
  });

  it('offer at least three kinds in every country, all from the sandbox provider', () => {
    for (const country of demoCountries) {
      const channels = demo.channels(country.code);
      expect(new Set(channels.map((c) => c.kind)).size).toBeGreaterThanOrEqual(3);
      expect(channels.every((c) => c.provider === (c.kind === 'codacash' ? 'codacash' : 'sandbox'))).toBe(true);
    }
  });
});

describe('demo look-ups', () => {
  it('throw for anything not seeded', () => {
    expect(() => demo.country('xx')).toThrow();
    expect(() => demo.product('no-such-game')).toThrow();
    expect(() => demo.denominations('ragnarok-x', 'de')).toThrow();
    expect(() => demo.channel('sg', 'convenience_store')).toThrow();
  });
});
