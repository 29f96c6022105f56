import { describe, expect, it } from 'vitest';
import { accountScreenLink, clearReturnPath, RETURN_PATH_KEY, saveReturnPath, takeReturnPath } from './return-path.ts';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
    items,
  };
}

describe('return path', () => {
  it('saves a product page and returns to it once', () => {
    const store = memory();
    expect(saveReturnPath('/sg/mobile-legends', store)).toBe(true);
    expect(takeReturnPath('/sg/', store)).toBe('/sg/mobile-legends');
    expect(takeReturnPath('/sg/', store)).toBe('/sg/');
  });

  it('keeps a language-region segment', () => {
    const store = memory();
    saveReturnPath('/en-eg/free-fire', store);
    expect(takeReturnPath('/eg/', store)).toBe('/en-eg/free-fire');
  });

  it('does not save pages that are not products, nor other sites', () => {
    const store = memory();
    for (const path of ['/sg/sign-in', '/sg/', '/sg/user/settings', '//evil.example/x', 'https://evil.example/sg/x', '/sg/game?x=1']) {
      expect(saveReturnPath(path, store)).toBe(false);
    }
    expect(store.items.size).toBe(0);
  });

  it('ignores a tampered saved value', () => {
    const store = memory();
    store.setItem(RETURN_PATH_KEY, '//evil.example/');
    expect(takeReturnPath('/sg/', store)).toBe('/sg/');
  });

  it('is cleared when a product page is opened', () => {
    const store = memory();
    saveReturnPath('/sg/mobile-legends', store);
    clearReturnPath(store);
    expect(takeReturnPath('/sg/', store)).toBe('/sg/');
  });
});

describe('account screen links', () => {
  it('carry a product page to the account screen, and nothing else', () => {
    expect(accountScreenLink('/sg/sign-in', '/sg/mobile-legends')).toBe('/sg/sign-in?from=%2Fsg%2Fmobile-legends');
    expect(accountScreenLink('/sg/sign-in', '/sg/about')).toBe('/sg/sign-in');
    expect(accountScreenLink('/sg/sign-in', '//evil.example/x')).toBe('/sg/sign-in');
  });
});
