/**
 * "No paid order lost" with a real process crash (ADR 0021): the store runs as its own process
 * (`node --import tsx apps/server/src/server.ts`), shoppers pay on the sandbox page, the process is
 * killed with SIGKILL right after the payments were approved (before any webhook went out), and a
 * new process on the same data must deliver every order the provider took money for, once.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from '@store/db/orm';
import {
  deliveries,
  jobs,
  openDatabase,
  orderEvents,
  orderRewards,
  orders,
  paymentWebhooks,
  rewardLots,
  sandboxPublisherCredits,
  sandboxWebhookOutbox,
  type Database,
} from '@store/db';
import { OrderStatus, type CreateOrderResponse, type OrderView } from '@store/contracts';
import { DEMO_COUNTRY, demo } from '@store/db/seed';
import { crashableStore } from '../testing/crashable-store.ts';
import { assertLedgerHolds, databaseKinds } from '../testing/database.ts';
import { orderRequest } from '../testing/store.ts';

const S = OrderStatus;

describe.each(databaseKinds)('a store killed right after payments were approved, on %s', (kind) => {
  const harness = crashableStore(kind);
  const { api } = harness;

  /** Webhooks wait long enough that the kill always comes first; reconciliation runs every second. */
  const start = (reconcileAfterSeconds: number, seed = false) =>
    harness.start({
      SANDBOX_WEBHOOK_DELAY_MS: '1500',
      SANDBOX_PUBLISHER_LATENCY_MS: '0',
      JOB_POLL_INTERVAL_MS: '50',
      PAYMENT_RECONCILE_AFTER_SECONDS: String(reconcileAfterSeconds),
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '1',
      // The demo catalogue is there from the first start; a restart only has to recover.
      SEED_DEMO: seed ? '1' : '0',
    });
  const { crash: kill, stop } = harness;

  /** A shopper orders, opens the hosted page and presses a button on it (or leaves it open). */
  async function shop(count: number, prefix: string, action: 'approve' | 'decline' | 'none') {
    const placed: CreateOrderResponse[] = [];
    for (let i = 0; i < count; i++) {
      placed.push(
        // Paid by e-wallet, so every delivered order also earns Coda Rewards (for the order's e-mail).
        await api<CreateOrderResponse>(
          'POST',
          '/api/order',
          orderRequest({
            userId: `${prefix}${String(i + 1).padStart(4, '0')}1`,
            paymentChannelId: demo.channel(DEMO_COUNTRY, 'ewallet').id,
          }),
        ),
      );
    }
    for (const order of placed) expect((await fetch(order.paymentUrl)).status).toBe(200);
    return { placed, action };
  }

  async function press(orders: CreateOrderResponse[], action: 'approve' | 'decline') {
    await Promise.all(
      orders.map(async (order) => {
        const answer = await fetch(order.paymentUrl, {
          method: 'POST',
          body: `action=${action}`,
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(answer.status).toBe(303);
      }),
    );
  }

  async function waitForStatuses(expected: Map<string, number>, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const views = await Promise.all([...expected.keys()].map((id) => api<OrderView>('GET', `/api/order/${id}`)));
      const wrong = views.filter((v) => v.status !== expected.get(v.orderId));
      if (wrong.length === 0) return;
      if (Date.now() > deadline) {
        throw new Error(
          `orders not where they should be: ${JSON.stringify(wrong.map((v) => [v.orderId, v.statusName, expected.get(v.orderId)]))}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('delivers every order the provider took money for after two SIGKILLs, none twice', async () => {
    const timings: Record<string, number> = {};
    const clock = Date.now();
    let store = await start(60, true);
    timings.firstStartMs = Date.now() - clock;

    // Round 1: six payments approved, two declined, one page left open; then the process dies.
    const approved1 = await shop(6, '2', 'approve');
    const declined = await shop(2, '3', 'decline');
    const open = await shop(1, '4', 'none');
    await Promise.all([press(approved1.placed, 'approve'), press(declined.placed, 'decline')]);
    await kill(store);
    const killedAt = Date.now();

    // Reconciliation held back: the webhooks the dead process left in the outbox must carry the news.
    store = await start(60);
    const expected = new Map<string, number>([
      ...approved1.placed.map((o) => [o.orderId, S.FulfillmentCompleted] as const),
      ...declined.placed.map((o) => [o.orderId, S.PaymentFailed] as const),
      ...open.placed.map((o) => [o.orderId, S.PaymentPending] as const),
    ]);
    await waitForStatuses(expected);
    timings.firstRecoveryMs = Date.now() - killedAt;

    // Round 2: the restarted store takes four more payments and is killed again at once; this time
    // reconciliation and the outbox race to tell the next process.
    const approved2 = await shop(4, '5', 'approve');
    await press(approved2.placed, 'approve');
    await kill(store);
    const killedAgainAt = Date.now();
    store = await start(1);
    for (const order of approved2.placed) expected.set(order.orderId, S.FulfillmentCompleted);
    await waitForStatuses(expected);
    timings.secondRecoveryMs = Date.now() - killedAgainAt;
    const databaseUrl = harness.databaseUrl();
    if (databaseUrl) {
      // Reconciliation may have delivered round 2 before its webhooks' delay was up: on PostgreSQL
      // the outbox can be watched while the store runs, so it is given the time to send them.
      const watcher = await openDatabase({ kind: 'postgres', url: databaseUrl });
      try {
        const deadline = Date.now() + 30_000;
        const pending = async () =>
          (await watcher.db.select({ n: count() }).from(sandboxWebhookOutbox).where(eq(sandboxWebhookOutbox.status, 'pending')))[0]!.n;
        while (Number(await pending()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        await watcher.close();
      }
    }
    await stop(store);

    // Counted in the database itself, after the last process has gone.
    const database: Database = await harness.open();
    try {
      const paid = [...approved1.placed, ...approved2.placed].map((o) => o.orderId);
      const unpaid = [...declined.placed, ...open.placed].map((o) => o.orderId);
      const perOrder = async (
        table: typeof sandboxPublisherCredits | typeof deliveries,
        column: typeof sandboxPublisherCredits.transactionId | typeof deliveries.orderId,
      ) =>
        database.db
          .select({ orderId: column, n: count() })
          .from(table)
          .where(inArray(column, [...paid, ...unpaid]))
          .groupBy(column);
      const credits = await perOrder(sandboxPublisherCredits, sandboxPublisherCredits.transactionId);
      const delivered = await database.db
        .select()
        .from(deliveries)
        .where(inArray(deliveries.orderId, [...paid, ...unpaid]));
      const completions = await database.db
        .select({ orderId: orderEvents.orderId, n: count() })
        .from(orderEvents)
        .where(and(inArray(orderEvents.orderId, paid), eq(orderEvents.toStatus, S.FulfillmentCompleted)))
        .groupBy(orderEvents.orderId);
      const deliveryJobs = await database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, 'deliver-order'), inArray(jobs.key, [...paid, ...unpaid])));
      const applied = await database.db
        .select({ eventId: paymentWebhooks.eventId, orderId: orders.id })
        .from(paymentWebhooks)
        .innerJoin(orders, eq(orders.paymentRef, paymentWebhooks.paymentRef))
        .where(and(eq(paymentWebhooks.type, 'payment.succeeded'), eq(paymentWebhooks.outcome, 'applied')));
      const outbox = await database.db
        .select({ status: sandboxWebhookOutbox.status, n: count() })
        .from(sandboxWebhookOutbox)
        .groupBy(sandboxWebhookOutbox.status);

      expect(credits.map((c) => c.orderId).sort()).toEqual([...paid].sort());
      expect(credits.every((c) => Number(c.n) === 1)).toBe(true);
      expect(delivered.map((d) => [d.orderId, d.status]).sort()).toEqual(paid.map((id) => [id, 'delivered']).sort());
      expect(completions.length).toBe(paid.length);
      expect(completions.every((c) => Number(c.n) === 1)).toBe(true);
      expect(deliveryJobs.map((j) => j.key).sort()).toEqual([...paid].sort());
      expect(applied.map((a) => a.orderId).sort()).toEqual([...paid].sort());
      // Each delivered order earned its reward once, in the transaction that delivered it; the
      // unpaid ones earned nothing; the ledger and every rewards balance still add up.
      const earned = await database.db
        .select()
        .from(rewardLots)
        .where(inArray(rewardLots.orderId, [...paid, ...unpaid]));
      expect(earned.map((lot) => lot.orderId).sort()).toEqual([...paid].sort());
      const promised = await database.db
        .select()
        .from(orderRewards)
        .where(inArray(orderRewards.orderId, [...paid, ...unpaid]));
      expect(
        promised
          .filter((row) => row.earnStatus === 'earned')
          .map((row) => row.orderId)
          .sort(),
      ).toEqual([...paid].sort());
      await assertLedgerHolds(database);
      // Opening the page and the outcome are one webhook each; every one reached the store in the end.
      const webhooks = 2 * paid.length + 2 * declined.placed.length + open.placed.length;
      expect(Object.fromEntries(outbox.map((o) => [o.status, Number(o.n)]))).toEqual({ delivered: webhooks });

      // Round 1 was recovered by the outbox alone (reconciliation waited a minute).
      const round1 = new Set(approved1.placed.map((o) => o.orderId));
      expect(applied.filter((a) => round1.has(a.orderId)).every((a) => a.eventId.startsWith('evt_'))).toBe(true);
      const viaReconcile = applied.filter((a) => a.eventId.startsWith('reconcile:')).length;
      console.log(
        `[crash ${kind}] approved ${paid.length}, delivered ${delivered.length}, delivered twice ${credits.filter((c) => Number(c.n) > 1).length}; ` +
          `payment applied by webhook ${paid.length - viaReconcile}, by reconciliation ${viaReconcile}; ${JSON.stringify(timings)}`,
      );
    } finally {
      await database.close();
    }
  }, 180_000);
});
