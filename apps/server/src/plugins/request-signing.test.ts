import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { errors } from '@store/contracts';
import { REQUEST_KEY_PATH, REQUEST_SIGNATURE_HEADER, REQUEST_SIGNING } from '@store/contracts/request-signing.ts';
import type { Database } from '@store/db';
import { forgetRequestKey, signatureHeaders } from '../../../web/app/lib/request-signing.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { TestBrowser, testClock } from '../testing/browser.ts';
import { createTestDatabase, databaseKinds } from '../testing/database.ts';
import { orderRequest, rowCounts } from '../testing/store.ts';
import { createRequestSigner, requestSigning } from './request-signing.ts';
import { envelope, errorHandling } from './errors.ts';

const MINUTE = 60_000;
const SECRET = 'request-signing-test-secret-0123456789';

/** Lets the browser's signer reach `app`: its key request and, for `callApi`, every other call. */
function browserTalksTo(app: FastifyInstance) {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: input,
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
  });
}

/** The header the store's pages would send for `body` to `url`. */
async function signed(url: string, body: string): Promise<string> {
  const headers = await signatureHeaders(url, body);
  const token = headers[REQUEST_SIGNATURE_HEADER];
  if (!token) throw new Error('the browser signer made no signature');
  return token;
}

beforeEach(() => forgetRequestKey());
afterEach(() => vi.unstubAllGlobals());

describe('the request signer', () => {
  const clock = testClock(Date.UTC(2026, 10, 25, 12));
  const signer = createRequestSigner(SECRET, clock.now);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.get(REQUEST_KEY_PATH, async () => envelope(signer.issue()));
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => browserTalksTo(app));

  it('accepts what the browser signs: body, route path (no query) and issue time', async () => {
    const body = JSON.stringify({ query: 'légendes', countryCode: 'sg' });
    const token = await signed('/api/order/search?from=header', body);
    expect(await signer.check(token, { path: '/api/order/search', body })).toBe('valid');
  });

  it('refuses a changed body, another path, another key and a forged token', async () => {
    const body = JSON.stringify({ amount: 1 });
    const token = await signed('/api/order', body);
    expect(await signer.check(token, { path: '/api/order', body: JSON.stringify({ amount: 2 }) })).toBe('wrongBody');
    expect(await signer.check(token, { path: '/api/order/validate-player', body })).toBe('wrongPath');
    expect(await createRequestSigner('another secret', clock.now).check(token, { path: '/api/order', body })).toBe('badSignature');
    const [header, payload] = token.split('.');
    expect(await signer.check(`${header}.${payload}.${'A'.repeat(43)}`, { path: '/api/order', body })).toBe('badSignature');
    for (const garbage of ['', 'abc', 'a.b.c', `${header}.${payload}`, `${header}.${payload}.x.y`, 'x'.repeat(5000)]) {
      expect(await signer.check(garbage, { path: '/api/order', body })).toBe('malformed');
    }
  });

  it('refuses a token signed with another algorithm, none, or another key under the same key id', async () => {
    const { keyId, key } = signer.issue();
    const claims = { iat: Math.floor(clock.now() / 1000), path: '/api/order', bsh: createHash('sha256').update('').digest('base64url') };
    const sign = (alg: string, secret: Uint8Array) => new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT', kid: keyId }).sign(secret);
    const rightKey = Buffer.from(key, 'base64url');
    expect(await signer.check(await sign('HS256', rightKey), { path: '/api/order', body: '' })).toBe('valid');
    for (const alg of ['HS384', 'HS512']) {
      expect(await signer.check(await sign(alg, rightKey), { path: '/api/order', body: '' }), alg).toBe('malformed');
    }
    const unsigned = new UnsecuredJWT(claims).encode();
    expect(await signer.check(unsigned, { path: '/api/order', body: '' })).toBe('malformed');
    expect(await signer.check(`${unsigned}${'A'.repeat(43)}`, { path: '/api/order', body: '' })).toBe('malformed');
    expect(await signer.check(await sign('HS256', new Uint8Array(32).fill(7)), { path: '/api/order', body: '' })).toBe('badSignature');
  });

  it('allows the clock-skew window either way and no more', async () => {
    const token = await signed('/api/order', '');
    clock.advance(REQUEST_SIGNING.clockSkewSeconds * 1000 - MINUTE);
    expect(await signer.check(token, { path: '/api/order', body: '' })).toBe('valid');
    clock.advance(2 * MINUTE);
    expect(await signer.check(token, { path: '/api/order', body: '' })).toBe('stale');
  });

  it('signs with the store clock, not a wrong one in the browser', async () => {
    const skewed = testClock(Date.now() + 3 * 60 * MINUTE);
    const ahead = createRequestSigner(SECRET, skewed.now);
    const server = Fastify();
    server.get(REQUEST_KEY_PATH, async () => envelope(ahead.issue()));
    browserTalksTo(server);
    const token = await signed('/api/order', '');
    expect(await ahead.check(token, { path: '/api/order', body: '' })).toBe('valid');
    await server.close();
  });

  it('stops accepting a key once its time and the skew window are over', async () => {
    const token = await signed('/api/order', '');
    clock.advance((REQUEST_SIGNING.keyLifetimeSeconds + REQUEST_SIGNING.clockSkewSeconds) * 1000 + 1000);
    expect(await signer.check(token, { path: '/api/order', body: '' })).toBe('expiredKey');
  });
});

