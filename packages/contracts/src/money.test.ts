import { describe, expect, it } from 'vitest';
import { formatAmount, formatPrice, type PriceFormat } from './money.ts';

const NBSP = '\u00A0';

function country(overrides: Partial<PriceFormat>): PriceFormat {
  return {
    currency: 'SGD',
    currencySymbol: 'S$',
    currencyExponent: 2,
    showDecimal: true,
    showDecimalWhenZero: false,
    locale: 'en-SG',
    amountFormat: 'normal',
    ...overrides,
  };
}

const sg = country({});
const us = country({ currency: 'USD', currencySymbol: '$', locale: 'en-US', showDecimalWhenZero: true });
const id = country({ currency: 'IDR', currencySymbol: 'Rp', locale: 'id-ID', showDecimal: false, amountFormat: 'invert' });
const kw = country({ currency: 'KWD', currencySymbol: 'KD', currencyExponent: 3, locale: 'en-KW' });
const jp = country({ currency: 'JPY', currencySymbol: '¥', currencyExponent: 0, locale: 'ja-JP', showDecimal: false });

describe('decimals rule', () => {
  it('shows two decimals when the region shows decimals and the amount has a fraction', () => {
    expect(formatPrice(149n, sg)).toBe('S$1.49');
    expect(formatPrice(1050n, sg)).toBe('S$10.50');
  });

  it('shows no decimals for a whole amount unless showDecimalWhenZero is set', () => {
    expect(formatPrice(1000n, sg)).toBe('S$10');
    expect(formatPrice(1000n, us)).toBe('$10.00');
    expect(formatPrice(0n, us)).toBe('$0.00');
  });

  it('never shows decimals where the region does not, even with a fraction or showDecimalWhenZero', () => {
    expect(formatPrice(1_500_000n, id)).toBe(`Rp${NBSP}15.000`);
    expect(formatAmount(9999n, country({ showDecimal: false, showDecimalWhenZero: true }))).toBe('99');
  });

  it('never shows decimals for a currency without minor units', () => {
    expect(formatPrice(1000n, jp)).toBe('¥1,000');
    expect(formatPrice(1000n, { ...jp, showDecimal: true, showDecimalWhenZero: true })).toBe('¥1,000');
  });

  it('accepts the wire form (a string of minor units) and rejects anything else', () => {
    expect(formatPrice('149', sg)).toBe('S$1.49');
    expect(() => formatPrice('1.49', sg)).toThrow(RangeError);
    expect(() => formatPrice('', sg)).toThrow(RangeError);
  });
});

describe('truncation', () => {
  it('truncates a 3-decimal currency to 2 decimals instead of rounding', () => {
    expect(formatAmount(12_345n, kw)).toBe('12.34');
    expect(formatAmount(12_349n, kw)).toBe('12.34');
    expect(formatAmount(1_500n, kw)).toBe('1.50');
  });

  it('judges "has a fraction" on the full amount, so 12.005 shows its truncated decimals', () => {
    expect(formatAmount(12_005n, kw)).toBe('12.00');
    expect(formatAmount(12_000n, kw)).toBe('12');
  });

  it('truncates to an integer where decimals are not shown', () => {
    expect(formatAmount(9_999n, country({ showDecimal: false }))).toBe('99');
    expect(formatAmount(-9_999n, country({ showDecimal: false }))).toBe('-99');
  });

  it('keeps huge amounts exact (no floating point)', () => {
    expect(formatAmount(123_456_789_012_345_678_99n, sg)).toBe('123,456,789,012,345,678.99');
  });
});

