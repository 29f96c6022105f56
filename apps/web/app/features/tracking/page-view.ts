import type { PageViewRequest } from '@store/contracts/analytics.ts';

export const PAGE_VIEW_ENDPOINT = '/api/analytics/page-view';
const MAX_URL = 2048;

/** An http(s) address reduced to origin and path (a query can carry personal data), else null. */
export function referrerOf(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const reduced = `${url.origin}${url.pathname}`;
    return reduced.length <= MAX_URL ? reduced : null;
  } catch {
    return null;
  }
}

/** A page view of `pathname` (no query or hash), in the shape the analytics API takes. */
export function pageViewOf(view: {
  pathname: string;
  countryCode: string | null;
  language: string;
  referrer: string | null;
}): PageViewRequest | null {
  if (!view.pathname.startsWith('/') || view.pathname.length > MAX_URL || /[\s?#]/.test(view.pathname)) return null;
  return { path: view.pathname, countryCode: view.countryCode, language: view.language, referrer: referrerOf(view.referrer) };
}

/**
 * Sends a page view as a beacon: it leaves even while the page unloads and never delays a
 * navigation. A string travels as text/plain, which needs no CORS preflight.
 */
export function sendPageView(view: PageViewRequest) {
  const body = JSON.stringify(view);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(PAGE_VIEW_ENDPOINT, body)) return;
  void fetch(PAGE_VIEW_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => {});
}
