import type { Db, Executor } from '@store/db';
import type { VoucherCode } from '@store/contracts';
import type { VoucherCodeKey } from '../../config.ts';
import { createFulfilmentRepository } from './repository.ts';
import { maskVoucherCode, openVoucherCode, sealVoucherCode } from './voucher-codes.ts';

/**
 * Deliveries to the game: one per order, counting attempts. Calls that belong to a unit of work
 * take its transaction (`tx`), so a delivery's bookkeeping commits with the order's change.
 */
export function createFulfilmentService(db: Db, voucherCodeKeys: readonly VoucherCodeKey[]) {
  const on = (tx: Executor) => createFulfilmentRepository(tx);
  /** Opened codes of orders, by order id; a code that no key opens is left out (and never shown). */
  async function openCodes(orderIds: string[]) {
    const rows = await on(db).voucherCodes(orderIds);
    const codes = new Map<string, { code: string; voided: boolean }>();
    for (const row of rows) {
      const code = openVoucherCode(voucherCodeKeys, row.orderId, row.keyId, row.sealed);
      if (code !== null) codes.set(row.orderId, { code, voided: row.status === 'voided' });
    }
    return codes;
  }
  return {
    /** Counts an attempt, creating the delivery on the first one. */
    startAttempt: (tx: Executor, orderId: string): Promise<void> => on(tx).startAttempt(orderId),
    /** What the publisher needs to know about the order's item. */
    itemOf: (tx: Executor, productId: string, denominationId: string) => on(tx).findItem(productId, denominationId),
    /** Why the last attempt failed, kept for operators (no transaction: the attempt is over). */
    recordError: (orderId: string, lastError: string): Promise<void> => on(db).recordError(orderId, lastError),
    markDelivered: (tx: Executor, orderId: string, publisherRef: string): Promise<void> => on(tx).markDelivered(orderId, publisherRef),
    markFailed: (tx: Executor, orderId: string, lastError: string): Promise<void> => on(tx).markFailed(orderId, lastError),

    /** Whether the order's item is a voucher (a code) rather than a top-up. */
    isVoucher: async (productId: string, denominationId: string): Promise<boolean> =>
      (await on(db).findItem(productId, denominationId))?.kind === 'voucher',
    /** Keeps the code a voucher order delivered, sealed (docs/decisions/0038), with the delivery. */
    storeVoucherCode: (tx: Executor, orderId: string, code: string): Promise<void> =>
      on(tx).insertVoucherCode({ orderId, ...sealVoucherCode(voucherCodeKeys, orderId, code) }),
    /** The order's code no longer works (its order was refunded). */
    voidVoucherCode: (tx: Executor, orderId: string): Promise<void> => on(tx).voidVoucherCode(orderId),
    /** The codes of orders as a page shows them before they are revealed: masked, never whole. */
    async maskedVoucherCodes(orderIds: string[]): Promise<Map<string, VoucherCode>> {
      const codes = await openCodes(orderIds);
      return new Map([...codes].map(([orderId, { code, voided }]) => [orderId, { masked: maskVoucherCode(code), voided }]));
    },
    /** The whole code, for its order's owner only: the caller has checked who asks. */
    async revealVoucherCode(orderId: string): Promise<{ code: string; voided: boolean } | null> {
      return (await openCodes([orderId])).get(orderId) ?? null;
    },
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
