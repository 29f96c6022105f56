/**
 * What campaign attribution (campaign.ts, storage.ts) reads and keeps, so the page can tell
 * without loading that code whether it has anything to do (tracking.tsx). The same values as
 * those modules' own constants; keys.test.ts keeps them equal.
 */

/** Where the UTM records live (localStorage). */
export const UTM_STORAGE_KEY = 'utm_records';

export const CLICK_ID_COOKIE = 'click_id';

const CLICK_ID_PARAMS: readonly string[] = ['gclid', 'fbclid', 'ttclid'];

/** The query parameters campaign attribution reads: `utm_*` (any case) and the ad click ids. */
export function isCampaignParam(key: string): boolean {
  return /^utm_/i.test(key) || CLICK_ID_PARAMS.includes(key);
}
