/**
 * A voucher's code survives the store's death between the publisher issuing it and the store
 * keeping it (ADR 0038): the store runs as its own process, four paid voucher orders are being
 * delivered, and the process is killed with SIGKILL while the publisher's answers are on their way
 * back (the codes are issued at the publisher, not yet stored). A new process on the same data
 * must deliver each order with the code the publisher issued for it: one code per order, none
 * issued twice, none voided, and one receipt each, naming that code.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from '@store/db/orm';
import { deliveries, orderEvents, sandboxPublisherVouchers, voucherCodes } from '@store/db';
import { OrderStatus, type CreateOrderResponse, type OrderView } from '@store/contracts';
import { demo } from '@store/db/seed';
import { crashableStore } from '../testing/crashable-store.ts';
import { databaseKinds } from '../testing/database.ts';

const S = OrderStatus;
const VOUCHER = 'steam-wallet';
const COUNTRY = 'sg';
/** The sandbox publisher's round trip: the code is issued half-way, the answer arrives at the end. */
const PUBLISHER_ROUND_TRIP_MS = 6_000;

describe.each(databaseKinds)('a store killed while voucher codes are on their way back from the publisher, on %s', (kind) => {
  const harness = crashableStore(kind);
  const { api } = harness;

  const start = (seed = false) =>
    harness.start({
      SANDBOX_WEBHOOK_DELAY_MS: '0',
      SANDBOX_PUBLISHER_LATENCY_MS: String(PUBLISHER_ROUND_TRIP_MS),
      JOB_POLL_INTERVAL_MS: '50',
      SEED_DEMO: seed ? '1' : '0',
      // On PostgreSQL another process may hold a job, so the next one waits for its lease (here
      // short); on the embedded database the restarted store is the only one and takes it over.
      ...(kind === 'postgres' ? { JOB_LEASE_MS: '5000' } : {}),
    });

  async function statuses(ids: string[]): Promise<number[]> {
    return Promise.all(ids.map(async (id) => (await api<OrderView>('GET', `/api/order/${id}`)).status));
  }

  async function until(what: string, done: () => Promise<boolean>, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('delivers each order with the one code the publisher issued for it, once', async () => {
    const store = await start(true);
    const emails = [1, 2, 3, 4].map((n) => `voucher-crash-${n}.${Date.now()}@example.com`);
    const placed: CreateOrderResponse[] = [];
    for (const email of emails) {
      placed.push(
        await api<CreateOrderResponse>('POST', '/api/order', {
          countryCode: COUNTRY,
          productSlug: VOUCHER,
          denominationId: demo.denomination(VOUCHER, COUNTRY).id,
          paymentChannelId: demo.channel(COUNTRY).id,
          email,
          acceptedTerms: true,
        }),
      );
    }
    const ids = placed.map((order) => order.orderId);
    for (const order of placed) expect((await fetch(order.paymentUrl)).status).toBe(200);
    await Promise.all(
      placed.map(async (order) => {
        const answer = await fetch(order.paymentUrl, {
          method: 'POST',
          body: 'action=approve',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(answer.status).toBe(303);
      }),
    );

    // Every delivery has started; the publisher issues each code half-way through its round trip,
    // and the store dies after that and (unless a delivery started long before the last one) before
    // the answers are back.
    await until('every delivery to start', async () => (await statuses(ids)).every((s) => s === S.InProgress), 20_000);
    await new Promise((resolve) => setTimeout(resolve, PUBLISHER_ROUND_TRIP_MS * 0.6));
    await harness.crash(store);

    // What the dead process left: codes issued at the publisher, some or all not kept by the store.
    const left = await harness.open();
    try {
      const issued = await left.db.select().from(sandboxPublisherVouchers).where(inArray(sandboxPublisherVouchers.transactionId, ids));
      const kept = await left.db.select().from(voucherCodes).where(inArray(voucherCodes.orderId, ids));
      expect(issued.map((v) => v.transactionId).sort()).toEqual([...ids].sort());
      expect(kept.length, 'codes issued at the publisher and not yet kept when the store died').toBeLessThan(ids.length);
      console.log(`[voucher crash ${kind}] issued ${issued.length}, kept ${kept.length} when the store died`);
    } finally {
      await left.close();
    }

    const restarted = await start();
    await until('every order to be delivered', async () => (await statuses(ids)).every((s) => s === S.FulfillmentCompleted), 60_000);
    // The receipts are sent by their own jobs, after the delivery committed.
    const receipts = new Map<string, { template: string; params: Record<string, string> }[]>();
    await until(
      'every receipt',
      async () => {
        for (const email of emails) {
          const outbox = await api<{ template: string; params: Record<string, string> }[]>(
            'GET',
            `/sandbox/outbox?to=${encodeURIComponent(email)}`,
          );
          receipts.set(
            email,
            outbox.filter((message) => message.template === 'voucherReceipt'),
          );
        }
        return [...receipts.values()].every((found) => found.length > 0);
      },
      30_000,
    );
    await harness.stop(restarted);

    const database = await harness.open();
    try {
      const issued = await database.db.select().from(sandboxPublisherVouchers).where(inArray(sandboxPublisherVouchers.transactionId, ids));
      const kept = await database.db.select().from(voucherCodes).where(inArray(voucherCodes.orderId, ids));
      const delivered = await database.db.select().from(deliveries).where(inArray(deliveries.orderId, ids));
      const completions = await database.db
        .select({ orderId: orderEvents.orderId, n: count() })
        .from(orderEvents)
        .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.toStatus, S.FulfillmentCompleted)))
        .groupBy(orderEvents.orderId);

      // One code per order at the publisher, still valid; one kept (sealed) by the store.
      expect(issued.map((v) => [v.transactionId, v.status]).sort()).toEqual(ids.map((id) => [id, 'issued']).sort());
      expect(kept.map((k) => [k.orderId, k.status]).sort()).toEqual(ids.map((id) => [id, 'issued']).sort());
      expect(delivered.map((d) => [d.orderId, d.status]).sort()).toEqual(ids.map((id) => [id, 'delivered']).sort());
      expect(completions.map((c) => [c.orderId, Number(c.n)]).sort()).toEqual(ids.map((id) => [id, 1]).sort());
      // Each shopper got one receipt, with the code the publisher issued for their order.
      for (const [i, email] of emails.entries()) {
        const code = issued.find((v) => v.transactionId === ids[i])!.code;
        expect(receipts.get(email)!.map((message) => message.params.voucherCode)).toEqual([code]);
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
