import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from '@store/db/orm';
import { deliveries, jobs, orderEvents, refunds, sandboxPayments, sandboxPublisherCredits, type Database } from '@store/db';
import { OrderStatus, type OrderView } from '@store/contracts';
import { DEMO_COUNTRY, demo } from '@store/db/seed';
import { createTestDatabase, databaseKinds } from '../testing/database.ts';
import {
  eventReasons,
  openPaymentPage,
  orderView,
  placeOrder,
  pressOnPaymentPage,
  startStore,
  statusTrail,
  waitFor,
  waitForStatus,
  type Store,
} from '../testing/store.ts';

const S = OrderStatus;

describe.each(databaseKinds)('delivery to the game on %s', (kind) => {
  let database: Database;
  const stores: Store[] = [];

  async function store(env: Record<string, string> = {}, tuning = {}) {
    const started = await startStore(database, { env, tuning: tuning });
    stores.push(started);
    return started;
  }

  async function pay(s: Store, userId: string) {
    const order = await placeOrder(s.app, { userId });
    await openPaymentPage(s.app, order.paymentUrl);
    await pressOnPaymentPage(s.app, order.paymentUrl, 'approve');
    return order.orderId;
  }

  const credits = (orderId: string) =>
    database.db.select().from(sandboxPublisherCredits).where(eq(sandboxPublisherCredits.transactionId, orderId));
  const deliveryJob = async (orderId: string) =>
    (
      await database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, 'deliver-order'), eq(jobs.key, orderId)))
    )[0]!;
  const delivery = async (orderId: string) => (await database.db.select().from(deliveries).where(eq(deliveries.orderId, orderId)))[0]!;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('retries a delivery the publisher refused twice, and credits once', async () => {
    const s = await store();
    // Demo rule: player ids starting with 7 fail the first two top-ups.
    const orderId = await pay(s, '71234567');
    await waitForStatus(s.app, orderId, S.FulfillmentCompleted);
    expect((await deliveryJob(orderId)).attempts).toBe(3);
    expect(await delivery(orderId)).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
    expect(await credits(orderId)).toHaveLength(1);
    expect((await statusTrail(database, orderId)).filter(([, to]) => to === S.InProgress)).toHaveLength(1);
  });

  it('retries failures injected through the sandbox hook', async () => {
    const s = await store();
    s.sandbox.publisher.failNext(3);
    const orderId = await pay(s, '12345678');
    await waitForStatus(s.app, orderId, S.FulfillmentCompleted);
    expect((await deliveryJob(orderId)).attempts).toBe(4);
    expect(await credits(orderId)).toHaveLength(1);
  });

  it('fails the order and refunds it exactly once when every attempt fails', async () => {
    const s = await store({ DELIVERY_MAX_ATTEMPTS: '3' });
    // Demo rule: player ids starting with 8 always fail (server unavailable, 98).
    const orderId = await pay(s, '81234567');
    await waitForStatus(s.app, orderId, S.FulfillmentFailed);
    await waitFor(
      async () =>
        (await orderView(s.app, orderId)).refunded &&
        Boolean((await database.db.select().from(refunds).where(eq(refunds.orderId, orderId)))[0]?.providerRef),
      { message: 'the refund to complete' },
    );

    await waitFor(async () => (await deliveryJob(orderId)).status === 'failed', { message: 'the delivery job to be marked failed' });
    expect(await deliveryJob(orderId)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await delivery(orderId)).toMatchObject({ status: 'failed', attempts: 3 });
    const refundRows = await database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refundRows).toHaveLength(1);
    expect(refundRows[0]).toMatchObject({ reason: 'delivery-failed', amountMinor: 209n });
    const [payment] = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, orderId));
    expect(payment!.refundedAt).not.toBeNull();
    expect(await orderView(s.app, orderId)).toMatchObject({ status: S.FulfillmentFailed, failureCode: 98, refunded: true });
    expect(await credits(orderId)).toEqual([]);
    expect(await eventReasons(database, orderId)).toEqual(
      expect.arrayContaining(['delivery.failed', 'refund.requested', 'refund.completed']),
    );
  });

  it('shows the shopper each retry of a refused delivery, then where and when the refund went', async () => {
    const s = await store({ DELIVERY_MAX_ATTEMPTS: '3' }, { deliveryBackoffMs: 1_000 });
    const orderId = await pay(s, '81234568');
    // The view as the waiting page reads it: through the public route, as a guest.
    const shopperView = async () => {
      const response = await s.app.inject({ method: 'GET', url: `/api/order/${orderId}` });
      expect(response.statusCode).toBe(200);
      return { raw: response.body, view: (response.json() as { data: OrderView }).data };
    };

    let retrying: OrderView | undefined;
    await waitFor(
      async () => {
        const { view } = await shopperView();
        if (view.deliveryRetry?.attempt === 2) retrying = view;
        return retrying !== undefined;
      },
      { message: 'the view to report the second attempt' },
    );
    // The job row holds when the next attempt is due: the view counts down to it.
    const job = await deliveryJob(orderId);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    const dueIn = Math.ceil((job.runAt.getTime() - Date.now()) / 1000);
    expect(retrying!.status).toBe(S.InProgress);
    expect(retrying!.deliveryRetry).toEqual({ attempt: 2, maxAttempts: 3, nextAttemptInSeconds: expect.any(Number) });
    expect(Math.abs(retrying!.deliveryRetry!.nextAttemptInSeconds - dueIn)).toBeLessThanOrEqual(1);
    expect(retrying!.deliveryRetry!.nextAttemptInSeconds).toBeGreaterThan(0);

    await waitFor(async () => (await shopperView()).view.deliveryRetry?.attempt === 3, { message: 'the view to report the last attempt' });

    await waitForStatus(s.app, orderId, S.FulfillmentFailed);
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const { raw, view } = await shopperView();
    expect(view).toMatchObject({
      status: S.FulfillmentFailed,
      deliveryRetry: null,
      paymentChannelName: demo.channel(DEMO_COUNTRY).name,
      refund: { amountMinor: '209', currency: 'SGD', createdAt: refund!.createdAt.toISOString() },
    });
    // The publisher's refusal stays in the store's records, never in what the shopper is sent.
    expect((await delivery(orderId)).lastError).toMatch(/publisher refused/);
    expect(raw).not.toMatch(/publisher refused/);
  });

  it('finishes a delivery whose worker died after the credit, without crediting twice', async () => {
    const first = await store({}, { jobLeaseMs: 500, workerStopTimeoutMs: 50 });
    let credited = false;
    // The worker freezes right after the publisher credited the player: its answer never comes back.
    first.sandbox.publisher.onCredited(async () => {
      credited = true;
      await new Promise(() => {});
    });
    const orderId = await pay(first, '12345678');
    await waitFor(() => credited, { message: 'the publisher to credit the player' });
    await first.close();
    stores.splice(stores.indexOf(first), 1);

    expect((await orderView(first.app, orderId)).status).toBe(S.InProgress);
    expect(await deliveryJob(orderId)).toMatchObject({ status: 'running', attempts: 1 });

    // A new node on the same database takes the job over once the dead worker's lease expires.
    const second = await store({}, { jobLeaseMs: 500 });
    await waitForStatus(second.app, orderId, S.FulfillmentCompleted);
    expect(await credits(orderId)).toHaveLength(1);
    // The queue marks the job done after the handler's transaction commits, so it may lag the order.
    await waitFor(async () => (await deliveryJob(orderId)).status === 'completed', { message: 'the delivery job to complete' });
    expect(await deliveryJob(orderId)).toMatchObject({ status: 'completed', attempts: 2 });
    const completed = await database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, S.FulfillmentCompleted)));
    expect(completed).toHaveLength(1);
    expect(await delivery(orderId)).toMatchObject({ status: 'delivered', attempts: 2, publisherRef: (await credits(orderId))[0]!.id });
  });

  it('does nothing when the delivery job finds the order already terminal', async () => {
    const s = await store();
    const orderId = await pay(s, '12345678');
    await waitForStatus(s.app, orderId, S.FulfillmentCompleted);
    const eventsBefore = await eventReasons(database, orderId);
    // Run the job again as if it had been re-enqueued.
    await database.db
      .update(jobs)
      .set({ status: 'pending', runAt: new Date() })
      .where(and(eq(jobs.queue, 'deliver-order'), eq(jobs.key, orderId)));
    s.app.services.jobs.wake();
    await waitFor(async () => (await deliveryJob(orderId)).status === 'completed' && (await deliveryJob(orderId)).attempts === 2);
    expect(await eventReasons(database, orderId)).toEqual(eventsBefore);
    expect(await credits(orderId)).toHaveLength(1);
  });
});
