import { demoCountries } from '@store/db/seed';
import { describe, expect, it } from 'vitest';
import {
  resolveSegment,
  rewriteResponse,
  shopCookies,
  shopLanguages,
  visitorHome,
  type Countries,
  type SegmentResolution,
} from './locale.server.ts';
import { inSegment } from './locale.ts';

/** The demo catalogue's countries: eg (Arabic default, English), sg (English only), de (German, English), … */
const countries: Countries = new Map(demoCountries.map((country) => [country.code, country]));
const option = (code: string, locale: string, isDefault: boolean, isRTL = false) => ({ code, name: code, locale, isRTL, isDefault });

function shopOf(resolution: SegmentResolution) {
  if (resolution.kind !== 'shop') throw new Error(`expected a shop, got ${JSON.stringify(resolution)}`);
  return resolution.shop;
}

describe('resolveSegment', () => {
  it('shows a bare country code in its default language, right to left where that language is', () => {
    const eg = shopOf(resolveSegment('eg', countries, null));
    expect(eg).toMatchObject({ segment: 'eg', language: 'ar', locale: 'ar-EG', dir: 'rtl' });
    expect(eg.country.code).toBe('eg');
    expect(shopOf(resolveSegment('sg', countries, null))).toMatchObject({ segment: 'sg', language: 'en', locale: 'en-SG', dir: 'ltr' });
  });

  it('(c) shows a supported non-default language: the interface locale is that language in the country', () => {
    expect(shopOf(resolveSegment('en-eg', countries, null))).toMatchObject({
      segment: 'en-eg',
      language: 'en',
      locale: 'en-EG',
      dir: 'ltr',
    });
    expect(shopOf(resolveSegment('en-de', countries, 'en-eg'))).toMatchObject({ segment: 'en-de', locale: 'en-DE' });
  });

  it('(b) rewrites the default language written out to the bare country, clearing the switched language', () => {
    expect(resolveSegment('ar-eg', countries, 'en-eg')).toEqual({
      kind: 'rewrite',
      segment: 'eg',
      reason: 'defaultLanguage',
      byCookie: false,
      clearSwitched: true,
    });
    expect(resolveSegment('en-sg', countries, null)).toMatchObject({ kind: 'rewrite', segment: 'sg', reason: 'defaultLanguage' });
  });

  it('(d) rewrites an unsupported language to the default when no language is switched', () => {
    expect(resolveSegment('fr-eg', countries, null)).toEqual({
      kind: 'rewrite',
      segment: 'eg',
      reason: 'unsupportedLanguage',
      byCookie: true,
      clearSwitched: false,
    });
  });

  it('(d) rewrites an unsupported language to the switched language of that country', () => {
    expect(resolveSegment('fr-eg', countries, 'en-eg')).toMatchObject({ kind: 'rewrite', segment: 'en-eg', byCookie: true });
  });

  it('(d) ignores a switched language of another country, or one the country does not offer', () => {
    expect(resolveSegment('fr-eg', countries, 'en-de')).toMatchObject({ kind: 'rewrite', segment: 'eg' });
    expect(resolveSegment('fr-sg', countries, 'en-sg')).toMatchObject({ kind: 'rewrite', segment: 'sg' });
    expect(resolveSegment('zz-eg', countries, 'garbage')).toMatchObject({ kind: 'rewrite', segment: 'eg' });
  });

  it.each([
    ['eg-', 'eg'],
    ['eg-zz', 'eg'],
    ['eg-abc', 'eg'],
    ['fr-', 'fr'],
    ['sg-x1', 'sg'],
  ])('(a) rewrites %j, a dash with no valid pair after a known country, to %j', (segment, target) => {
    expect(resolveSegment(segment, countries, null)).toEqual({
      kind: 'rewrite',
      segment: target,
      reason: 'malformedPair',
      byCookie: false,
      clearSwitched: false,
    });
  });

  it.each(['en-zz', 'zz-', 'x-eg', 'egx', 'e', '', 'zz', 'en_eg', 'eg_', '%65g', 'eg.'])('names no shop with %j', (segment) => {
    expect(resolveSegment(segment, countries, 'en-eg')).toEqual({ kind: 'none' });
  });

  it('(e) leaves the country picker alone, in any case', () => {
    expect(resolveSegment('international', countries, 'en-eg')).toEqual({ kind: 'none' });
    expect(resolveSegment('International', countries, 'en-eg')).toEqual({ kind: 'none' });
  });

  it('rewrites upper-case segments to the lower-case shop', () => {
    expect(resolveSegment('EG', countries, null)).toEqual({
      kind: 'rewrite',
      segment: 'eg',
      reason: 'upperCase',
      byCookie: false,
      clearSwitched: false,
    });
    expect(resolveSegment('En-EG', countries, null)).toMatchObject({ kind: 'rewrite', segment: 'en-eg', reason: 'upperCase' });
    // Other rules apply to the lower-case segment first, so one redirect is enough.
    expect(resolveSegment('AR-EG', countries, null)).toMatchObject({ kind: 'rewrite', segment: 'eg', reason: 'defaultLanguage' });
    expect(resolveSegment('ZZ', countries, null)).toEqual({ kind: 'none' });
  });
});

