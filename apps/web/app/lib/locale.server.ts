import { readCookie } from '@store/contracts/cookies.server.ts';
import { isInterfaceLanguage } from '@store/i18n';
import type { AppLoadContext } from 'react-router';
import { shopSegment, type ShopAlternate, type ShopCountry, type ShopLanguage, type ShopLocale } from './locale.ts';

/**
 * Country and interface-language resolution, in one place (shell §2, ADR 0008). The first path
 * segment names the shop: a country in its default language ("eg"), or a language and a country
 * ("en-eg"). The country record says which languages it offers, which is the default and which
 * are right-to-left; @store/i18n says which have catalogues. Every rule of the language segment is
 * a branch of `resolveSegment`, a pure function the unit tests drive rule by rule.
 */
const FALLBACK_LANGUAGE = 'en';

/** The country picker's segment: never a shop, never rewritten (shell §2). */
export const INTERNATIONAL = 'international';

/** The country of the last shop visited (shell §2: "/" goes there). */
export const COUNTRY_COOKIE = 'country';
/** The segment of the last shop visited when it was in a non-default language ("en-eg"). */
export const SHOP_LANGUAGE_COOKIE = 'shop-language';
/** Shell §9: the default cookie lifetime is 180 days. */
const COOKIE_MAX_AGE = 180 * 24 * 60 * 60;

type CountryRecord = NonNullable<Awaited<ReturnType<AppLoadContext['services']['catalog']['getCountry']>>>;
/** The countries by code. */
export type Countries = ReadonlyMap<string, CountryRecord>;

/**
 * The languages a shop can be shown in: those of the country's languages that have a catalogue,
 * default first. When the default has none, the first offered language stands in for it (it gets
 * the bare segment); when none has one, English written the country's way ("en-XX").
 */
export function shopLanguages(country: Pick<CountryRecord, 'code' | 'languages'>): ShopLanguage[] {
  const offered = country.languages.filter((option) => isInterfaceLanguage(option.code));
  if (offered.length === 0) {
    return [
      {
        code: FALLBACK_LANGUAGE,
        name: 'English',
        locale: `${FALLBACK_LANGUAGE}-${country.code.toUpperCase()}`,
        isRTL: false,
        isDefault: true,
        segment: country.code,
      },
    ];
  }
  const primary = offered.find((o) => o.isDefault) ?? offered[0]!;
  return [primary, ...offered.filter((o) => o !== primary)].map((option) => ({
    code: option.code,
    name: option.name,
    locale: option.locale,
    isRTL: option.isRTL,
    isDefault: option === primary,
    segment: shopSegment(country.code, option.code, option === primary),
  }));
}

type InterfaceLanguage = { language: string; locale: string; dir: 'ltr' | 'rtl' };

export function toShopCountry(record: CountryRecord): ShopCountry {
  return {
    code: record.code,
    name: record.name,
    enName: record.enName,
    locale: record.locale,
    group: record.group,
    currency: record.currency,
    currencySymbol: record.currencySymbol,
    currencyExponent: record.currencyExponent,
    showDecimal: record.showDecimal,
    showDecimalWhenZero: record.showDecimalWhenZero,
    amountFormat: record.amountFormat,
    mobilePattern: record.mobilePattern,
    phoneCode: record.phoneCode,
    languages: shopLanguages(record),
    features: { ...record.features },
  };
}

function toShop(record: CountryRecord, language: ShopLanguage): ShopLocale {
  return {
    country: toShopCountry(record),
    language: language.code,
    locale: language.locale,
    dir: language.isRTL ? 'rtl' : 'ltr',
    segment: language.segment,
  };
}

/** Why a segment is rewritten; the ADR names the rule each reason implements. */
export type RewriteReason = 'upperCase' | 'malformedPair' | 'defaultLanguage' | 'unsupportedLanguage';

export type SegmentResolution =
  /** The segment names a shop as written: render it. */
  | { kind: 'shop'; shop: ShopLocale }
  /**
   * The same path under another segment. `byCookie`: the target depends on the shopper's cookie
   * (never cache it for others). `clearSwitched`: forget the switched language.
   */
  | { kind: 'rewrite'; segment: string; reason: RewriteReason; byCookie: boolean; clearSwitched: boolean }
  /** No shop: the not-found page. */
  | { kind: 'none' };

const none: SegmentResolution = { kind: 'none' };

/**
 * Shell §2's language-segment rules. `switched` is the shop-language cookie (the segment of the
 * shopper's switched language, e.g. "en-eg"), or null.
 */
