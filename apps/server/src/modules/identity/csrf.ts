import { IDENTITY_LIMITS as L } from './limits.ts';
import { checkCsrfToken, CSRF_COOKIE_FORMAT, makeCsrfToken, newCsrfCookie, type Keys } from './secrets.ts';

/** The anti-forgery tokens of `GET /generateCsrfToken` and the account calls (shell §7; docs/decisions/0012). */
export function createCsrfService({ keys, now }: { keys: Keys; now: () => number }) {
  return {
    /** A token for `GET /generateCsrfToken`, bound to the browser's anti-forgery cookie (made when missing). */
    issueCsrfToken(cookie: string | undefined) {
      const value = cookie && CSRF_COOKIE_FORMAT.test(cookie) ? cookie : newCsrfCookie();
      const expiresAt = Math.floor(now() / 1000) + L.csrfValiditySeconds;
      return { cookie: value, cookieIsNew: value !== cookie, token: makeCsrfToken(keys, value, expiresAt), expiry: L.csrfExpirySeconds };
    },

    checkCsrfToken(cookie: string | undefined, token: string | undefined): boolean {
      return checkCsrfToken(keys, cookie, token, now());
    },
  };
}