describe('shopLanguages', () => {
  it('lists the languages with a catalogue, default first, each with its segment', () => {
    const eg = countries.get('eg')!;
    expect(shopLanguages(eg)).toEqual([
      { code: 'ar', name: 'العربية', locale: 'ar-EG', isRTL: true, isDefault: true, segment: 'eg' },
      { code: 'en', name: 'English', locale: 'en-EG', isRTL: false, isDefault: false, segment: 'en-eg' },
    ]);
  });

  it('lets the first language with a catalogue stand in for a default without one', () => {
    const country = { code: 'xx', languages: [option('tlh', 'tlh-XX', true), option('de', 'de-XX', false)] };
    expect(shopLanguages(country)).toMatchObject([{ code: 'de', isDefault: true, segment: 'xx' }]);
  });

  it("writes English the country's way when no language has a catalogue", () => {
    const country = { code: 'xx', languages: [option('tlh', 'tlh-XX', true)] };
    expect(shopLanguages(country)).toMatchObject([{ code: 'en', locale: 'en-XX', isDefault: true, segment: 'xx' }]);
  });
});

describe('shopCookies', () => {
  const eg = shopOf(resolveSegment('eg', countries, null));
  const enEg = shopOf(resolveSegment('en-eg', countries, null));
  const request = (cookie?: string, url = 'http://localhost/eg/') => new Request(url, { headers: cookie ? { cookie } : {} });

  it('stores the country of the page for 180 days', () => {
    expect(shopCookies(request(), eg)).toEqual(['country=eg; Path=/; Max-Age=15552000; SameSite=Lax; HttpOnly']);
  });

  it("switches a stored country to the path's", () => {
    expect(shopCookies(request('a=1; country=my'), eg)).toEqual([expect.stringMatching(/^country=eg;/)]);
  });

  it('sets nothing when the cookies already say so, and marks cookies Secure over HTTPS', () => {
    expect(shopCookies(request('country=eg'), eg)).toEqual([]);
    expect(shopCookies(request('country=eg; shop-language=en-eg'), enEg)).toEqual([]);
    expect(shopCookies(request(undefined, 'https://shop.example/eg/'), eg)[0]).toMatch(/; Secure$/);
  });

  it('(c) a non-default language becomes the switched language, for 180 days', () => {
    expect(shopCookies(request('country=eg'), enEg)).toEqual(['shop-language=en-eg; Path=/; Max-Age=15552000; SameSite=Lax; HttpOnly']);
  });

  it("(b) the country's default language forgets the switched language", () => {
    expect(shopCookies(request('country=eg; shop-language=en-eg'), eg)).toEqual([
      'shop-language=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
    ]);
  });
});

describe('rewriteResponse', () => {
  const rewrite = (segment: string, cookie?: string, url = `http://localhost/${segment}/x/y?q=1`) =>
    rewriteResponse(new Request(url, { headers: cookie ? { cookie } : {} }), resolveSegment(segment, countries, null) as never);

  it('keeps the rest of the path and the query under the new segment, permanently when no cookie decides', () => {
    const response = rewrite('eg-zz');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/eg/x/y?q=1');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('adds the trailing slash to a path that is only the segment', () => {
    expect(rewrite('EG', undefined, 'http://localhost/EG?q=1').headers.get('location')).toBe('/eg/?q=1');
    expect(rewrite('eg-', undefined, 'http://localhost/eg-').headers.get('location')).toBe('/eg/');
  });

  it('(b) clears the switched language when the request carries one', () => {
    expect(rewrite('ar-eg', 'shop-language=en-eg').headers.get('set-cookie')).toBe(
      'shop-language=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
    );
    expect(rewrite('ar-eg').headers.get('set-cookie')).toBeNull();
  });

  it('(d) is temporary and kept by no cache, since the cookie decides it', () => {
    const response = rewrite('fr-eg');
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toBe('Cookie');
  });
});

describe('visitorHome', () => {
  it('sends a first visit to the country picker', () => {
    expect(visitorHome(countries, { country: null, shopLanguage: null })).toBe('/international');
  });

  it("sends a returning visitor to the stored country's home", () => {
    expect(visitorHome(countries, { country: 'eg', shopLanguage: null })).toBe('/eg/');
  });

  it('lets the switched language pre-select the shop', () => {
    expect(visitorHome(countries, { country: 'eg', shopLanguage: 'en-eg' })).toBe('/en-eg/');
    expect(visitorHome(countries, { country: null, shopLanguage: 'en-de' })).toBe('/en-de/');
  });

  it('ignores cookies that name no shop', () => {
    expect(visitorHome(countries, { country: 'zz', shopLanguage: 'fr-eg' })).toBe('/international');
    expect(visitorHome(countries, { country: 'sg', shopLanguage: 'eg' })).toBe('/sg/');
    expect(visitorHome(countries, { country: '../x', shopLanguage: '//evil.example' })).toBe('/international');
  });
});

describe('inSegment', () => {
  it('puts the same page under another segment', () => {
    expect(inSegment('/eg/about', 'en-eg')).toBe('/en-eg/about');
    expect(inSegment('/en-eg/', 'eg')).toBe('/eg/');
    expect(inSegment('/en-eg', 'eg')).toBe('/eg/');
    expect(inSegment('/eg/search/free fire', 'en-eg')).toBe('/en-eg/search/free fire');
  });
});