export function resolveSegment(segment: string, countries: Countries, switched: string | null): SegmentResolution {
  const lower = segment.toLowerCase();
  // (e) The country picker is exempt from every rule.
  if (lower === INTERNATIONAL) return none;
  const resolved = resolveLowerCase(lower, countries, switched);
  // Upper-case segments are the lower-case shop, at its one address.
  if (resolved.kind === 'shop' && lower !== segment) {
    return { kind: 'rewrite', segment: resolved.shop.segment, reason: 'upperCase', byCookie: false, clearSwitched: false };
  }
  return resolved;
}

function resolveLowerCase(segment: string, countries: Countries, switched: string | null): SegmentResolution {
  if (/^[a-z]{2}$/.test(segment)) {
    const record = countries.get(segment);
    return record ? { kind: 'shop', shop: toShop(record, shopLanguages(record)[0]!) } : none;
  }
  const pair = /^([a-z]{2})-([a-z]{2})$/.exec(segment);
  const record = pair ? countries.get(pair[2]!) : undefined;
  if (pair && record) {
    const languages = shopLanguages(record);
    const language = languages.find((option) => option.code === pair[1]);
    // (b) The country's default language is written without a language: /ar-eg/ is /eg/.
    if (language?.isDefault) {
      return { kind: 'rewrite', segment: record.code, reason: 'defaultLanguage', byCookie: false, clearSwitched: true };
    }
    // (c) A supported non-default language: the shop in that language (the cookie is set on entry).
    if (language) return { kind: 'shop', shop: toShop(record, language) };
    // (d) A language the shop cannot be shown in: the shopper's switched language there, else the default.
    const remembered = languages.find((option) => !option.isDefault && option.segment === switched);
    return {
      kind: 'rewrite',
      segment: remembered?.segment ?? record.code,
      reason: 'unsupportedLanguage',
      byCookie: true,
      clearSwitched: false,
    };
  }
  // (a) A dash but no valid pair ("eg-", "eg-zz"), after a known country: that country.
  const prefix = /^([a-z]{2})-/.exec(segment);
  if (prefix && countries.has(prefix[1]!)) {
    return { kind: 'rewrite', segment: prefix[1]!, reason: 'malformedPair', byCookie: false, clearSwitched: false };
  }
  return none;
}

/** The shop a first path segment names as written, or null (the page is then a 404). */
export function shopOfSegment(segment: string, countries: Countries): ShopLocale | null {
  const resolved = resolveSegment(segment, countries, null);
  return resolved.kind === 'shop' ? resolved.shop : null;
}

const indexes = new WeakMap<readonly CountryRecord[], Countries>();

/** The catalogue's countries by code (the list is cached by the catalogue; so is the index). */
export async function countryIndex(context: AppLoadContext): Promise<Countries> {
  const list = await context.services.catalog.listCountries(context.site.id);
  let index = indexes.get(list);
  if (!index) indexes.set(list, (index = new Map(list.map((record) => [record.code, record]))));
  return index;
}

const alternateLists = new WeakMap<Countries, readonly ShopAlternate[]>();

/** Every shop: each country in each language it can be shown in (hreflang alternates, the sitemap). */
export function shopAlternates(countries: Countries): readonly ShopAlternate[] {
  let list = alternateLists.get(countries);
  if (!list) {
    list = [...countries.values()].flatMap((record) =>
      shopLanguages(record).map((language) => [language.segment, language.locale] as const),
    );
    alternateLists.set(countries, list);
  }
  return list;
}

/** The shop a first path segment names, or null when it names none as written. */
export async function resolveShop(context: AppLoadContext, segment: string | undefined): Promise<ShopLocale | null> {
  if (segment === undefined) return null;
  return shopOfSegment(segment, await countryIndex(context));
}

/** Like resolveShop, for loaders under a shop: an unknown shop is the not-found page. */
export async function requireShop(context: AppLoadContext, segment: string | undefined): Promise<ShopLocale> {
  const shop = await resolveShop(context, segment);
  if (!shop) throw notFound();
  return shop;
}

/** The interface language of a page outside any shop (/international, the not-found page). */
export const defaultInterface: InterfaceLanguage = { language: FALLBACK_LANGUAGE, locale: FALLBACK_LANGUAGE, dir: 'ltr' };

export function notFound(): Response {
  return new Response('Not Found', { status: 404 });
}

