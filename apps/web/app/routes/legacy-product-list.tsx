import type { Route } from './+types/legacy-product-list';
import { requireShop } from '../lib/locale.server.ts';
import { shopPath } from '../lib/locale.ts';

/** The legacy product list, /{cc}/products: the shop home lists the products (ADR 0008). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  const { search } = new URL(request.url);
  return new Response(null, { status: 301, headers: { Location: `${shopPath(shop)}${search}` } });
}
