import { execSync } from 'node:child_process';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COUNTRY, DEMO_PRODUCT } from '@store/db/seed';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, databaseKinds } from '../testing/database.ts';
import type { Database } from '@store/db';
import { rawGet } from '../testing/http.ts';

type Headers = IncomingHttpHeaders | Record<string, string | string[] | number | undefined>;

const product = `/${DEMO_COUNTRY}/${DEMO_PRODUCT}`;
const home = `/${DEMO_COUNTRY}/`;
/** A visitor whose country cookie is already the shop's: the page sets nothing and may be shared. */
const returning = { cookie: `country=${DEMO_COUNTRY}` };

/** The `'nonce-…'` of an answer's script-src; fails when the policy is missing or allows inline scripts without one. */
function scriptNonce(headers: Headers): string {
  const policy = String(headers['content-security-policy'] ?? '');
  const scriptSrc = policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));
  expect(scriptSrc, policy).toBeDefined();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc!)?.[1];
  expect(nonce, scriptSrc).toBeDefined();
  return nonce!;
}

/** Every script element of a page, inline or not, carries the policy's nonce. */
function expectScriptsCarry(html: string, nonce: string) {
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
}

/** A page's policy, or a data answer's (JSON, GraphQL), which allows nothing at all. */
function expectSecurityHeaders(headers: Headers, kind: 'page' | 'data' = 'page') {
  const policy = String(headers['content-security-policy']);
  expect(policy).toMatch(/(?:^|;)\s*frame-ancestors 'none'/);
  if (kind === 'data') {
    expect(policy).toMatch(/^default-src 'none'(;|$)/);
  } else {
    expect(policy).toMatch(/(?:^|;)\s*object-src 'none'/);
    expect(policy).toMatch(/(?:^|;)\s*script-src-attr 'none'/);
  }
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

const get = (port: number, path: string, headers: Record<string, string> = {}) =>
  rawGet({ port, path, headers: { host: 'localhost', ...headers } });

// The pages are the built web app's: build it when missing or older than its sources, as
// `npm start` would (without the test run's NODE_ENV, which would make Vite build React's
// development bundles).
beforeAll(() => {
  const { NODE_ENV: _testEnv, ...env } = process.env;
  execSync('node scripts/ensure-build.mjs', { stdio: 'inherit', env });
}, 300_000);

describe.each(databaseKinds)('security headers on %s', (kind) => {
  let database: Database;
  /** The store reached directly, and behind a declared proxy. */
  let direct: FastifyInstance;
  let proxied: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', ROLE: 'web', FRONT_CACHE_MS: '10000' };
    direct = await buildApp({ config: loadConfig(env), database });
    proxied = await buildApp({ config: loadConfig({ ...env, TRUST_PROXY: '127.0.0.1' }), database });
    await direct.listen({ port: 0, host: '127.0.0.1' });
    port = (direct.server.address() as AddressInfo).port;
    await proxied.ready();
  }, 120_000);
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    await database?.close();
  });

  it('sends a page with a nonce policy that every script of the page carries', async () => {
    const page = await direct.inject({ url: product });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers);
    expectScriptsCarry(page.body, scriptNonce(page.headers));
    // Each render its own nonce.
    const again = await direct.inject({ url: `${product}?again` });
    expect(scriptNonce(again.headers)).not.toBe(scriptNonce(page.headers));
  });

  it('sends a page kept by the page cache with the policy of the nonce it was rendered with', async () => {
    const rendered = await direct.inject({ url: home, headers: returning });
    const kept = await direct.inject({ url: home, headers: returning });
    expect(kept.headers.age).toBeDefined();
    expect(kept.body).toBe(rendered.body);
    expectSecurityHeaders(kept.headers);
    expectScriptsCarry(kept.body, scriptNonce(kept.headers));
  });

  it('sends the headers with API answers, errors and the not-found page too', async () => {
    for (const url of [
      '/api/catalog/countries',
      '/api/catalog/zz/products',
      '/api/nothing-here',
      '/generateCsrfToken',
      '/graphql?query={ping}',
    ]) {
      expectSecurityHeaders((await direct.inject({ url })).headers, 'data');
    }
    const unknownPage = await direct.inject({ url: '/no/such/page' });
    expectSecurityHeaders(unknownPage.headers);
    scriptNonce(unknownPage.headers);
    const missing = await direct.inject({ url: '/sg/no-such-game' });
    expect(missing.statusCode).toBe(404);
    expectScriptsCarry(missing.body, scriptNonce(missing.headers));
  });

  it("sends the build's scripts and stylesheet with the subresource headers only; a missing one is a page with the page's", async () => {
    const page = await direct.inject({ url: product });
    const files = [...page.body.matchAll(/(?:href|src)="(\/assets\/[^"#?]+\.(?:js|css))/g)].map((m) => m[1]!);
    expect(files.some((f) => f.endsWith('.css')) && files.some((f) => f.endsWith('.js'))).toBe(true);
    for (const url of files) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const file = await direct.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(file.statusCode, url).toBe(200);
        expect(file.headers.vary).toMatch(/accept-encoding/i);
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(file.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy']) {
          expect(file.headers[name], `${name} on ${url} (${encoding})`).toBeUndefined();
        }
      }
    }
    const overHttps = await proxied.inject({ url: files[0]!, headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    // Files that may be opened as documents (an SVG runs scripts when opened) keep the page's headers.
    expectSecurityHeaders((await direct.inject({ url: '/favicon.svg' })).headers);
    // A name that is no file is answered by the not-found page, with the page's policy and nonce.
    const missing = await direct.inject({ url: '/assets/no-such-file.js' });
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(missing.headers);
    expectScriptsCarry(missing.body, scriptNonce(missing.headers));
  });

  it('sends HSTS only when a declared proxy says the request came over HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await direct.inject({ url: product, headers: https })).headers['strict-transport-security']).toBeUndefined();
    expect((await proxied.inject({ url: product })).headers['strict-transport-security']).toBeUndefined();
    for (const url of [product, '/api/catalog/countries']) {
      expect((await proxied.inject({ url, headers: https })).headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    }
  });

  it('replays kept answers from the front cache with the same headers, the nonce matching the body', async () => {
    for (const [path, headers] of [
      ['/api/catalog/countries', {}],
      [home, returning],
    ] as const) {
      const routed = await get(port, path, headers);
      const before = direct.frontCache.stats().hits;
      const replayed = await get(port, path, headers);
      expect(direct.frontCache.stats().hits, path).toBe(before + 1);
      expectSecurityHeaders(replayed.headers, path === home ? 'page' : 'data');
      expect(replayed.headers['content-security-policy']).toBe(routed.headers['content-security-policy']);
      if (path === home) expectScriptsCarry(replayed.body, scriptNonce(replayed.headers));
    }
  });

  it('never sends a page both shareable and setting a cookie', async () => {
    const first = await direct.inject({ url: home });
    expect(String(first.headers['set-cookie'])).toMatch(/^country=sg;/);
    expect(first.headers['cache-control']).toBe('private, max-age=0');
    // Again from the page cache, to another first-time visitor.
    const again = await direct.inject({ url: home });
    expect(String(again.headers['set-cookie'])).toMatch(/^country=sg;/);
    expect(again.headers['cache-control']).toBe('private, max-age=0');
    // A visitor whose cookie is set already gets the shareable page, with no cookie.
    const shared = await direct.inject({ url: home, headers: returning });
    expect(shared.headers['set-cookie']).toBeUndefined();
    expect(shared.headers['cache-control']).toMatch(/public.*s-maxage=10/);
  });

  it('marks the country cookie Secure over HTTPS through a declared proxy only', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(String((await proxied.inject({ url: `${home}?s`, headers: https })).headers['set-cookie'])).toMatch(/; Secure/);
    expect(String((await direct.inject({ url: `${home}?s`, headers: https })).headers['set-cookie'])).not.toMatch(/Secure/);
  });
});
