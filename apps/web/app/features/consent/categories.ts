import { CASHBACK_COOKIE, REWARDS_CONSENT, type ConsentCategory } from '@store/contracts/consent.ts';
import type { MessageKey } from '../../lib/i18n.ts';

/** The categories as the preferences list them (shell §3), with their names and what they cover. */
export const CATEGORY_TEXT: Record<ConsentCategory, { name: MessageKey; description: MessageKey }> = {
  C0001: { name: 'consent.categories.C0001.name', description: 'consent.categories.C0001.description' },
  C0002: { name: 'consent.categories.C0002.name', description: 'consent.categories.C0002.description' },
  C0003: { name: 'consent.categories.C0003.name', description: 'consent.categories.C0003.description' },
  C0004: { name: 'consent.categories.C0004.name', description: 'consent.categories.C0004.description' },
  C0005: { name: 'consent.categories.C0005.name', description: 'consent.categories.C0005.description' },
  C0009: { name: 'consent.categories.C0009.name', description: 'consent.categories.C0009.description' },
};

/**
 * Cookies the browser keeps only with a category's consent: saving a choice that withdraws the
 * category removes them at once, on whatever page the shopper is (C0009: the guest's cashback
 * record, commerce §3).
 */
export const COOKIES_BY_CATEGORY: Partial<Record<ConsentCategory, readonly string[]>> = { [REWARDS_CONSENT]: [CASHBACK_COOKIE] };

/** The cookie names a choice withdraws consent for. */
export function withdrawnCookies(choices: Record<ConsentCategory, boolean>): string[] {
  return Object.entries(COOKIES_BY_CATEGORY).flatMap(([category, names]) => (choices[category as ConsentCategory] ? [] : [...names!]));
}
