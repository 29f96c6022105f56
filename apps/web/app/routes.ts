import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Shell §2 and commerce §2 routes. `:shop` is the first path segment that names the country (and,
 * with the language work, a language: "en-eg"); lib/locale.server.ts resolves it.
 */
export default [
  index('routes/root-redirect.tsx'),
  route('international', 'routes/international.tsx'),
  route(':shop', 'routes/shop-layout.tsx', { id: 'shop' }, [
    index('routes/home.tsx'),
    route('search', 'routes/search-redirect.tsx'),
    route('search/:query', 'routes/search.tsx'),
    route('waiting', 'routes/waiting.tsx'),
    route('complete', 'routes/complete.tsx'),
    route(':game', 'routes/product.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'shop-not-found' }),
  ]),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
