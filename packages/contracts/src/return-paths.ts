// Where a shopper goes back to after signing in (shell §2, §5): apart from the account rules, as
// every page's header reads it (ADR 0054).

/** First segments of shop pages that are not products (their paths are never a product page). */
const NOT_PRODUCT_PAGES = new Set([
  'sign-in',
  'sign-up',
  'confirm-signup',
  'recover-password',
  'verify',
  'notifications',
  'complete',
  'waiting',
  'search',
  'unsubscribe',
  'redeem',
  'user',
  'wallet',
  'about',
  'codacash',
  'coda-rewards',
  'products',
]);

/**
 * Shell §2, §5: the path saved when a shopper signs in from a product page, for the way back. It
 * must begin with a two-letter locale and an optional region ("/sg/…", "/en-eg/…") followed by the
 * product, and nothing else qualifies: an open redirect is never possible through it.
 */
export function isProductReturnPath(path: string): boolean {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)\/([a-z0-9][a-z0-9-]{0,79})$/.exec(path);
  return !!match && !NOT_PRODUCT_PAGES.has(match[2]!);
}
