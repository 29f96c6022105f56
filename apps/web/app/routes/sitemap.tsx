import type { Route } from './+types/sitemap';
import { sitemapPaths, sitemapXml } from '../lib/sitemap.server.ts';

/** /sitemap.xml (DESIGN §6): a resource route; cached like catalogue pages, a little longer. */
export async function loader({ context }: Route.LoaderArgs) {
  const body = sitemapXml(context.services.config.publicUrl, await sitemapPaths(context));
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
    },
  });
}
