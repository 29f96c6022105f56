/**
 * The signed request bearer of shell §7 (docs/decisions/0017): the browser signs each API call
 * with HS256 over the body, the route path and the issue time, using a short-lived key it fetched
 * from the store. Anyone can fetch a key, so this proves nothing about who calls; it tells the
 * store's own pages apart from scripts that replay captured calls, a signal for anti-automation.
 */

/** A custom header, not `Authorization`: that one marks a request as personal (never cached). */
export const REQUEST_SIGNATURE_HEADER = 'x-request-signature';

/** The result code of a refused signature (`errors.invalidSignature`): the browser retries once with a new key. */
export const INVALID_SIGNATURE_RESULT_CODE = 401;

/** Where the browser gets a signing key (`GET`, answered in the envelope). */
export const REQUEST_KEY_PATH = '/api/request-key';

/** The answer of `REQUEST_KEY_PATH`. */
export type RequestKey = {
  /** Names the key in the token's `kid`; it carries the key's expiry, so the store keeps no key table. */
  keyId: string;
  /** The HS256 key, base64url. */
  key: string;
  /** Seconds until the store stops accepting the key. */
  expiresIn: number;
  /** The store's clock (ms since the epoch), so a browser with a wrong clock still signs a good `iat`. */
  serverTime: number;
};

/** The token's claims: issue time (seconds), the route path, the body's SHA-256 (base64url). */
export type RequestSignatureClaims = { iat: number; path: string; bsh: string };

export const REQUEST_SIGNING = {
  /** How long a key is handed out for. */
  keyLifetimeSeconds: 60 * 60,
  /** How far a token's issue time may be from the store's clock, either way. */
  clockSkewSeconds: 5 * 60,
  /** The browser fetches a new key this long before the old one expires. */
  renewBeforeSeconds: 60,
} as const;

/** The route path a request is signed for: the URL's path without query or fragment. */
export function signedPath(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
