import { redirect } from 'react-router';
import type { Route } from './+types/search-redirect';
import { shopPath } from '../lib/locale.ts';
import { requireShop } from '../lib/locale.server.ts';

/** The search box's plain GET (before the page is hydrated) lands here: /{cc}/search?q=… → /{cc}/search/{q}. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  return redirect(query ? shopPath(shop, `search/${encodeURIComponent(query)}`) : shopPath(shop));
}
