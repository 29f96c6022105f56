import type { OrderSocketMessage, OrderView } from '@store/contracts';

/** The part of a websocket the hub needs (the `ws` socket has it). */
export type Subscriber = { readonly readyState: number; send(data: string): void };

const OPEN = 1;
/** Orders one connection may follow; a waiting page follows one. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;

/**
 * In-process fan-out of order updates to websocket subscribers. With several web nodes the
 * update must reach every node: that is the Redis fan-out (REDIS_URL) this hub is the seam for.
 */
export function createRealtimeHub(deps: { getOrderView(siteId: number, orderId: string): Promise<OrderView | null>; log: { warn(obj: object, msg?: string): void } }) {
  /**
   * Followers per site and order: a socket follows orders through its own site (its Host), and
   * each site's followers only get what that site's read of the order returns (shell §3).
   */
  const byOrder = new Map<string, Map<number, Set<Subscriber>>>();
  const bySocket = new Map<Subscriber, { siteId: number; seen: Map<string, string> }>();

  function unfollow(socket: Subscriber, siteId: number, orderId: string): void {
    const sites = byOrder.get(orderId);
    const set = sites?.get(siteId);
    set?.delete(socket);
    if (set?.size === 0) sites!.delete(siteId);
    if (sites?.size === 0) byOrder.delete(orderId);
  }

  /** Never sends a view older than the last one this socket saw for the order. */
  function deliver(socket: Subscriber, view: OrderView): void {
    const seen = bySocket.get(socket)?.seen;
    if (!seen || socket.readyState !== OPEN) return;
    const last = seen.get(view.orderId);
    if (last && last > view.updatedAt) return;
    seen.set(view.orderId, view.updatedAt);
    const message: OrderSocketMessage = { type: 'order', order: view };
    socket.send(JSON.stringify(message));
  }

  return {
    /**
     * Follows an order of the socket's site and sends its current view; notFound if unknown or
     * placed on another site, tooMany beyond the limit. A socket keeps the site of its first call.
     */
    async subscribe(socket: Subscriber, siteId: number, orderId: string): Promise<'ok' | 'notFound' | 'tooMany'> {
      let entry = bySocket.get(socket);
      if (!entry) bySocket.set(socket, (entry = { siteId, seen: new Map() }));
      if (entry.siteId !== siteId) return 'notFound';
      const { seen } = entry;
      if (!seen.has(orderId) && seen.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) return 'tooMany';
      // Follow first, then read: a change committed in between is sent, not missed.
      if (!byOrder.has(orderId)) byOrder.set(orderId, new Map());
      const sites = byOrder.get(orderId)!;
      if (!sites.has(siteId)) sites.set(siteId, new Set());
      sites.get(siteId)!.add(socket);
      if (!seen.has(orderId)) seen.set(orderId, '');
      const view = await deps.getOrderView(siteId, orderId);
      if (!view) {
        seen.delete(orderId);
        unfollow(socket, siteId, orderId);
        return 'notFound';
      }
      deliver(socket, view);
      return 'ok';
    },

    unsubscribeAll(socket: Subscriber): void {
      const entry = bySocket.get(socket);
      for (const orderId of entry?.seen.keys() ?? []) unfollow(socket, entry!.siteId, orderId);
      bySocket.delete(socket);
    },

    /** Called after a commit with the orders that changed. */
    async publish(orderIds: string[]): Promise<void> {
      for (const orderId of orderIds) {
        for (const [siteId, sockets] of byOrder.get(orderId) ?? []) {
          try {
            const view = await deps.getOrderView(siteId, orderId);
            if (view) for (const socket of sockets) deliver(socket, view);
          } catch (err) {
            deps.log.warn({ err, orderId }, 'order update not published');
          }
        }
      }
    },

    subscriberCount(): number {
      return bySocket.size;
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