describe('the signature check on API calls', () => {
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  let runs = 0;

  beforeAll(async () => {
    const logs = new Writable({
      write(chunk, _encoding, next) {
        lines.push(JSON.parse(String(chunk)));
        next();
      },
    });
    app = Fastify({ logger: { level: 'info', stream: logs } });
    await app.register(errorHandling);
    await app.register(requestSigning, { secret: SECRET });
    app.post('/api/order', async (request) => {
      runs++;
      return envelope(request.body);
    });
    app.post('/api/payment/webhooks/sandbox', async () => envelope('webhook'));
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    lines.length = 0;
    browserTalksTo(app);
  });

  const signals = () => lines.filter((l) => 'requestSignature' in l).map((l) => l.requestSignature);

  it('lets an unsigned call through and logs it as a signal', async () => {
    const answer = await app.inject({ method: 'POST', url: '/api/order', payload: { a: 1 } });
    expect(answer.json()).toMatchObject({ resultCode: 0, data: { a: 1 } });
    expect(signals()).toEqual(['missing']);
  });

  it('refuses a bad signature before the handler runs, with the reason in the log', async () => {
    const before = runs;
    const token = await signed('/api/order', '{"a":1}');
    const answer = await app.inject({
      method: 'POST',
      url: '/api/order',
      payload: '{"a":2}',
      headers: { 'content-type': 'application/json', [REQUEST_SIGNATURE_HEADER]: token },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ resultCode: errors.invalidSignature.resultCode, resultMessage: 'Invalid signature.', data: null });
    expect(runs).toBe(before);
    expect(signals()).toEqual(['wrongBody']);
  });

  it('checks the body byte for byte as sent, whitespace included', async () => {
    const body = '{ "a" : 1 }';
    const token = await signed('/api/order', body);
    const sent = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/order',
        payload,
        headers: { 'content-type': 'application/json', [REQUEST_SIGNATURE_HEADER]: token },
      });
    expect((await sent(body)).json()).toMatchObject({ resultCode: 0, data: { a: 1 } });
    expect((await sent('{"a":1}')).statusCode).toBe(401);
  });

  it('leaves provider webhooks alone: they carry their own signature', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/payment/webhooks/sandbox',
      payload: {},
      headers: { [REQUEST_SIGNATURE_HEADER]: 'nonsense' },
    });
    expect(answer.statusCode).toBe(200);
    expect(signals()).toEqual([]);
  });

  it('hands out keys that are never cached', async () => {
    const answer = await app.inject({ method: 'GET', url: REQUEST_KEY_PATH });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json().data).toMatchObject({ keyId: expect.stringMatching(/^\d+\./), expiresIn: REQUEST_SIGNING.keyLifetimeSeconds });
  });
});

describe.each(databaseKinds)('signed calls to the whole store on %s', (kind) => {
  const clock = testClock();
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SANDBOX_WEBHOOK_DELAY_MS: '0',
      SANDBOX_PUBLISHER_LATENCY_MS: '0',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    app = await buildApp({ config, database, web: false, now: clock.now });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => browserTalksTo(app));

  it('creates an order from a signed call, and a tampered copy changes nothing', async () => {
    const body = JSON.stringify(orderRequest());
    const token = await signed('/api/order', body);
    const before = await rowCounts(database);
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/order',
      payload: JSON.stringify(orderRequest({ userId: '87654321' })),
      headers: { 'content-type': 'application/json', [REQUEST_SIGNATURE_HEADER]: token },
    });
    expect(tampered.statusCode).toBe(401);
    expect(await rowCounts(database)).toEqual(before);
    const ordered = await app.inject({
      method: 'POST',
      url: '/api/order',
      payload: body,
      headers: { 'content-type': 'application/json', [REQUEST_SIGNATURE_HEADER]: token },
    });
    expect(ordered.json()).toMatchObject({ resultCode: 0, data: { orderId: expect.any(String) } });
  });

  it('refuses a signature made for another call on an account call, and passes the right one on', async () => {
    const shopper = new TestBrowser(app, 'localhost', clock.now);
    const signIn = (token: string) =>
      shopper.request('POST', '/api/identity/sign-in', { raw: '{}', headers: { [REQUEST_SIGNATURE_HEADER]: token } });
    const refused = await signIn(await signed('/api/identity/sign-up', '{}'));
    expect(refused.status).toBe(401);
    expect(refused.body.resultCode).toBe(errors.invalidSignature.resultCode);
    // Signed for this call, the empty form reaches the account service and gets its own answer.
    expect((await signIn(await signed('/api/identity/sign-in', '{}'))).body.resultCode).toBe('InvalidParameterException');
  });
});
