// The write path's HTTP skeleton, started by bench/write-path.ts in the same run as the store: the
// same exchanges an order makes with the store (the order call, the hosted payment page and its
// form, two signed webhooks sent over HTTP to itself, the websocket that follows the order to
// delivered), with the orders kept in memory and nothing else done. It is the ceiling any store
// with this flow reaches on this machine without a database.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import { OrderStatus } from '@store/contracts';
import { SIGNATURE_HEADER, signWebhook, verifyWebhookSignature } from '../apps/server/src/providers/payment/signature.ts';

const port = Number(process.env.PORT ?? 3311);
const base = `http://127.0.0.1:${port}`;
const secret = 'skeleton-webhook-secret';

type Order = { id: string; status: number; watchers: Set<(status: number) => void> };
const orders = new Map<string, Order>();

function move(order: Order, status: number) {
  order.status = status;
  for (const watcher of order.watchers) watcher(status);
}

const app = Fastify({ logger: false });
await app.register(websocket);
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
  done(null, Object.fromEntries(new URLSearchParams(body as string))),
);
// Webhooks are verified on their raw bytes, as the store verifies them.
app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

app.get('/readyz', async () => ({ ready: true }));

app.post('/api/order', async (request) => {
  const body = JSON.parse(request.body as string) as { userId?: string };
  if (!body.userId) throw new Error('no player');
  const id = `ord_${randomBytes(12).toString('hex')}`;
  orders.set(id, { id, status: OrderStatus.PaymentInit, watchers: new Set() });
  return { code: 0, data: { orderId: id, paymentUrl: `${base}/pay/${id}` } };
});

app.get('/pay/:id', async (request, reply) => {
  const order = orders.get((request.params as { id: string }).id);
  if (!order) return reply.status(404).send();
  return reply
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><form method="post"><button name="action" value="approve">Approve</button></form>`);
});

async function sendWebhook(type: string, orderId: string) {
  const body = JSON.stringify({ id: `evt_${randomBytes(8).toString('hex')}`, type, merchantRef: orderId, occurredAt: new Date() });
  const response = await fetch(`${base}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(secret, body, new Date()) },
    body,
  });
  await response.arrayBuffer();
}

app.post('/pay/:id', async (request, reply) => {
  const id = (request.params as { id: string }).id;
  if (!orders.has(id) || (request.body as { action?: string }).action !== 'approve') return reply.status(400).send();
  // As the provider does: the shopper is sent back at once, the webhooks follow.
  setImmediate(() => void sendWebhook('payment.pending', id).then(() => sendWebhook('payment.succeeded', id)));
  return reply.status(303).header('location', `${base}/order/${id}`).send();
});

app.post('/webhook', async (request, reply) => {
  const raw = request.body as string;
  const signature = verifyWebhookSignature(secret, raw, request.headers[SIGNATURE_HEADER] as string, new Date(), 300);
  if (!signature.ok) return reply.status(401).send();
  const event = JSON.parse(raw) as { type: string; merchantRef: string };
  const order = orders.get(event.merchantRef);
  if (!order) return reply.status(404).send();
  if (event.type === 'payment.pending') move(order, OrderStatus.PaymentPending);
  if (event.type === 'payment.succeeded') {
    move(order, OrderStatus.PaymentCompleted);
    // The delivery, as the store's job does it: started, then done, each announced.
    setImmediate(() => {
      move(order, OrderStatus.InProgress);
      setImmediate(() => move(order, OrderStatus.FulfillmentCompleted));
    });
  }
  return { received: true };
});

app.get('/ws', { websocket: true }, (socket) => {
  socket.on('message', (raw: { toString(): string }) => {
    const request = JSON.parse(raw.toString()) as { orderId: string };
    const order = orders.get(request.orderId);
    if (!order) return socket.send(JSON.stringify({ type: 'error', code: 404 }));
    const send = (status: number) => socket.send(JSON.stringify({ type: 'order', order: { id: order.id, status } }));
    order.watchers.add(send);
    socket.once('close', () => order.watchers.delete(send));
    send(order.status);
  });
});

await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
