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
export function createRealtimeHub(deps: { getOrderView(orderId: string): Promise<OrderView | null>; log: { warn(obj: object, msg?: string): void } }) {
  const byOrder = new Map<string, Set<Subscriber>>();
  const bySocket = new Map<Subscriber, Map<string, string>>();

  /** Never sends a view older than the last one this socket saw for the order. */
  function deliver(socket: Subscriber, view: OrderView): void {
    const seen = bySocket.get(socket);
    if (!seen || socket.readyState !== OPEN) return;
    const last = seen.get(view.orderId);
    if (last && last > view.updatedAt) return;
    seen.set(view.orderId, view.updatedAt);
    const message: OrderSocketMessage = { type: 'order', order: view };
    socket.send(JSON.stringify(message));
  }

  return {
    /** Follows the order and sends its current view; false if unknown or too many followed. */
    async subscribe(socket: Subscriber, orderId: string): Promise<'ok' | 'notFound' | 'tooMany'> {
      let seen = bySocket.get(socket);
      if (!seen) bySocket.set(socket, (seen = new Map()));
      if (!seen.has(orderId) && seen.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) return 'tooMany';
      // Follow first, then read: a change committed in between is sent, not missed.
      if (!byOrder.has(orderId)) byOrder.set(orderId, new Set());
      byOrder.get(orderId)!.add(socket);
      if (!seen.has(orderId)) seen.set(orderId, '');
      const view = await deps.getOrderView(orderId);
      if (!view) {
        seen.delete(orderId);
        byOrder.get(orderId)?.delete(socket);
        if (byOrder.get(orderId)?.size === 0) byOrder.delete(orderId);
        return 'notFound';
      }
      deliver(socket, view);
      return 'ok';
    },

    unsubscribeAll(socket: Subscriber): void {
      for (const orderId of bySocket.get(socket)?.keys() ?? []) {
        const set = byOrder.get(orderId);
        set?.delete(socket);
        if (set?.size === 0) byOrder.delete(orderId);
      }
      bySocket.delete(socket);
    },

    /** Called after a commit with the orders that changed. */
    async publish(orderIds: string[]): Promise<void> {
      for (const orderId of orderIds) {
        const sockets = byOrder.get(orderId);
        if (!sockets || sockets.size === 0) continue;
        try {
          const view = await deps.getOrderView(orderId);
          if (view) for (const socket of sockets) deliver(socket, view);
        } catch (err) {
          deps.log.warn({ err, orderId }, 'order update not published');
        }
      }
    },

    subscriberCount(): number {
      return bySocket.size;
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
