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

/** A path inside the shop: shopPath(shop, 'mobile-legends') is "/sg/mobile-legends". */
export function shopPath(shop: Pick<ShopLocale, 'segment'>, rest = ''): string {
  return `/${shop.segment}/${rest.replace(/^\//, '')}`;
}
