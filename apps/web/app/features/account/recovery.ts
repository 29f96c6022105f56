import type { ApiResult } from '../../lib/api.ts';
import type { MessageKey } from '../../lib/i18n.ts';

/**
 * What a password-recovery request (shell §7 `POST /user/forgot-password`) tells the shopper when
 * it did not send a code: the failure's own message, or shell §8's `UnknownError` when the call
 * succeeded without a result (no `shopAccountId`), since no code can be said to have gone anywhere.
 * Null when the code was sent.
 */
export function recoveryFailureKey(result: ApiResult<unknown>): MessageKey | null {
  if (!result.ok) return result.messageKey;
  const shopAccountId = (result.data as { shopAccountId?: unknown } | null)?.shopAccountId;
  return typeof shopAccountId === 'string' && shopAccountId !== '' ? null : 'errors:account.UnknownError';
}
