import type { CountryFeatures } from './locale.ts';

/**
 * Path segments the route table (routes.ts) and the links share, so renaming one is one edit here.
 * Plain data: routes.ts imports it at build time, pages at run time.
 */

/** Commerce §2: the Codacash wallet landing page, /{cc}/codacash. */
export const WALLET_LANDING_SEGMENT = 'codacash';

/** Commerce §2: the Coda Rewards landing page /{cc}/coda-rewards and the user's rewards /{cc}/user/coda-rewards. */
export const REWARDS_SEGMENT = 'coda-rewards';

/** Shell §1: the about page, /{cc}/about. */
export const ABOUT_SEGMENT = 'about';

/** The terms of service and the privacy policy, /{cc}/terms and /{cc}/privacy (ADR 0039). */
export const TERMS_SEGMENT = 'terms';
export const PRIVACY_SEGMENT = 'privacy';

/** The legacy product list, /{cc}/products: the shop home lists the products now (ADR 0008). */
export const LEGACY_PRODUCT_LIST_SEGMENT = 'products';

/** The partnership page (shell §2), outside any shop. */
export const PARTNERSHIP_PATH = '/marketing-and-partnership';

/** The global product page of a game (shell §2), outside any shop. */
export function globalProductPath(slug: string): string {
  return `/product/${slug}`;
}

/**
 * The country picker; from a product page it names the game, so that the picker opens the same
 * game in the country chosen where it is sold there (ADR 0040).
 */
export function countryPickerPath(game?: string): string {
  return game ? `/international?game=${encodeURIComponent(game)}` : '/international';
}

/** Shell §2: the account screens under /{cc}/. */
export const ACCOUNT_SCREENS = ['sign-in', 'sign-up', 'confirm-signup', 'recover-password', 'verify'] as const;

export type CountryFeature = Exclude<keyof CountryFeatures, 'transactionsEnabled'>;

/**
 * Shell §2 and commerce §2: the signed-in screens under /{cc}/ (the part after the shop segment)
 * and the country feature each needs. Guests are sent to "/"; a switched-off feature to the home.
 */
export const SIGNED_IN_SCREENS: Readonly<Record<string, CountryFeature>> = {
  'user/transactions': 'transactions',
  [`user/${REWARDS_SEGMENT}`]: 'rewards',
  'user/settings': 'settings',
  'user/verifyAccountDelete': 'settings',
  'user/notifications': 'notifications',
  'wallet/verify': 'wallet',
  'wallet/home': 'wallet',
  'wallet/waiting': 'wallet',
  'wallet/complete': 'wallet',
};

/** The first segments under which every screen needs a signed-in shopper. */
export const SIGNED_IN_PREFIXES = ['user', 'wallet'] as const;

/** Commerce §2: the wallet screens under /{cc}/wallet/ (signed in, the wallet feature). */
export const WALLET_SCREENS = ['verify', 'home', 'waiting', 'complete'] as const;
export type WalletScreen = (typeof WALLET_SCREENS)[number];
