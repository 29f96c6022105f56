import { describe, expect, it } from 'vitest';
import { detectPlatform } from './platform.ts';

/** A window whose media queries match `matching` and whose browser says `userAgent`. */
function browser(userAgent: string, matching: string[] = [], standalone?: boolean) {
  return {
    matchMedia: (query: string) => ({ matches: matching.includes(query) }) as MediaQueryList,
    navigator: { userAgent, ...(standalone === undefined ? {} : { standalone }) } as Navigator,
  };
}

const desktopChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('the platform of commerce §4 (ADR 0053)', () => {
  it('is desktop (1) for a desktop browser', () => {
    expect(detectPlatform(browser(desktopChrome))).toBe(1);
    // A touch laptop with a wide screen is still a desktop.
    expect(detectPlatform(browser(desktopChrome, ['(pointer: coarse)']))).toBe(1);
  });

  it('is mobile (2) for a mobile browser or a small touch screen', () => {
    expect(detectPlatform(browser(android))).toBe(2);
    expect(detectPlatform(browser(iphone))).toBe(2);
    expect(detectPlatform(browser(desktopChrome, ['(pointer: coarse)', '(max-width: 900px)']))).toBe(2);
  });

  it('is PWA (99) when the store runs as an installed app', () => {
    expect(detectPlatform(browser(android, ['(display-mode: standalone)']))).toBe(99);
    expect(detectPlatform(browser(desktopChrome, ['(display-mode: fullscreen)']))).toBe(99);
    expect(detectPlatform(browser(iphone, [], true))).toBe(99);
  });
});
