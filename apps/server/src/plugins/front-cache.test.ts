import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '@store/db';
import { eq } from '@store/db/orm';
import { DEMO_COUNTRY, DEMO_PRODUCT, DEMO_SITES } from '@store/db/seed';
import { startStore, type Store as TestApp } from '../testing/store.ts';
import { sharedCachePolicy } from './front-cache.ts';
import { databaseKinds } from '../testing/database.ts';

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

const list = `/api/catalog/${DEMO_COUNTRY}/products`;
const FRONT_CACHE_MS = 1000;

/** A real HTTP request (the front cache sits in the server's request event, which `inject` skips). */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host: 'localhost', ...headers }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const slugs = (answer: Answer) => (JSON.parse(answer.body.toString()) as { data: Array<{ slug: string; name: string }> }).data;

describe('what a shared cache may keep', () => {
  it('keeps public answers for the cache period, or less when the answer says so', () => {
    expect(sharedCachePolicy({ 'cache-control': 'public, max-age=30', vary: 'accept-encoding' }, 1000)).toEqual({
      vary: ['accept-encoding'],
      ttlMs: 1000,
    });
    expect(sharedCachePolicy({ 'cache-control': 'public, max-age=0, s-maxage=10', vary: 'Cookie, Accept-Encoding' }, 1000)).toEqual({
      vary: ['accept-encoding', 'cookie'],
      ttlMs: 1000,
    });
    expect(sharedCachePolicy({ 'cache-control': 's-maxage=1' }, 5000)).toEqual({ vary: [], ttlMs: 1000 });
  });

  it('keeps nothing private, uncacheable, varying on everything, or setting a cookie for anyone', () => {
    for (const headers of [
      {},
      { 'cache-control': 'max-age=30' },
      { 'cache-control': 'public, max-age=0' },
      { 'cache-control': 'private, max-age=30' },
      { 'cache-control': 'public, no-store' },
      { 'cache-control': 'public, s-maxage=10, no-cache' },
      { 'cache-control': 'public, max-age=30', vary: '*' },
      { 'cache-control': 'public, max-age=30', 'set-cookie': ['a=1'] },
    ])
      expect(sharedCachePolicy(headers, 1000), JSON.stringify(headers)).toBeNull();
    expect(sharedCachePolicy({ 'cache-control': 'public, max-age=30' }, 0)).toBeNull();
    expect(sharedCachePolicy({ 'cache-control': 'public, s-maxage=10', vary: 'cookie', 'set-cookie': ['a=1'] }, 1000)).not.toBeNull();
  });
});

