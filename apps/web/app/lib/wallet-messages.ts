import { giftCodeErrors, walletErrors } from '@store/contracts/wallet.ts';
import { failureParams, type ApiFailure } from './api.ts';
import { messageKeyForResultCode } from './api-messages.ts';
import { t, type MessageKey, type MessageParams } from './i18n.ts';

/**
 * Which wallet call answered. The same number means different things in each (commerce §8, ADR
 * 0033): 313 and 314 are a top-up's limits and a gift code's, and 400, an activation's wrong code,
 * is also the store's default code of any other call.
 */
export type WalletCall = 'wallet' | 'activation' | 'giftCode';

export type WalletFailure = { key: MessageKey; params: MessageParams };

type Entry = { resultCode: number; key: string };
const byCode = (entries: Entry[]) => new Map(entries.map((entry) => [entry.resultCode, entry.key]));
const activationOnly = (entry: Entry) => entry.key.startsWith('wallet.activation.');
const catalogues: Record<WalletCall, Map<number, string>> = {
  wallet: byCode(Object.values(walletErrors).filter((entry) => !activationOnly(entry))),
  activation: byCode(Object.values(walletErrors)),
  // 705 is "not eligible" unless the answer says the code's batch has expired (see below).
  giftCode: byCode(Object.values(giftCodeErrors).filter((entry) => entry !== giftCodeErrors.expired)),
};

/**
 * A catalogued wallet message in the words of the wallet screens (`wallet` namespace: the tries
 * left, the wait) where that namespace is loaded, else the server's catalogue (`errors:`), which
 * every page can show. `t` answers the key itself when no loaded catalogue has it.
 */
function wording(key: string): MessageKey {
  return (t(key as MessageKey) === key ? `errors:${key}` : key) as MessageKey;
}

/** A failure's values for its message, with the names the wallet's messages use for the wait and the tries left. */
function paramsOf(data: unknown): MessageParams {
  const params = failureParams(data);
  if (typeof params.retryAfterSeconds === 'number') params.seconds = params.retryAfterSeconds;
  if (typeof params.remainingAttempts === 'number') params.count = params.remainingAttempts;
  return params;
}

/**
 * A failed wallet call as the message to show, wherever it was made: the wallet screens, the
 * Codacash checkout, the order page's Codacash payment. A code the call's catalogue does not hold
 * (network, session, a generic 400) keeps the message the API client chose.
 */
export function walletFailure(failure: Pick<ApiFailure, 'resultCode' | 'messageKey' | 'data'>, call: WalletCall = 'wallet'): WalletFailure {
  const params = paramsOf(failure.data);
  const code = failure.resultCode;
  let key = typeof code === 'number' ? catalogues[call].get(code) : undefined;
  if (call === 'giftCode' && code === giftCodeErrors.expired.resultCode && params.reason === 'expired') key = giftCodeErrors.expired.key;
  if (!key) return { key: failure.messageKey, params };
  // A code that has expired counts no tries: the catalogue's "invalid or has expired" says it.
  if (key === walletErrors.otpInvalid.key && typeof params.count !== 'number') return { key: `errors:${key}` as MessageKey, params };
  return { key: wording(key), params };
}

/** The message of a charge's code that arrived without a failed call (the order's live status). */
export function walletMessageKey(resultCode: number | string): MessageKey {
  const key = typeof resultCode === 'number' ? catalogues.wallet.get(resultCode) : undefined;
  if (key) return wording(key);
  return typeof resultCode === 'number' ? messageKeyForResultCode(resultCode) : ('errors:transaction.default' as MessageKey);
}
