import { giftCodeErrors, walletErrors } from '@store/contracts/wallet.ts';
import type { ApiResult } from '../../lib/api.ts';
import { t, type MessageKey, type MessageParams } from '../../lib/i18n.ts';
import { accountGet, accountPost, failureParams } from '../account/index.ts';

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

export type WalletFailure = { key: MessageKey; params: MessageParams };

type Family = 'wallet' | 'giftCode';
const byCode = (catalogue: Record<string, { resultCode: number; key: string }>) =>
  new Map(Object.values(catalogue).map((entry) => [entry.resultCode, entry.key]));
const catalogues: Record<Family, Map<number, string>> = { wallet: byCode(walletErrors), giftCode: byCode(giftCodeErrors) };

/**
 * A failed wallet call as the message to show. The same number means different things in a top-up
 * and a gift-code answer (313, 314), so the caller names the family. The screens' own wording is in
 * the `wallet` namespace (`wallet.topup.balanceMax`, with the tries left and the wait); a code it
 * does not word (a charge's) has the server's message in `errors:`. Other codes (network, session)
 * keep the message the API client chose.
 */
export function walletFailure(result: Extract<ApiResult<unknown>, { ok: false }>, family: Family = 'wallet'): WalletFailure {
  const params = failureParams(result.data);
  const key = typeof result.resultCode === 'number' ? catalogues[family].get(result.resultCode) : undefined;
  if (typeof params.retryAfterSeconds === 'number') params.seconds = params.retryAfterSeconds;
  if (typeof params.remainingAttempts === 'number') params.count = params.remainingAttempts;
  if (!key) return { key: result.messageKey, params };
  // A code that has expired counts no tries: the catalogue's "invalid or has expired" says it.
  if (key === walletErrors.otpInvalid.key && typeof params.count !== 'number')
    return { key: `errors:${walletErrors.otpInvalid.key}` as MessageKey, params };
  // `t` answers the key itself when no loaded catalogue has it.
  return { key: (t(key as MessageKey) === key ? `errors:${key}` : key) as MessageKey, params };
}
