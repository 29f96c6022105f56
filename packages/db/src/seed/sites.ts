import type { siteProducts, sites } from '../schema/sites.ts';
import type { cmsMessages, infoBarItems, storefrontPromos } from '../schema/storefront.ts';
import { demoProducts } from './catalogue.ts';
import { productId, stableHash } from './ids.ts';

export type SiteSeed = typeof sites.$inferSelect;
export type SiteProductSeed = typeof siteProducts.$inferSelect;
export type CmsMessageSeed = typeof cmsMessages.$inferSelect;
export type PromoSeed = typeof storefrontPromos.$inferSelect;
export type InfoBarItemSeed = typeof infoBarItems.$inferSelect;

/**
 * The switches of shell §3, as `SITE_FEATURES` in `@store/contracts/site.ts` names them (a test
 * keeps the two lists equal; the database package does not depend on the contracts).
 */
export const SITE_FEATURE_NAMES = [
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

type FeatureName = (typeof SITE_FEATURE_NAMES)[number];

/** Every switch on, except the ones named. */
function featuresWithout(...off: FeatureName[]): Record<FeatureName, boolean> {
  return Object.fromEntries(SITE_FEATURE_NAMES.map((name) => [name, !off.includes(name)])) as Record<FeatureName, boolean>;
}

/**
 * The demo sites and the host names they answer on. `*.localhost` resolves to the loopback address
 * in browsers (Chromium, Firefox) and in curl, so each site can be visited on a laptop:
 * http://football.localhost:3000/sg/.
 */
export const DEMO_SITES = {
  /** The store's own site: every switch on, every product. Unknown hosts get it too. */
  store: { id: 0, hostname: 'localhost' },
  /** Shell §3's id 1: a white-label site with accounts switched off. */
  noAccounts: { id: 1, hostname: 'wl1.localhost' },
  /** Shell §3's id 2: the football store, accounts on, football games only. */
  football: { id: 2, hostname: 'football.localhost' },
  /** Shell §3's id 10001: no header and no footer (embedded in a publisher's app). */
  bare: { id: 10001, hostname: 'wl10001.localhost' },
  /** The test site: several switches off, a small catalogue; browser tests use it. */
  test: { id: 9001, hostname: 'test-site.localhost' },
  /** A blocked site: every page is the blocked-host page, the API refuses it. */
  blocked: { id: 9002, hostname: 'blocked.localhost' },
} as const;

const logo = (id: number) => `/site-logos/${id}.svg`;

export const demoSites: readonly SiteSeed[] = [
  {
    ...DEMO_SITES.store,
    theme: 'store',
    name: 'Topup',
    logo: '/favicon.svg',
    tagline: '',
    logoArt: { from: '#4f46e5', to: '#7c3aed', glyph: 'T' },
    features: featuresWithout(),
    status: 'active',
  },
  {
    ...DEMO_SITES.noAccounts,
    theme: 'whitelabel',
    name: 'Play Hub',
    logo: logo(1),
    tagline: 'Top-ups for the games you play every day',
    logoArt: { from: '#0f766e', to: '#22d3ee', glyph: 'PH' },
    features: featuresWithout('account'),
    status: 'active',
  },
  {
    ...DEMO_SITES.football,
    theme: 'whitelabel',
    name: 'Football Store',
    logo: logo(2),
    tagline: 'Coins and points for football games',
    logoArt: { from: '#166534', to: '#84cc16', glyph: 'FS' },
    features: featuresWithout(),
    status: 'active',
  },
  {
    ...DEMO_SITES.bare,
    theme: 'whitelabel',
    name: 'Moonton Shop',
    logo: logo(10001),
    tagline: 'Diamonds for Moonton games',
    logoArt: { from: '#1e3a8a', to: '#f59e0b', glyph: 'MS' },
    features: featuresWithout('header', 'footer'),
    status: 'active',
  },
  {
    ...DEMO_SITES.test,
    theme: 'whitelabel',
    name: 'Test Site',
    logo: logo(9001),
    tagline: 'A white-label site for tests',
    logoArt: { from: '#7f1d1d', to: '#fb7185', glyph: 'TS' },
    features: featuresWithout(
      'account',
      'search',
      'notification',
      'reviewWidget',
      'carousel',
      'news',
      'socialBlock',
      'countrySelector',
      'trustRating',
      'paymentSuggestion',
    ),
    status: 'active',
  },
  {
    ...DEMO_SITES.blocked,
    theme: 'whitelabel',
    name: 'Blocked Site',
    logo: logo(9002),
    tagline: '',
    logoArt: { from: '#374151', to: '#9ca3af', glyph: 'BS' },
    features: featuresWithout(),
    status: 'blocked',
  },
];

/** Slugs each white-label site sells; the store sells every product. */
export const siteCatalogues: Record<number, readonly string[]> = {
  [DEMO_SITES.noAccounts.id]: [
    'mobile-legends',
    'free-fire',
    'pubg-mobile',
    'genshin-impact',
    'honor-of-kings',
    'call-of-duty-mobile',
    'honkai-star-rail',
    'wild-rift',
    'brawl-stars',
    'clash-of-clans',
    'clash-royale',
    'magic-chess-go-go',
  ],
  [DEMO_SITES.football.id]: ['efootball', 'ea-sports-fc-mobile', 'top-eleven'],
  [DEMO_SITES.bare.id]: ['mobile-legends', 'magic-chess-go-go'],
  [DEMO_SITES.test.id]: ['mobile-legends', 'free-fire', 'roblox', 'steam-wallet', 'garena-shells'],
  [DEMO_SITES.blocked.id]: ['mobile-legends'],
};

export const demoSiteProducts: readonly SiteProductSeed[] = [
  ...demoProducts.map((product) => ({ siteId: DEMO_SITES.store.id, productId: product.id })),
  ...Object.entries(siteCatalogues).flatMap(([siteId, slugs]) =>
    slugs.map((slug) => ({ siteId: Number(siteId), productId: productId(slug) })),
  ),
];

function promo(siteId: number, placement: PromoSeed['placement'], slug: string, titleKey: string, sortOrder: number): PromoSeed {
  return {
    id: `prm_${stableHash(`${siteId}/${placement}/${slug}`)}`,
    siteId,
    placement,
    productId: productId(slug),
    countryCode: null,
    titleKey,
    startsAt: null,
    endsAt: null,
    sortOrder,
  };
}

/** Home carousel banners, highlighted promos on the home page and on product pages. */
export const demoPromos: readonly PromoSeed[] = [
  promo(DEMO_SITES.store.id, 'banner', 'mobile-legends', 'promo.mobileLegendsBanner', 1),
  promo(DEMO_SITES.store.id, 'banner', 'genshin-impact', 'promo.genshinBanner', 2),
  promo(DEMO_SITES.store.id, 'banner', 'valorant', 'promo.valorantBanner', 3),
  promo(DEMO_SITES.store.id, 'home', 'free-fire', 'promo.freeFireHighlight', 1),
  promo(DEMO_SITES.store.id, 'home', 'honkai-star-rail', 'promo.starRailHighlight', 2),
  promo(DEMO_SITES.store.id, 'product', 'mobile-legends', 'promo.mobileLegendsWeekly', 1),
  promo(DEMO_SITES.football.id, 'banner', 'efootball', 'promo.efootballBanner', 1),
  promo(DEMO_SITES.football.id, 'banner', 'ea-sports-fc-mobile', 'promo.fcMobileBanner', 2),
  promo(DEMO_SITES.football.id, 'home', 'top-eleven', 'promo.topElevenHighlight', 1),
  promo(DEMO_SITES.football.id, 'product', 'efootball', 'promo.efootballCoins', 1),
];

function infoBarItem(
  siteId: number,
  pageType: InfoBarItemSeed['pageType'],
  messageKey: string,
  extra: Partial<Pick<InfoBarItemSeed, 'productId' | 'kind' | 'link' | 'sortOrder'>> = {},
): InfoBarItemSeed {
  return {
    id: `ibr_${stableHash(`${siteId}/${pageType}/${messageKey}`)}`,
    siteId,
    pageType,
    messageKey,
    productId: null,
    countryCode: null,
    kind: 'info',
    link: null,
    startsAt: null,
    endsAt: null,
    sortOrder: 0,
    ...extra,
  };
}

export const demoInfoBarItems: readonly InfoBarItemSeed[] = [
  infoBarItem(DEMO_SITES.store.id, 'all', 'infoBar.instantDelivery', { sortOrder: 1 }),
  infoBarItem(DEMO_SITES.store.id, 'product', 'infoBar.mobileLegendsZone', {
    productId: productId('mobile-legends'),
    kind: 'warning',
    sortOrder: 2,
  }),
  infoBarItem(DEMO_SITES.football.id, 'home', 'infoBar.footballSeason', { kind: 'promo', sortOrder: 1 }),
];

const en = (siteId: number, key: string, value: string): CmsMessageSeed => ({ siteId, language: 'en', type: 'TEXT', key, value });

/**
 * The words of the demo promos and info bar (operator content, as product descriptions are), and
 * one override of an interface text by a site: the football store's footer tagline.
 */
export const demoCmsMessages: readonly CmsMessageSeed[] = [
  en(DEMO_SITES.store.id, 'promo.mobileLegendsBanner', 'New heroes, new skins: top up your Diamonds'),
  en(DEMO_SITES.store.id, 'promo.genshinBanner', 'A new region awaits in Teyvat'),
  en(DEMO_SITES.store.id, 'promo.valorantBanner', 'The new episode is live'),
  en(DEMO_SITES.store.id, 'promo.freeFireHighlight', 'Diamonds for the new Elite Pass'),
  en(DEMO_SITES.store.id, 'promo.starRailHighlight', 'Stellar Jade for the next warp'),
  en(DEMO_SITES.store.id, 'promo.mobileLegendsWeekly', 'Weekly Diamond Pass now available'),
  en(DEMO_SITES.store.id, 'infoBar.instantDelivery', 'Credits arrive in your game within seconds of payment.'),
  en(DEMO_SITES.store.id, 'infoBar.mobileLegendsZone', 'Your Zone ID is the number in brackets next to your User ID.'),
  en(DEMO_SITES.football.id, 'promo.efootballBanner', 'Sign the legends: eFootball Coins'),
  en(DEMO_SITES.football.id, 'promo.fcMobileBanner', 'FC Points for your Ultimate Team'),
  en(DEMO_SITES.football.id, 'promo.topElevenHighlight', 'Tokens for your next transfer'),
  en(DEMO_SITES.football.id, 'promo.efootballCoins', 'Coins for the new season'),
  en(DEMO_SITES.football.id, 'infoBar.footballSeason', 'The new football season has started.'),
  en(DEMO_SITES.football.id, 'footer.tagline', 'Coins and points for football games, delivered in seconds.'),
];
