import type { AppLoadContext } from 'react-router';
import type { OrderView } from '@store/contracts';
import { currentViewer } from '../../lib/access.server.ts';

/** Order ids are opaque prefixed strings; anything else is not worth a database read. */
const orderIdShape = /^ord_[A-Za-z0-9_-]{8,64}$/;

/**
 * The order named by `?order=`, read from the order service (no HTTP hop), or null; an order placed
 * signed in only for its shopper. An expired session reads as a guest's: the page then renews the
 * session and loads again (ADR 0012), so the shopper still sees their order.
 */
export async function findOrder(context: AppLoadContext, request: Request): Promise<OrderView | null> {
  const orderId = new URL(request.url).searchParams.get('order') ?? '';
  if (!orderIdShape.test(orderId)) return null;
  const viewer = await currentViewer(context, request);
  return context.services.orders.getOrderView(context.site.id, orderId, viewer.userId);
}

/** Order pages show one shopper's order: never cached by the browser or a CDN. */
export const noStore = { 'Cache-Control': 'no-store' };
