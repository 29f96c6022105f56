import type { siteProducts, sites } from '../schema/sites.ts';
import type { cmsMessages, infoBarItems, productRatings, storefrontNews, storefrontPromos } from '../schema/storefront.ts';
import { demoProducts } from './catalogue.ts';
import { productId, stableHash } from './ids.ts';
import { promoTranslations } from './promo-texts.ts';

export type SiteSeed = typeof sites.$inferSelect;
export type SiteProductSeed = typeof siteProducts.$inferSelect;
export type CmsMessageSeed = typeof cmsMessages.$inferSelect;
export type PromoSeed = typeof storefrontPromos.$inferSelect;
export type InfoBarItemSeed = typeof infoBarItems.$inferSelect;
export type NewsSeed = typeof storefrontNews.$inferSelect;
export type ProductRatingSeed = typeof productRatings.$inferSelect;

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
      'promotion',
      'carousel',
      'news',
      'longDescription',
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
  // The test site's switches are off: these exist so tests can see that none of them shows.
  promo(DEMO_SITES.test.id, 'banner', 'mobile-legends', 'promo.mobileLegendsBanner', 1),
  promo(DEMO_SITES.test.id, 'home', 'free-fire', 'promo.freeFireHighlight', 1),
  promo(DEMO_SITES.test.id, 'product', 'mobile-legends', 'promo.mobileLegendsWeekly', 1),
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
const promoAndInfoTexts: readonly CmsMessageSeed[] = [
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

type NewsText = { key: string; product: string | null; publishedAt: string; titles: Record<string, string> };

/**
 * The demo news of the store's own site, per country, with its title in each of the country's
 * languages (operator content, kept as CMS texts like the promos' words).
 */
const demoNewsByCountry: Record<string, NewsText[]> = {
  sg: [
    {
      key: 'news.sg.mlbbSeason',
      product: 'mobile-legends',
      publishedAt: '2026-11-20T02:00:00Z',
      titles: { en: 'Mobile Legends: the new ranked season starts this week' },
    },
    {
      key: 'news.sg.payNow',
      product: null,
      publishedAt: '2026-11-06T02:00:00Z',
      titles: { en: 'PayNow and GrabPay now pay for every game in the store' },
    },
  ],
  ph: [
    {
      key: 'news.ph.gcash',
      product: null,
      publishedAt: '2026-11-18T02:00:00Z',
      titles: { en: 'GCash top-ups now earn 8 % Coda Rewards' },
    },
    {
      key: 'news.ph.codm',
      product: 'call-of-duty-mobile',
      publishedAt: '2026-11-04T02:00:00Z',
      titles: { en: 'Call of Duty: Mobile Season 11 brings a new battle pass' },
    },
  ],
  id: [
    {
      key: 'news.id.freeFire',
      product: 'free-fire',
      publishedAt: '2026-11-21T02:00:00Z',
      titles: {
        id: 'Free Fire: Booyah Pass baru sudah tersedia',
        en: 'Free Fire: the new Booyah Pass is out',
      },
    },
    {
      key: 'news.id.qris',
      product: null,
      publishedAt: '2026-11-08T02:00:00Z',
      titles: {
        id: 'Bayar dengan QRIS dari aplikasi bank mana pun',
        en: 'Pay with QRIS from any banking app',
      },
    },
  ],
  my: [
    {
      key: 'news.my.honorOfKings',
      product: 'honor-of-kings',
      publishedAt: '2026-11-19T02:00:00Z',
      titles: {
        en: 'Honor of Kings: new heroes join the roster',
        ms: 'Honor of Kings: wira baharu menyertai senarai',
      },
    },
  ],
  th: [
    {
      key: 'news.th.rov',
      product: 'honor-of-kings',
      publishedAt: '2026-11-17T02:00:00Z',
      titles: {
        th: 'Honor of Kings: ฮีโร่ใหม่มาแล้ว',
        en: 'Honor of Kings: new heroes have arrived',
      },
    },
    {
      key: 'news.th.promptPay',
      product: null,
      publishedAt: '2026-11-03T02:00:00Z',
      titles: {
        th: 'จ่ายด้วย PromptPay ได้ทุกเกมแล้ว',
        en: 'PromptPay now pays for every game',
      },
    },
  ],
  vn: [
    {
      key: 'news.vn.pubg',
      product: 'pubg-mobile',
      publishedAt: '2026-11-16T02:00:00Z',
      titles: {
        vi: 'PUBG Mobile: Royale Pass mùa mới đã mở',
        en: 'PUBG Mobile: the new Royale Pass season is open',
      },
    },
  ],
  eg: [
    {
      key: 'news.eg.pubg',
      product: 'pubg-mobile',
      publishedAt: '2026-11-22T02:00:00Z',
      titles: {
        ar: 'ببجي موبايل: موسم رويال باس الجديد متاح الآن',
        en: 'PUBG Mobile: the new Royale Pass season is here',
      },
    },
    {
      key: 'news.eg.fawry',
      product: null,
      publishedAt: '2026-11-09T02:00:00Z',
      titles: {
        ar: 'ادفع نقدًا في أي منفذ فوري قريب منك',
        en: 'Pay cash at any Fawry outlet near you',
      },
    },
  ],
  sa: [
    {
      key: 'news.sa.freeFire',
      product: 'free-fire',
      publishedAt: '2026-11-15T02:00:00Z',
      titles: {
        ar: 'فري فاير: تذكرة بوياه الجديدة متاحة الآن',
        en: 'Free Fire: the new Booyah Pass is out',
      },
    },
  ],
  br: [
    {
      key: 'news.br.freeFire',
      product: 'free-fire',
      publishedAt: '2026-11-14T02:00:00Z',
      titles: { pt: 'Free Fire: o novo Passe Booyah já chegou' },
    },
    {
      key: 'news.br.pix',
      product: null,
      publishedAt: '2026-11-02T02:00:00Z',
      titles: { pt: 'Pague com Pix em segundos, sem taxa' },
    },
  ],
  de: [
    {
      key: 'news.de.fcMobile',
      product: 'ea-sports-fc-mobile',
      publishedAt: '2026-11-13T02:00:00Z',
      titles: {
        de: 'EA SPORTS FC Mobile: Die neue Saison hat begonnen',
        en: 'EA SPORTS FC Mobile: the new season has begun',
      },
    },
  ],
  jp: [
    {
      key: 'news.jp.genshin',
      product: 'genshin-impact',
      publishedAt: '2026-11-12T02:00:00Z',
      titles: { ja: '原神：新しいバージョンが配信開始' },
    },
  ],
  tw: [
    {
      key: 'news.tw.starRail',
      product: 'honkai-star-rail',
      publishedAt: '2026-11-11T02:00:00Z',
      titles: {
        zh: '崩壞：星穹鐵道 新版本現已推出',
        en: 'Honkai: Star Rail: the new version is out',
      },
    },
  ],
};

function newsItem(siteId: number, countryCode: string, item: NewsText): NewsSeed {
  return {
    id: `nws_${stableHash(`${siteId}/${item.key}`)}`,
    siteId,
    countryCode,
    titleKey: item.key,
    productId: item.product === null ? null : productId(item.product),
    publishedAt: new Date(item.publishedAt),
    endsAt: null,
  };
}

export const demoNews: readonly NewsSeed[] = [
  ...Object.entries(demoNewsByCountry).flatMap(([countryCode, items]) =>
    items.map((item) => newsItem(DEMO_SITES.store.id, countryCode, item)),
  ),
  // Shown nowhere: the test site's news switch is off (its words fall back to the store's).
  newsItem(DEMO_SITES.test.id, 'sg', demoNewsByCountry.sg![0]!),
];

const newsTexts: readonly CmsMessageSeed[] = Object.values(demoNewsByCountry).flatMap((items) =>
  items.flatMap((item) =>
    Object.entries(item.titles).map(([language, value]) => ({
      siteId: DEMO_SITES.store.id,
      language,
      type: 'TEXT',
      key: item.key,
      value,
    })),
  ),
);

/**
 * Demo star ratings of every product a site sells: made up, but stable (a hash of site and
 * product), mostly 5 and 4 stars as a well-run store's are. Real ones come from review invitations.
 */
export const demoProductRatings: readonly ProductRatingSeed[] = demoSiteProducts
  .filter((row) => row.siteId !== DEMO_SITES.blocked.id)
  .map((row) => {
    const hash = BigInt(`0x${stableHash(`rating/${row.siteId}/${row.productId}`)}`);
    const part = (shift: bigint, modulo: number) => Number((hash >> shift) % BigInt(modulo));
    const total = 400 + part(0n, 24_000);
    const stars1 = Math.round(total * (0.01 + part(8n, 30) / 1000));
    const stars2 = Math.round(total * (0.01 + part(16n, 20) / 1000));
    const stars3 = Math.round(total * (0.03 + part(24n, 40) / 1000));
    const stars4 = Math.round(total * (0.1 + part(32n, 120) / 1000));
    return {
      siteId: row.siteId,
      productId: row.productId,
      stars1,
      stars2,
      stars3,
      stars4,
      stars5: total - stars1 - stars2 - stars3 - stars4,
    };
  });

/** Every CMS text of the demo sites: the promos', the info bar's, the news' and a site's override. */
export const demoCmsMessages: readonly CmsMessageSeed[] = [
  ...promoAndInfoTexts,
  ...promoTranslations(DEMO_SITES.store.id, DEMO_SITES.football.id).map((text) => ({ ...text, type: 'TEXT' })),
  ...newsTexts,
];
