/**
 * The one way tests build the store (on a fresh database of a kind, or on a shared one standing in
 * for a restarted node), and the helpers of the purchase journey: driving checkout and the hosted
 * page, crafting signed webhooks, and waiting on conditions instead of sleeping.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { asc, count, eq, notLike } from '@store/db/orm';
import {
  deliveries,
  jobs,
  orderEvents,
  orders,
  paymentWebhooks,
  refunds,
  sandboxPayments,
  sandboxPublisherCredits,
  sandboxWebhookOutbox,
  walletTopups,
  type Database,
} from '@store/db';
import { DEMO_COUNTRY, DEMO_PRODUCT, demo } from '@store/db/seed';
import { STORE_SITE, type CreateOrderRequest, type CreateOrderResponse, type Envelope, type OrderView } from '@store/contracts';
import { buildApp, type Tuning } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createTestDatabase, type DatabaseKind } from './database.ts';
import { signWebhook, SIGNATURE_HEADER, type PaymentEventType, type SandboxPaymentProvider } from '../providers/payment/index.ts';
import type { SandboxPublisher } from '../providers/publisher/index.ts';

/** Polls `condition` until it holds; fails with `message` after a generous timeout. */
export async function waitFor(
  condition: () => Promise<boolean> | boolean,
  { timeoutMs = 20_000, intervalMs = 20, message = 'condition' } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export const PUBLIC_URL = 'http://store.localhost';

export type Store = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** The sandbox providers (throws when the store was built with SANDBOX=0). */
  readonly sandbox: { payment: SandboxPaymentProvider; publisher: SandboxPublisher };
  /** Closes the store, and the database too when it was made for this store. */
  close(): Promise<void>;
};

export type StoreOptions = {
  /** Settings over the tests' defaults (fast sandbox timings, generous rate limits). */
  env?: Record<string, string>;
  tuning?: Partial<Tuning>;
  now?: () => number;
};

/**
 * The whole store (no web build) with fast timings: on a fresh database of `on`'s kind, or on the
 * database given (closing the store then leaves it open, as a node's restart would).
 */
