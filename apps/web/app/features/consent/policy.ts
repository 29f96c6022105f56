import { allConsent, requiredConsentOnly, type ConsentChoices } from '@store/contracts/consent.ts';
import type { Site } from '@store/contracts/site.ts';

/**
 * Who is asked for cookie consent (shell §6, §9): shoppers in Europe-group countries, in qa, au,
 * kz, nz and us, and on every white-label site. Elsewhere consent is implied for all categories.
 */
export const CONSENT_MANAGER_GROUPS: ReadonlySet<string> = new Set(['Europe']);
export const CONSENT_MANAGER_COUNTRIES: ReadonlySet<string> = new Set(['qa', 'au', 'kz', 'nz', 'us']);

/**
 * What a page needs to know to handle consent, decided on the server from the URL's shop and the
 * Host's site only, never from the shopper's cookies: the page cache may replay it to anyone.
 */
export type ConsentPolicy = {
  /** Show the banner and the preferences (the consent manager). */
  manager: boolean;
  /** The shop's country; null outside a shop (/international). */
  countryCode: string | null;
  /** A publisher's white-label site (shorter campaign memory, shell §9). */
  whitelabel: boolean;
  /** The site has no footer to hold "Cookie settings": a small floating button offers it instead. */
  floatingSettings: boolean;
};

export function consentPolicy(country: { code: string; group: string } | null, site: Pick<Site, 'theme' | 'features'>): ConsentPolicy {
  const whitelabel = site.theme === 'whitelabel';
  const manager =
    whitelabel || (country !== null && (CONSENT_MANAGER_GROUPS.has(country.group) || CONSENT_MANAGER_COUNTRIES.has(country.code)));
  return { manager, countryCode: country?.code ?? null, whitelabel, floatingSettings: manager && !site.features.footer };
}

/** What the browser found in its cookies: whether the shopper has chosen, and what. */
export type StoredConsent = { decided: boolean; choices: ConsentChoices | null };

export type Consent = {
  /** False until the browser has read its cookies (on the server, and before hydration). */
  ready: boolean;
  /** The banner shows: a consent manager applies and the shopper has not chosen yet. */
  bannerVisible: boolean;
  /** What may be set now. */
  choices: ConsentChoices;
};

/**
 * The consent in force. Before the browser has looked, nothing optional. Where a manager applies,
 * the shopper's saved choice, or only the required categories until they choose. Elsewhere
 * consent is implied, unless the shopper made a choice on another shop: an explicit "no" is kept
 * wherever they go (docs/decisions/0010).
 */
export function effectiveConsent(policy: ConsentPolicy, stored: StoredConsent | null): Consent {
  if (stored === null) return { ready: false, bannerVisible: false, choices: requiredConsentOnly() };
  const chosen = stored.decided ? (stored.choices ?? requiredConsentOnly()) : null;
  if (!policy.manager) return { ready: true, bannerVisible: false, choices: chosen ?? allConsent() };
  return { ready: true, bannerVisible: !stored.decided, choices: chosen ?? requiredConsentOnly() };
}
