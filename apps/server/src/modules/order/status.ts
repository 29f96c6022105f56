import { canTransition, OrderStatus, orderStatusName, type OrderStatus as Status } from '@store/contracts';
import type { Db, Tx } from '@store/db';
import { sql } from '@store/db/orm';
import { createOrderRepository, type NewOrderRow, type OrderRow } from './repository.ts';

export type TransitionResult = { ok: true; order: OrderRow; from: Status } | { ok: false; order: OrderRow | null };

/** What a unit of work on orders may do; everything runs in one database transaction. */
export type OrderWork = {
  tx: Tx;
  /** Locks the order's row (`select … for update`) until the transaction ends; answers it as it then stands. */
  lock(orderId: string): Promise<OrderRow | null>;
  lockByPaymentRef(provider: string, paymentRef: string): Promise<OrderRow | null>;
  /** Inserts a new order in NotInit with its first event. */
  create(order: Omit<NewOrderRow, 'status'>): Promise<OrderRow>;
  /**
   * The one way an order's status changes: lock the row, check the transition table, update,
   * and write the event. Refused (not thrown) when the table does not allow it.
   */
  transition(
    orderId: string,
    to: Status,
    reason: string,
    extra?: {
      data?: Record<string, unknown>;
      changes?: Partial<Pick<OrderRow, 'paymentRef' | 'paymentUrl' | 'failureCode' | 'idempotencyKey'>>;
    },
  ): Promise<TransitionResult>;
  /** An event that is not a status change (a late payment, a refund). */
  record(orderId: string, reason: string, data?: Record<string, unknown>): Promise<void>;
  /** Announces something else this unit of work changed (a wallet top-up `wtx_…`, a wallet `wal_…`) with its orders. */
  announce(id: string): void;
};

/**
 * Where changed orders are announced: `NOTIFY order_changes, 'ord_a,ord_b'`, sent inside the
 * transaction that changed them, so PostgreSQL delivers it to every listening process exactly when
 * the change commits, and never for a change that was rolled back (docs/decisions/0023).
 */
export const ORDER_CHANGES_CHANNEL = 'order_changes';
/** NOTIFY payloads must stay under 8000 bytes: long lists of ids go in several. */
const NOTIFY_PAYLOAD_MAX = 7_000;

export function orderIdsOf(payload: string): string[] {
  return payload.split(',').filter((id) => id.length > 0);
}

async function announce(tx: Tx, orderIds: string[]): Promise<void> {
  let payload = '';
  for (const id of orderIds) {
    if (payload && payload.length + id.length + 1 > NOTIFY_PAYLOAD_MAX) {
      await tx.execute(sql`select pg_notify(${ORDER_CHANGES_CHANNEL}, ${payload})`);
      payload = '';
    }
    payload = payload ? `${payload},${id}` : id;
  }
  if (payload) await tx.execute(sql`select pg_notify(${ORDER_CHANGES_CHANNEL}, ${payload})`);
}

/** Runs units of work on orders; each announces the orders it changed when it commits. */
export function createOrderStatusKeeper(db: Db) {
  /** `changed` are announced when the work ends; `announced` already were, in the statement that changed them. */
  function work(tx: Tx, changed: Set<string>, announced: Set<string>): OrderWork {
    const repository = createOrderRepository(tx);
    /**
     * Rows this transaction has locked (or created), as they now stand: nobody else can change them
     * until it ends, so a transition after a lock need not read the row again.
     */
    const held = new Map<string, OrderRow>();
    const hold = (row: OrderRow | null) => {
      if (row) held.set(row.id, row);
      return row;
    };
    return {
      tx,
      lock: async (orderId) => hold(await repository.lock(orderId)),
      lockByPaymentRef: async (provider, ref) => hold(await repository.lockByPaymentRef(provider, ref)),

      async create(order) {
        const row = await repository.insert({ ...order, status: OrderStatus.NotInit });
        await repository.insertEvent({ orderId: row.id, fromStatus: null, toStatus: OrderStatus.NotInit, reason: 'order.created' });
        changed.add(row.id);
        return hold(row)!;
      },

      async transition(orderId, to, reason, extra = {}) {
        const order = held.get(orderId) ?? hold(await repository.lock(orderId));
        if (!order) return { ok: false, order: null };
        const from = order.status as Status;
        if (!canTransition(from, to)) return { ok: false, order };
        const set = await repository.transition(
          orderId,
          extra.changes ?? {},
          { fromStatus: from, toStatus: to, reason, data: { from: orderStatusName[from], to: orderStatusName[to], ...extra.data } },
          ORDER_CHANGES_CHANNEL,
        );
        const updated = hold({ ...order, ...set })!;
        // Announced by the transition's own statement; PostgreSQL sends a notification repeated in one transaction once.
        announced.add(orderId);
        return { ok: true, order: updated, from };
      },

      async record(orderId, reason, data) {
        await repository.insertEvent({ orderId, fromStatus: null, toStatus: null, reason, data: data ?? null });
        changed.add(orderId);
      },

      announce(id) {
        changed.add(id);
      },
    };
  }

  return {
    async run<T>(fn: (work: OrderWork) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const changed = new Set<string>();
        const announced = new Set<string>();
        const result = await fn(work(tx, changed, announced));
        const unannounced = [...changed].filter((id) => !announced.has(id));
        await announce(tx, unannounced);
        return result;
      });
    },
  };
}

export type OrderStatusKeeper = ReturnType<typeof createOrderStatusKeeper>;