describe('Latin digits', () => {
  it.each(['ar-EG', 'ar-SA', 'ar-IQ', 'ar-MA'])('%s uses plain fixed-decimal Latin digits', (locale) => {
    const text = formatAmount(123_456_78n, country({ locale }));
    expect(text).toBe('123456.78');
    expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  it.each(['bn-BD', 'my-MM', 'ne-NP', 'fa-IR', 'th-TH'])('%s never uses its own numbering system', (locale) => {
    expect(formatAmount(123_456_78n, country({ locale }))).toMatch(/^[0-9.,\u00A0']+$/);
  });

  it("places an Arabic locale's symbol after the amount", () => {
    expect(formatPrice(123_450n, country({ locale: 'ar-SA', currency: 'SAR', currencySymbol: 'SAR' }))).toBe(`1234.50${NBSP}SAR`);
    expect(
      formatPrice(
        2_500_000n,
        country({ locale: 'ar-IQ', currency: 'IQD', currencySymbol: 'IQD', currencyExponent: 3, showDecimal: false }),
      ),
    ).toBe(`2500${NBSP}IQD`);
  });
});

describe('locale-specific grouping and separators', () => {
  // 1,234,567.89 and 1,234 in each locale the spec lists, with the symbol where that locale puts it.
  const cases: [locale: string, symbol: string, big: string, small: string][] = [
    ['en-ZA', 'R', `R${NBSP}1${NBSP}234${NBSP}567,89`, `R${NBSP}1${NBSP}234`],
    ['hu-HU', 'Ft', `1${NBSP}234${NBSP}567,89${NBSP}Ft`, `1${NBSP}234${NBSP}Ft`],
    ['de-AT', '€', `€${NBSP}1${NBSP}234${NBSP}567,89`, `€${NBSP}1${NBSP}234`],
    ['en-AT', '€', '€1.234.567,89', '€1.234'],
    ['mn-MN', '₮', '₮1,234,567.89', '₮1,234'],
    ['es-AR', '$', `$${NBSP}1.234.567,89`, `$${NBSP}1.234`],
    ['es-CO', '$', `$${NBSP}1.234.567,89`, `$${NBSP}1.234`],
    ['es-CL', '$', `$${NBSP}1.234.567,89`, `$${NBSP}1.234`],
    ['es-BO', 'Bs', `Bs${NBSP}1.234.567,89`, `Bs${NBSP}1.234`],
    ['es-PY', '₲', `₲${NBSP}1.234.567,89`, `₲${NBSP}1.234`],
    ['es-ES', '€', `1.234.567,89${NBSP}€`, `1.234${NBSP}€`],
    ['pl-PL', 'zł', `1${NBSP}234${NBSP}567,89${NBSP}zł`, `1${NBSP}234${NBSP}zł`],
    ['en-AE', 'AED', `AED${NBSP}1,234,567.89`, `AED${NBSP}1,234`],
    ['en-BH', 'BD', `BD${NBSP}1,234,567.89`, `BD${NBSP}1,234`],
    ['en-KW', 'KD', `KD${NBSP}1,234,567.89`, `KD${NBSP}1,234`],
    ['en-QA', 'QAR', `QAR${NBSP}1,234,567.89`, `QAR${NBSP}1,234`],
    ['ar-EG', 'EGP', `1234567.89${NBSP}EGP`, `1234${NBSP}EGP`],
    ['ar-SA', 'SAR', `1234567.89${NBSP}SAR`, `1234${NBSP}SAR`],
    ['es-PE', 'S/', `S/${NBSP}1,234,567.89`, `S/${NBSP}1,234`],
    ['de-CH', 'CHF', `CHF${NBSP}1'234'567.89`, `CHF${NBSP}1'234`],
    ['ru-KZ', '₸', `1${NBSP}234${NBSP}567,89${NBSP}₸`, `1${NBSP}234${NBSP}₸`],
  ];

  it.each(cases)('%s', (locale, currencySymbol, big, small) => {
    const format = country({ locale, currencySymbol });
    expect(formatPrice(123_456_789n, format)).toBe(big);
    expect(formatPrice(123_400n, format)).toBe(small);
  });

  // Gulf and Arabic locales: English in the Gulf groups with commas; Arabic is plain fixed decimals.
  const gulf: [locale: string, symbol: string, big: string, small: string][] = [
    ['en-OM', 'OMR', `OMR${NBSP}1,234,567.89`, `OMR${NBSP}1,234`],
    ['en-SA', 'SAR', `SAR${NBSP}1,234,567.89`, `SAR${NBSP}1,234`],
    ['en-IQ', 'IQD', `IQD${NBSP}1,234,567.89`, `IQD${NBSP}1,234`],
    ['ar-AE', 'AED', `1234567.89${NBSP}AED`, `1234${NBSP}AED`],
    ['ar-BH', 'BD', `1234567.89${NBSP}BD`, `1234${NBSP}BD`],
    ['ar-KW', 'KD', `1234567.89${NBSP}KD`, `1234${NBSP}KD`],
    ['ar-OM', 'OMR', `1234567.89${NBSP}OMR`, `1234${NBSP}OMR`],
    ['ar-QA', 'QAR', `1234567.89${NBSP}QAR`, `1234${NBSP}QAR`],
    ['ar-IQ', 'IQD', `1234567.89${NBSP}IQD`, `1234${NBSP}IQD`],
    ['ar-MA', 'MAD', `1234567.89${NBSP}MAD`, `1234${NBSP}MAD`],
  ];

  it.each(gulf)('%s', (locale, currencySymbol, big, small) => {
    const format = country({ locale, currencySymbol });
    expect(formatPrice(123_456_789n, format)).toBe(big);
    expect(formatPrice(123_400n, format)).toBe(small);
  });

  it.each([...cases, ...gulf].map(([locale]) => locale))('%s writes Latin digits only', (locale) => {
    const text = formatAmount(9_876_543_210n, country({ locale }));
    expect(text).toMatch(/\d/);
    expect(text.replace(/[0-9]/g, '')).not.toMatch(/\p{Nd}/u);
  });

  it.each([...cases, ...gulf].map(([locale]) => locale))('%s follows the decimals rule and truncates', (locale) => {
    // A whole amount: no decimals unless showDecimalWhenZero; a fraction: two, truncated.
    const whole = formatAmount(1_000n, country({ locale }));
    expect(whole).toMatch(/^10$/);
    expect(formatAmount(1_000n, country({ locale, showDecimalWhenZero: true }))).toMatch(/^10[.,]00$/);
    expect(formatAmount(12_349n, country({ locale, currencyExponent: 3 }))).toMatch(/^12[.,]34$/);
    expect(formatAmount(9_999n, country({ locale, showDecimal: false }))).toBe('99');
  });

  it('leaves 3-digit amounts ungrouped', () => {
    expect(formatAmount(99_900n, country({ locale: 'de-CH' }))).toBe('999');
  });

  it('keeps Intl grouping for other locales, with no-break spaces and Latin digits', () => {
    expect(formatAmount(123_456_789n, country({ locale: 'en-IN' }))).toBe('12,34,567.89');
    expect(formatAmount(123_456_789n, country({ locale: 'fr-FR' }))).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(formatAmount(123_400n, country({ locale: 'id-ID' }))).toBe('1.234');
  });

  it('falls back to the amount format for a locale the engine rejects', () => {
    expect(formatAmount(123_450n, country({ locale: 'not a locale', amountFormat: 'invert' }))).toBe('1.234,50');
    expect(formatAmount(123_450n, country({ locale: 'not a locale', amountFormat: 'normal' }))).toBe('1,234.50');
  });
});
