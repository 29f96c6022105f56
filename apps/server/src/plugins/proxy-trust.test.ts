import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '@store/db/seed';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { TestBrowser } from '../testing/browser.ts';
import { startStore, type Store as TestApp } from '../testing/store.ts';
import { databaseKinds } from '../testing/database.ts';
import { rawGet } from '../testing/http.ts';

const list = '/api/catalog/sg/products';
const FOOTBALL = DEMO_SITES.football.hostname;
const slugs = (body: string) => (JSON.parse(body) as { data: Array<{ slug: string }> }).data.map((p) => p.slug).sort();

/** A sign-in with wrong credentials: answered with a catalogued error, but counted by the limit. */
function signIn(browser: TestBrowser, headers: Record<string, string>) {
  return browser.post('/api/identity/sign-in', { uid: 'nobody@example.com', uidType: 'email', password: 'Wrong-password-1' }, { headers });
}

describe.each(databaseKinds)('forwarded headers on %s', (kind) => {
  let direct: TestApp;
  /** The same store behind declared proxies: by address, and by hop count. */
  const proxied = new Map<string, FastifyInstance>();

  beforeAll(async () => {
    direct = await startStore(kind, { env: { RATE_LIMIT_PER_MINUTE: '3' } });
    for (const trust of ['127.0.0.1', '1']) {
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '3', ROLE: 'web', TRUST_PROXY: trust });
      const app = await buildApp({ config, database: direct.database, web: false });
      await app.ready();
      proxied.set(trust, app);
    }
  });
  afterAll(async () => {
    for (const app of proxied.values()) await app.close();
    await direct?.close();
  });

  it('trusts none by default: a direct client rotating X-Forwarded-For still meets the rate limit', async () => {
    const browser = new TestBrowser(direct.app);
    const answers = [];
    for (let i = 1; i <= 5; i++) answers.push(await signIn(browser, { 'x-forwarded-for': `203.0.113.${i}` }));
    expect(answers.slice(0, 3).map((a) => a.status)).not.toContain(429);
    for (const limited of answers.slice(3)) {
      expect(limited.status).toBe(429);
      expect(limited.body.resultCode).toBe(10001);
    }
  });

  it.each(['127.0.0.1', '1'])('behind a declared proxy (TRUST_PROXY=%s) limits the client X-Forwarded-For names', async (trust) => {
    const app = proxied.get(trust)!;
    const browser = new TestBrowser(app);
    const client = trust === '1' ? '198.51.100.1' : '198.51.100.2';
    for (let i = 0; i < 3; i++) expect((await signIn(browser, { 'x-forwarded-for': `10.1.1.1, ${client}` })).status).not.toBe(429);
    expect((await signIn(browser, { 'x-forwarded-for': client })).status).toBe(429);
    // Another shopper behind the same proxy is not affected.
    expect((await signIn(browser, { 'x-forwarded-for': `${client}9` })).status).not.toBe(429);
  });

  it('believes X-Forwarded-Host only from a declared proxy: a direct client cannot choose the site', async () => {
    const forged = { host: 'localhost', 'x-forwarded-host': FOOTBALL };
    const fromClient = await direct.app.inject({ url: list, headers: forged });
    const storeList = await direct.app.inject({ url: list, headers: { host: 'localhost' } });
    expect(slugs(fromClient.body)).toEqual(slugs(storeList.body));
    expect(slugs(fromClient.body)).toContain('mobile-legends');

    const fromProxy = await proxied.get('127.0.0.1')!.inject({ url: list, headers: forged });
    expect(slugs(fromProxy.body)).toEqual(['ea-sports-fc-mobile', 'efootball', 'top-eleven']);
    // Not from an address the setting does not name.
    const elsewhere = await proxied.get('127.0.0.1')!.inject({ url: list, headers: forged, remoteAddress: '10.9.9.9' });
    expect(slugs(elsewhere.body)).toEqual(slugs(storeList.body));
  });

  it('believes X-Forwarded-Proto only from a declared proxy: cookies are Secure over HTTPS alone', async () => {
    const cookieOf = async (app: FastifyInstance) => {
      const answer = await app.inject({ url: '/generateCsrfToken', headers: { 'x-forwarded-proto': 'https' } });
      return answer.cookies[0]!;
    };
    expect((await cookieOf(direct.app)).secure).toBeFalsy();
    expect((await cookieOf(proxied.get('127.0.0.1')!)).secure).toBe(true);
  });
});

/** A real HTTP request from a chosen loopback address (the front cache answers before Fastify). */
const get = (port: number, from: string, headers: Record<string, string>) => rawGet({ port, path: list, headers, from });

describe.each(databaseKinds)('front cache behind a declared proxy on %s', (kind) => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    // 127.0.0.1 is the proxy; any other loopback address plays a client that reaches the store directly.
    t = await startStore(kind, { env: { TRUST_PROXY: '127.0.0.1', FRONT_CACHE_MS: '10000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("neither plants nor replays another site's answer for a forged X-Forwarded-Host", async () => {
    const forged = { host: 'localhost', 'x-forwarded-host': FOOTBALL };
    const planted = await get(port, '127.0.0.2', forged);
    const football = ['ea-sports-fc-mobile', 'efootball', 'top-eleven'];
    expect(slugs(planted.body)).not.toEqual(football);
    // The proxy's shopper on the football site gets the football list, not the client's answer.
    expect(slugs((await get(port, '127.0.0.1', forged)).body)).toEqual(football);
    expect(slugs((await get(port, '127.0.0.1', forged)).body)).toEqual(football);
    // And the direct client is not replayed the football site's answer either.
    expect(slugs((await get(port, '127.0.0.3', forged)).body)).toEqual(slugs(planted.body));
  });
});
