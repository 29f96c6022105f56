/**
 * Price display of shell §9 and commerce §9, shared by the server (SSR, e-mails) and the browser.
 *
 * Money is an integer in the currency's minor units; every step here works on bigint, so no price is
 * ever rounded by floating point. The rules:
 * - two decimals only when the country shows decimals AND (the amount has a fraction OR the
 *   country sets showDecimalWhenZero); otherwise none;
 * - rounding truncates (towards zero) to 2 decimals, or to an integer when decimals are not shown,
 *   so a 3-decimal currency's 12.345 shows as 12.34 and 99.99 in a no-decimal country as 99;
 * - digits are always Latin (0-9), whatever the locale's own numbering system;
 * - Arabic locales show plain fixed-decimal digits: no grouping, a dot before the decimals;
 * - the locales shell §9 lists get pinned separators (see PINNED_SEPARATORS).
 */

/** The fields of a country/locale record that decide how its prices look. */
export type PriceFormat = {
  currency: string;
  currencySymbol: string;
  currencyExponent: number;
  showDecimal: boolean;
  showDecimalWhenZero: boolean;
  locale: string;
  amountFormat: string;
};

type Separators = { group: string; decimal: string };

const NBSP = '\u00A0';
const COMMA_DOT: Separators = { group: ',', decimal: '.' };
const DOT_COMMA: Separators = { group: '.', decimal: ',' };
const SPACE_COMMA: Separators = { group: NBSP, decimal: ',' };
/** Arabic locales: plain fixed-decimal digits, as the spec says. */
const PLAIN: Separators = { group: '', decimal: '.' };

/**
 * Separators for the locales shell §9 singles out. They are written down rather than asked of Intl
 * because the server and the browser must print the same string (hydration), and engines ship
 * different CLDR versions exactly here: de-CH's apostrophe has been ' and ’, en-ZA's decimal has been
 * a dot and a comma, spaces have been U+0020, U+00A0 and U+202F. The values follow current CLDR,
 * with every space a no-break space and de-CH's apostrophe the ASCII one.
 * es-ES and pl-PL: CLDR does not group 4-digit numbers there (minimum grouping digits 2); the spec
 * names them for their grouping, and a shop's price list reads better when 1.234 and 12.345 look
 * alike, so every locale here groups from 4 digits.
 */
const PINNED_SEPARATORS: Readonly<Record<string, Separators>> = {
  'en-ZA': SPACE_COMMA,
  'hu-HU': SPACE_COMMA,
  'de-AT': SPACE_COMMA,
  // English in Austria keeps Austrian-style numbers (CLDR en-AT), not those of en-GB or en-US.
  'en-AT': DOT_COMMA,
  'mn-MN': COMMA_DOT,
  'es-AR': DOT_COMMA,
  'es-CO': DOT_COMMA,
  'es-CL': DOT_COMMA,
  'es-BO': DOT_COMMA,
  'es-PY': DOT_COMMA,
  'es-ES': DOT_COMMA,
  'pl-PL': SPACE_COMMA,
  'es-PE': COMMA_DOT,
  'de-CH': { group: "'", decimal: '.' },
  'ru-KZ': SPACE_COMMA,
  // English in the Gulf states: comma thousands and dot decimals, whatever the engine's en fallback.
  'en-AE': COMMA_DOT,
  'en-BH': COMMA_DOT,
  'en-KW': COMMA_DOT,
  'en-OM': COMMA_DOT,
  'en-QA': COMMA_DOT,
  'en-SA': COMMA_DOT,
  'en-IQ': COMMA_DOT,
};

/** Languages whose prices put the currency symbol after the amount ("12,34 €", "1 234 ₸"). */
const SYMBOL_AFTER_LANGUAGES = new Set([
  'ar',
  'cs',
  'da',
  'de',
  'el',
  'fi',
  'fr',
  'hu',
  'it',
  'nb',
  'no',
  'pl',
  'ro',
  'ru',
  'sk',
  'sv',
  'vi',
]);
/** Exceptions to SYMBOL_AFTER_LANGUAGES, both ways. */
const SYMBOL_AFTER_LOCALES = new Set(['es-ES', 'pt-PT']);
const SYMBOL_BEFORE_LOCALES = new Set(['de-AT', 'de-CH']);
/** Languages that separate a leading symbol with a space even when it ends in a sign ("R$ 12,34", "€ 12,34"). */
const SPACED_PREFIX_LANGUAGES = new Set(['de', 'es', 'nl', 'pt']);

type IntegerFormatter = { integer(value: bigint): string; decimal: string };

