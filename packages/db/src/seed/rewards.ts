import { REWARDS_PROVIDER } from '@store/contracts';
import type { paymentChannels } from '../schema/catalog.ts';
import type { rewardDailySettings, rewardRedemptions, rewardRules } from '../schema/rewards.ts';
import { demoDenominations, demoProductCountries, demoProducts } from './catalogue.ts';
import { demoCountries } from './countries.ts';
import { localPrice } from './currencies.ts';
import { demoPaymentChannels } from './payment-channels.ts';

/**
 * The demo's Coda Rewards (docs/decisions/0034): every top-up product earns in every country it is
 * sold in, on every channel that earns (cards and Codacash never do). Most rules are the store's
 * own (Coda, spent anywhere); HoYoverse funds its games' rewards, spent only on its games; Valorant
 * gives a cross-sell reward, spent on any other game; and each country's first e-wallet funds a
 * richer Mobile Legends reward, spent only when paying with that e-wallet.
 */
type RuleSeed = typeof rewardRules.$inferInsert;

const PERCENT_BY_PRODUCT: Readonly<Record<string, number>> = { 'mobile-legends': 5, 'free-fire': 4, 'genshin-impact': 6, valorant: 3 };
const DEFAULT_PERCENT = 2;
/** A reward of at most this much (in US cents, converted) per order. */
const MAX_EARN_USD_CENTS = 500;

const topups = demoProducts.filter((product) => product.kind === 'topup');
const currencyOf = (countryCode: string) => demoCountries.find((country) => country.code === countryCode)!.currency;

export const DEMO_CHANNEL_FUNDED_PRODUCT = 'mobile-legends';
export const DEMO_PUBLISHER_FUNDED_PUBLISHER = 'HoYoverse';
export const DEMO_CROSS_SELL_PRODUCT = 'valorant';

export const demoRewardRules: readonly RuleSeed[] = demoProductCountries.flatMap(({ productId, countryCode }) => {
  const product = topups.find((p) => p.id === productId);
  if (!product) return [];
  const maxEarnMinor = localPrice(MAX_EARN_USD_CENTS, currencyOf(countryCode));
  const publisherFunded = product.publisher === DEMO_PUBLISHER_FUNDED_PUBLISHER;
  const base: RuleSeed = {
    id: `rr_${product.slug}_${countryCode}`,
    productId,
    countryCode,
    paymentChannelId: null,
    sourceType: publisherFunded ? 30 : 10,
    ringFenceType: publisherFunded ? 30 : product.slug === DEMO_CROSS_SELL_PRODUCT ? 20 : 0,
    funder: publisherFunded ? product.publisher : null,
    percent: PERCENT_BY_PRODUCT[product.slug] ?? DEFAULT_PERCENT,
    minEarnMinor: 1n,
    maxEarnMinor,
    expires: true,
    burnable: true,
    active: true,
  };
  const ewallet =
    product.slug === DEMO_CHANNEL_FUNDED_PRODUCT
      ? demoPaymentChannels.find((c) => c.countryCode === countryCode && c.kind === 'ewallet')
      : undefined;
  if (!ewallet) return [base];
  return [
    base,
    {
      ...base,
      id: `rr_${product.slug}_${countryCode}_${ewallet.id}`,
      paymentChannelId: ewallet.id,
      sourceType: 20,
      ringFenceType: 30,
      funder: String(ewallet.id),
      percent: 8,
    },
  ];
});

/** The daily reward: about five US cents a day in every country. */
export const demoRewardDailySettings: ReadonlyArray<typeof rewardDailySettings.$inferInsert> = demoCountries.map((country) => ({
  countryCode: country.code,
  amountMinor: localPrice(5, country.currency),
}));

/** Points buy the smallest Mobile Legends and Free Fire denominations outright, at their price. */
export const demoRewardRedemptions: ReadonlyArray<typeof rewardRedemptions.$inferInsert> = ['mobile-legends', 'free-fire'].flatMap(
  (slug) => {
    const product = demoProducts.find((p) => p.slug === slug)!;
    const firstByCountry = new Map<string, (typeof demoDenominations)[number]>();
    for (const denomination of demoDenominations) {
      if (denomination.productId !== product.id || !denomination.available) continue;
      const seen = firstByCountry.get(denomination.countryCode);
      if (!seen || denomination.sortOrder < seen.sortOrder) firstByCountry.set(denomination.countryCode, denomination);
    }
    return [...firstByCountry.values()].map((denomination) => ({ denominationId: denomination.id, pointsMinor: denomination.priceMinor }));
  },
);

/**
 * Each country's channel for orders paid wholly with points (points redemption): an order names
 * the channel it was paid through. Never available, so never listed or chosen at checkout.
 */
export const demoRewardsChannels: ReadonlyArray<typeof paymentChannels.$inferSelect> = demoCountries.map((country) => ({
  id: 100_000 + country.numericCode,
  countryCode: country.code,
  name: 'Coda Rewards',
  kind: 'rewards',
  provider: REWARDS_PROVIDER,
  sortOrder: 999,
  needsBillingAddress: false,
  needsNationality: false,
  available: false,
}));
