import type { MessageKey } from './i18n.ts';

/**
 * Shell §8 network errors: what the shopper is told when a call to the store's API fails before it
 * gets a catalogued answer (no envelope: the connection dropped, a proxy or CDN answered, the
 * server's error page). The codes are the spec's; each has a message in the `network` section of
 * the common catalogue.
 */
export type NetworkErrorCode =
  | 'networkError.offline'
  | 'networkError.timeout'
  | 'networkError.sessionExpired'
  | 'networkError.500'
  | 'networkError.400'
  | 'networkError.other';

/** What is known about a failed call: the HTTP status if an answer came, the thrown error if not. */
export type NetworkFailure = {
  status?: number;
  error?: unknown;
  /** `navigator.onLine` when the call failed. */
  online?: boolean;
  /** The client gave up waiting (its own timeout, ADR 0051), before or while the answer came. */
  timedOut?: boolean;
};

/** The status the spec gives a call that never reached the network. */
export const OFFLINE_STATUS = 599;

/** 408 Request Timeout, 504 Gateway Timeout, 524 (a CDN's origin timeout). */
const TIMEOUT_STATUSES = new Set([408, 504, 524]);

/** The status a call the client gave up waiting on is reported with: 408, the spec's first timeout. */
export const CLIENT_TIMEOUT_STATUS = 408;

/** 401 Unauthorized without our envelope: the session lapsed on the way (commerce §8). */
const SESSION_EXPIRED_STATUS = 401;

/**
 * Offline is status 599, or fetch's TypeError while the browser says it is offline (a TypeError
 * while online is a refused or reset connection: "other"); 408, 504 and 524 are timeouts, as is a
 * call the client stopped waiting for; 401 is "session expired, sign in again" (commerce §8, which
 * names it apart from the other 4xx); other 5xx and 4xx are server and request errors; anything
 * else is "other".
 */
export function networkErrorCode({ status, error, online, timedOut }: NetworkFailure): NetworkErrorCode {
  if (timedOut) return 'networkError.timeout';
  if (status === OFFLINE_STATUS) return 'networkError.offline';
  if (status === undefined && error instanceof TypeError && online === false) return 'networkError.offline';
  if (status !== undefined && TIMEOUT_STATUSES.has(status)) return 'networkError.timeout';
  if (status === SESSION_EXPIRED_STATUS) return 'networkError.sessionExpired';
  if (status !== undefined && status >= 500 && status <= 599) return 'networkError.500';
  if (status !== undefined && status >= 400 && status <= 499) return 'networkError.400';
  return 'networkError.other';
}

/**
 * The message each code shows. The session's is the account catalogue's SEC_01, which shell §7
 * calls "the 401 message": one text for one situation, whichever way the 401 came.
 */
export const networkErrorMessage: Record<NetworkErrorCode, MessageKey> = {
  'networkError.offline': 'network.offline',
  'networkError.timeout': 'network.timeout',
  'networkError.sessionExpired': 'errors:account.SEC_01',
  'networkError.500': 'network.serverError',
  'networkError.400': 'network.badRequest',
  'networkError.other': 'network.other',
};
