/**
 * Campaign attribution (shell §3, §9), all under marketing consent (C0004):
 * - UTM records: when a page's URL carries utm_* parameters, {timestamp, generated id, the
 *   parameters} is kept in localStorage; at most 35 records, each for 30 days (7 on a publisher's
 *   white-label site);
 * - the click id of an ad click (gclid, fbclid or ttclid) in one cookie for 30 days.
 * The functions here are pure; storage.ts applies them to the browser's storage.
 */

export const UTM_MAX_RECORDS = 35;
export const UTM_MAX_AGE_DAYS = 30;
export const UTM_MAX_AGE_DAYS_WHITELABEL = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Bounds on what a URL may put into storage. */
const MAX_PARAMS = 10;
const MAX_VALUE_LENGTH = 200;

export type UtmRecord = {
  /** When the campaign URL was opened (ms since the epoch). */
  timestamp: number;
  id: string;
  /** The utm_* parameters, e.g. { utm_source: 'newsletter', utm_campaign: 'summer' }. */
  params: Record<string, string>;
};

export function utmMaxAgeDays(whitelabel: boolean): number {
  return whitelabel ? UTM_MAX_AGE_DAYS_WHITELABEL : UTM_MAX_AGE_DAYS;
}

/** The utm_* parameters of a query string, or null when it has none (empty values are ignored). */
export function campaignParams(search: string | URLSearchParams): Record<string, string> | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const params: Record<string, string> = {};
  let count = 0;
  for (const [key, value] of query) {
    if (!/^utm_[a-z0-9_]{1,40}$/i.test(key) || value.trim() === '' || key.toLowerCase() in params) continue;
    if (count === MAX_PARAMS) break;
    params[key.toLowerCase()] = value.trim().slice(0, MAX_VALUE_LENGTH);
    count += 1;
  }
  return count === 0 ? null : params;
}

function isRecord(value: unknown): value is UtmRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<UtmRecord>;
  return (
    typeof record.timestamp === 'number' &&
    Number.isFinite(record.timestamp) &&
    typeof record.id === 'string' &&
    typeof record.params === 'object' &&
    record.params !== null &&
    Object.values(record.params).every((v) => typeof v === 'string')
  );
}

/**
 * The records still valid at `now`: well-formed, not older than `maxAgeDays`, not from the future
 * (a clock set back), oldest first, at most 35 (the newest).
 */
export function liveUtmRecords(stored: unknown, now: number, maxAgeDays: number): UtmRecord[] {
  if (!Array.isArray(stored)) return [];
  const oldest = now - maxAgeDays * DAY_MS;
  return stored
    .filter(isRecord)
    .filter((record) => record.timestamp > oldest && record.timestamp <= now)
    .sort((a, b) => a.timestamp - b.timestamp)
    .slice(-UTM_MAX_RECORDS);
}

/** Adds a record for a campaign URL opened at `now`; the oldest go beyond 35, the expired always. */
export function addUtmRecord(stored: unknown, params: Record<string, string>, now: number, id: string, maxAgeDays: number): UtmRecord[] {
  const records = [...liveUtmRecords(stored, now, maxAgeDays), { timestamp: now, id, params }];
  return records.slice(-UTM_MAX_RECORDS);
}

/** The ad networks' click-id parameters, in the order one is chosen when a URL has several. */
export const CLICK_ID_PARAMS = ['gclid', 'fbclid', 'ttclid'] as const;
export type ClickId = { param: (typeof CLICK_ID_PARAMS)[number]; value: string };

export const CLICK_ID_COOKIE = 'click_id';
export const CLICK_ID_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The click id a URL carries, if any: ids are URL-safe tokens of at most 500 characters. */
export function clickIdFrom(search: string | URLSearchParams): ClickId | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  for (const param of CLICK_ID_PARAMS) {
    const value = query.get(param)?.trim();
    if (value && /^[A-Za-z0-9._~-]{1,500}$/.test(value)) return { param, value };
  }
  return null;
}

/** The cookie's value: "gclid.Cj0KCQ…", the network first so one cookie serves all three. */
export function serialiseClickId(click: ClickId): string {
  return `${click.param}.${click.value}`;
}

export function parseClickId(value: string | null | undefined): ClickId | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot === -1) return null;
  const param = value.slice(0, dot);
  const id = value.slice(dot + 1);
  if (!(CLICK_ID_PARAMS as readonly string[]).includes(param) || !/^[A-Za-z0-9._~-]{1,500}$/.test(id)) return null;
  return { param: param as ClickId['param'], value: id };
}