describe.each(databaseKinds)('front cache on %s', (kind) => {
  let t: TestApp;
  let port: number;
  let at = Date.now();
  const hits = () => t.app.frontCache.stats().hits;

  beforeAll(async () => {
    t = await startStore(kind, { env: { FRONT_CACHE_MS: String(FRONT_CACHE_MS) }, now: () => at });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });
  // Each test starts with nothing kept: whatever an earlier test left has expired.
  beforeEach(() => {
    at += FRONT_CACHE_MS * 10;
  });

  it('replays a public answer ahead of the router, byte for byte, with its own request id', async () => {
    const routed = await get(port, list, { 'accept-encoding': 'br' });
    const before = hits();
    const replayed = await get(port, list, { 'accept-encoding': 'br' });
    expect(hits()).toBe(before + 1);
    expect(replayed.status).toBe(200);
    expect(replayed.body.equals(routed.body)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(replayed.body).toString()).resultCode).toBe(0);
    const { 'x-request-id': routedId, date: _d1, ...routedHeaders } = routed.headers;
    const { 'x-request-id': replayedId, date: _d2, ...replayedHeaders } = replayed.headers;
    expect(replayedHeaders).toEqual(routedHeaders);
    expect(replayedId).toMatch(/^[\w-]+$/);
    expect(replayedId).not.toBe(routedId);
  });

  it('replays answers serialized by the route as well as those it keeps as bytes', async () => {
    for (const path of ['/api/catalog/countries', `/api/catalog/${DEMO_COUNTRY}/products/${DEMO_PRODUCT}`]) {
      const routed = await get(port, path);
      const before = hits();
      const replayed = await get(port, path);
      expect(hits(), path).toBe(before + 1);
      expect(replayed.body.toString()).toBe(routed.body.toString());
      expect(replayed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(replayed.headers['content-length']).toBe(String(routed.body.length));
    }
  });

  it('replays for the cache period only, then asks the route again', async () => {
    const first = await get(port, list);
    const name = slugs(first).find((p) => p.slug === DEMO_PRODUCT)!.name;
    await t.database.db
      .update(products)
      .set({ name: `${name} (renamed)` })
      .where(eq(products.slug, DEMO_PRODUCT));
    try {
      t.app.services.catalog.clearCache();
      at += FRONT_CACHE_MS - 1;
      expect(slugs(await get(port, list)).find((p) => p.slug === DEMO_PRODUCT)!.name).toBe(name);
      at += 1;
      const before = hits();
      expect(slugs(await get(port, list)).find((p) => p.slug === DEMO_PRODUCT)!.name).toBe(`${name} (renamed)`);
      expect(hits()).toBe(before);
    } finally {
      await t.database.db.update(products).set({ name }).where(eq(products.slug, DEMO_PRODUCT));
      t.app.services.catalog.clearCache();
    }
  });

  it('keeps each site, coding and URL apart', async () => {
    const asked: Array<Record<string, string>> = [
      { host: DEMO_SITES.store.hostname, 'accept-encoding': 'br' },
      { host: DEMO_SITES.store.hostname },
      { host: DEMO_SITES.football.hostname },
    ];
    const routed = await Promise.all(asked.map((headers) => get(port, list, headers)));
    const replayed = await Promise.all(asked.map((headers) => get(port, list, headers)));
    for (const [i, answer] of replayed.entries()) {
      expect(answer.body.equals(routed[i]!.body), JSON.stringify(asked[i])).toBe(true);
      expect(answer.headers['content-encoding']).toBe(routed[i]!.headers['content-encoding']);
    }
    expect(replayed[0]!.headers['content-encoding']).toBe('br');
    expect(replayed[1]!.headers['content-encoding']).toBeUndefined();
    // The football site sells football games only: its list is not the store's.
    const store = slugs(replayed[1]!).map((p) => p.slug);
    const football = slugs(replayed[2]!).map((p) => p.slug);
    expect(football).toContain('efootball');
    expect(football.length).toBeLessThan(store.length);
    expect(slugs(await get(port, '/api/catalog/my/products')).every((p) => p.slug)).toBe(true);
    expect((await get(port, '/api/catalog/my/products')).body.equals(replayed[1]!.body)).toBe(false);
  });

  it('answers 304 from the kept answer to a client that holds it', async () => {
    const routed = await get(port, list, { 'accept-encoding': 'br' });
    const etag = routed.headers.etag!;
    const before = hits();
    const held = await get(port, list, { 'accept-encoding': 'br', 'if-none-match': `W/${etag}` });
    expect(hits()).toBe(before + 1);
    expect(held.status).toBe(304);
    expect(held.body.length).toBe(0);
    expect(held.headers.etag).toBe(etag);
    expect(held.headers['cache-control']).toBe(routed.headers['cache-control']);
    expect(held.headers['content-encoding']).toBeUndefined();
    expect((await get(port, list, { 'accept-encoding': 'br', 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('leaves credentials, errors, other methods and answers no shared cache may keep to the router', async () => {
    await get(port, list);
    const before = hits();
    expect((await get(port, list, { authorization: 'Bearer x' })).status).toBe(200);
    // Not found, twice: a 404 is never kept.
    for (let i = 0; i < 2; i++) expect((await get(port, '/api/catalog/zz/products')).status).toBe(404);
    // Routes that do not opt in are never kept, whatever they answer.
    for (let i = 0; i < 2; i++) expect((await get(port, '/healthz')).status).toBe(200);
    expect(hits()).toBe(before);
  });

  it('sends everything through the router once the store is closing', async () => {
    const front = t.app.frontCache;
    await get(port, list);
    const before = hits();
    front.close();
    expect((await get(port, list)).status).toBe(200);
    expect(front.stats()).toMatchObject({ hits: before, entries: 0 });
  });
});

describe.each(databaseKinds)('front cache switched off on %s', (kind) => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startStore(kind, { env: { FRONT_CACHE_MS: '0' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('with FRONT_CACHE_MS=0 keeps and replays nothing: every request goes through the router', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await get(port, list, { 'accept-encoding': 'br' }));
    expect(t.app.frontCache.stats()).toEqual({ hits: 0, entries: 0, bytes: 0 });
    const ids = new Set(answers.map((answer) => answer.headers['x-request-id']));
    expect(ids.size).toBe(3);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.equals(answers[0]!.body)).toBe(true);
      expect(answer.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    }
  });
});
