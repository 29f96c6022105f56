import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from '@store/db/orm';
import { jobs, orderEvents, orders, paymentWebhooks, refunds, sandboxPayments, sandboxPublisherCredits, type Database } from '@store/db';
import { DEMO_COUNTRY, DEMO_PRODUCT, demo } from '@store/db/seed';
import { OrderStatus } from '@store/contracts';
import { createTestDatabase, databaseKinds } from '../testing/database.ts';
import { sandboxNickname } from '../providers/publisher/index.ts';
import {
  craftWebhook,
  eventReasons,
  openPaymentPage,
  orderView,
  placeOrder,
  pressOnPaymentPage,
  PUBLIC_URL,
  rowCounts,
  sendWebhook,
  startStore,
  statusTrail,
  waitFor,
  waitForStatus,
  type Store,
} from '../testing/store.ts';

const S = OrderStatus;

describe.each(databaseKinds)('purchase journey on %s', (kind) => {
  let database: Database;
  let store: Store;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store = await startStore(database);
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  const credits = (orderId: string) =>
    database.db.select().from(sandboxPublisherCredits).where(eq(sandboxPublisherCredits.transactionId, orderId));
  const webhooksOf = async (orderId: string) => {
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    return database.db.select().from(paymentWebhooks).where(eq(paymentWebhooks.paymentRef, order!.paymentRef!));
  };

  it('delivers a paid order: checkout, hosted page, signed webhook, delivery job, credit', async () => {
    const order = await placeOrder(store.app);
    expect(order.orderId).toMatch(/^ord_[A-Za-z0-9_-]{22}$/);
    expect(order.status).toBe(S.PaymentInit);
    expect(order.paymentUrl).toMatch(new RegExp(`^${PUBLIC_URL}/sandbox/pay/sbp_`));

    const page = await openPaymentPage(store.app, order.paymentUrl);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const text of ['Approve payment', 'Decline payment', 'Cancel and return', 'SGD', '2.09', '86 Diamonds', 'Visa / Mastercard']) {
      expect(page.body).toContain(text);
    }
    await waitForStatus(store.app, order.orderId, S.PaymentPending);

    const location = await pressOnPaymentPage(store.app, order.paymentUrl, 'approve');
    expect(location).toBe(`${PUBLIC_URL}/${DEMO_COUNTRY}/waiting?order=${order.orderId}`);
    await waitForStatus(store.app, order.orderId, S.FulfillmentCompleted);

    expect(await statusTrail(database, order.orderId)).toEqual([
      [null, S.NotInit],
      [S.NotInit, S.PaymentInit],
      [S.PaymentInit, S.PaymentPending],
      [S.PaymentPending, S.PaymentCompleted],
      [S.PaymentCompleted, S.InProgress],
      [S.InProgress, S.FulfillmentCompleted],
    ]);
    const [credit, ...more] = await credits(order.orderId);
    expect(more).toEqual([]);
    expect(credit).toMatchObject({ game: DEMO_PRODUCT, userId: '12345678', zoneId: '1234', creditAmount: 86 });

    const view = await orderView(store.app, order.orderId);
    expect(view).toMatchObject({
      status: S.FulfillmentCompleted,
      statusName: 'FulfillmentCompleted',
      amountMinor: '209',
      currency: 'SGD',
      playerNickname: sandboxNickname('12345678'),
      refunded: false,
      paymentUrl: null,
      failureCode: null,
    });
    expect((await webhooksOf(order.orderId)).map((w) => [w.type, w.outcome]).sort()).toEqual([
      ['payment.pending', 'applied'],
      ['payment.succeeded', 'applied'],
    ]);
    const api = await store.app.inject({ method: 'GET', url: `/api/order/${order.orderId}` });
    expect(api.json()).toEqual({ resultCode: 0, resultMessage: 'Success', data: view });
  });

  it('fails a declined payment and delivers nothing', async () => {
    const order = await placeOrder(store.app);
    await openPaymentPage(store.app, order.paymentUrl);
    await pressOnPaymentPage(store.app, order.paymentUrl, 'decline');
    await waitForStatus(store.app, order.orderId, S.PaymentFailed);
    expect(await credits(order.orderId)).toEqual([]);
    expect(await database.db.select().from(jobs).where(eq(jobs.key, order.orderId))).toEqual([]);
    // The page now only says how it ended; pressing again changes nothing.
    const again = await openPaymentPage(store.app, order.paymentUrl);
    expect(again.body).toContain('This payment was declined.');
    expect(again.body).not.toContain('Approve payment');
  });

  it('cancels an order whose shopper abandons the payment page', async () => {
    const order = await placeOrder(store.app);
    await openPaymentPage(store.app, order.paymentUrl);
    await pressOnPaymentPage(store.app, order.paymentUrl, 'abandon');
    await waitForStatus(store.app, order.orderId, S.Cancelled);
    expect(await eventReasons(database, order.orderId)).toContain('payment.cancelled');
    expect(await orderView(store.app, order.orderId)).toMatchObject({ status: S.Cancelled, cancellation: 'cancelled' });
  });

  it('applies the same signed webhook delivered 50 times at once exactly once', async () => {
    const order = await placeOrder(store.app);
    const webhook = await craftWebhook(database, order.orderId, 'payment.succeeded', { secret: store.config.payment.webhookSecret });
    const answers = await Promise.all(Array.from({ length: 50 }, () => sendWebhook(store.app, webhook)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    await waitForStatus(store.app, order.orderId, S.FulfillmentCompleted);

    const eventId = JSON.parse(webhook.rawBody).id as string;
    expect(await database.db.select().from(paymentWebhooks).where(eq(paymentWebhooks.eventId, eventId))).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, 'deliver-order'), eq(jobs.key, order.orderId))),
    ).toHaveLength(1);
    expect(await credits(order.orderId)).toHaveLength(1);
    const completed = await database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.toStatus, S.FulfillmentCompleted)));
    expect(completed).toHaveLength(1);
  });

  it('completes the payment once when 50 different events report it at once (the row lock decides)', async () => {
    const order = await placeOrder(store.app);
    const secret = store.config.payment.webhookSecret;
    const webhooks = await Promise.all(
      Array.from({ length: 50 }, () => craftWebhook(database, order.orderId, 'payment.succeeded', { secret })),
    );
    const answers = await Promise.all(webhooks.map((w) => sendWebhook(store.app, w)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    await waitForStatus(store.app, order.orderId, S.FulfillmentCompleted);

    const outcomes = (await webhooksOf(order.orderId)).map((w) => w.outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'ignored:already-paid')).toHaveLength(49);
    const paid = await database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.toStatus, S.PaymentCompleted)));
    expect(paid).toHaveLength(1);
    expect(await credits(order.orderId)).toHaveLength(1);
  });

  it('refuses forged, stale, tampered and unsigned webhooks and changes nothing', async () => {
    const order = await placeOrder(store.app);
    const secret = store.config.payment.webhookSecret;
    const before = await rowCounts(database);
    const forged = await craftWebhook(database, order.orderId, 'payment.succeeded', { secret: 'someone-elses-secret-123456' });
    const stale = await craftWebhook(database, order.orderId, 'payment.succeeded', {
      secret,
      signedAt: new Date(Date.now() - (store.config.payment.toleranceSeconds + 60) * 1000),
    });
    const genuine = await craftWebhook(database, order.orderId, 'payment.succeeded', { secret });
    const tampered = { rawBody: genuine.rawBody.replace('"payment.succeeded"', '"payment.failed"'), headers: genuine.headers };
    const unsigned = { rawBody: genuine.rawBody, headers: { 'content-type': 'application/json' } };
    const malformedHeader = { rawBody: genuine.rawBody, headers: { ...genuine.headers, 'sandbox-signature': 'v1=zz' } };

    for (const webhook of [forged, stale, tampered, unsigned, malformedHeader]) {
      const answer = await sendWebhook(store.app, webhook);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ resultCode: 401, resultMessage: 'Invalid signature.', data: null });
    }
    expect(await rowCounts(database)).toEqual(before);
    expect((await orderView(store.app, order.orderId)).status).toBe(S.PaymentInit);
  });

  it('ignores a pending event that arrives after the payment succeeded', async () => {
    const order = await placeOrder(store.app);
    const secret = store.config.payment.webhookSecret;
    const pending = await craftWebhook(database, order.orderId, 'payment.pending', { secret });
    const succeeded = await craftWebhook(database, order.orderId, 'payment.succeeded', { secret });
    expect((await sendWebhook(store.app, succeeded)).statusCode).toBe(200);
    expect((await sendWebhook(store.app, pending)).statusCode).toBe(200);
    await waitForStatus(store.app, order.orderId, S.FulfillmentCompleted);
    expect((await statusTrail(database, order.orderId)).map(([, to]) => to)).toEqual([
      S.NotInit,
      S.PaymentInit,
      S.PaymentCompleted,
      S.InProgress,
      S.FulfillmentCompleted,
    ]);
    expect((await webhooksOf(order.orderId)).find((w) => w.type === 'payment.pending')?.outcome).toBe('ignored:stale');
  });

  it('reconciles a payment that arrives after the order expired: stays Cancelled, refunded once', async () => {
    const order = await placeOrder(store.app);
    await openPaymentPage(store.app, order.paymentUrl);
    await waitForStatus(store.app, order.orderId, S.PaymentPending);

    // Time passes beyond the order's expiry; the periodic sweep runs.
    await database.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.orderId));
    await store.app.services.jobs.enqueue(database.db, 'expire-orders', `test-${order.orderId}`, {});
    store.app.services.jobs.wake();
    await waitForStatus(store.app, order.orderId, S.Cancelled);

    // The shopper still had the page open and pays now.
    await pressOnPaymentPage(store.app, order.paymentUrl, 'approve');
    await waitFor(
      async () => {
        const [refund] = await database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
        return Boolean(refund?.providerRef);
      },
      { message: 'the late payment to be refunded' },
    );

    // The provider retries the same news under a new event id: still one refund.
    const again = await craftWebhook(database, order.orderId, 'payment.succeeded', { secret: store.config.payment.webhookSecret });
    expect((await sendWebhook(store.app, again)).statusCode).toBe(200);

    const refundRows = await database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(refundRows).toHaveLength(1);
    expect(refundRows[0]).toMatchObject({ amountMinor: 209n, currency: 'SGD', reason: 'late-payment' });
    const [payment] = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, order.orderId));
    expect(payment!.refundedAt).not.toBeNull();
    const view = await orderView(store.app, order.orderId);
    expect(view).toMatchObject({ status: S.Cancelled, refunded: true });
    expect(await eventReasons(database, order.orderId)).toEqual(
      expect.arrayContaining(['order.expired', 'payment.late', 'refund.requested', 'refund.completed']),
    );
    expect(
      (await webhooksOf(order.orderId))
        .filter((w) => w.type === 'payment.succeeded')
        .map((w) => w.outcome)
        .sort(),
    ).toEqual(['reconciled:refund', 'reconciled:refund']);
    expect(await credits(order.orderId)).toEqual([]);
  });

  it('expires unpaid orders, including ones never opened', async () => {
    const order = await placeOrder(store.app, { userId: '22345678' });
    await database.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, order.orderId));
    await store.app.services.jobs.enqueue(database.db, 'expire-orders', `test-${order.orderId}`, {});
    store.app.services.jobs.wake();
    await waitForStatus(store.app, order.orderId, S.Cancelled);
    expect((await statusTrail(database, order.orderId)).at(-1)).toEqual([S.PaymentInit, S.Cancelled]);
    // The complete page says the time ran out, not that the payment was cancelled.
    expect(await orderView(store.app, order.orderId)).toMatchObject({ status: S.Cancelled, cancellation: 'expired' });
  });
});

