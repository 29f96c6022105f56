import type { AppLoadContext } from 'react-router';
import type { ShopCountry, ShopLocale } from './locale.ts';

/**
 * Country and interface-language resolution, in one place (shell §2). The first path segment names
 * the shop: a country code ("sg"), or a language and a country ("en-eg"). Languages with a
 * catalogue are listed in INTERFACE_LANGUAGES; for now that is English only, so every shop renders
 * in English, left to right, with the country's own prices. Adding a language is adding its code
 * here (and its catalogues): the country record already says which languages it offers, which is
 * the default and which are right-to-left.
 */
export const INTERFACE_LANGUAGES: readonly string[] = ['en'];
const FALLBACK_LANGUAGE = 'en';

/** Shell §9: the default cookie lifetime is 180 days. */
export const COUNTRY_COOKIE = 'country';
const COUNTRY_COOKIE_MAX_AGE = 180 * 24 * 60 * 60;

export type LocaleSegment = { countryCode: string; languageCode: string | null };

/** "sg" → Singapore in its default language; "en-eg" → Egypt in English; anything else → null. */
export function parseLocaleSegment(segment: string): LocaleSegment | null {
  const lower = segment.toLowerCase();
  if (lower !== segment) return null;
  if (/^[a-z]{2}$/.test(segment)) return { countryCode: segment, languageCode: null };
  const pair = /^([a-z]{2})-([a-z]{2})$/.exec(segment);
  return pair ? { countryCode: pair[2]!, languageCode: pair[1]! } : null;
}

type CountryRecord = NonNullable<Awaited<ReturnType<AppLoadContext['services']['catalog']['getCountry']>>>;

type InterfaceLanguage = { language: string; locale: string; dir: 'ltr' | 'rtl' };

/**
 * The interface language of a shop: the requested one when the country offers it and a catalogue
 * exists, else the country's languages in order (default first), else English written the
 * country's way ("en-SG").
 */
export function interfaceLanguage(country: Pick<CountryRecord, 'code' | 'languages'>, requested: string | null): InterfaceLanguage | null {
  const offered = country.languages.filter((option) => INTERFACE_LANGUAGES.includes(option.code));
  if (requested !== null) {
    const option = offered.find((o) => o.code === requested);
    return option ? { language: option.code, locale: option.locale, dir: option.isRTL ? 'rtl' : 'ltr' } : null;
  }
  const option = offered.find((o) => o.isDefault) ?? offered[0];
  if (option) return { language: option.code, locale: option.locale, dir: option.isRTL ? 'rtl' : 'ltr' };
  return { language: FALLBACK_LANGUAGE, locale: `${FALLBACK_LANGUAGE}-${country.code.toUpperCase()}`, dir: 'ltr' };
}

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
  };
}

/** The shop a first path segment names, or null when it names none (the page is then a 404). */
export async function resolveShop(context: AppLoadContext, segment: string | undefined): Promise<ShopLocale | null> {
  const parsed = segment === undefined ? null : parseLocaleSegment(segment);
  if (!parsed) return null;
  const record = await context.services.catalog.getCountry(parsed.countryCode);
  if (!record) return null;
  const language = interfaceLanguage(record, parsed.languageCode);
  if (!language) return null;
  return { country: toShopCountry(record), ...language, segment: segment! };
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

function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** The country the shopper last visited (shell §2: "/" goes there), if it still exists. */
export async function storedCountry(context: AppLoadContext, request: Request): Promise<string | null> {
  const value = readCookie(request, COUNTRY_COOKIE);
  if (!value || !/^[a-z]{2}$/.test(value)) return null;
  return (await context.services.catalog.getCountry(value)) ? value : null;
}

/** Set-Cookie for the country of the page being shown, unless the request already carries it. */
export function rememberCountry(request: Request, shop: ShopLocale): HeadersInit | undefined {
  if (readCookie(request, COUNTRY_COOKIE) === shop.country.code) return undefined;
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return {
    'Set-Cookie': `${COUNTRY_COOKIE}=${shop.country.code}; Path=/; Max-Age=${COUNTRY_COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${secure}`,
  };
}
