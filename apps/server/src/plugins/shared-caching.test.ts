import { describe, expect, it } from 'vitest';
import { cacheDirectives, isPersonalAnswer, sharedCaching } from './shared-caching.ts';

describe('reading Cache-Control', () => {
  it('reads each directive once, by its lower-cased name, with quoted values unquoted', () => {
    expect(
      Object.fromEntries(cacheDirectives('Public, max-age=0, S-MAXAGE="10", stale-while-revalidate=60, private="set-cookie"')),
    ).toEqual({ public: true, 'max-age': '0', 's-maxage': '10', 'stale-while-revalidate': '60', private: 'set-cookie' });
    expect(cacheDirectives('').size).toBe(0);
  });

  it('tells personal answers from shared ones', () => {
    expect(isPersonalAnswer('private, max-age=0')).toBe(true);
    expect(isPersonalAnswer('no-store')).toBe(true);
    expect(isPersonalAnswer('public, s-maxage=10')).toBe(false);
    expect(isPersonalAnswer('public, max-age=0, s-maxage=10, stale-while-revalidate=60')).toBe(false);
  });

  it('gives a shared cache the freshness, stale window and Vary of an answer, or nothing', () => {
    expect(sharedCaching('public, max-age=0, s-maxage=10, stale-while-revalidate=60', 'Cookie, Accept-Encoding')).toEqual({
      sharedMaxAgeMs: 10_000,
      maxAgeMs: 0,
      public: true,
      staleMs: 60_000,
      vary: ['accept-encoding', 'cookie'],
    });
    expect(sharedCaching('max-age=abc', '')).toMatchObject({ maxAgeMs: undefined, public: false, staleMs: 0 });
    for (const control of ['private, s-maxage=10', 'public, no-store', 'public, no-cache']) expect(sharedCaching(control, '')).toBeNull();
    expect(sharedCaching('public, max-age=30', '*')).toBeNull();
  });
});
