import type { Site } from '@store/contracts/site.ts';
import type { CountryFeatures } from '../lib/locale.ts';

/**
 * Which parts of the page shell show (shell §2, §3, §6), as pure rules the header, footer and
 * overlays share and the unit tests pin down.
 */

type SiteSwitches = Pick<Site, 'theme' | 'features'>;

/** Search is hidden on the country picker and on sites whose `search` switch is off. */
export function showSearch(site: SiteSwitches, pathname: string): boolean {
  return site.features.search && !/^\/international(?:\/|$)/.test(pathname);
}

/**
 * Sign-in and sign-up buttons: only when the country has accounts, the site's `account` switch is
 * on and the theme is not white-label (the account screens redirect home otherwise); sign-up is
 * hidden on the sign-up screen itself.
 */
export function accountButtons(
  site: SiteSwitches,
  features: Pick<CountryFeatures, 'accounts'>,
  pathname: string,
  segment: string,
): { signIn: boolean; signUp: boolean } {
  const on = features.accounts && site.features.account && site.theme !== 'whitelabel';
  const onSignUp = pathname.replace(/\/+$/, '') === `/${segment}/sign-up`;
  return { signIn: on, signUp: on && !onSignUp };
}

/** Codacash and Coda Rewards are the store's own: white-label sites do not offer them. */
export function showStoreProducts(site: SiteSwitches): boolean {
  return site.theme !== 'whitelabel';
}

/** The compliance banner of shell §2: purchases are switched off for the country. */
export function showComplianceBanner(features: Pick<CountryFeatures, 'transactionsEnabled'>): boolean {
  return !features.transactionsEnabled;
}
