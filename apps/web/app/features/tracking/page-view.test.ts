import { describe, expect, it } from 'vitest';
import { pageViewRequest } from '@store/contracts/analytics.ts';
import { pageViewOf, referrerOf } from './page-view.ts';

describe('page view payload', () => {
  it("sends the path, the shop's country and the interface language", () => {
    expect(pageViewOf({ pathname: '/de/mobile-legends', countryCode: 'de', language: 'de', referrer: null })).toEqual({
      path: '/de/mobile-legends',
      countryCode: 'de',
      language: 'de',
      referrer: null,
    });
  });

  it('reduces the referrer to origin and path, and drops one that is not a web address', () => {
    expect(referrerOf('https://www.google.com/search?q=topup+mlbb#x')).toBe('https://www.google.com/search');
    expect(referrerOf('http://localhost:3000/sg/')).toBe('http://localhost:3000/sg/');
    expect(referrerOf('android-app://com.google.android.gm/')).toBeNull();
    expect(referrerOf('')).toBeNull();
    expect(referrerOf('not a url')).toBeNull();
  });

  it('sends nothing for a path the API would refuse', () => {
    expect(pageViewOf({ pathname: `/${'a'.repeat(2048)}`, countryCode: null, language: 'en', referrer: null })).toBeNull();
    expect(pageViewOf({ pathname: 'relative', countryCode: null, language: 'en', referrer: null })).toBeNull();
  });
});

describe('what the browser sends, the API takes', () => {
  it.each([
    ['/sg/', 'sg', 'en', 'https://www.google.com/search?q=x'],
    ['/international', null, 'en', null],
    ['/ar-qa/search/%D9%84%D8%B9%D8%A8%D8%A9', 'qa', 'ar', 'http://localhost:3000/ar-qa/'],
  ] as const)('%s', (pathname, countryCode, language, referrer) => {
    const view = pageViewOf({ pathname, countryCode, language, referrer });
    expect(pageViewRequest.safeParse(view).success).toBe(true);
  });
});