describe.each(databaseKinds)('sandbox webhooks duplicated and out of order on %s', (kind) => {
  let database: Database;
  let store: Store;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store = await startStore(database, { env: { SANDBOX_WEBHOOK_REORDER: '1', SANDBOX_WEBHOOK_DUPLICATES: '3' } });
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  it('delivers once when the outcome overtakes the pending event and every event comes three times', async () => {
    const order = await placeOrder(store.app, { denominationId: demo.denominations(DEMO_PRODUCT, DEMO_COUNTRY)[1]!.id });
    await openPaymentPage(store.app, order.paymentUrl);
    await pressOnPaymentPage(store.app, order.paymentUrl, 'approve');
    await waitForStatus(store.app, order.orderId, S.FulfillmentCompleted);
    await waitFor(
      async () => {
        const rows = await database.db.select().from(paymentWebhooks);
        return rows.length === 2 && rows.every((r) => r.outcome !== 'received');
      },
      { message: 'both events to be stored' },
    );
    const rows = await database.db.select().from(paymentWebhooks);
    expect(rows.map((r) => [r.type, r.outcome]).sort()).toEqual([
      ['payment.pending', 'ignored:stale'],
      ['payment.succeeded', 'applied'],
    ]);
    expect(await database.db.select().from(sandboxPublisherCredits)).toHaveLength(1);
    expect((await statusTrail(database, order.orderId)).map(([, to]) => to)).not.toContain(S.PaymentPending);
  });
});
