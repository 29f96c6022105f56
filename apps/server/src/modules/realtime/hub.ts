import type { OrderSocketMessage, OrderView } from '@store/contracts';

/** The part of a websocket the hub needs (the `ws` socket has it). */
export type Subscriber = { readonly readyState: number; send(data: string): void };

const OPEN = 1;
/** Orders one connection may follow; a waiting page follows one. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;

/** Who follows through a socket: the site of its Host and the signed-in shopper of its upgrade request. */
export type Follower = { siteId: number; viewerId: string | null };

type ReadOrder = (siteId: number, orderId: string, viewerId: string | null) => Promise<OrderView | null>;

/**
 * Fan-out of order updates to this process's websocket subscribers. Every web process hears every
 * order change through the database (LISTEN/NOTIFY, docs/decisions/0023) and calls `publish`.
 */
export function createRealtimeHub(deps: { getOrderView: ReadOrder; log: { warn(obj: object, msg?: string): void } }) {
  /**
   * Each socket gets only what its own read of the order returns: through its site (shell §3), and
   * for an order placed signed in, only if the socket's shopper placed it.
   */
  const byOrder = new Map<string, Set<Subscriber>>();
  const bySocket = new Map<Subscriber, Follower & { seen: Map<string, string> }>();

  function unfollow(socket: Subscriber, orderId: string): void {
    const set = byOrder.get(orderId);
    set?.delete(socket);
    if (set?.size === 0) byOrder.delete(orderId);
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
     * Follows an order and sends its current view; notFound if the follower may not see it,
     * tooMany beyond the limit. A socket keeps the site and shopper of its first call.
     */
    async subscribe(socket: Subscriber, follower: Follower, orderId: string): Promise<'ok' | 'notFound' | 'tooMany'> {
      let entry = bySocket.get(socket);
      if (!entry) bySocket.set(socket, (entry = { ...follower, seen: new Map() }));
      if (entry.siteId !== follower.siteId || entry.viewerId !== follower.viewerId) return 'notFound';
      const { seen } = entry;
      if (!seen.has(orderId) && seen.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) return 'tooMany';
      // Follow first, then read: a change committed in between is sent, not missed.
      if (!byOrder.has(orderId)) byOrder.set(orderId, new Set());
      byOrder.get(orderId)!.add(socket);
      if (!seen.has(orderId)) seen.set(orderId, '');
      const view = await deps.getOrderView(entry.siteId, orderId, entry.viewerId);
      if (!view) {
        seen.delete(orderId);
        unfollow(socket, orderId);
        return 'notFound';
      }
      deliver(socket, view);
      return 'ok';
    },

    unsubscribeAll(socket: Subscriber): void {
      for (const orderId of bySocket.get(socket)?.seen.keys() ?? []) unfollow(socket, orderId);
      bySocket.delete(socket);
    },

    /** Called after a commit with the orders that changed: one read per site and shopper following. */
    async publish(orderIds: string[]): Promise<void> {
      for (const orderId of orderIds) {
        const views = new Map<string, Promise<OrderView | null>>();
        for (const socket of [...(byOrder.get(orderId) ?? [])]) {
          const entry = bySocket.get(socket);
          if (!entry) continue;
          const key = `${entry.siteId} ${entry.viewerId ?? ''}`;
          if (!views.has(key)) views.set(key, deps.getOrderView(entry.siteId, orderId, entry.viewerId));
          try {
            const view = await views.get(key)!;
            if (view) deliver(socket, view);
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
