import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { STORE_SITE } from '@store/contracts';
import type { Database } from '@store/db';
import { DEMO_COUNTRY, DEMO_PRODUCT } from '@store/db/seed';
import { createTestDatabase, databaseKinds } from '../../testing/database.ts';
import { signWebhook, SIGNATURE_HEADER } from '../../providers/payment/index.ts';
import { orderRequest, placeOrder, rowCounts, startStore, type Store } from '../../testing/store.ts';

const json = { 'content-type': 'application/json' };
const huge = JSON.stringify({ ...orderRequest(), email: `${'a'.repeat(70 * 1024)}@example.com` });
let nested = '1';
for (let i = 0; i < 5000; i++) nested = `[${nested}]`;

/** Bodies no client should be able to turn into anything but a catalogued 4xx. */
const bodies: [string, Omit<InjectOptions, 'method' | 'url'>, number][] = [
  ['malformed JSON', { payload: '{"countryCode":', headers: json }, 400],
  ['empty JSON body', { payload: '', headers: json }, 400],
  ['no body at all', {}, 400],
  ['JSON null', { payload: 'null', headers: json }, 400],
  ['JSON array', { payload: '[]', headers: json }, 400],
  ['JSON string', { payload: '"order"', headers: json }, 400],
  ['empty object', { payload: '{}', headers: json }, 400],
  ['wrong types', { payload: JSON.stringify({ ...orderRequest(), paymentChannelId: 'card', acceptedTerms: 'yes' }), headers: json }, 400],
  [
    'number out of range',
    { payload: JSON.stringify(orderRequest()).replace(/"paymentChannelId":\d+/, '"paymentChannelId":1e400'), headers: json },
    400,
  ],
  ['extra fields', { payload: JSON.stringify({ ...orderRequest(), priceMinor: '1' }), headers: json }, 400],
  ['prototype pollution', { payload: `{"__proto__":{"admin":true},${JSON.stringify(orderRequest()).slice(1)}`, headers: json }, 400],
  ['control characters in ids', { payload: JSON.stringify({ ...orderRequest(), userId: '123\u0000456' }), headers: json }, 400],
  ['deeply nested', { payload: nested, headers: json }, 400],
  ['body over 64 KiB', { payload: huge, headers: json }, 413],
  ['XML', { payload: '<order/>', headers: { 'content-type': 'application/xml' } }, 415],
  ['form-encoded', { payload: 'countryCode=sg', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
  ['plain text', { payload: 'buy', headers: { 'content-type': 'text/plain' } }, 400],
  ['odd charset', { payload: '{}', headers: { 'content-type': 'application/json; charset=nope' } }, 400],
  ['no content type', { payload: JSON.stringify(orderRequest()), headers: { 'content-type': '' } }, 415],
];

describe.each(databaseKinds)('bad input on %s', (kind) => {
  let database: Database;
  let store: Store;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store = await startStore(database);
    // Something to leave untouched.
    await placeOrder(store.app);
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  async function expectRefused(request: InjectOptions, status: number) {
    const before = await rowCounts(database);
    const answer = await store.app.inject(request);
    expect(answer.statusCode, answer.body).toBe(status);
    const body = answer.json();
    expect(
      Object.keys(body)
        .filter((k) => k !== 'errorMessage')
        .sort(),
    ).toEqual(['data', 'resultCode', 'resultMessage']);
    expect(body.resultCode).not.toBe(0);
    expect(typeof body.resultMessage).toBe('string');
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts|FST_|SyntaxError/);
    expect(await rowCounts(database)).toEqual(before);
    return body;
  }

  for (const url of ['/api/order', '/api/order/validate-player', '/api/order/search']) {
    it.each(bodies)(`POST ${url}: %s`, async (_name, request, status) => {
      await expectRefused({ method: 'POST', url, ...request }, status);
    });
  }

  it.each([
    ['malformed JSON', '{"id":', 400],
    ['a signed event of the wrong shape', JSON.stringify({ id: 'evt_1', type: 'payment.refunded' }), 400],
    ['a signed event for an unknown payment', null, 200],
  ] as const)('payment webhook: %s', async (_name, rawBody, status) => {
    const body =
      rawBody ??
      JSON.stringify({
        id: 'evt_00112233445566778899aabb',
        type: 'payment.succeeded',
        created: Math.floor(Date.now() / 1000),
        data: { paymentRef: 'sbp_doesnotexist000', merchantRef: 'ord_nothing', amountMinor: '100', currency: 'SGD' },
      });
    const headers = { ...json, [SIGNATURE_HEADER]: signWebhook(store.config.payment.webhookSecret, body, new Date()) };
    if (status === 200) {
      // Acknowledged so the provider stops retrying, recorded, and nothing else changes.
      const answer = await store.app.inject({ method: 'POST', url: '/api/payment/webhooks/sandbox', payload: body, headers });
      expect(answer.statusCode).toBe(200);
      return;
    }
    await expectRefused({ method: 'POST', url: '/api/payment/webhooks/sandbox', payload: body, headers }, status);
  });

  it.each([
    ['huge webhook', { payload: 'x'.repeat(70 * 1024), headers: json }, 413],
    ['webhook in XML', { payload: '<event/>', headers: { 'content-type': 'application/xml' } }, 415],
    ['unsigned webhook', { payload: '{}', headers: json }, 401],
  ] as const)('payment webhook: %s', async (_name, request, status) => {
    await expectRefused({ method: 'POST', url: '/api/payment/webhooks/sandbox', ...request }, status);
  });

  it('answers an unknown provider and unknown routes with 404', async () => {
    await expectRefused({ method: 'POST', url: '/api/payment/webhooks/stripe', payload: '{}', headers: json }, 404);
    await expectRefused({ method: 'DELETE', url: '/api/order/ord_AAAAAAAAAAAAAAAAAAAAAA' }, 404);
    await expectRefused({ method: 'GET', url: '/api/order/ord_AAAAAAAAAAAAAAAAAAAAAA' }, 404);
  });

  it('keeps the hosted page safe from bad input', async () => {
    const before = await rowCounts(database);
    const unknown = await store.app.inject({ method: 'GET', url: '/sandbox/pay/sbp_doesnotexist000' });
    expect(unknown.statusCode).toBe(404);
    const order = await placeOrder(store.app);
    const path = new URL(order.paymentUrl).pathname;
    const head = await store.app.inject({ method: 'HEAD', url: path });
    expect(head.statusCode).toBe(200);
    expect((await store.sandbox.payment.getStatus(path.split('/').at(-1)!))?.status).toBe('created');
    const noAction = await store.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=refund',
    });
    expect(noAction.statusCode).toBe(400);
    expect(noAction.body).toContain('Approve payment');
    const after = await rowCounts(database);
    // Only the order placed here was added.
    expect(after.orders).toBe(before.orders + 1);
    expect(after.paymentWebhooks).toBe(before.paymentWebhooks);
    expect((await store.app.services.orders.getOrderView(STORE_SITE.id, order.orderId, null))?.status).toBe(1);
  });

  it('validates the player only for a product the country sells', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/api/order/validate-player',
        headers: json,
        payload: JSON.stringify({ countryCode: DEMO_COUNTRY, productSlug: DEMO_PRODUCT, userId: '../../etc/passwd' }),
      },
      400,
    );
  });
});