export async function startStore(on: Database | DatabaseKind, options: StoreOptions = {}): Promise<Store> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL,
    SANDBOX_WEBHOOK_DELAY_MS: '0',
    SANDBOX_PUBLISHER_LATENCY_MS: '0',
    JOB_POLL_INTERVAL_MS: '20',
    RATE_LIMIT_PER_MINUTE: '100000',
    SIGN_IN_ATTEMPTS_PER_ADDRESS: '100000',
    CODE_ATTEMPTS_PER_ADDRESS: '100000',
    ...options.env,
  });
  const ownsDatabase = typeof on === 'string';
  const database = ownsDatabase ? await createTestDatabase(on) : on;
  const app = await buildApp({
    config,
    database,
    web: false,
    tuning: {
      deliveryBackoffMs: 20,
      messageBackoffMs: 20,
      jobLeaseMs: 60_000,
      expirySweepMs: 60 * 60_000,
      walletReservationSweepMs: 60 * 60_000,
      workerStopTimeoutMs: 5_000,
      ...options.tuning,
    },
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    database,
    get sandbox() {
      const sandbox = app.services.sandbox;
      if (!sandbox) throw new Error('this store was built without the sandbox providers');
      return sandbox;
    },
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}

/** A valid guest checkout of the demo product (needs a zone) in the demo country. */
export function orderRequest(overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  return {
    countryCode: DEMO_COUNTRY,
    productSlug: DEMO_PRODUCT,
    denominationId: demo.denomination(DEMO_PRODUCT, DEMO_COUNTRY).id,
    paymentChannelId: demo.channel(DEMO_COUNTRY).id,
    userId: '12345678',
    zoneId: '1234',
    email: 'shopper@example.com',
    acceptedTerms: true,
    ...overrides,
  };
}

export async function postOrder(app: FastifyInstance, body: unknown, idempotencyKey?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/order',
    payload: body as object,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
  return { status: response.statusCode, body: response.json() as Envelope<CreateOrderResponse> & { data: CreateOrderResponse } };
}

/** Creates an order and expects it to succeed. */
export async function placeOrder(app: FastifyInstance, overrides: Partial<CreateOrderRequest> = {}): Promise<CreateOrderResponse> {
  const { status, body } = await postOrder(app, orderRequest(overrides));
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

const pathOf = (url: string) => new URL(url).pathname;

/** The shopper opens the hosted payment page (which makes the payment pending). */
export async function openPaymentPage(app: FastifyInstance, paymentUrl: string) {
  const page = await app.inject({ method: 'GET', url: pathOf(paymentUrl) });
  expect(page.statusCode).toBe(200);
  return page;
}

/** The shopper presses a button on the hosted page; answers the redirect. */
export async function pressOnPaymentPage(app: FastifyInstance, paymentUrl: string, action: 'approve' | 'decline' | 'abandon') {
  const response = await app.inject({
    method: 'POST',
    url: pathOf(paymentUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  expect(response.statusCode).toBe(303);
  return response.headers.location as string;
}

export async function orderView(app: FastifyInstance, orderId: string): Promise<OrderView> {
  const view = await app.services.orders.getOrderView(STORE_SITE.id, orderId, null);
  if (!view) throw new Error(`no order ${orderId}`);
  return view;
}

export async function waitForStatus(app: FastifyInstance, orderId: string, status: number, timeoutMs = 20_000) {
  await waitFor(async () => (await orderView(app, orderId)).status === status, {
    timeoutMs,
    message: `order ${orderId} to reach status ${status}`,
  });
}

/** `[from, to]` of each status-change event, oldest first. */
export async function statusTrail(database: Database, orderId: string): Promise<[number | null, number | null][]> {
  const rows = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return rows.filter((r) => r.toStatus !== null).map((r) => [r.fromStatus, r.toStatus]);
}

export async function eventReasons(database: Database, orderId: string): Promise<string[]> {
  const rows = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return rows.map((r) => r.reason);
}

/** Row counts of everything a purchase writes, to prove a refused request changed nothing. */
/**
 * Row counts once the sandbox has sent every webhook it owes: a payment an earlier test opened or
 * cancelled is announced in the background, whatever the request under test did.
 */
export async function settledRowCounts(database: Database) {
  await waitFor(
    async () =>
      (await database.db.select({ n: count() }).from(sandboxWebhookOutbox).where(eq(sandboxWebhookOutbox.status, 'pending')))[0]!.n === 0,
    {
      message: 'the sandbox to send the webhooks it owes',
    },
  );
  return rowCounts(database);
}

export async function rowCounts(database: Database) {
  const tables = {
    orders,
    orderEvents,
    paymentWebhooks,
    deliveries,
    refunds,
    sandboxPayments,
    sandboxPublisherCredits,
    jobs,
    walletTopups,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      // The periodic sweeps enqueue themselves on the worker's own schedule, whatever a request did.
      const rows = database.db.select({ n: count() }).from(table);
      const [row] = await (table === jobs ? rows.where(notLike(jobs.key, 'period-%')) : rows);
      return [name, Number(row!.n)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
}

/** The payment reference of an order, or of a wallet top-up (`wtx_…`). */
export async function paymentRefOf(database: Database, orderId: string): Promise<string> {
  const [row] = orderId.startsWith('wtx_')
    ? await database.db.select({ ref: walletTopups.paymentRef }).from(walletTopups).where(eq(walletTopups.id, orderId))
    : await database.db.select({ ref: orders.paymentRef }).from(orders).where(eq(orders.id, orderId));
  if (!row?.ref) throw new Error(`order ${orderId} has no payment`);
  return row.ref;
}

/** A webhook as the sandbox provider would send it, signed with `secret` at `signedAt`. */
export async function craftWebhook(
  database: Database,
  orderId: string,
  type: PaymentEventType,
  options: {
    secret: string;
    eventId?: string;
    signedAt?: Date;
  },
) {
  const paymentRef = await paymentRefOf(database, orderId);
  const [payment] = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentRef));
  const rawBody = JSON.stringify({
    id: options.eventId ?? `evt_${randomBytes(12).toString('hex')}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { paymentRef, merchantRef: orderId, amountMinor: payment!.amountMinor.toString(), currency: payment!.currency },
  });
  const headers = {
    'content-type': 'application/json',
    [SIGNATURE_HEADER]: signWebhook(options.secret, rawBody, options.signedAt ?? new Date()),
  };
  return { rawBody, headers };
}

export async function sendWebhook(app: FastifyInstance, webhook: { rawBody: string; headers: Record<string, string> }) {
  return app.inject({ method: 'POST', url: '/api/payment/webhooks/sandbox', payload: webhook.rawBody, headers: webhook.headers });
}
