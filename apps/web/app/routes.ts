import { index, route, type RouteConfig } from '@react-router/dev/routes';
import {
  ABOUT_SEGMENT,
  ACCOUNT_SCREENS,
  LEGACY_PRODUCT_LIST_SEGMENT,
  PARTNERSHIP_PATH,
  PRIVACY_SEGMENT,
  REWARDS_SEGMENT,
  TERMS_SEGMENT,
  WALLET_LANDING_SEGMENT,
  WALLET_SCREENS,
} from './lib/paths.ts';

/**
 * Shell §2 and commerce §2 routes. `:shop` is the first path segment that names the country (and,
 * with the language work, a language: "en-eg"); lib/locale.server.ts resolves it.
 */
export default [
  index('routes/root-redirect.tsx'),
  route('international', 'routes/international.tsx'),
  route(PARTNERSHIP_PATH.slice(1), 'routes/partnership.tsx'),
  route('product/:game', 'routes/global-product.tsx'),
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  // The shop's service worker, inside the shop's path so its scope is the shop (shell §4).
  route(':shop/sw.js', 'routes/service-worker.ts'),
  route(':shop', 'routes/shop-layout.tsx', { id: 'shop' }, [
    index('routes/home.tsx'),
    route('search', 'routes/search-redirect.tsx'),
    route('search/:query', 'routes/search.tsx'),
    route('waiting', 'routes/waiting.tsx'),
    route('complete', 'routes/complete.tsx'),
    // Access rules (lib/access.server.ts, ADR 0008): account screens need the country's accounts and
    // a non-white-label site; /user/* and /wallet/* a signed-in shopper and the screen's feature.
    ...ACCOUNT_SCREENS.map((screen) => route(screen, 'routes/account-screen.tsx', { id: `account-${screen}` })),
    route(`user/${REWARDS_SEGMENT}`, 'routes/rewards-screen.tsx', { id: 'user-rewards' }),
    route('user/*', 'routes/signed-in-screen.tsx', { id: 'user-screens' }),
    ...WALLET_SCREENS.map((screen) => route(`wallet/${screen}`, 'routes/wallet-screen.tsx', { id: `wallet-${screen}` })),
    route('wallet/*', 'routes/signed-in-screen.tsx', { id: 'wallet-screens' }),
    route('unsubscribe', 'routes/unsubscribe.tsx'),
    route('notifications', 'routes/guest-notifications.tsx'),
    route(LEGACY_PRODUCT_LIST_SEGMENT, 'routes/legacy-product-list.tsx'),
    route(ABOUT_SEGMENT, 'routes/about.tsx'),
    route(TERMS_SEGMENT, 'routes/legal.tsx', { id: 'terms' }),
    route(PRIVACY_SEGMENT, 'routes/legal.tsx', { id: 'privacy' }),
    route(WALLET_LANDING_SEGMENT, 'routes/wallet-landing.tsx'),
    route(REWARDS_SEGMENT, 'routes/rewards-landing.tsx'),
    route('offline', 'routes/offline.tsx'),
    // Shell §2: the single-title partner storefront (ADR 0014); only /id/ answers it.
    route('mobile-legends-tri', 'routes/partner-storefront.tsx'),
    route(':game', 'routes/product.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'shop-not-found' }),
  ]),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
