import type { AppLoadContext } from 'react-router';
import type { OrderView } from '@store/contracts';

/** Order ids are opaque prefixed strings; anything else is not worth a database read. */
const orderIdShape = /^ord_[A-Za-z0-9_-]{8,64}$/;

/** The order named by `?order=`, read from the order service (no HTTP hop), or null. */
export async function findOrder(context: AppLoadContext, request: Request): Promise<OrderView | null> {
  const orderId = new URL(request.url).searchParams.get('order') ?? '';
  return orderIdShape.test(orderId) ? context.services.orders.getOrderView(context.site.id, orderId) : null;
}

/** Order pages show one shopper's order: never cached by the browser or a CDN. */
export const noStore = { 'Cache-Control': 'no-store' };
