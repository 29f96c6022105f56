/**
 * The store's one reading of `Cache-Control` (RFC 9111 §5.2): the front cache, the page cache and
 * the private-cookies rule all go through it (ADR 0027).
 */

/** The directives of a `Cache-Control` value, names lower-cased: `public` → true, `s-maxage=10` → '10'. */
export function cacheDirectives(cacheControl: string): Map<string, string | true> {
  const directives = new Map<string, string | true>();
  for (const part of cacheControl.split(',')) {
    const eq = part.indexOf('=');
    const name = (eq === -1 ? part : part.slice(0, eq)).trim().toLowerCase();
    if (!name || directives.has(name)) continue;
    directives.set(
      name,
      eq === -1
        ? true
        : part
            .slice(eq + 1)
            .trim()
            .replace(/^"(.*)"$/, '$1'),
    );
  }
  return directives;
}

/** A delta-seconds directive in ms, if the answer sets it (and it is a number). */
function milliseconds(directives: Map<string, string | true>, name: string): number | undefined {
  const value = directives.get(name);
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) * 1000 : undefined;
}

/** Whether an answer is its visitor's own (`private` or `no-store`): no shared cache may keep it. */
export function isPersonalAnswer(cacheControl: string): boolean {
  const directives = cacheDirectives(cacheControl);
  return directives.has('private') || directives.has('no-store');
}

/** What an answer's headers allow a shared cache (RFC 9111 §3, §5.2.2), for the store's two in-process ones. */
export type SharedCaching = {
  /** `s-maxage`, in ms, if the answer sets it. */
  sharedMaxAgeMs: number | undefined;
  /** `max-age`, in ms, if the answer sets it. */
  maxAgeMs: number | undefined;
  /** Whether the answer says `public`. */
  public: boolean;
  /** `stale-while-revalidate`, in ms (0 if absent). */
  staleMs: number;
  /** The request headers the answer varies on, lower-cased and sorted. */
  vary: string[];
};

/** The caching an answer allows a shared cache; null when no shared cache may keep it at all. */
export function sharedCaching(cacheControl: string, vary: string): SharedCaching | null {
  const directives = cacheDirectives(cacheControl);
  if (directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return null;
  const names = vary
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('*')) return null;
  return {
    sharedMaxAgeMs: milliseconds(directives, 's-maxage'),
    maxAgeMs: milliseconds(directives, 'max-age'),
    public: directives.has('public'),
    staleMs: milliseconds(directives, 'stale-while-revalidate') ?? 0,
    vary: names.sort(),
  };
}
