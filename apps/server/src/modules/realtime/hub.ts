import type { OrderSocketMessage, OrderView, WalletSocketMessage } from '@store/contracts';

/** The part of a websocket the hub needs (the `ws` socket has it). */
export type Subscriber = { readonly readyState: number; send(data: string): void };

const OPEN = 1;
/** Orders one connection may follow; a waiting page follows one. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;

/** Who follows through a socket: the site of its Host and the signed-in shopper of its upgrade request. */
export type Follower = { siteId: number; viewerId: string | null };

type ReadOrder = (siteId: number, orderId: string, viewerId: string | null) => Promise<OrderView | null>;

/** What a follower sees of one followed thing now, and a version that sorts later for a later state. */
export type Reading = { message: OrderSocketMessage | WalletSocketMessage; version: string };
/** Reads a followed thing for a follower; null when it does not exist or is not theirs to see. */
export type Reader = (follower: Follower, id: string) => Promise<Reading | null>;

/**
 * Fan-out of order updates to this process's websocket subscribers. Every web process hears every
 * order change through the database (LISTEN/NOTIFY, docs/decisions/0023) and calls `publish`.
 */
export function createRealtimeHub(deps: {
  getOrderView: ReadOrder;
  /** Other things a socket may follow, by id prefix (`wtx_` top-ups, `wal_` wallets). */
  readers?: Record<string, Reader>;
  log: { warn(obj: object, msg?: string): void };
}) {
  const readOrder: Reader = async (follower, orderId) => {
    const order = await deps.getOrderView(follower.siteId, orderId, follower.viewerId);
    return order && { message: { type: 'order', order }, version: order.updatedAt };
  };
  const read = (follower: Follower, id: string): Promise<Reading | null> => {
    const reader = Object.entries(deps.readers ?? {}).find(([prefix]) => id.startsWith(prefix))?.[1] ?? readOrder;
    return reader(follower, id);
  };

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

  /** Never sends a reading older than the last one this socket saw of the same thing. */
  function deliver(socket: Subscriber, id: string, reading: Reading): void {
    const seen = bySocket.get(socket)?.seen;
    if (!seen || socket.readyState !== OPEN) return;
    const last = seen.get(id);
    if (last && last > reading.version) return;
    seen.set(id, reading.version);
    socket.send(JSON.stringify(reading.message));
  }

  return {
    /**
     * Follows an order (or a top-up, a wallet: `readers`) and sends its current view; notFound if
     * the follower may not see it, tooMany beyond the limit. A socket keeps the site and shopper of
     * its first call.
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
      const reading = await read(entry, orderId);
      if (!reading) {
        seen.delete(orderId);
        unfollow(socket, orderId);
        return 'notFound';
      }
      deliver(socket, orderId, reading);
      return 'ok';
    },

    unsubscribeAll(socket: Subscriber): void {
      for (const orderId of bySocket.get(socket)?.seen.keys() ?? []) unfollow(socket, orderId);
      bySocket.delete(socket);
    },

    /** Called after a commit with the ids that changed (orders, top-ups, wallets): one read per site and shopper following. */
    async publish(orderIds: string[]): Promise<void> {
      for (const orderId of orderIds) {
        const readings = new Map<string, Promise<Reading | null>>();
        for (const socket of [...(byOrder.get(orderId) ?? [])]) {
          const entry = bySocket.get(socket);
          if (!entry) continue;
          const key = `${entry.siteId} ${entry.viewerId ?? ''}`;
          if (!readings.has(key)) readings.set(key, read(entry, orderId));
          try {
            const reading = await readings.get(key)!;
            if (reading) deliver(socket, orderId, reading);
          } catch (err) {
            deps.log.warn({ err, id: orderId }, 'update not published');
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
