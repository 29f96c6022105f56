import type { Route } from './+types/service-worker';
import rules from '../service-worker/rules.js?raw';
import worker from '../service-worker/worker.js?raw';
import { requireShop } from '../lib/locale.server.ts';

/** The worker as one classic script: its rules first, then its event handlers. */
const script = `${rules}\n${worker}`;

/**
 * /{segment}/sw.js: the shop's service worker (shell §4). Served from inside the shop's path, its
 * scope is the shop ("/sg/", "/en-eg/") and cannot be more. Browsers check it for changes on
 * their own schedule, so it is never kept by caches without asking.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  await requireShop(context, params.shop);
  return new Response(script, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
