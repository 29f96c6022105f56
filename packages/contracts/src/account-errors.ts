/**
 * The account service's failure and success codes (shell §8), with their statuses and message
 * keys. Apart from `identity-codes.ts`, which every page's code reads (cookie and header names,
 * timers): only the server and the message lookup of a failed call need these (ADR 0054).
 */
import { uidSuffix, type UidType } from './identity-codes.ts';

const upper = (type: UidType) => (type === 'email' ? 'EMAIL' : 'MOBILE');

/** An account failure: the spec's code as `resultCode`, the HTTP status, and its message key. */
export type AccountError = { resultCode: string; status: number; key: string };

function accountError<C extends string>(resultCode: C, status: number): AccountError & { resultCode: C } {
  return { resultCode, status, key: `account.${resultCode}` };
}

/** Shell §8's account codes, and the few transport codes of the account calls. */
export const accountErrors = {
  UserNotFoundExceptionEmail: accountError('UserNotFoundExceptionEmail', 404),
  UserNotFoundExceptionMobile: accountError('UserNotFoundExceptionMobile', 404),
  NotAuthorizedExceptionEmail: accountError('NotAuthorizedExceptionEmail', 401),
  NotAuthorizedExceptionMobile: accountError('NotAuthorizedExceptionMobile', 401),
  NotAuthorizedExceptionPassReset: accountError('NotAuthorizedExceptionPassReset', 401),
  UserDisabledException: accountError('UserDisabledException', 403),
  UserNotConfirmedException: accountError('UserNotConfirmedException', 403),
  UNKNOWN_SIGN_IN_ERROR: accountError('UNKNOWN_SIGN_IN_ERROR', 409),
  ACCOUNT_ALREADY_DELETED_EMAIL: accountError('ACCOUNT_ALREADY_DELETED_EMAIL', 409),
  ACCOUNT_ALREADY_DELETED_MOBILE: accountError('ACCOUNT_ALREADY_DELETED_MOBILE', 409),
  UsernameExistsExceptionEmail: accountError('UsernameExistsExceptionEmail', 409),
  UsernameExistsExceptionMobile: accountError('UsernameExistsExceptionMobile', 409),
  ExpiredCodeException: accountError('ExpiredCodeException', 400),
  CodeMismatchException: accountError('CodeMismatchException', 400),
  /** Too many wrong codes: no code is accepted for 3 hours ("retry in 3h 0m", commerce §8). */
  CodeAttemptsExceededException: accountError('CodeAttemptsExceededException', 429),
  LimitExceededException: accountError('LimitExceededException', 429),
  InvalidPasswordException: accountError('InvalidPasswordException', 400),
  InvalidParameterException: accountError('InvalidParameterException', 400),
  EMAIL_ATTRIBUTE_MISSING: accountError('EMAIL_ATTRIBUTE_MISSING', 400),
  SIGNUP_CPF_DETAILS_MISSING: accountError('SIGNUP_CPF_DETAILS_MISSING', 400),
  SIGNUP_CPF_INVALID_DATA: accountError('SIGNUP_CPF_INVALID_DATA', 400),
  SIGNUP_CPF_ALREADY_USED: accountError('SIGNUP_CPF_ALREADY_USED', 409),
  SIGNUP_CPF_PROCESS_FAILED: accountError('SIGNUP_CPF_PROCESS_FAILED', 409),
  CaptchaFailedException: accountError('CaptchaFailedException', 400),
  /** A call that needs a signed-in user came without a session (shell §6). */
  NOT_AUTHENTICATED: accountError('NOT_AUTHENTICATED', 401),
  /** The session's access token has expired: refresh it (shell §4, §7). */
  SEC_01: accountError('SEC_01', 401),
  /** A state-changing call without a valid token of `GET /generateCsrfToken`. */
  CSRF_TOKEN_INVALID: accountError('CSRF_TOKEN_INVALID', 403),
  /** This site has no accounts (shell §3 site switch `account`). */
  ACCOUNTS_DISABLED: accountError('ACCOUNTS_DISABLED', 403),
} as const;
export type AccountErrorCode = keyof typeof accountErrors;

export const userNotFound = (type: UidType) => accountErrors[`UserNotFoundException${uidSuffix(type)}`];
export const notAuthorized = (type: UidType) => accountErrors[`NotAuthorizedException${uidSuffix(type)}`];
export const usernameExists = (type: UidType) => accountErrors[`UsernameExistsException${uidSuffix(type)}`];
export const accountAlreadyDeleted = (type: UidType) => accountErrors[`ACCOUNT_ALREADY_DELETED_${upper(type)}`];

/**
 * Shell §8's codes that this store's own identity service never answers but the client still
 * translates: `UnknownError`, what a password recovery that came back with no result shows, and
 * `UnexpectedLambdaException`, an identity provider's failed sign-up hook. Each has its message at
 * `errors:account.<code>` (docs/decisions/0051).
 */
export const CLIENT_ACCOUNT_CODES = ['UnknownError', 'UnexpectedLambdaException'] as const;
export type ClientAccountCode = (typeof CLIENT_ACCOUNT_CODES)[number];

/** Shell §8's success codes; each has its message at `errors:account.<code>`. */
export const ACCOUNT_SUCCESS_CODES = [
  'RECOVER_PASSWORD_SUCCESS_EMAIL',
  'RECOVER_PASSWORD_SUCCESS_MOBILE',
  'RESET_PASSWORD_SUCCESS',
  'CHANGE_PASSWORD_SUCCESS',
  'DELETE_ACCOUNT_SUCCESS',
  'RESEND_CONFIRMATION_EMAIL',
  'RESEND_CONFIRMATION_MOBILE',
] as const;
export type AccountSuccessCode = (typeof ACCOUNT_SUCCESS_CODES)[number];
export const recoverPasswordSuccess = (type: UidType): AccountSuccessCode => `RECOVER_PASSWORD_SUCCESS_${upper(type)}`;
export const resendConfirmationSuccess = (type: UidType): AccountSuccessCode => `RESEND_CONFIRMATION_${upper(type)}`;
