import { and, eq, inArray, isNull, sql } from '@store/db/orm';
import { deliveries, denominations, products, voucherCodes, type Executor } from '@store/db';

/** SQL of deliveries to the game: one row per order, counting attempts. */
export function createFulfilmentRepository(db: Executor) {
  return {
    /** Counts an attempt, creating the delivery on the first one. */
    async startAttempt(orderId: string): Promise<void> {
      await db
        .insert(deliveries)
        .values({ orderId, status: 'pending', attempts: 1 })
        .onConflictDoUpdate({ target: deliveries.orderId, set: { attempts: sql`${deliveries.attempts} + 1`, updatedAt: sql`now()` } });
    },

    async recordError(orderId: string, lastError: string): Promise<void> {
      await db
        .update(deliveries)
        .set({ lastError, updatedAt: sql`now()` })
        .where(eq(deliveries.orderId, orderId));
    },

    async markDelivered(orderId: string, publisherRef: string): Promise<void> {
      await db
        .update(deliveries)
        .set({ status: 'delivered', publisherRef, lastError: null, updatedAt: sql`now()` })
        .where(eq(deliveries.orderId, orderId));
    },

    async markFailed(orderId: string, lastError: string): Promise<void> {
      await db
        .insert(deliveries)
        .values({ orderId, status: 'failed', attempts: 0, lastError })
        .onConflictDoUpdate({ target: deliveries.orderId, set: { status: 'failed', lastError, updatedAt: sql`now()` } });
    },

    /** What the publisher needs to know about the order's item. */
    async findItem(productId: string, denominationId: string): Promise<DeliveryItem | null> {
      const [row] = await db
        .select({ game: products.slug, kind: products.kind, creditAmount: denominations.creditAmount })
        .from(denominations)
        .innerJoin(products, eq(products.id, denominations.productId))
        .where(and(eq(products.id, productId), eq(denominations.id, denominationId)));
      return row ? { ...row, kind: row.kind === 'voucher' ? 'voucher' : 'topup' } : null;
    },

    /** Keeps an order's sealed code; a second one for the same order is ignored (the first stays). */
    async insertVoucherCode(row: { orderId: string; keyId: string; sealed: string }): Promise<void> {
      await db.insert(voucherCodes).values(row).onConflictDoNothing({ target: voucherCodes.orderId });
    },

    voucherCodes(orderIds: string[]) {
      return orderIds.length === 0 ? Promise.resolve([]) : db.select().from(voucherCodes).where(inArray(voucherCodes.orderId, orderIds));
    },

    async voidVoucherCode(orderId: string): Promise<void> {
      await db
        .update(voucherCodes)
        .set({ status: 'voided', voidedAt: sql`now()` })
        .where(and(eq(voucherCodes.orderId, orderId), isNull(voucherCodes.voidedAt)));
    },
  };
}

/** What the publisher needs to know about an order's item: a top-up credits a player, a voucher is a code. */
export type DeliveryItem = { game: string; kind: 'topup' | 'voucher'; creditAmount: number };

export type FulfilmentRepository = ReturnType<typeof createFulfilmentRepository>;
