/**
 * Cookie consent (shell §3, §4, §9): the categories, and the cookie that records a shopper's
 * choice as `C0001:1|C0002:0|…`. The browser writes it (features/consent in the web app); the
 * server reads it to refuse what the shopper did not consent to (page views without C0002). This
 * file imports nothing, so the browser bundle takes it as it is.
 */

/**
 * C0001 essential (required), C0002 performance, C0003 functional, C0004 marketing, C0005 social
 * media, C0009 rewards: the product-specific category (see docs/decisions/0010).
 */
export const CONSENT_CATEGORIES = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005', 'C0009'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Categories that cannot be turned off. */
export const REQUIRED_CONSENT: readonly ConsentCategory[] = ['C0001'];

/** Performance: page views (analytics). */
export const ANALYTICS_CONSENT: ConsentCategory = 'C0002';
/** Marketing: campaign (UTM) records and the click-id cookie. */
export const MARKETING_CONSENT: ConsentCategory = 'C0004';
/** Rewards: the cashback cookie that remembers a guest's earnings (commerce §3–§4). */
export const REWARDS_CONSENT: ConsentCategory = 'C0009';
export const CASHBACK_COOKIE = 'store_cashback';

export type ConsentChoices = Record<ConsentCategory, boolean>;

/** Shell §6: analytics is disabled for Russia, whatever the shopper consented to. */
export const ANALYTICS_OFF_COUNTRIES: readonly string[] = ['ru'];

export function analyticsAllowedIn(countryCode: string | null): boolean {
  return countryCode === null || !ANALYTICS_OFF_COUNTRIES.includes(countryCode);
}

/** The shopper's choices, `C0001:1|C0002:0|…`. */
export const CONSENT_COOKIE = 'cookie_consent';
/** When the shopper last chose (ISO 8601); while it is missing the banner shows. */
export const CONSENT_UPDATED_COOKIE = 'cookie_consent_updated';
/** Shell §9: cookie preferences are kept 365 days. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function isRequired(category: ConsentCategory): boolean {
  return REQUIRED_CONSENT.includes(category);
}

/** Every category on (accept all), or consent implied where no consent manager is shown. */
export function allConsent(): ConsentChoices {
  return Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, true])) as ConsentChoices;
}

/** Reject all: only the required categories stay on. */
export function requiredConsentOnly(): ConsentChoices {
  return Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, isRequired(c)])) as ConsentChoices;
}

/** A choice as it is saved; required categories are always written as on. */
export function serialiseConsent(choices: Partial<ConsentChoices>): string {
  return CONSENT_CATEGORIES.map((c) => `${c}:${isRequired(c) || choices[c] === true ? 1 : 0}`).join('|');
}

/**
 * The saved choice, or null when there is none or it is unreadable. Unknown codes are ignored (a
 * category retired later), a category the value does not mention is off (one added later: asked
 * for again only through the preferences), and required categories are on whatever it says.
 */
export function parseConsent(value: string | null | undefined): ConsentChoices | null {
  if (!value) return null;
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    return null;
  }
  const choices = requiredConsentOnly();
  let recognised = 0;
  for (const part of text.split('|')) {
    const match = /^\s*(C\d{4}):([01])\s*$/.exec(part);
    if (!match) return null;
    const category = match[1] as ConsentCategory;
    if (!CONSENT_CATEGORIES.includes(category)) continue;
    recognised += 1;
    if (!isRequired(category)) choices[category] = match[2] === '1';
  }
  return recognised > 0 ? choices : null;
}

/**
 * One cookie's value from `document.cookie`, as stored (not decoded), or null: the browser's reader.
 * The server reads cookies with the `cookie` package (cookies.server.ts); in the browser that package
 * would cost about 1.8 kB of first-load JavaScript for these few reads (ADR 0027).
 */
export function cookieValue(cookies: string | null | undefined, name: string): string | null {
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
