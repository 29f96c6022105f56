import { demoCountries } from '@store/db/seed';
import { describe, expect, it } from 'vitest';
import { shopAlternates, type Countries } from './locale.server.ts';
import { countryOfSegment, hreflangLinks, pageMeta } from './meta.ts';

const countries: Countries = new Map(demoCountries.map((country) => [country.code, country]));
const shops = shopAlternates(countries);
const origin = 'https://shop.example';

function matches(segment: string | null) {
  return [{ id: 'root', data: { origin } }, ...(segment ? [{ id: 'shop', data: { shop: { segment }, shops } }] : [])];
}

const links = (tags: ReturnType<typeof pageMeta>, rel: string) =>
  tags.filter((tag) => 'rel' in tag && tag.rel === rel) as Array<{ hrefLang?: string; href: string }>;

describe('shopAlternates', () => {
  it('lists every country in every language it can be shown in, with its locale', () => {
    expect(shops).toContainEqual(['eg', 'ar-EG']);
    expect(shops).toContainEqual(['en-eg', 'en-EG']);
    expect(shops).toContainEqual(['sg', 'en-SG']);
    expect(shops.filter(([segment]) => countryOfSegment(segment) === 'de')).toEqual([
      ['de', 'de-DE'],
      ['en-de', 'en-DE'],
    ]);
    const perCountry = demoCountries.reduce((sum, country) => sum + country.languages.length, 0);
    expect(shops).toHaveLength(perCountry);
  });
});

describe('pageMeta', () => {
  it('writes title, description and an absolute canonical link', () => {
    const tags = pageMeta({ matches: matches(null), title: 'Choose your country', description: 'd', path: '/international' });
    expect(tags).toContainEqual({ title: 'Choose your country | Topup' });
    expect(tags).toContainEqual({ name: 'description', content: 'd' });
    expect(links(tags, 'canonical')).toEqual([{ tagName: 'link', rel: 'canonical', href: 'https://shop.example/international' }]);
    expect(links(tags, 'alternate')).toEqual([]);
  });

  it('gives a shop page an alternate in every shop of every country, and x-default', () => {
    const tags = pageMeta({ matches: matches('en-eg'), title: 't', description: 'd', path: '/en-eg/about' });
    const alternates = links(tags, 'alternate');
    expect(alternates).toHaveLength(shops.length + 1);
    expect(alternates).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'ar-EG', href: 'https://shop.example/eg/about' });
    expect(alternates).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en-EG', href: 'https://shop.example/en-eg/about' });
    expect(alternates).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'ja-JP', href: 'https://shop.example/jp/about' });
    expect(alternates.at(-1)).toEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://shop.example/international',
    });
  });

  it("limits the alternates to the countries that have the page, with the page's own x-default", () => {
    const tags = pageMeta({
      matches: matches('sg'),
      title: 't',
      description: 'd',
      path: '/sg/mobile-legends',
      alternates: { countries: ['sg', 'eg'], xDefault: '/product/mobile-legends' },
    });
    expect(links(tags, 'alternate').map((link) => link.href)).toEqual([
      'https://shop.example/sg/mobile-legends',
      'https://shop.example/eg/mobile-legends',
      'https://shop.example/en-eg/mobile-legends',
      'https://shop.example/product/mobile-legends',
    ]);
  });

  it('gives no alternates to pages kept out of search engines, or told not to', () => {
    const noindex = pageMeta({ matches: matches('sg'), title: 't', description: 'd', path: '/sg/search/x', noindex: true });
    expect(noindex).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(links(noindex, 'alternate')).toEqual([]);
    expect(links(pageMeta({ matches: matches('sg'), title: 't', description: 'd', path: '/sg/', alternates: false }), 'alternate')).toEqual(
      [],
    );
  });
});

describe('hreflangLinks', () => {
  it('names no x-default when no shop has the page', () => {
    expect(hreflangLinks({ origin, shops, rest: '/x', countries: new Set(), xDefault: '/international' })).toEqual([]);
  });
});
