import { cookieValue } from '@store/contracts/consent.ts';
import {
  addUtmRecord,
  campaignParams,
  CLICK_ID_COOKIE,
  CLICK_ID_MAX_AGE_SECONDS,
  clickIdFrom,
  liveUtmRecords,
  parseClickId,
  serialiseClickId,
  utmMaxAgeDays,
  type ClickId,
  type UtmRecord,
} from './campaign.ts';

/** Where the UTM records live (localStorage). */
export const UTM_STORAGE_KEY = 'utm_records';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (private modes, embedded views)
  }
}

function readStored(store: Storage): unknown {
  try {
    return JSON.parse(store.getItem(UTM_STORAGE_KEY) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** A random id; crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
function generatedId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function cookieAttributes(maxAgeSeconds: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/**
 * Called on every page the shopper opens with marketing consent: keeps a UTM record when the URL
 * has campaign parameters, drops expired ones, and keeps the ad click id of the URL.
 */
export function rememberCampaign(search: string, whitelabel: boolean) {
  const store = storage();
  if (store) {
    const before = store.getItem(UTM_STORAGE_KEY);
    const stored = readStored(store);
    const params = campaignParams(search);
    const now = Date.now();
    const days = utmMaxAgeDays(whitelabel);
    const records = params ? addUtmRecord(stored, params, now, generatedId(), days) : liveUtmRecords(stored, now, days);
    const after = records.length === 0 ? null : JSON.stringify(records);
    try {
      if (after === null) {
        if (before !== null) store.removeItem(UTM_STORAGE_KEY);
      } else if (after !== before) store.setItem(UTM_STORAGE_KEY, after);
    } catch {
      // Storage full or refused: campaign attribution is best effort.
    }
  }
  const click = clickIdFrom(search);
  if (click) document.cookie = `${CLICK_ID_COOKIE}=${serialiseClickId(click)}${cookieAttributes(CLICK_ID_MAX_AGE_SECONDS)}`;
}

/** Without marketing consent: nothing of a campaign stays behind (also after consent is withdrawn). */
export function forgetCampaign() {
  const store = storage();
  try {
    if (store?.getItem(UTM_STORAGE_KEY) !== null) store?.removeItem(UTM_STORAGE_KEY);
  } catch {
    // nothing stored that we could reach
  }
  if (cookieValue(document.cookie, CLICK_ID_COOKIE) !== null) document.cookie = `${CLICK_ID_COOKIE}=${cookieAttributes(0)}`;
}

/** The campaign records still valid, oldest first, e.g. to attribute an order. */
export function campaignRecords(whitelabel: boolean): UtmRecord[] {
  const store = storage();
  return store ? liveUtmRecords(readStored(store), Date.now(), utmMaxAgeDays(whitelabel)) : [];
}

/** The ad click id of the last ad click within 30 days. */
export function currentClickId(): ClickId | null {
  return parseClickId(cookieValue(document.cookie, CLICK_ID_COOKIE));
}
