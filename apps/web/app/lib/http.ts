/**
 * Headers of catalogue pages (home, product, search, country picker): the same for every shopper,
 * so shared caches (a CDN, and the server's own page cache) may keep them briefly and refresh
 * them in the background (DESIGN §7). `Vary: Cookie` keeps a page that sets the country cookie
 * for one visitor from being replayed to another with a different cookie. Browsers always ask again.
 */
export const cataloguePageHeaders = {
  'Cache-Control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
  Vary: 'Cookie',
};
