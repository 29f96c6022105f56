import WebSocket from 'ws';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@store/db';
import { OrderStatus, type OrderSocketMessage } from '@store/contracts';
import { createTestDatabase, databaseKinds } from '../../testing/database.ts';
import { openPaymentPage, placeOrder, pressOnPaymentPage, startStore, waitFor, type Store } from '../../testing/store.ts';

type Client = Awaited<ReturnType<Store['app']['injectWS']>>;

/** A websocket client that keeps every message it receives. */
async function connect(store: Store) {
  const socket: Client = await store.app.injectWS('/ws');
  const messages: OrderSocketMessage[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
  return { socket, messages, send: (value: unknown) => socket.send(typeof value === 'string' ? value : JSON.stringify(value)) };
}

describe.each(databaseKinds)('order updates over the websocket on %s', (kind) => {
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

  it('sends the order at once and again on every status change until it is delivered', async () => {
    const order = await placeOrder(store.app);
    const client = await connect(store);
    client.send({ type: 'subscribe', orderId: order.orderId });
    await waitFor(() => client.messages.length >= 1, { message: 'the first order message' });
    expect(client.messages[0]).toMatchObject({ type: 'order', order: { orderId: order.orderId, status: OrderStatus.PaymentInit } });

    await openPaymentPage(store.app, order.paymentUrl);
    await pressOnPaymentPage(store.app, order.paymentUrl, 'approve');
    const statuses = () => client.messages.flatMap((m) => (m.type === 'order' ? [m.order.status] : []));
    await waitFor(() => statuses().includes(OrderStatus.FulfillmentCompleted), { message: 'the delivered status to be pushed' });

    // Updates arrive in the order's own order (two changes close together may show as the later one).
    const path = [
      OrderStatus.PaymentInit,
      OrderStatus.PaymentPending,
      OrderStatus.PaymentCompleted,
      OrderStatus.InProgress,
      OrderStatus.FulfillmentCompleted,
    ] as number[];
    const positions = statuses().map((s) => path.indexOf(s));
    expect(positions.every((p, i) => p >= 0 && (i === 0 || p >= positions[i - 1]!))).toBe(true);
    expect(statuses().at(-1)).toBe(OrderStatus.FulfillmentCompleted);
    expect(new Set(statuses()).size).toBeGreaterThanOrEqual(3);
    client.socket.terminate();
    await waitFor(() => store.app.services.realtime.subscriberCount() === 0, { message: 'the subscription to be dropped' });
  });

  it('answers an unknown order with 404 and a malformed message with 400', async () => {
    const client = await connect(store);
    client.send({ type: 'subscribe', orderId: 'ord_AAAAAAAAAAAAAAAAAAAAAA' });
    client.send('not json');
    client.send({ type: 'subscribe', orderId: 'ord_x', extra: 1 });
    await waitFor(() => client.messages.length >= 3, { message: 'three answers' });
    expect(client.messages).toEqual(
      expect.arrayContaining([
        { type: 'error', code: 404 },
        { type: 'error', code: 400 },
        { type: 'error', code: 400 },
      ]),
    );
    client.socket.terminate();
  });
});

/** A websocket handshake over a real connection (Fastify reads scheme and proxy trust from the socket): the status it gets. */
function handshake(port: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: '/ws',
      agent: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...headers,
      },
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode!);
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.on('error', reject);
    request.end();
  });
}

describe.each(databaseKinds)('websocket origins on %s', (kind) => {
  let database: Database;
  const stores: Store[] = [];
  const ports = new Map<string, number>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    for (const trust of ['', '127.0.0.1']) {
      const store = await startStore(database, { env: trust ? { TRUST_PROXY: trust } : {} });
      await store.app.listen({ port: 0, host: '127.0.0.1' });
      stores.push(store);
      ports.set(trust, (store.app.server.address() as AddressInfo).port);
    }
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    await database?.close();
  });

  it("accepts handshakes from the site's own origin only, and refuses others with 403 before the upgrade", async () => {
    const port = ports.get('')!;
    const host = { host: 'localhost:3000' };
    expect(await handshake(port, { ...host, origin: 'http://localhost:3000' })).toBe(101);
    expect(await handshake(port, { ...host, origin: 'HTTP://LOCALHOST:3000' })).toBe(101);
    // Not a browser: no page of another site is involved.
    expect(await handshake(port, host)).toBe(101);
    // Pages of other sites, schemes and ports; an opaque origin; and a forged forwarded origin
    // from a client that is not a declared proxy.
    const others: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'https://localhost:3000' },
      { origin: 'http://localhost:3001' },
      { origin: 'http://football.localhost:3000' },
      { origin: 'null' },
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ];
    for (const headers of others) expect(await handshake(port, { ...host, ...headers }), JSON.stringify(headers)).toBe(403);
  });

  it('behind a declared proxy, takes the origin the proxy says the shopper used', async () => {
    const port = ports.get('127.0.0.1')!;
    const proxied = { host: 'store.internal:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' };
    expect(await handshake(port, { ...proxied, origin: 'https://shop.example' })).toBe(101);
    expect(await handshake(port, { ...proxied, origin: 'http://store.internal:3000' })).toBe(403);
  });
});

describe('websocket limits', () => {
  let database: Database;
  let store: Store;
  let port: number;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    // A declared proxy on loopback, so the test can speak for several client addresses.
    store = await startStore(database, { env: { TRUST_PROXY: '127.0.0.1', WEBSOCKETS_MAX: '5', WEBSOCKETS_PER_ADDRESS: '3' } });
    await store.app.listen({ port: 0, host: '127.0.0.1' });
    port = (store.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await store?.close();
    await database?.close();
  });

  /** Opens a socket for a client address: the handshake's status (101 when it stays open). */
  async function open(address: string): Promise<number> {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { 'x-forwarded-for': address } });
    return new Promise((resolve) => {
      socket.once('open', () => {
        sockets.push(socket);
        resolve(101);
      });
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('error', () => resolve(0));
    });
  }

  it('refuses a client address past its share, and anyone past the total, until sockets close', async () => {
    for (let i = 0; i < 3; i++) expect(await open('203.0.113.1')).toBe(101);
    expect(await open('203.0.113.1')).toBe(429);
    expect(await open('203.0.113.2')).toBe(101);
    expect(await open('203.0.113.2')).toBe(101);
    expect(await open('203.0.113.3')).toBe(429);

    const closed = new Promise((resolve) => sockets[0]!.once('close', resolve));
    sockets.shift()!.close();
    await closed;
    await waitFor(async () => (await open('203.0.113.3')) === 101, { message: 'a place freed by a closed socket' });
  });
});
