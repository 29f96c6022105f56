import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from '@store/db/orm';
import { jobs, orders, paymentWebhooks, sandboxPublisherCredits, users, type Database } from '@store/db';
import { DEMO_SITES } from '@store/db/seed';
import { OrderStatus, type OrderView } from '@store/contracts';
import { createTestDatabase, databaseKinds } from '../testing/database.ts';
import { SANDBOX_CAPTCHA_PASS } from '../providers/captcha/index.ts';
import { TestBrowser } from '../testing/browser.ts';
import {
  craftWebhook,
  eventReasons,
  openPaymentPage,
  orderRequest,
  orderView,
  placeOrder,
  pressOnPaymentPage,
  sendWebhook,
  startStore,
  statusTrail,
  waitFor,
  waitForStatus,
  type Store,
} from '../testing/store.ts';

const S = OrderStatus;
/** Webhooks held back longer than any test here runs: every one of them is "lost". */
const LOST_WEBHOOKS = { SANDBOX_WEBHOOK_DELAY_MS: '60000' };

describe.each(databaseKinds)('payment reconciliation on %s', (kind) => {
  let database: Database;
  const stores: Store[] = [];

  async function store(env: Record<string, string> = {}) {
    const started = await startStore(database, { env: { ...LOST_WEBHOOKS, ...env } });
    stores.push(started);
    return started;
  }

  /** A shopper pays (or declines) on the hosted page; the provider knows, the store has not heard. */
  async function payAtProvider(s: Store, action: 'approve' | 'decline', overrides = {}) {
    const order = await placeOrder(s.app, overrides);
    await openPaymentPage(s.app, order.paymentUrl);
    await pressOnPaymentPage(s.app, order.paymentUrl, action);
    return order;
  }

  async function runExpirySweep(s: Store, orderId: string) {
    await database.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, orderId));
    await s.app.services.jobs.enqueue(database.db, 'expire-orders', `test-${orderId}`, {});
    s.app.services.jobs.wake();
  }

  const credits = (orderId: string) =>
    database.db.select().from(sandboxPublisherCredits).where(eq(sandboxPublisherCredits.transactionId, orderId));
  const webhookRows = (orderId: string) =>
    database.db
      .select({ eventId: paymentWebhooks.eventId, type: paymentWebhooks.type, outcome: paymentWebhooks.outcome })
      .from(paymentWebhooks)
      .innerJoin(orders, eq(orders.paymentRef, paymentWebhooks.paymentRef))
      .where(eq(orders.id, orderId));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('asks the provider before expiring: a paid order whose webhook was lost is delivered, not cancelled', async () => {
    const s = await store();
    const order = await payAtProvider(s, 'approve');
    expect((await orderView(s.app, order.orderId)).status).toBe(S.PaymentInit);

    await runExpirySweep(s, order.orderId);
    await waitForStatus(s.app, order.orderId, S.FulfillmentCompleted);
    expect((await statusTrail(database, order.orderId)).map(([, to]) => to)).toEqual([
      S.NotInit,
      S.PaymentInit,
      S.PaymentCompleted,
      S.InProgress,
      S.FulfillmentCompleted,
    ]);
    expect(await eventReasons(database, order.orderId)).not.toContain('order.expired');
    const paymentRef = (await database.db.select().from(orders).where(eq(orders.id, order.orderId)))[0]!.paymentRef!;
    expect(await webhookRows(order.orderId)).toEqual([
      { eventId: `reconcile:${paymentRef}:succeeded`, type: 'payment.succeeded', outcome: 'applied' },
    ]);

    // The provider's webhook arrives in the end: old news, nothing delivered twice.
    const late = await craftWebhook(database, order.orderId, 'payment.succeeded', { secret: s.config.payment.webhookSecret });
    expect((await sendWebhook(s.app, late)).statusCode).toBe(200);
    expect((await webhookRows(order.orderId)).map((w) => w.outcome).sort()).toEqual(['applied', 'ignored:already-paid']);
    expect(await credits(order.orderId)).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, 'deliver-order'), eq(jobs.key, order.orderId))),
    ).toHaveLength(1);
  });

  it('closes an order the provider reports declined as failed, and expires only the ones still unpaid', async () => {
    const s = await store();
    const declined = await payAtProvider(s, 'decline', { userId: '22345671' });
    const opened = await placeOrder(s.app, { userId: '22345672' });
    await openPaymentPage(s.app, opened.paymentUrl);
    const neverOpened = await placeOrder(s.app, { userId: '22345673' });

    for (const order of [declined, opened, neverOpened]) await runExpirySweep(s, order.orderId);
    await waitForStatus(s.app, declined.orderId, S.PaymentFailed);
    await waitForStatus(s.app, opened.orderId, S.Cancelled);
    await waitForStatus(s.app, neverOpened.orderId, S.Cancelled);
    expect(await eventReasons(database, declined.orderId)).not.toContain('order.expired');
    expect((await statusTrail(database, opened.orderId)).map(([, to]) => to)).toEqual([
      S.NotInit,
      S.PaymentInit,
      S.PaymentPending,
      S.Cancelled,
    ]);
    for (const order of [declined, opened, neverOpened]) expect(await credits(order.orderId)).toEqual([]);
  });

  it('asks about every order waiting longer than PAYMENT_RECONCILE_AFTER_SECONDS, once a period', async () => {
    const s = await store({ PAYMENT_RECONCILE_AFTER_SECONDS: '1', PAYMENT_RECONCILE_INTERVAL_SECONDS: '1' });
    const paid = await Promise.all(['32345671', '32345672', '32345673'].map((userId) => payAtProvider(s, 'approve', { userId })));
    const waiting = await placeOrder(s.app, { userId: '32345674' });
    const started = Date.now();
    for (const order of paid) await waitForStatus(s.app, order.orderId, S.FulfillmentCompleted, 10_000);
    // Not before the order had waited the setting's second; within a period or two after it.
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const order of paid) {
      expect(await credits(order.orderId)).toHaveLength(1);
      expect((await webhookRows(order.orderId)).map((w) => w.outcome)).toContain('applied');
    }
    expect((await orderView(s.app, waiting.orderId)).status).toBe(S.PaymentInit);
  });

  it('checks one order on request: only its viewer may, it answers the order as it now stands, and 20 checks at once apply it once', async () => {
    const s = await store();
    const order = await payAtProvider(s, 'approve', { userId: '42345671' });
    const check = (id: string) => s.app.inject({ method: 'POST', url: `/api/order/${id}/check-payment` });

    expect((await check('ord_AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await check('not-an-order')).statusCode).toBe(404);
    // Another site does not know this order.
    const elsewhere = await s.app.inject({
      method: 'POST',
      url: `/api/order/${order.orderId}/check-payment`,
      headers: { host: DEMO_SITES.football.hostname },
    });
    expect(elsewhere.statusCode).toBe(404);

    const answers = await Promise.all(Array.from({ length: 20 }, () => check(order.orderId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const views = answers.map((a) => (a.json() as { data: OrderView }).data);
    expect(views.every((v) => v.orderId === order.orderId && v.status !== S.PaymentInit)).toBe(true);
    expect(answers[0]!.headers['cache-control']).toBe('no-store');
    await waitForStatus(s.app, order.orderId, S.FulfillmentCompleted);
    expect((await webhookRows(order.orderId)).map((w) => w.outcome)).toEqual(['applied']);
    expect(await credits(order.orderId)).toHaveLength(1);

    // A finished order is not asked about again.
    const after = await check(order.orderId);
    expect((after.json() as { data: OrderView }).data.status).toBe(S.FulfillmentCompleted);
    expect(await webhookRows(order.orderId)).toHaveLength(1);
  });

  it("checks a signed-in shopper's order only for that shopper", async () => {
    const s = await store();
    const signUp = async () => {
      const b = new TestBrowser(s.app);
      const email = `recon.${kind}.${randomBytes(4).toString('hex')}@example.com`;
      const password = 'correct horse 9';
      await b.post('/api/identity/sign-up', {
        uid: email,
        uidType: 'email',
        password,
        passwordConfirmation: password,
        name: 'Ann Lee',
        birthDate: '1990-04-02',
        subscribeMarketing: false,
        countryCode: 'sg',
        langCode: 'en',
        gRecaptchaToken: SANDBOX_CAPTCHA_PASS,
      });
      await b.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: await b.lastCode(email) });
      expect((await b.post('/api/identity/sign-in', { uid: email, uidType: 'email', password })).body.resultCode).toBe(0);
      expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
      return b;
    };
    const owner = await signUp();
    const stranger = await signUp();
    const created = await owner.post('/api/order', orderRequest({ userId: '52345671' }));
    const orderId = created.body.data.orderId as string;
    await openPaymentPage(s.app, created.body.data.paymentUrl as string);
    await pressOnPaymentPage(s.app, created.body.data.paymentUrl as string, 'approve');

    for (const outsider of [stranger, new TestBrowser(s.app)]) {
      const refused = await outsider.post(`/api/order/${orderId}/check-payment`);
      expect(refused.status).toBe(404);
    }
    expect(await webhookRows(orderId)).toEqual([]);
    const mine = await owner.post(`/api/order/${orderId}/check-payment`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.status).toBe(S.PaymentCompleted);
    await waitFor(
      async () => (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status === S.FulfillmentCompleted,
      { message: "the shopper's order to be delivered" },
    );
  });

  it('answers "wait 5 seconds" once the client has checked too often', async () => {
    const s = await store({ RATE_LIMIT_PER_MINUTE: '3' });
    const order = await placeOrder(s.app, { userId: '62345671' });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await s.app.inject({ method: 'POST', url: `/api/order/${order.orderId}/check-payment` })).statusCode);
    const limited = await s.app.inject({ method: 'POST', url: `/api/order/${order.orderId}/check-payment` });
    expect(statuses).toEqual([200, 200, 200]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ resultCode: 10001 });
  });
});
