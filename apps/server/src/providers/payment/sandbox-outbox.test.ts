import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from '@store/db/orm';
import { sandboxWebhookOutbox, type Database } from '@store/db';
import { createTestDatabase, databaseKinds } from '../../testing/database.ts';
import {
  createSandboxPaymentProvider,
  defaultWebhookRetry,
  verifyWebhookSignature,
  webhookRetryDelayMs,
  SIGNATURE_HEADER,
  type SandboxPaymentProvider,
  type WebhookRetry,
} from './index.ts';

const secret = 'outbox-test-secret-0123456789';
const quiet = { warn() {} };

describe('sandbox webhook retry schedule', () => {
  it('waits 1 s, doubling to 1 h between tries, and keeps trying for a day', () => {
    const delays = Array.from({ length: 15 }, (_, i) => webhookRetryDelayMs(defaultWebhookRetry, i + 1));
    expect(delays.slice(0, 5)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(delays.at(-1)).toBe(3_600_000);
    expect(Math.max(...delays)).toBe(3_600_000);
    expect(defaultWebhookRetry.giveUpAfterMs).toBe(24 * 3_600_000);
    // How many tries a webhook the store never accepts gets before the provider gives up.
    let elapsed = 0;
    let tries = 0;
    while (elapsed < defaultWebhookRetry.giveUpAfterMs) elapsed += webhookRetryDelayMs(defaultWebhookRetry, ++tries);
    expect(tries).toBeGreaterThan(30);
  });
});

describe.each(databaseKinds)('sandbox webhook outbox on %s', (kind) => {
  let database: Database;
  const providers: SandboxPaymentProvider[] = [];
  let merchant = 0;

  function provider(options: { retry?: WebhookRetry; delayMs?: number; duplicates?: number; reorder?: boolean } = {}) {
    const created = createSandboxPaymentProvider({
      db: database.db,
      secret,
      toleranceSeconds: 300,
      publicUrl: 'http://store.test',
      webhookDelayMs: options.delayMs ?? 0,
      webhookDuplicates: options.duplicates ?? 1,
      webhookReorder: options.reorder ?? false,
      ...(options.retry ? { retry: options.retry } : {}),
      log: quiet,
    });
    providers.push(created);
    return created;
  }

  /** A webhook endpoint that answers with `answers` in turn (then 200) and keeps what it verified. */
  function endpoint(answers: number[] = []) {
    const received: { type: string; id: string; at: number }[] = [];
    const send = async (rawBody: string, headers: Record<string, string>) => {
      expect(verifyWebhookSignature(secret, rawBody, headers[SIGNATURE_HEADER], new Date(), 300)).toEqual({ ok: true });
      const event = JSON.parse(rawBody) as { id: string; type: string };
      received.push({ type: event.type, id: event.id, at: Date.now() });
      return answers.shift() ?? 200;
    };
    return { received, send };
  }

  async function payment(p: SandboxPaymentProvider) {
    const { paymentRef } = await p.createPayment({
      orderId: `ord_outbox_${kind}_${++merchant}`,
      amountMinor: 1_000n,
      currency: 'SGD',
      channel: 'PayNow',
      description: 'test',
      returnUrl: 'http://store.test/sg/waiting',
    });
    return paymentRef;
  }

  const outboxOf = (paymentRef: string) =>
    database.db.select().from(sandboxWebhookOutbox).where(eq(sandboxWebhookOutbox.paymentId, paymentRef)).orderBy(sandboxWebhookOutbox.id);

  async function waitFor(condition: () => Promise<boolean>, message: string, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${message}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(providers.splice(0).map((p) => p.stop()));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('writes the event with the payment change, and a provider started later (after a crash) sends it', async () => {
    const before = provider();
    const ref = await payment(before);
    await before.open(ref);
    await before.act(ref, 'approve');
    // Nothing was sending: the process died before its webhooks went out.
    expect((await outboxOf(ref)).map((row) => [row.type, row.status, row.attempts])).toEqual([
      ['payment.pending', 'pending', 0],
      ['payment.succeeded', 'pending', 0],
    ]);
    expect((await before.getStatus(ref))?.status).toBe('succeeded');

    const after = provider();
    const store = endpoint();
    after.connectWebhooks(store.send);
    after.startSending();
    await waitFor(async () => (await outboxOf(ref)).every((row) => row.status === 'delivered'), 'the webhooks to be delivered');
    expect(store.received.map((event) => event.type)).toEqual(['payment.pending', 'payment.succeeded']);
    expect((await outboxOf(ref)).map((row) => row.eventId)).toEqual(store.received.map((event) => event.id));
  });

  it('re-sends a refused webhook with the same event id after a growing wait, until it is accepted', async () => {
    const p = provider({ retry: { firstMs: 100, maxMs: 400, giveUpAfterMs: 60_000 } });
    const store = endpoint([500, 503, 0, 500]);
    p.connectWebhooks(store.send);
    p.startSending();
    const ref = await payment(p);
    await p.act(ref, 'approve');
    await waitFor(async () => (await outboxOf(ref))[0]?.status === 'delivered', 'the webhook to be accepted');

    expect(store.received).toHaveLength(5);
    expect(new Set(store.received.map((event) => event.id)).size).toBe(1);
    const gaps = store.received.slice(1).map((event, i) => event.at - store.received[i]!.at);
    // 100, 200, 400, then capped at 400 ms; the clock and polling add a little.
    for (const [i, least] of [100, 200, 400, 400].entries()) expect(gaps[i]).toBeGreaterThanOrEqual(least - 15);
    const [row] = await outboxOf(ref);
    expect(row).toMatchObject({ status: 'delivered', attempts: 5, lastError: null });
  });

  it('gives up on a webhook nobody accepts once the retry period is over', async () => {
    const p = provider({ retry: { firstMs: 50, maxMs: 50, giveUpAfterMs: 400 } });
    const store = endpoint(Array(100).fill(500));
    p.connectWebhooks(store.send);
    p.startSending();
    const ref = await payment(p);
    await p.act(ref, 'decline');
    await waitFor(async () => (await outboxOf(ref))[0]?.status === 'failed', 'the webhook to be given up');
    const [row] = await outboxOf(ref);
    expect(row!.attempts).toBeGreaterThan(2);
    expect(row!.lastError).toContain('HTTP 500');
    const tries = store.received.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(store.received.length).toBe(tries);
  });

  it('sends a held pending event after the outcome, and a webhook claimed by a dead sender again after its lease', async () => {
    const p = provider({ reorder: true });
    const store = endpoint();
    p.connectWebhooks(store.send);
    const ref = await payment(p);
    await p.open(ref);
    expect((await outboxOf(ref)).map((row) => row.status)).toEqual(['held']);
    await p.act(ref, 'approve');
    // A sender claimed both and died: their lease is still running.
    await database.db
      .update(sandboxWebhookOutbox)
      .set({ attempts: 1, nextAttemptAt: sql`now() + interval '300 milliseconds'` })
      .where(eq(sandboxWebhookOutbox.paymentId, ref));
    p.startSending();
    await waitFor(async () => (await outboxOf(ref)).every((row) => row.status === 'delivered'), 'the webhooks to be delivered');
    expect(store.received.map((event) => event.type)).toEqual(['payment.succeeded', 'payment.pending']);
    expect((await outboxOf(ref)).map((row) => row.attempts)).toEqual([2, 2]);
  });

  it('reports a payment as its records stand, from any instance', async () => {
    const p = provider();
    const ref = await payment(p);
    await p.act(ref, 'approve');
    await p.refund(ref, 1_000n);
    expect(await provider().getStatus(ref)).toEqual({
      paymentRef: ref,
      merchantRef: `ord_outbox_${kind}_${merchant}`,
      status: 'succeeded',
      amountMinor: 1_000n,
      currency: 'SGD',
      refunded: true,
    });
    expect(await p.getStatus('sbp_unknown_payment')).toBeNull();
  });
});
