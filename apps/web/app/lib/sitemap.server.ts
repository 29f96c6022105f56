import { REWARDS } from '@store/contracts/rewards.ts';
import type { AppLoadContext } from 'react-router';
import { productReach } from './availability.server.ts';
import { countryIndex, INTERNATIONAL, shopAlternates } from './locale.server.ts';
import { countryOfSegment } from './meta.ts';
import { ABOUT_SEGMENT, globalProductPath, PARTNERSHIP_PATH, REWARDS_SEGMENT, WALLET_LANDING_SEGMENT } from './paths.ts';

/** Commerce §9: the rewards landing pages written for search engines. */
const REWARDS_SEO_COUNTRIES: readonly string[] = REWARDS.seoCountries;

/**
 * Every page search engines should know, as paths: the country picker, the partnership page,
 * every game's global page, and in every shop (each country in each of its languages) the home,
 * about, Codacash landing, Coda Rewards landing (its SEO countries only) and each game it sells.
 * Search, order and account pages are left out (robots.txt keeps crawlers off them).
 */
export async function sitemapPaths(context: AppLoadContext): Promise<string[]> {
  const [countries, reach] = await Promise.all([countryIndex(context), productReach(context)]);
  const sold = new Map<string, string[]>();
  for (const { product, countries: where } of reach.values()) {
    for (const { code } of where) sold.set(code, [...(sold.get(code) ?? []), product.slug]);
  }
  const paths = [`/${INTERNATIONAL}`, PARTNERSHIP_PATH, ...[...reach.keys()].map(globalProductPath)];
  for (const [segment] of shopAlternates(countries)) {
    const country = countryOfSegment(segment);
    const pages = ['', ABOUT_SEGMENT, WALLET_LANDING_SEGMENT];
    if (REWARDS_SEO_COUNTRIES.includes(country)) pages.push(REWARDS_SEGMENT);
    pages.push(...(sold.get(country) ?? []));
    for (const page of pages) paths.push(`/${segment}/${page}`);
  }
  return paths;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sitemaps.org document for the paths (absolute URLs on the store's public origin). */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: order results, searches and signed-in screens are not for crawlers. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /*/waiting',
    'Disallow: /*/complete',
    'Disallow: /*/search',
    'Disallow: /*/user/',
    'Disallow: /*/wallet/',
    'Disallow: /api/',
    'Disallow: /sandbox/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
