import { rewardErrors } from '@store/contracts/rewards.ts';
import type { ApiResult } from '../../lib/api.ts';
import { t, type MessageKey } from '../../lib/i18n.ts';
import { accountGet, accountPost } from '../account/index.ts';

/**
 * The browser side of `/api/rewards/*` (ADR 0034): the shop's country travels as `countryCode` (in
 * the query of a GET, the body of a POST) and in `x-country-code`, as the wallet calls name it;
 * state-changing calls carry the anti-forgery token and refresh an expired session once, as the
 * account calls do.
 */
const base = '/api/rewards';

export function rewardsGet<T>(countryCode: string, path: string, query: Record<string, string | undefined> = {}): Promise<ApiResult<T>> {
  const search = new URLSearchParams({ countryCode });
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, value);
  return accountGet<T>(`${base}/${path}?${search}`, { 'x-country-code': countryCode });
}

export function rewardsPost<T>(countryCode: string, path: string, body: Record<string, unknown> = {}): Promise<ApiResult<T>> {
  return accountPost<T>(`${base}/${path}`, { countryCode, ...body }, { 'x-country-code': countryCode });
}

/** The rewards codes (1102–1108, 1201) the screens word themselves; the others keep the server's catalogue. */
const OWN_WORDS: ReadonlyMap<number, MessageKey> = new Map([[rewardErrors.dailyClaimed.resultCode, 'rewardsDaily.alreadyClaimed']]);
const CATALOGUED: ReadonlyMap<number, string> = new Map(Object.values(rewardErrors).map((entry) => [entry.resultCode, entry.key]));

/**
 * A failed rewards call as the message to show: the screens' own words where they have some, the
 * `errors` catalogue's for a rewards code it has, and otherwise what the API client chose (network,
 * session, the default message).
 */
export function rewardsFailure(result: Extract<ApiResult<unknown>, { ok: false }>): MessageKey {
  if (typeof result.resultCode !== 'number') return result.messageKey;
  const own = OWN_WORDS.get(result.resultCode);
  if (own) return own;
  const catalogued = CATALOGUED.get(result.resultCode);
  // `t` answers the key itself when no loaded catalogue has it.
  if (catalogued && t(`errors:${catalogued}` as MessageKey) !== `errors:${catalogued}`) return `errors:${catalogued}` as MessageKey;
  return result.messageKey;
}
