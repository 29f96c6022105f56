/**
 * Amounts typed by a shopper (commerce §5 amount patterns), read into integer minor units without
 * floating point. Used by the wallet's custom top-up; zod-free, so the browser can import it alone.
 *
 * - normal style: comma for thousands, dot for decimals ("1,234.50" or "1234.50");
 * - invert style: dot for thousands, comma for decimals ("1.234,50" or "1234,50");
 * - at most two decimals, and both styles start with a digit 1-9 (no "0.50", no "012");
 * - a currency whose prices show no decimals takes whole numbers only, digits alone ("15000").
 */
export type AmountInputFormat = {
  /** The country's amount style: 'invert' writes a decimal comma. */
  amountFormat: string;
  /** Whether the country's prices show decimals (shell §3 showDecimal). */
  showDecimal: boolean;
  /** Minor units per major unit, as a power of ten (2 for cents, 0 for yen). */
  currencyExponent: number;
};

const PATTERNS = {
  // Grouped in threes, or not grouped at all; then up to two decimals.
  normal: /^(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d*)(?:\.\d{1,2})?$/,
  invert: /^(?:[1-9]\d{0,2}(?:\.\d{3})+|[1-9]\d*)(?:,\d{1,2})?$/,
  whole: /^[1-9]\d*$/,
} as const;

/** Which of the patterns a country's custom amount must match. */
export function amountPatternOf(format: AmountInputFormat): RegExp {
  if (!format.showDecimal || format.currencyExponent === 0) return PATTERNS.whole;
  return format.amountFormat === 'invert' ? PATTERNS.invert : PATTERNS.normal;
}

/** The typed amount in minor units (a string of digits, as amounts travel), or null when it does not match the pattern. */
export function parseAmountInput(text: string, format: AmountInputFormat): string | null {
  const typed = text.trim();
  if (typed.length > 24 || !amountPatternOf(format).test(typed)) return null;
  const [group, decimal] = format.amountFormat === 'invert' ? ['.', ','] : [',', '.'];
  const [whole = '', fraction = ''] = typed.split(decimal);
  const exponent = format.currencyExponent;
  // A fraction finer than the currency's minor unit (two decimals of a one-decimal currency) is no amount of it.
  if (fraction.length > exponent && /[1-9]/.test(fraction.slice(exponent))) return null;
  const minor =
    BigInt(whole.split(group).join('')) * 10n ** BigInt(exponent) +
    BigInt((fraction.slice(0, exponent) || '0').padEnd(exponent, '0') || '0');
  return minor.toString();
}

/** Whether a parsed amount is within the country's custom top-up range (commerce §5 "Amount must be within {0} to {1}"). */
export function amountWithin(minor: string, min: string, max: string): boolean {
  const value = BigInt(minor);
  return value >= BigInt(min) && value <= BigInt(max);
}
