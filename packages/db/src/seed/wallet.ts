import { createHash } from 'node:crypto';
import type { paymentChannels } from '../schema/catalog.ts';
import type { giftCodeBatches, giftCodes, walletCountries } from '../schema/wallet.ts';
import { demoCountries } from './countries.ts';
import { currency } from './currencies.ts';

type WalletCountrySeed = Omit<typeof walletCountries.$inferInsert, 'walletCount'>;

/**
 * Codacash's markets (docs/decisions/0033): the nine channel ids of commerce §9, one per country.
 * Pakistan takes no new activations (country status 3); every other seeded country is wallet-locked
 * (status 2): no Codacash there, and the wallet menu hidden for shoppers without a wallet.
 */
export const CODACASH_COUNTRIES: Readonly<Record<string, number>> = {
  ph: 239,
  my: 259,
  sg: 321,
  id: 453,
  th: 318,
  vn: 319,
  eg: 691,
  bd: 654,
  pk: 1201,
};
export const WALLET_ACTIVATIONS_DISABLED_COUNTRY = 'pk';
/** A wallet-locked demo country, named in the README's "Try the wallet". */
export const WALLET_LOCKED_COUNTRY = 'sa';

/** A round amount near `usd` dollars in the currency's minor units (a whole number of its price steps). */
function amount(usd: number, code: string): bigint {
  const { exponent, usdRate, step } = currency(code);
  const stepMinor = Math.round(step * 10 ** exponent);
  const exact = usd * usdRate * 10 ** exponent;
  const rounded = Math.max(1, Math.round(exact / stepMinor)) * stepMinor;
  // Round to two significant figures so presets read as 100, 250, 5,000, not 97 or 4,870.
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(rounded)) - 1);
  return BigInt(Math.max(stepMinor, Math.round(rounded / magnitude) * magnitude));
}

export const demoCodacashChannels: ReadonlyArray<typeof paymentChannels.$inferSelect & { kind: 'codacash' }> = Object.entries(
  CODACASH_COUNTRIES,
).map(([countryCode, id]) => ({
  id,
  countryCode,
  name: 'Codacash',
  kind: 'codacash',
  provider: 'codacash',
  // First in the list: the shopper's own money.
  sortOrder: 0,
  needsBillingAddress: false,
  needsNationality: false,
  available: true,
}));

export const demoWalletCountries: readonly WalletCountrySeed[] = demoCountries.map((country) => {
  const code = country.currency;
  const channel = CODACASH_COUNTRIES[country.code];
  const status = channel === undefined ? 2 : country.code === WALLET_ACTIVATIONS_DISABLED_COUNTRY ? 3 : 1;
  return {
    countryCode: country.code,
    countryStatus: status,
    paymentChannelId: channel ?? null,
    maxAllowedUsers: 100_000,
    maxWalletBalance: amount(2_000, code),
    maxWalletTopupDaily: amount(1_000, code),
    maxWalletTopupMonthly: amount(3_000, code),
    maxWalletChargeDaily: amount(1_000, code),
    maxWalletChargeMonthly: amount(3_000, code),
    maxCountryTopupDaily: amount(5_000_000, code),
    maxCountryTopupMonthly: amount(100_000_000, code),
    maxCountryChargeDaily: amount(5_000_000, code),
    maxCountryChargeMonthly: amount(100_000_000, code),
    topupPresets: [5, 10, 20, 50, 100, 200].map((usd) => amount(usd, code).toString()),
    customTopup: true,
    minTopup: amount(1, code),
    maxTopup: amount(500, code),
  };
});

/** Gift codes are kept as the SHA-256 of their normalised text: 80 random bits cannot be guessed from it. */
export const giftCodeHash = (normalizedCode: string): string => createHash('sha256').update(normalizedCode).digest('hex');

/**
 * Demo gift codes (README "Try the wallet"): single-use, so each works once per database. One
 * batch per Codacash country, worth about 5 USD.
 */
export const DEMO_GIFT_CODES: Readonly<Record<string, string[]>> = {
  ph: ['DEMOPH2345678ABC', 'DEMOPH2345678ABD', 'DEMOPH2345678ABE'],
  my: ['DEMOMY2345678ABC', 'DEMOMY2345678ABD'],
  sg: ['DEMOSG2345678ABC', 'DEMOSG2345678ABD'],
  id: ['DEMOID2345678ABC', 'DEMOID2345678ABD'],
  th: ['DEMOTH2345678ABC', 'DEMOTH2345678ABD'],
  vn: ['DEMOVN2345678ABC', 'DEMOVN2345678ABD'],
  eg: ['DEMOEG2345678ABC', 'DEMOEG2345678ABD'],
  bd: ['DEMOBD2345678ABC', 'DEMOBD2345678ABD'],
  pk: ['DEMOPK2345678ABC', 'DEMOPK2345678ABD'],
};

export const demoGiftCodeBatches: ReadonlyArray<typeof giftCodeBatches.$inferInsert> = Object.keys(DEMO_GIFT_CODES).map((countryCode) => {
  const country = demoCountries.find((c) => c.code === countryCode)!;
  return {
    id: `gcb_demo_${countryCode}`,
    countryCode,
    currency: country.currency,
    amountMinor: amount(5, country.currency),
    perWalletLimit: 1,
    note: 'demo codes (README)',
    expiresAt: null,
  };
});

export const demoGiftCodes: ReadonlyArray<typeof giftCodes.$inferInsert> = Object.entries(DEMO_GIFT_CODES).flatMap(([countryCode, codes]) =>
  codes.map((code) => ({ codeHash: giftCodeHash(code), batchId: `gcb_demo_${countryCode}`, redeemedByWalletId: null, redeemedAt: null })),
);
