/** The public part of a country/locale record (shell §3) that pages and the browser need. */
export type ShopCountry = {
  code: string;
  name: string;
  enName: string;
  /** The country's default locale, e.g. "th-TH" (its local name is written in it). */
  locale: string;
  group: string;
  currency: string;
  currencySymbol: string;
  currencyExponent: number;
  showDecimal: boolean;
  showDecimalWhenZero: boolean;
  amountFormat: string;
  mobilePattern: string;
  phoneCode: string;
  /** The languages the shop can be shown in (a catalogue exists), default first. */
  languages: ShopLanguage[];
  /** The country's feature switches (shell §3 "a menu of feature switches"). */
  features: CountryFeatures;
};

/** A language option of a country (shell §3), with the first path segment that shows the shop in it. */
export type ShopLanguage = {
  code: string;
  /** The language's own name ("العربية", "English"). */
  name: string;
  locale: string;
  isRTL: boolean;
  isDefault: boolean;
  /** "eg" for the default language, "en-eg" for another one. */
  segment: string;
};

/** Per-country feature switches; a route that needs a switched-off feature goes to the shop home. */
export type CountryFeatures = {
  accounts: boolean;
  wallet: boolean;
  rewards: boolean;
  notifications: boolean;
  transactions: boolean;
  settings: boolean;
  /** Off: purchases are disabled in the country (the compliance banner shows). */
  transactionsEnabled: boolean;
};

/** The shop a request is in: its country and the interface language chosen for it. */
export type ShopLocale = {
  country: ShopCountry;
  /** Interface language (a catalogue exists for it), e.g. "en". */
  language: string;
  /** BCP 47 locale of the interface in this country, e.g. "en-SG"; prices are written its way. */
  locale: string;
  dir: 'ltr' | 'rtl';
  /** The first path segment of this shop's pages, e.g. "sg". */
  segment: string;
};

/** A shop segment and its hreflang value: ["en-eg", "en-EG"] (hreflang alternates, the sitemap). */
export type ShopAlternate = readonly [segment: string, hrefLang: string];

/**
 * The first path segment of a country in a language (shell §2, ADR 0008): the country code alone
 * for its default language ("eg"), else language and country joined by a dash ("en-eg").
 */
export function shopSegment(countryCode: string, languageCode: string, isDefault: boolean): string {
  return isDefault ? countryCode : `${languageCode}-${countryCode}`;
}

/** The same page in another shop segment: "/eg/about" in "en-eg" is "/en-eg/about". */
export function inSegment(pathname: string, segment: string): string {
  const rest = pathname.replace(/^\/[^/]*/, '');
  return `/${segment}${rest === '' ? '/' : rest}`;
}

/** A path inside the shop: shopPath(shop, 'mobile-legends') is "/sg/mobile-legends". */
export function shopPath(shop: Pick<ShopLocale, 'segment'>, rest = ''): string {
  return `/${shop.segment}/${rest.replace(/^\//, '')}`;
}
