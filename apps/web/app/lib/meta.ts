import type { MetaDescriptor } from 'react-router';
import { STORE_NAME } from './brand.ts';
import { t } from './i18n.ts';
import type { ShopAlternate } from './locale.ts';

type Match = { id: string; data?: unknown } | undefined;

/** The name of the request's site: the store's, or a white-label site's own (titles carry it). */
export function siteNameFrom(matches: readonly Match[]): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { site?: { name?: string } } | undefined;
  return root?.site?.name ?? STORE_NAME;
}

/** The site's public origin, from the root loader (canonical links must be absolute). */
export function originFrom(matches: readonly Match[]): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { origin?: string } | undefined;
  return root?.origin ?? '';
}

/** The country of a shop segment: "eg" of "eg" and of "en-eg". */
export function countryOfSegment(segment: string): string {
  return segment.slice(segment.lastIndexOf('-') + 1);
}

/**
 * hreflang alternates of one page in every shop that has it, plus x-default (DESIGN §6):
 * `rest` is the page's path after the shop segment ("/about"); `countries`, when given, limits
 * the shops to those countries (a product only some countries sell).
 */
export function hreflangLinks(options: {
  origin: string;
  shops: readonly ShopAlternate[];
  rest: string;
  countries?: ReadonlySet<string>;
  xDefault: string;
}): MetaDescriptor[] {
  const { origin, rest, countries } = options;
  const links: MetaDescriptor[] = [];
  for (const [segment, hrefLang] of options.shops) {
    if (countries && !countries.has(countryOfSegment(segment))) continue;
    links.push({ tagName: 'link', rel: 'alternate', hrefLang, href: `${origin}/${segment}${rest}` });
  }
  if (links.length > 0) links.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${options.xDefault}` });
  return links;
}

/**
 * Title, description and canonical link of a page (DESIGN §6). A page under a shop also gets its
 * hreflang alternates: the same path in every shop (or only `alternates.countries`' shops), with
 * `alternates.xDefault` (the country picker unless told) for everyone else; `alternates: false`
 * and `noindex` pages get none.
 */
export function pageMeta(options: {
  matches: readonly Match[];
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
  alternates?: false | { countries?: readonly string[]; xDefault?: string };
}): MetaDescriptor[] {
  const origin = originFrom(options.matches);
  const tags: MetaDescriptor[] = [
    { title: `${options.title} | ${siteNameFrom(options.matches)}` },
    { name: 'description', content: options.description },
    { tagName: 'link', rel: 'canonical', href: `${origin}${options.path}` },
  ];
  if (options.noindex) {
    tags.push({ name: 'robots', content: 'noindex, follow' });
    return tags;
  }
  const shopData = options.matches.find((m) => m?.id === 'shop')?.data as
    { shop?: { segment: string }; shops?: readonly ShopAlternate[] } | undefined;
  const prefix = shopData?.shop ? `/${shopData.shop.segment}/` : null;
  if (options.alternates !== false && prefix && shopData?.shops && options.path.startsWith(prefix)) {
    tags.push(
      ...hreflangLinks({
        origin,
        shops: shopData.shops,
        rest: options.path.slice(prefix.length - 1),
        countries: options.alternates?.countries ? new Set(options.alternates.countries) : undefined,
        xDefault: options.alternates?.xDefault ?? '/international',
      }),
    );
  }
  return tags;
}

/** The head of an error page: what `meta` of a route with an error boundary returns for its error. */
export function errorPageMeta() {
  return [{ title: t('notFound.title') }, { name: 'robots', content: 'noindex' }];
}
