import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@store/db';
import { OrderStatus, type OrderSocketMessage } from '@store/contracts';
import { createTestDatabase, databaseKinds } from '../../testing/database.ts';
import {
  openPaymentPage, placeOrder, pressOnPaymentPage, startStore, waitFor, type Store,
} from '../../workflows/test-support.ts';

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
      OrderStatus.PaymentInit, OrderStatus.PaymentPending, OrderStatus.PaymentCompleted,
      OrderStatus.InProgress, OrderStatus.FulfillmentCompleted,
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
    expect(client.messages).toEqual(expect.arrayContaining([
      { type: 'error', code: 404 }, { type: 'error', code: 400 }, { type: 'error', code: 400 },
    ]));
    client.socket.terminate();
  });
});
