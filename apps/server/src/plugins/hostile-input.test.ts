import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { DEMO_COUNTRY, DEMO_PRODUCT } from '@store/db/seed';
import { createTestDatabase, databaseKinds } from '../testing/database.ts';
import { orderRequest, placeOrder, rowCounts, startStore, type Store } from '../testing/store.ts';
import type { Database } from '@store/db';
import { holdsNul, isHostileTarget } from './hostile-input.ts';
import { pageUrl } from './web.ts';

const json = { 'content-type': 'application/json' };

/** Requests PostgreSQL would refuse or that name another host: each a catalogued 400. */
const hostile: [string, InjectOptions, number][] = [
  [
    'NUL in the search query',
    {
      method: 'POST',
      url: '/api/order/search',
      headers: json,
      payload: JSON.stringify({ query: 'mobile\u0000', countryCode: DEMO_COUNTRY }),
    },
    227,
  ],
  [
    'NUL in denominationId',
    { method: 'POST', url: '/api/order', headers: json, payload: JSON.stringify(orderRequest({ denominationId: 'den\u0000' })) },
    227,
  ],
  [
    'NUL in locale',
    { method: 'POST', url: '/api/order', headers: json, payload: JSON.stringify(orderRequest({ locale: 'en-SG\u0000' })) },
    227,
  ],
  [
    'NUL in a body key',
    { method: 'POST', url: '/api/order', headers: json, payload: `{"a\\u0000":1,${JSON.stringify(orderRequest()).slice(1)}` },
    227,
  ],
  [
    'NUL deep in a GraphQL variable',
    {
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: JSON.stringify({
        query: 'mutation($i: SetOrderUidInput!) { setOrderUid(input: $i) { statusCode } }',
        variables: { i: { txnId: 'ord_\u0000', medium: 'email', uid: 'a@b.co' } },
      }),
    },
    227,
  ],
  [
    'other control characters in the search query',
    {
      method: 'POST',
      url: '/api/order/search',
      headers: json,
      payload: JSON.stringify({ query: 'mobile\u001b[2J', countryCode: DEMO_COUNTRY }),
    },
    227,
  ],
  ['NUL in the catalogue path', { method: 'GET', url: `/api/catalog/${DEMO_COUNTRY}/products/mobile%00` }, 400],
  ['NUL in an order id', { method: 'GET', url: '/api/order/ord_%00' }, 400],
  ['NUL in a query string', { method: 'GET', url: '/api/order/history?days=%00' }, 400],
  ['NUL in a GraphQL GET', { method: 'GET', url: '/graphql?query=%7Bping%7D%00' }, 400],
  ['the path //', { method: 'GET', url: '//' }, 400],
  ['the path ///', { method: 'GET', url: '///' }, 400],
  ['the path //a:b@c', { method: 'GET', url: '//a:b@c' }, 400],
  ['a protocol-relative page path', { method: 'GET', url: `//evil.example/${DEMO_COUNTRY}/` }, 400],
];

describe.each(databaseKinds)('hostile input on %s', (kind) => {
  let database: Database;
  let store: Store;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store = await startStore(database);
    await placeOrder(store.app);
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  it.each(hostile)('%s: the catalogued 400, nothing stored', async (_name, request, resultCode) => {
    const before = await rowCounts(database);
    const answer = await store.app.inject(request);
    expect(answer.statusCode, answer.body).toBe(400);
    const body = answer.json();
    if (String(request.url).startsWith('/graphql')) {
      // GraphQL answers in its own shape, with the catalogued key as the message.
      expect(body).toEqual({
        data: null,
        errors: [expect.objectContaining({ message: resultCode === 227 ? 'transaction.invalidParameters' : 'api.badRequest' })],
      });
    } else {
      expect(body.resultCode).toBe(resultCode);
      expect(typeof body.resultMessage).toBe('string');
    }
    expect(await rowCounts(database)).toEqual(before);
  });

  it('still answers the same requests without the hostile part', async () => {
    const search = await store.app.inject({
      method: 'POST',
      url: '/api/order/search',
      headers: json,
      payload: JSON.stringify({ query: 'mobile', countryCode: DEMO_COUNTRY }),
    });
    expect(search.statusCode).toBe(200);
    const product = await store.app.inject({ method: 'GET', url: `/api/catalog/${DEMO_COUNTRY}/products/${DEMO_PRODUCT}` });
    expect(product.statusCode).toBe(200);
    // An encoded percent sign is not NUL.
    const percent = await store.app.inject({
      method: 'POST',
      url: '/api/order/search',
      headers: json,
      payload: JSON.stringify({ query: '%00', countryCode: DEMO_COUNTRY }),
    });
    expect(percent.statusCode).toBe(200);
  });
});

describe('the guard', () => {
  it('knows a hostile target', () => {
    for (const url of [
      '//',
      '///',
      '//a:b@c',
      '//evil.example/sg/',
      '*',
      'http://evil.example/',
      '/a%00',
      '/a?b=%00',
      '/a?b=%2500%00',
      '/\u0000',
    ]) {
      expect(isHostileTarget(url), url).toBe(true);
    }
    for (const url of ['/', '/sg/', '/sg/search/a%2500', '/api/order?x=%01']) expect(isHostileTarget(url), url).toBe(false);
  });

  it('finds NUL anywhere in a body, however deep', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
    expect(holdsNul({ a: [{ b: 'x' }, { ['c\u0000']: 1 }] })).toBe(true);
    expect(holdsNul({ a: [{ b: 'x' }, null, 3, true] })).toBe(false);
    expect(holdsNul('text')).toBe(false);
  });
});

describe('the page URL handed to React Router', () => {
  it("stays on the request's origin whatever the path", () => {
    for (const path of ['//evil.example/sg/', '/\\evil.example/sg/', '///evil.example', '/..//evil.example', '/sg/../../evil']) {
      const url = pageUrl('http', 'store.test', path);
      expect(url?.host, path).toBe('store.test');
    }
    expect(pageUrl('https', 'store.test:8443', '/sg/?q=1')?.href).toBe('https://store.test:8443/sg/?q=1');
  });

  it('refuses a Host that is not a plain host', () => {
    for (const host of ['evil.example/x', 'user@evil.example', 'a b', '', 'evil.example?x'])
      expect(pageUrl('http', host, '/sg/'), host).toBeNull();
  });
});
