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

const seconds = (control: string, directive: string): number | undefined => {
  const found = new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`).exec(control);
  return found ? Number(found[1]) * 1000 : undefined;
};

/** The caching an answer allows a shared cache; null when no shared cache may keep it at all. */
export function sharedCaching(cacheControl: string, vary: string): SharedCaching | null {
  const control = cacheControl.toLowerCase();
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/.test(control)) return null;
  const names = vary.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (names.includes('*')) return null;
  return {
    sharedMaxAgeMs: seconds(control, 's-maxage'),
    maxAgeMs: seconds(control, 'max-age'),
    public: /(?:^|,)\s*public\b/.test(control),
    staleMs: seconds(control, 'stale-while-revalidate') ?? 0,
    vary: names.sort(),
  };
}
