/**
 * The currencies of the demo countries: ISO 4217 minor units, and how demo prices are made from the
 * base US-dollar prices so they look like a local shop's (Rp 23.000, ¥220, 1,39 €, KD 0.450).
 */
export type CurrencySeed = {
  /** ISO 4217 minor units. */
  exponent: number;
  /** Demo exchange rate: local major units per US dollar. */
  usdRate: number;
  /** Prices are whole multiples of this many major units. */
  step: number;
  /** Charm pricing: round up to the step and take one minor unit off (1.40 becomes 1.39). */
  charm: boolean;
};

// [code, exponent, usdRate, step, charm]
const table: [string, number, number, number, boolean][] = [
  ['AED', 2, 3.67, 1, true],
  ['ARS', 2, 1050, 10, false],
  ['AUD', 2, 1.53, 0.1, true],
  ['BDT', 2, 120, 5, false],
  ['BHD', 3, 0.376, 0.05, false],
  ['BOB', 2, 6.9, 1, false],
  ['BRL', 2, 5.6, 0.1, true],
  ['CAD', 2, 1.38, 0.1, true],
  ['CHF', 2, 0.89, 0.1, true],
  ['CLP', 0, 950, 10, false],
  ['COP', 2, 4100, 100, false],
  ['CZK', 2, 23.5, 1, false],
  ['DKK', 2, 6.9, 1, false],
  ['EGP', 2, 49, 1, true],
  ['EUR', 2, 0.93, 0.1, true],
  ['GBP', 2, 0.79, 0.1, true],
  ['HKD', 2, 7.8, 1, false],
  ['HUF', 2, 365, 10, false],
  ['IDR', 2, 16300, 1000, false],
  ['INR', 2, 84, 1, false],
  ['IQD', 3, 1310, 250, false],
  ['JPY', 0, 150, 10, false],
  ['KES', 2, 129, 5, false],
  ['KRW', 0, 1380, 100, false],
  ['KWD', 3, 0.307, 0.05, false],
  ['KZT', 2, 490, 10, false],
  ['LAK', 2, 21500, 1000, false],
  ['LKR', 2, 300, 10, false],
  ['MAD', 2, 10, 1, false],
  ['MMK', 2, 2100, 100, false],
  ['MNT', 2, 3450, 100, false],
  ['MXN', 2, 18.5, 1, false],
  ['MYR', 2, 4.45, 0.1, true],
  ['NGN', 2, 1550, 50, false],
  ['NOK', 2, 10.9, 1, false],
  ['NPR', 2, 134, 5, false],
  ['NZD', 2, 1.68, 0.1, true],
  ['PEN', 2, 3.75, 0.1, true],
  ['PHP', 2, 57, 1, false],
  ['PKR', 2, 280, 10, false],
  ['PLN', 2, 4, 0.1, true],
  ['PYG', 0, 7800, 1000, false],
  ['QAR', 2, 3.64, 1, true],
  ['RON', 2, 4.65, 0.1, true],
  ['RUB', 2, 92, 1, false],
  ['SAR', 2, 3.75, 1, true],
  ['SEK', 2, 10.7, 1, false],
  ['SGD', 2, 1.35, 0.1, true],
  ['THB', 2, 35, 1, false],
  ['TRY', 2, 35, 1, false],
  ['TWD', 2, 32, 1, false],
  ['USD', 2, 1, 0.1, true],
  ['UYU', 2, 41, 1, false],
  ['VND', 0, 25500, 1000, false],
  ['ZAR', 2, 18.5, 1, true],
];

export const currencies: Readonly<Record<string, CurrencySeed>> = Object.fromEntries(
  table.map(([code, exponent, usdRate, step, charm]) => [code, { exponent, usdRate, step, charm }]),
);

export function currency(code: string): CurrencySeed {
  const found = currencies[code];
  if (!found) throw new Error(`Unknown demo currency ${code}`);
  return found;
}

/** A base price in US cents converted to the currency's minor units, rounded the local way. */
export function localPrice(usdCents: number, code: string): bigint {
  const { exponent, usdRate, step, charm } = currency(code);
  const stepMinor = Math.round(step * 10 ** exponent);
  const exact = (usdCents * usdRate * 10 ** exponent) / 100;
  // The epsilon keeps float noise (14.000000000000002 steps) from bumping a price up a whole step.
  const steps = Math.max(1, charm ? Math.ceil(exact / stepMinor - 1e-9) : Math.round(exact / stepMinor));
  return BigInt(steps * stepMinor - (charm ? 1 : 0));
}
