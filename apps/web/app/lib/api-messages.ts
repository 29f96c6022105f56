import { errorForResultCode, errors } from '@store/contracts/errors.ts';
import { ACCOUNT_SUCCESS_CODES, accountErrors, CLIENT_ACCOUNT_CODES } from '@store/contracts/account-errors.ts';
import type { MessageKey } from './i18n.ts';

// The message keys of the catalogued result codes (commerce §8, shell §8). A page needs them only
// once a call has failed: `callApi` fetches this module with the first failure, so no page's first
// load carries the catalogues (ADR 0054).

const knownCodes = new Set<number>(Object.values(errors).map((e) => e.resultCode));

/** Commerce §8: a known code gets its catalogued message, any other code the default one. */
export function messageKeyForResultCode(resultCode: number): MessageKey {
  if (!knownCodes.has(resultCode) && errorForResultCode(resultCode) === errors.unknownError) {
    return 'errors:transaction.default';
  }
  return `errors:${errorForResultCode(resultCode).key}` as MessageKey;
}

const accountCodes = new Set<string>([...Object.keys(accountErrors), ...CLIENT_ACCOUNT_CODES, ...ACCOUNT_SUCCESS_CODES]);

/**
 * Shell §8: an account failure's string code (`UserNotFoundExceptionEmail`, `SEC_01`, …) has its
 * message in `errors:account.<code>`; a string the catalogue does not know gets the account
 * section's generic sign-in message rather than a raw code.
 */
export function messageKeyForAccountCode(resultCode: string): MessageKey {
  return (accountCodes.has(resultCode) ? `errors:account.${resultCode}` : 'errors:account.UNKNOWN_SIGN_IN_ERROR') as MessageKey;
}

/** A success code of an account call (`data.successCode`), as its message key, when the catalogue has it. */
export function successMessageKey(data: unknown): MessageKey | null {
  const code = (data as { successCode?: unknown } | null)?.successCode;
  return typeof code === 'string' && accountCodes.has(code) ? (`errors:account.${code}` as MessageKey) : null;
}
