import { describe, expect, it } from 'vitest';
import { interfaceLanguage, parseLocaleSegment, rememberCountry } from './locale.server.ts';
import type { ShopLocale } from './locale.ts';

const option = (code: string, locale: string, isDefault: boolean, isRTL = false) => ({ code, name: code, locale, isRTL, isDefault });

describe('parseLocaleSegment', () => {
  it('reads a bare country code', () => {
    expect(parseLocaleSegment('sg')).toEqual({ countryCode: 'sg', languageCode: null });
  });

  it('reads a language-country pair', () => {
    expect(parseLocaleSegment('en-eg')).toEqual({ countryCode: 'eg', languageCode: 'en' });
  });

  it.each(['', 'international', 'SG', 's', 'sgp', 'en-', '-eg', 'en_eg', 'en-egy', 'EN-eg'])('rejects %j', (segment) => {
    expect(parseLocaleSegment(segment)).toBeNull();
  });
});

describe('interfaceLanguage', () => {
  it("uses the country's default language when a catalogue exists for it", () => {
    const country = { code: 'sg', languages: [option('en', 'en-SG', true)] };
    expect(interfaceLanguage(country, null)).toEqual({ language: 'en', locale: 'en-SG', dir: 'ltr' });
  });

  it('falls back to an offered language with a catalogue when the default has none', () => {
    const country = { code: 'eg', languages: [option('ar', 'ar-EG', true, true), option('en', 'en-EG', false)] };
    expect(interfaceLanguage(country, null)).toEqual({ language: 'en', locale: 'en-EG', dir: 'ltr' });
  });

  it("writes English the country's way when the country offers no language with a catalogue", () => {
    const country = { code: 'jp', languages: [option('ja', 'ja-JP', true)] };
    expect(interfaceLanguage(country, null)).toEqual({ language: 'en', locale: 'en-JP', dir: 'ltr' });
  });

  it('honours a requested language the country offers, and refuses one it does not', () => {
    const country = { code: 'eg', languages: [option('ar', 'ar-EG', true, true), option('en', 'en-EG', false)] };
    expect(interfaceLanguage(country, 'en')).toEqual({ language: 'en', locale: 'en-EG', dir: 'ltr' });
    expect(interfaceLanguage(country, 'fr')).toBeNull();
  });
});

describe('rememberCountry', () => {
  const shop = { country: { code: 'sg' } } as ShopLocale;

  it('stores the country of the page for 180 days', () => {
    const headers = rememberCountry(new Request('http://localhost/sg/'), shop) as Record<string, string>;
    expect(headers['Set-Cookie']).toBe('country=sg; Path=/; Max-Age=15552000; SameSite=Lax; HttpOnly');
  });

  it('switches a stored country to the one in the path', () => {
    const request = new Request('http://localhost/sg/', { headers: { cookie: 'a=1; country=my' } });
    expect((rememberCountry(request, shop) as Record<string, string>)['Set-Cookie']).toMatch(/^country=sg;/);
  });

  it('sets nothing when the cookie already names the country, and marks it Secure over HTTPS', () => {
    expect(rememberCountry(new Request('http://localhost/sg/', { headers: { cookie: 'country=sg' } }), shop)).toBeUndefined();
    expect((rememberCountry(new Request('https://shop.example/sg/'), shop) as Record<string, string>)['Set-Cookie']).toMatch(/; Secure$/);
  });
});
