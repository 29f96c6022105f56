import { afterEach, describe, expect, it, vi } from 'vitest';
import arCommon from '@store/i18n/ar/common.json';
import enCommon from '@store/i18n/en/common.json';
import enErrors from '@store/i18n/en/errors.json';
import enWallet from '@store/i18n/en/wallet.json';
import { cataloguesOf, setMessageSource, t, type Catalogues } from './i18n.ts';
import { loadMessageSections, loadMessages } from './messages.server.ts';

const source = (catalogues: Catalogues | undefined) => setMessageSource(() => catalogues);

afterEach(() => source(undefined));

describe('catalogues in loader data', () => {
  it('carries each namespace as one JSON text, with English under a missing translation', async () => {
    const loaded = await loadMessages('ar', ['common', 'errors']);
    expect(loaded.language).toBe('ar');
    expect(typeof loaded.namespaces.common).toBe('string');
    expect(typeof loaded.namespaces.errors).toBe('string');
    const common = JSON.parse(loaded.namespaces.common!) as typeof enCommon;
    expect(common.shell.skipToContent).toBe(arCommon.shell.skipToContent);
    // Every English key is there, translated or not.
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [prefix + key] : keys(value as object, `${prefix}${key}.`),
      );
    const arabicKeys = new Set(keys(common));
    expect(keys(enCommon).filter((key) => !arabicKeys.has(key))).toEqual([]);
  });

  it('answers English for a language the store has no interface in', async () => {
    const loaded = await loadMessages('xx', ['common']);
    expect(loaded.language).toBe('en');
    expect(JSON.parse(loaded.namespaces.common!)).toEqual(enCommon);
  });

  it('sends only the sections asked for', async () => {
    const loaded = await loadMessageSections('en', 'wallet', ['walletHeader']);
    expect(JSON.parse(loaded.namespaces.wallet!)).toEqual({ walletHeader: enWallet.walletHeader });
  });

  it('lets t read what the routes loaded, the later route winning a namespace', async () => {
    const root = await loadMessages('en', ['common', 'errors']);
    const header = await loadMessageSections('en', 'wallet', ['walletHeader']);
    const page = await loadMessages('en', ['wallet']);
    source(cataloguesOf([root, header, page]));
    expect(t('shell.skipToContent')).toBe(enCommon.shell.skipToContent);
    expect(t('errors:transaction.notEligible')).toBe(enErrors.transaction.notEligible);
    // The whole namespace the page loaded replaced the header's section of it.
    expect(t('walletHome.title')).toBe(enWallet.walletHome.title);
  });

  it('starts again when a later route is in another language', async () => {
    const english = await loadMessages('en', ['common', 'wallet']);
    const arabic = await loadMessages('ar', ['common']);
    const catalogues = cataloguesOf([english, arabic]);
    expect(catalogues?.language).toBe('ar');
    expect(Object.keys(catalogues?.namespaces ?? {})).toEqual(['common']);
  });

  it('never parses on the server a text it made, and parses a loaded one once', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const loaded = await loadMessages('ar', ['common', 'errors']);
      const first = cataloguesOf([loaded])?.namespaces.common;
      expect(first?.shell).toEqual(arCommon.shell);
      // The next request's loader data: another object with the same texts.
      expect(cataloguesOf([{ ...loaded }])?.namespaces.common).toBe(first);
      expect(parse).not.toHaveBeenCalled();
      // In the browser the texts arrive in loader data: each is parsed once, then reused.
      const arrived = { language: 'en', namespaces: { common: JSON.stringify({ shell: { skipToContent: 'Skip ahead' } }) } };
      source(cataloguesOf([arrived]));
      expect(t('shell.skipToContent')).toBe('Skip ahead');
      expect(cataloguesOf([{ ...arrived }])?.namespaces.common).toBe(cataloguesOf([arrived])?.namespaces.common);
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });
});
