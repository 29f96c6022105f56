import { walletErrors } from '@store/contracts/wallet.ts';
import type { ApiFailure } from './api.ts';
import { messageKeyForResultCode } from './api-messages.ts';
import type { MessageKey } from './i18n.ts';

// Activation's codes (400, 410–421) are answered only by the activation screens, which read their own;
// 400 is also the store's default code of any other call.
const walletKeys = new Map<number, string>(
  Object.values(walletErrors)
    .filter((entry) => !entry.key.startsWith('wallet.activation.'))
    .map((entry) => [entry.resultCode, entry.key]),
);

/**
 * The message of a wallet call's code (commerce §8: top-up, charge and activation codes, ADR
 * 0033): its catalogued text in `errors:wallet.*`; any other code as the API client reads it.
 */
export function walletMessageKey(resultCode: number | string): MessageKey {
  const key = typeof resultCode === 'number' ? walletKeys.get(resultCode) : undefined;
  if (key) return `errors:${key}` as MessageKey;
  return typeof resultCode === 'number' ? messageKeyForResultCode(resultCode) : ('errors:transaction.default' as MessageKey);
}

/** A failed call's message, read as a wallet answer (the order call of a Codacash checkout, a top-up). */
export function walletFailureKey(failure: Pick<ApiFailure, 'resultCode' | 'messageKey'>): MessageKey {
  return typeof failure.resultCode === 'number' && walletKeys.has(failure.resultCode)
    ? walletMessageKey(failure.resultCode)
    : failure.messageKey;
}
