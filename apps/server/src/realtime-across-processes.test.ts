import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, type OrderSocketMessage } from '@store/contracts';
import { createServerDatabase } from './testing/database.ts';
import { spawnStore, type StoreProcess } from './testing/store-process.ts';
import { orderRequest, waitFor } from './testing/store.ts';

/**
 * The web/worker split on a PostgreSQL server, as real processes: the worker delivers the order,
 * and the web process's websocket still sees every status up to delivered (order changes fan out
 * through LISTEN/NOTIFY, docs/decisions/0023).
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('order updates across a web and a worker process', () => {
  let server: { url: string; drop(): Promise<void> };
  let web: StoreProcess;
  let worker: StoreProcess;

  beforeAll(async () => {
    server = await createServerDatabase();
    const env = {
      DATABASE_URL: server.url,
      SANDBOX_WEBHOOK_DELAY_MS: '50',
      SANDBOX_PUBLISHER_LATENCY_MS: '20',
      JOB_POLL_INTERVAL_MS: '50',
    };
    web = await spawnStore({ ...env, ROLE: 'web' });
    await web.ready();
    worker = await spawnStore({ ...env, ROLE: 'worker' });
    await worker.ready();
  }, 180_000); // two real processes start one after the other
  afterAll(async () => {
    await Promise.all([web?.stop(), worker?.stop()]);
    await server?.drop();
  });

  it(
    'pushes every status to the web process socket, delivered included, although the worker delivered it',
    { timeout: 90_000 },
    async () => {
      const placed = await fetch(`${web.url}/api/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(orderRequest()),
      });
      expect(placed.status).toBe(200);
      const { orderId, paymentUrl } = ((await placed.json()) as { data: { orderId: string; paymentUrl: string } }).data;

      const socket = new WebSocket(`${web.url.replace('http', 'ws')}/ws`, { headers: { origin: web.url } });
      const messages: OrderSocketMessage[] = [];
      socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as OrderSocketMessage));
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      socket.send(JSON.stringify({ type: 'subscribe', orderId }));
      const statuses = () => messages.flatMap((m) => (m.type === 'order' ? [m.order.status] : []));
      await waitFor(() => statuses().length >= 1, { message: 'the first order message' });

      expect((await fetch(paymentUrl)).status).toBe(200);
      const approved = await fetch(paymentUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=approve',
      });
      expect(approved.status).toBe(303);
      await waitFor(() => statuses().includes(OrderStatus.FulfillmentCompleted), {
        timeoutMs: 30_000,
        message: 'delivered, pushed by the web process',
      });
      expect(statuses()).toEqual(expect.arrayContaining([OrderStatus.PaymentCompleted, OrderStatus.FulfillmentCompleted]));
      socket.terminate();
    },
  );
});
