import type { ApiResult } from '../../lib/api.ts';
import { accountGet, accountPost } from '../account/index.ts';

/**
 * The browser side of `/api/wallet/*` (commerce §7): every call names the shop's country in
 * `x-country-code`; state-changing calls carry the anti-forgery token and refresh an expired
 * session once, as the account calls do.
 */
const base = '/api/wallet';

export function walletPost<T>(countryCode: string, path: string, body: unknown = {}): Promise<ApiResult<T>> {
  return accountPost<T>(`${base}/${path}`, body, { 'x-country-code': countryCode });
}

export function walletGet<T>(countryCode: string, path: string): Promise<ApiResult<T>> {
  return accountGet<T>(`${base}/${path}`, { 'x-country-code': countryCode });
}
