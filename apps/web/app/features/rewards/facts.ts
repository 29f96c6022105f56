import { formatPrice } from '@store/contracts/money.ts';
import { REWARDS, type RewardsSettings } from '@store/contracts/rewards.ts';
import { t } from '../../lib/i18n.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import { inSentence } from './direction.ts';

/**
 * The numbers of Coda Rewards as sentences take them (ADR 0034), from a country's settings
 * (`GET /api/rewards/settings`): the explainer modal and the landing page say the same thing.
 */

/**
 * A percentage as the shop's language writes it ("5%", "5 %", "%5"), always in Latin digits like
 * every figure of the store (commerce §9).
 */
export function percentText(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2, numberingSystem: 'latn' }).format(percent / 100);
}

/** The reward percentages of a country: one figure when they are all the same, otherwise the lowest and highest. */
export function percentRange(min: number | null, max: number | null, locale: string): { min: string; max: string } | null {
  if (min === null || max === null) return null;
  return { min: percentText(min, locale), max: percentText(max, locale) };
}

/** The channel kinds that earn, in the order the store lists them; unknown kinds are left out (no word for them). */
export const EARNING_KINDS = ['ewallet', 'bank_transfer', 'carrier', 'convenience_store'] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];

export function earningKinds(kinds: readonly string[]): EarningKind[] {
  return EARNING_KINDS.filter((kind) => kinds.includes(kind));
}

/** Names joined the language's way ("e-wallets, bank transfers or mobile credit"). */
export function listText(names: readonly string[], locale: string, type: 'conjunction' | 'disjunction' = 'disjunction'): string {
  return new Intl.ListFormat(locale, { style: 'long', type }).format(names);
}

const KIND_WORDS = {
  ewallet: 'rewardsExplainer.channel.ewallet',
  bank_transfer: 'rewardsExplainer.channel.bankTransfer',
  carrier: 'rewardsExplainer.channel.carrier',
  convenience_store: 'rewardsExplainer.channel.convenienceStore',
} as const satisfies Record<EarningKind, string>;

export type RewardsFacts = {
  /** "2% to 8%", or "5%" when every product earns the same; null when nothing earns. */
  range: string | null;
  /** "e-wallets, bank transfers or mobile credit"; null when no channel kind earns. */
  channels: string | null;
  days: number;
  /** The daily reward, written in the shop's way and ready for a sentence of the page's direction; null where there is none. */
  daily: string | null;
};

export function rewardsFacts(shop: ShopLocale, settings: RewardsSettings): RewardsFacts {
  const range = percentRange(settings.minPercent, settings.maxPercent, shop.locale);
  const kinds = earningKinds(settings.earningChannelKinds);
  return {
    range: range ? (range.min === range.max ? range.min : t('rewardsExplainer.range', range)) : null,
    channels:
      kinds.length > 0
        ? listText(
            kinds.map((kind) => t(KIND_WORDS[kind])),
            shop.locale,
          )
        : null,
    days: settings.expiryDays || REWARDS.expiryDays,
    daily:
      settings.dailyAmount && BigInt(settings.dailyAmount) > 0n
        ? inSentence(shop.dir, formatPrice(settings.dailyAmount, { ...shop.country, locale: shop.locale }))
        : null,
  };
}
