import type { Db, Executor } from '@store/db';
import { createFulfilmentRepository } from './repository.ts';

/**
 * Deliveries to the game: one per order, counting attempts. Calls that belong to a unit of work
 * take its transaction (`tx`), so a delivery's bookkeeping commits with the order's change.
 */
export function createFulfilmentService(db: Db) {
  const on = (tx: Executor) => createFulfilmentRepository(tx);
  return {
    /** Counts an attempt, creating the delivery on the first one. */
    startAttempt: (tx: Executor, orderId: string): Promise<void> => on(tx).startAttempt(orderId),
    /** What the publisher needs to know about the order's item. */
    itemOf: (tx: Executor, productId: string, denominationId: string) => on(tx).findItem(productId, denominationId),
    /** Why the last attempt failed, kept for operators (no transaction: the attempt is over). */
    recordError: (orderId: string, lastError: string): Promise<void> => on(db).recordError(orderId, lastError),
    markDelivered: (tx: Executor, orderId: string, publisherRef: string): Promise<void> => on(tx).markDelivered(orderId, publisherRef),
    markFailed: (tx: Executor, orderId: string, lastError: string): Promise<void> => on(tx).markFailed(orderId, lastError),
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
