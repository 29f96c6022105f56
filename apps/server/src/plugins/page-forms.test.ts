import { execSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, type Database } from '@store/db';
import { DEMO_COUNTRY, DEMO_PRODUCT } from '@store/db/seed';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, databaseKinds } from '../testing/database.ts';

// A form the browser sends itself, before the page's scripts run or without them, reaches its
// route's action (ADR 0025): the product page checks its checkout and answers with every error.

const product = `/${DEMO_COUNTRY}/${DEMO_PRODUCT}`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const en = (namespace: string) => import(`../../../../packages/i18n/src/en/${namespace}.json`, { with: { type: 'json' } });

// The pages are the built web app's (see security-headers.test.ts).
beforeAll(() => {
  const { NODE_ENV: _testEnv, ...env } = process.env;
  execSync('node scripts/ensure-build.mjs', { stdio: 'inherit', env });
}, 300_000);

describe.each(databaseKinds)('forms posted to pages on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let errors: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ROLE: 'web', FRONT_CACHE_MS: '10000' }), database });
    await app.ready();
    errors = (await en('checkout')).default.checkout.errors;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (url: string, payload: string, headers: Record<string, string> = form) =>
    app.inject({ method: 'POST', url, headers: { host: 'localhost', ...headers }, payload });

  it('answers a checkout with problems with every error at once, what was typed kept, and never for a cache', async () => {
    // A page the caches hold already must not answer the post.
    expect((await app.inject({ url: product, headers: { host: 'localhost', cookie: `country=${DEMO_COUNTRY}` } })).statusCode).toBe(200);
    const page = await post(product, 'userId=&zoneId=2001&contactMethod=email&email=not-an-email');
    expect(page.statusCode).toBe(400);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const message of [
      errors.userIdRequired!.replace('{{label}}', 'User ID'),
      errors.denominationRequired,
      errors.channelRequired,
      errors.emailInvalid,
      errors.termsRequired,
    ]) {
      expect(page.body).toContain(`<span>${message}</span>`);
    }
    expect(page.body).not.toContain(`<span>${errors.zoneRequired}</span>`);
    expect(page.body).toMatch(/<input[^>]*autofocus=""[^>]*name="userId"/);
    expect(page.body).toMatch(/<input[^>]*name="email"[^>]*value="not-an-email"/);
  });

  it("makes no order of a complete checkout, and says the order needs the page's scripts", async () => {
    const needsScript = (await en('checkout')).default.checkout.needsScript;
    // The first amount and channel the page offers, as a shopper would pick them.
    const offered = (await app.inject({ url: product, headers: { host: 'localhost' } })).body;
    const valueOf = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]+)"`).exec(offered)![1]!;
    const page = await post(
      product,
      new URLSearchParams({
        userId: '12345671',
        zoneId: '2001',
        denomination: valueOf('denomination'),
        paymentChannel: valueOf('paymentChannel'),
        contactMethod: 'email',
        email: 'shopper@example.com',
        acceptedTerms: 'on',
      }).toString(),
    );
    expect(page.statusCode, page.body.slice(0, 400)).toBe(200);
    expect(page.body).toContain(`role="alert"`);
    expect(page.body).toContain(needsScript);
    expect(await database.db.select().from(orders)).toEqual([]);
  });

  it("refuses what is not a browser's form, and leaves the API's paths and pages without an action alone", async () => {
    expect((await post(product, '{}', { 'content-type': 'application/json' })).statusCode).toBe(415);
    expect((await post(product, `userId=${'1'.repeat(40_000)}`)).statusCode).toBe(413);
    expect((await post(`/${DEMO_COUNTRY}/about`, 'a=1')).statusCode).toBe(405);
    const api = await post('/api/nothing-here', 'a=1');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ resultCode: 404 });
  });
});