const formatters = new Map<string, IntegerFormatter>();

function groupDigits(digits: string, group: string): string {
  if (group === '') return digits;
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const chunk = digits.slice(Math.max(0, end - 3), end);
    out = out === '' ? chunk : `${chunk}${group}${out}`;
  }
  return out;
}

function explicitFormatter(separators: Separators): IntegerFormatter {
  return { integer: (value) => groupDigits(value.toString(), separators.group), decimal: separators.decimal };
}

function language(locale: string): string {
  return locale.split('-')[0]!.toLowerCase();
}

/**
 * Other locales ask Intl (Latin digits forced, so Bengali, Burmese or Devanagari digits never
 * appear) and keep its grouping, e.g. en-IN's lakh grouping. Spaces become no-break spaces so
 * engines that differ only in which space they use print the same string.
 */
function intlFormatter(locale: string, amountFormat: string): IntegerFormatter {
  try {
    const format = new Intl.NumberFormat(locale, { numberingSystem: 'latn', useGrouping: 'always' });
    const decimal = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    return {
      integer: (value) => normaliseSpaces(format.format(value)),
      decimal: normaliseSpaces(decimal),
    };
  } catch {
    // A locale the engine rejects: the country's amount format says which separator is which.
    return explicitFormatter(amountFormat === 'invert' ? DOT_COMMA : COMMA_DOT);
  }
}

function normaliseSpaces(text: string): string {
  return text.replace(/[\u0020\u202F]/g, NBSP).replace(/[\u200E\u200F\u061C]/g, '');
}

function formatterFor(locale: string, amountFormat: string): IntegerFormatter {
  const key = `${locale}|${amountFormat}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const pinned = PINNED_SEPARATORS[locale];
    if (pinned) formatter = explicitFormatter(pinned);
    else if (language(locale) === 'ar') formatter = explicitFormatter(PLAIN);
    else formatter = intlFormatter(locale, amountFormat);
    formatters.set(key, formatter);
  }
  return formatter;
}

function toMinor(amountMinor: bigint | string): bigint {
  if (typeof amountMinor === 'bigint') return amountMinor;
  if (!/^-?\d+$/.test(amountMinor)) throw new RangeError(`Not an amount in minor units: ${JSON.stringify(amountMinor)}`);
  return BigInt(amountMinor);
}

/** The number part of a price, e.g. "1,234.50" or "15.000"; decimals, when shown, are always two. */
export function formatAmount(amountMinor: bigint | string, country: PriceFormat): string {
  const minor = toMinor(amountMinor);
  const exponent = country.currencyExponent;
  const unit = 10n ** BigInt(exponent);
  const magnitude = minor < 0n ? -minor : minor;
  const whole = magnitude / unit;
  const fraction = magnitude % unit;
  const formatter = formatterFor(country.locale, country.amountFormat);
  let text = formatter.integer(whole);
  let isZero = whole === 0n;
  if (exponent > 0 && country.showDecimal && (fraction !== 0n || country.showDecimalWhenZero)) {
    // Truncate to hundredths: drop the digits past the second, never round them.
    const hundredths = exponent >= 2 ? fraction / 10n ** BigInt(exponent - 2) : fraction * 10n ** BigInt(2 - exponent);
    text += formatter.decimal + hundredths.toString().padStart(2, '0');
    isZero &&= hundredths === 0n;
  }
  return minor < 0n && !isZero ? `-${text}` : text;
}

/** A price with its currency symbol placed as the locale writes it ("S$1.49", "Rp 15.000", "12,34 €"). */
export function formatPrice(amountMinor: bigint | string, country: PriceFormat): string {
  const amount = formatAmount(amountMinor, country);
  const negative = amount.startsWith('-');
  const digits = negative ? amount.slice(1) : amount;
  const symbol = country.currencySymbol;
  const lang = language(country.locale);
  const after =
    SYMBOL_AFTER_LOCALES.has(country.locale) || (SYMBOL_AFTER_LANGUAGES.has(lang) && !SYMBOL_BEFORE_LOCALES.has(country.locale));
  let text: string;
  if (after) {
    text = `${digits}${NBSP}${symbol}`;
  } else {
    // "RM 4.50" and "CHF 12.50" need the space; "$1.49" and "₱86" do not.
    const spaced = /\p{L}$/u.test(symbol) || SPACED_PREFIX_LANGUAGES.has(lang);
    text = `${symbol}${spaced ? NBSP : ''}${digits}`;
  }
  return negative ? `-${text}` : text;
}
