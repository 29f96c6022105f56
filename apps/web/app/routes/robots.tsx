import type { Route } from './+types/robots';
import { robotsTxt } from '../lib/sitemap.server.ts';

/** /robots.txt (DESIGN §6): a resource route. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.services.config.publicUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600, s-maxage=3600' },
  });
}
