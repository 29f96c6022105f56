import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from '@store/db/orm';
import { orders, sandboxPayments, type Database } from '@store/db';
import { demo } from '@store/db/seed';
import { errors, OrderStatus } from '@store/contracts';
import { createTestDatabase, databaseKinds } from '../testing/database.ts';
import { PaymentProviderError } from '../providers/payment/index.ts';
import {
  eventReasons,
  openPaymentPage,
  orderRequest,
  postOrder,
  rowCounts,
  settledRowCounts,
  startStore,
  statusTrail,
  type Store,
} from '../testing/store.ts';

const S = OrderStatus;

/**
 * The checkout's compensations, through the real routes: a step that fails after the order was
 * placed leaves no order waiting for a payment nobody can make, and no payment session open.
 */
describe.each(databaseKinds)('checkout workflow on %s', (kind) => {
  let database: Database;
  let store: Store;
  let restore: Array<() => void> = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store = await startStore(database);
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });
  beforeEach(() => {
    for (const undo of restore) undo();
    restore = [];
  });

  /** Makes `object[name]` fail once with `error`, as an outage of that one call would. */
  function failOnce<T extends object, K extends keyof T>(object: T, name: K, error: Error) {
    const original = object[name];
    let failed = false;
    object[name] = (async (...args: unknown[]) => {
      if (!failed) {
        failed = true;
        throw error;
      }
      return (original as (...a: unknown[]) => unknown).apply(object, args);
    }) as T[K];
    restore.push(() => {
      object[name] = original;
    });
  }

  const orderByKey = async (key: string) => database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
  const ordersOf = async (userId: string) => database.db.select().from(orders).where(eq(orders.playerUserId, userId));

  it('a provider that cannot open the payment: server unavailable, the placed order is cancelled and the key freed for the retry', async () => {
    failOnce(store.sandbox.payment, 'createPayment', new PaymentProviderError('provider down'));
    const request = orderRequest({ userId: '22220001' });
    const key = 'checkout-compensation-0001';

    const first = await postOrder(store.app, request, key);
    expect(first.status).toBe(errors.serverUnavailable.status);
    expect(first.body.resultCode).toBe(errors.serverUnavailable.resultCode);
    const [abandoned, ...others] = await ordersOf('22220001');
    expect(others).toEqual([]);
    expect(abandoned).toMatchObject({ status: S.Cancelled, idempotencyKey: null, paymentRef: null });
    expect(await statusTrail(database, abandoned!.id)).toEqual([
      [null, S.NotInit],
      [S.NotInit, S.Cancelled],
    ]);
    expect(await eventReasons(database, abandoned!.id)).toEqual(['order.created', 'checkout.failed']);

    // The shopper presses Buy now again: the same request and key place a new order, which opens.
    const again = await postOrder(store.app, request, key);
    expect(again.status).toBe(200);
    expect(again.body.data.orderId).not.toBe(abandoned!.id);
    expect(again.body.data.status).toBe(S.PaymentInit);
    expect((await orderByKey(key)).map((o) => o.id)).toEqual([again.body.data.orderId]);
    // And a replay of that one answers it, as before.
    expect((await postOrder(store.app, request, key)).body.data.orderId).toBe(again.body.data.orderId);
  });

  it('a payment opened for an order that then cannot record it is cancelled at the provider', async () => {
    failOnce(store.app.services.orders, 'recordPaymentSession', new Error('database hiccup'));
    const before = await rowCounts(database);

    const failed = await postOrder(store.app, orderRequest({ userId: '22220002' }), 'checkout-compensation-0002');
    expect(failed.status).toBe(500);
    const [order] = await ordersOf('22220002');
    expect(order).toMatchObject({ status: S.Cancelled, idempotencyKey: null });
    const [session] = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, order!.id));
    expect(session?.status).toBe('cancelled');
    const after = await rowCounts(database);
    expect(after.orders - before.orders).toBe(1);
    expect(after.sandboxPayments - before.sandboxPayments).toBe(1);
  });

  it('an expected failure before the order is placed places nothing and opens nothing', async () => {
    const before = await settledRowCounts(database);
    const refused = await postOrder(store.app, orderRequest({ userId: '22220003', denominationId: demo.unavailableDenomination().id }));
    expect(refused.status).toBe(errors.denominationUnavailable.status);
    expect(refused.body.resultCode).toBe(errors.denominationUnavailable.resultCode);
    expect(await rowCounts(database)).toEqual(before);
  });

  it('keeps the billing address on the order and gives it to the provider, whose page shows it', async () => {
    const country = 'us';
    const slug = demo.productsIn(country)[0]!;
    const card = demo.channels(country).find((c) => c.needsBillingAddress)!;
    const billingAddress = { name: 'Ada Shopper', line1: '1 Market Street', city: 'San Francisco', state: 'CA', zipCode: '94105' };
    const placed = await postOrder(
      store.app,
      orderRequest({
        countryCode: country,
        productSlug: slug,
        denominationId: demo.denomination(slug, country).id,
        paymentChannelId: card.id,
        userId: '22220004',
        billingAddress,
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.body.data.orderId));
    expect(order!.billingAddress).toEqual(billingAddress);
    const [session] = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, order!.id));
    expect(session!.billingAddress).toEqual(billingAddress);
    const page = await openPaymentPage(store.app, placed.body.data.paymentUrl);
    expect(page.body).toContain('Ada Shopper, 1 Market Street, San Francisco, CA, 94105');
  });

  it('does not keep a billing address the channel did not ask for', async () => {
    const placed = await postOrder(
      store.app,
      orderRequest({
        userId: '22220005',
        billingAddress: { name: 'Not Needed', line1: '1 Road', city: 'Singapore', zipCode: '123456' },
      }),
    );
    expect(placed.status).toBe(200);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.body.data.orderId));
    expect(order!.billingAddress).toBeNull();
  });
});
