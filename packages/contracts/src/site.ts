/**
 * A storefront site (shell §3 "White-label theme"): the store's own site, or a publisher's
 * white-label site resolved by the request's Host. Every page and query is scoped by its id.
 */

/** The on/off switches of shell §3, in the spec's order. */
export const SITE_FEATURES = [
  'header',
  'account',
  'search',
  'notification',
  'footer',
  'reviewWidget',
  'promotion',
  'carousel',
  'news',
  'longDescription',
  'helpBlock',
  'socialBlock',
  'countrySelector',
  'legalContent',
  'copyright',
  'about',
  'poweredBy',
  'trustRating',
  'paymentSuggestion',
] as const;

export type SiteFeature = (typeof SITE_FEATURES)[number];
export type SiteFeatures = Record<SiteFeature, boolean>;

export type Site = {
  id: number;
  /** `store` is our own storefront; `whitelabel` a publisher's (no wallet, no account screens, no install prompt). */
  theme: 'store' | 'whitelabel';
  hostname: string;
  name: string;
  /** Path of the site's logo image, served by the store. */
  logo: string;
  tagline: string;
  features: SiteFeatures;
};

export const allSiteFeatures: SiteFeatures = Object.fromEntries(SITE_FEATURES.map((f) => [f, true])) as SiteFeatures;

/** The store's own site: every feature on. Its id is 0; white-label ids are the spec's (1, 2, 10001, …). */
export const STORE_SITE: Site = {
  id: 0,
  theme: 'store',
  hostname: 'localhost',
  name: 'Topup',
  logo: '/favicon.svg',
  tagline: '',
  features: allSiteFeatures,
};