/** One of the shop's cookies (country, switched language), or null. */
function shopCookie(request: Request, name: string): string | null {
  return readCookie(request, name) ?? null;
}

function setCookie(request: Request, name: string, value: string, maxAge = COOKIE_MAX_AGE): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure}`;
}

function clearCookie(request: Request, name: string): string {
  return setCookie(request, name, '', 0);
}

/**
 * Where "/" goes (shell §2): the shop of the switched language (it pre-selects the country), else
 * the stored country's home, else the country picker. Cookies naming no shop are ignored.
 */
export function visitorHome(countries: Countries, cookies: { country: string | null; shopLanguage: string | null }): string {
  const { shopLanguage, country } = cookies;
  if (shopLanguage && shopLanguage.includes('-') && shopOfSegment(shopLanguage, countries)?.segment === shopLanguage) {
    return `/${shopLanguage}/`;
  }
  if (country && /^[a-z]{2}$/.test(country) && countries.has(country)) return `/${country}/`;
  return `/${INTERNATIONAL}`;
}

export async function homeOfVisitor(context: AppLoadContext, request: Request): Promise<string> {
  return visitorHome(await countryIndex(context), {
    country: shopCookie(request, COUNTRY_COOKIE),
    shopLanguage: shopCookie(request, SHOP_LANGUAGE_COOKIE),
  });
}

/**
 * Set-Cookie headers for a shop page (only what changes, so most visits set nothing): the stored
 * country becomes the page's (shell §2), and the switched language becomes the page's when it is
 * not the default (c) or is forgotten when it is (b: the country's default language clears it).
 */
export function shopCookies(request: Request, shop: Pick<ShopLocale, 'country' | 'segment'>): string[] {
  const cookies: string[] = [];
  if (shopCookie(request, COUNTRY_COOKIE) !== shop.country.code) cookies.push(setCookie(request, COUNTRY_COOKIE, shop.country.code));
  const switched = shopCookie(request, SHOP_LANGUAGE_COOKIE);
  const isDefault = shop.segment === shop.country.code;
  if (isDefault && switched !== null) cookies.push(clearCookie(request, SHOP_LANGUAGE_COOKIE));
  if (!isDefault && switched !== shop.segment) cookies.push(setCookie(request, SHOP_LANGUAGE_COOKIE, shop.segment));
  return cookies;
}

/** The rewrite of a segment as a redirect to the same path and query under the new segment. */
export function rewriteResponse(request: Request, rewrite: Extract<SegmentResolution, { kind: 'rewrite' }>): Response {
  const url = new URL(request.url);
  const rest = url.pathname.replace(/^\/[^/]*/, '') || '/';
  const headers = new Headers({ Location: `/${rewrite.segment}${rest}${url.search}` });
  if (rewrite.byCookie) {
    headers.set('Cache-Control', 'no-store');
    headers.set('Vary', 'Cookie');
  }
  if (rewrite.clearSwitched && shopCookie(request, SHOP_LANGUAGE_COOKIE) !== null) {
    headers.append('Set-Cookie', clearCookie(request, SHOP_LANGUAGE_COOKIE));
  }
  // A rewrite that depends on the cookie may change with it, so it is temporary; the others are not.
  return new Response(null, { status: rewrite.byCookie ? 302 : 301, headers });
}

/**
 * Entering a shop page (the shop layout's loader): applies the segment rules to the request's
 * first path segment, and returns the shop with the cookies to set (and every shop, for hreflang
 * alternates), or throws the redirect (or
 * the 404) the rules call for. (f) A path that is only the segment gets its trailing slash,
 * keeping the query; browsers carry the hash over a redirect themselves.
 */
export async function enterShop(
  context: AppLoadContext,
  request: Request,
): Promise<{ shop: ShopLocale; cookies: string[]; shops: readonly ShopAlternate[] }> {
  const url = new URL(request.url);
  const segment = url.pathname.split('/')[1] ?? '';
  const countries = await countryIndex(context);
  const resolved = resolveSegment(segment, countries, shopCookie(request, SHOP_LANGUAGE_COOKIE));
  if (resolved.kind === 'none') throw notFound();
  if (resolved.kind === 'rewrite') throw rewriteResponse(request, resolved);
  const { shop } = resolved;
  if (url.pathname === `/${shop.segment}`) {
    throw new Response(null, { status: 301, headers: { Location: `/${shop.segment}/${url.search}` } });
  }
  return { shop, cookies: shopCookies(request, shop), shops: shopAlternates(countries) };
}
