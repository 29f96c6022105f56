import { parseCookie } from 'cookie';

/**
 * Where a request's cookies come from: a `Cookie` header value (Fastify, Node), or a fetch
 * `Request` (React Router loaders).
 */
export type CookieSource = string | string[] | null | undefined | { headers: { get(name: string): string | null } };

function headerOf(source: CookieSource): string {
  if (!source) return '';
  if (typeof source === 'string') return source;
  if (Array.isArray(source)) return source.join('; ');
  return source.headers.get('cookie') ?? '';
}

/**
 * The cookies a request carries, read by the `cookie` package (the parser Fastify's cookie plugin
 * and React Router use), for every server-side reader in the store (ADR 0027). The first of two
 * cookies with one name wins, and values are percent-decoded (one that does not decode is kept as
 * sent). The browser reads `document.cookie` with `cookieValue` (consent.ts): the package would add
 * to the first-load JavaScript for two reads.
 */
export function readCookies(source: CookieSource): Record<string, string | undefined> {
  const header = headerOf(source);
  return header ? parseCookie(header) : {};
}

/** One cookie of a request, or undefined when it carries none of that name (an empty value is ''). */
export function readCookie(source: CookieSource, name: string): string | undefined {
  return readCookies(source)[name];
}
