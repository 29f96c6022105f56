import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, orderStatusName } from '@store/contracts';
import { orderEvents, orders } from '@store/db';
import { desc, eq } from '@store/db/orm';
import { databaseKinds } from '../../testing/database.ts';
import { placeOrder, startStore, type Store } from '../../testing/store.ts';
import { createOrderStatusKeeper } from './status.ts';

describe.each(databaseKinds)('an order transition on %s', (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await startStore(kind);
  });
  afterAll(async () => store?.close());

  const rowOf = async (orderId: string) => (await store.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const lastEventOf = async (orderId: string) =>
    (await store.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(desc(orderEvents.id)).limit(1))[0]!;

  // The transition answers the row it held plus its changes, without reading it again: that must be the row as stored.
  it('answers the order exactly as stored, sets the changes given, leaves undefined ones alone, and writes its event', async () => {
    const { orderId } = await placeOrder(store.app);
    const before = await rowOf(orderId);
    expect(before.status).toBe(OrderStatus.PaymentInit);
    expect(before.paymentRef).not.toBeNull();

    const keeper = createOrderStatusKeeper(store.database.db);
    const result = await keeper.run((work) =>
      work.transition(orderId, OrderStatus.PaymentFailed, 'test.refused', {
        data: { code: 7 },
        changes: { failureCode: 7, idempotencyKey: null, paymentUrl: undefined },
      }),
    );

    const after = await rowOf(orderId);
    expect(result.ok).toBe(true);
    expect(result.order).toEqual(after);
    expect(after).toMatchObject({ status: OrderStatus.PaymentFailed, failureCode: 7, idempotencyKey: null });
    expect(after.paymentUrl).toBe(before.paymentUrl);
    expect(after.paymentRef).toBe(before.paymentRef);
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    expect(await lastEventOf(orderId)).toMatchObject({
      fromStatus: OrderStatus.PaymentInit,
      toStatus: OrderStatus.PaymentFailed,
      reason: 'test.refused',
      data: { from: orderStatusName[OrderStatus.PaymentInit], to: orderStatusName[OrderStatus.PaymentFailed], code: 7 },
    });
  });

  it('refuses a transition the table does not allow, and changes nothing', async () => {
    const { orderId } = await placeOrder(store.app);
    const before = await rowOf(orderId);
    const event = await lastEventOf(orderId);
    const keeper = createOrderStatusKeeper(store.database.db);
    const result = await keeper.run((work) =>
      work.transition(orderId, OrderStatus.FulfillmentCompleted, 'test.skip', { changes: { failureCode: 1 } }),
    );
    expect(result.ok).toBe(false);
    expect(await rowOf(orderId)).toEqual(before);
    expect(await lastEventOf(orderId)).toEqual(event);
  });
});
