import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { pageViews } from '@store/db';
import { asc } from '@store/db/orm';
import { CONSENT_COOKIE, allConsent, requiredConsentOnly, serialiseConsent } from '@store/contracts';
import { DEMO_SITES } from '@store/db/seed';
import { startStore, type Store as TestApp } from '../../testing/store.ts';
import { databaseKinds } from '../../testing/database.ts';

const json = { 'content-type': 'application/json' };
const view = { path: '/de/mobile-legends', countryCode: 'de', language: 'de', referrer: 'https://www.example.com/games' };

describe.each(databaseKinds)('page views on %s', (kind) => {
  let store: TestApp;

  beforeAll(async () => {
    store = await startStore(kind);
  });
  afterAll(async () => store?.close());
  beforeEach(async () => {
    await store.database.db.delete(pageViews);
  });

  const rows = () => store.database.db.select().from(pageViews).orderBy(asc(pageViews.id));
  const post = (options: Omit<InjectOptions, 'method' | 'url'>) =>
    store.app.inject({ method: 'POST', url: '/api/analytics/page-view', ...options });

  it('stores a page view and answers 204 with no body', async () => {
    const response = await post({ payload: JSON.stringify(view), headers: json });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await rows()).toEqual([
      expect.objectContaining({
        siteId: 0,
        path: '/de/mobile-legends',
        countryCode: 'de',
        language: 'de',
        referrer: 'https://www.example.com/games',
      }),
    ]);
  });

  it('takes the text/plain body navigator.sendBeacon sends', async () => {
    const response = await post({ payload: JSON.stringify(view), headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(response.statusCode).toBe(204);
    expect(await rows()).toHaveLength(1);
  });

  it('stores a page outside any shop, without a referrer', async () => {
    const response = await post({
      payload: JSON.stringify({ ...view, path: '/international', countryCode: null, referrer: null }),
      headers: json,
    });
    expect(response.statusCode).toBe(204);
    expect(await rows()).toEqual([expect.objectContaining({ path: '/international', countryCode: null, referrer: null })]);
  });

  it('counts a shopper who consented to performance cookies (C0002)', async () => {
    const response = await post({
      payload: JSON.stringify(view),
      headers: { ...json, cookie: `country=de; ${CONSENT_COOKIE}=${serialiseConsent(allConsent())}` },
    });
    expect(response.statusCode).toBe(204);
    expect(await rows()).toHaveLength(1);
  });

  it('does not count a shopper whose consent cookie leaves C0002 off, and still answers 204', async () => {
    const cookie = `${CONSENT_COOKIE}=${serialiseConsent({ ...requiredConsentOnly(), C0004: true })}`;
    const response = await post({ payload: JSON.stringify(view), headers: { ...json, cookie } });
    expect(response.statusCode).toBe(204);
    expect(await rows()).toEqual([]);
  });

  it('never counts a page view in Russia (shell §6), even with consent', async () => {
    const cookie = `${CONSENT_COOKIE}=${serialiseConsent(allConsent())}`;
    const response = await post({
      payload: JSON.stringify({ ...view, path: '/ru/', countryCode: 'ru', language: 'ru' }),
      headers: { ...json, cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(await rows()).toEqual([]);
  });

  const bad: [string, Omit<InjectOptions, 'method' | 'url'>, number][] = [
    ['malformed JSON', { payload: '{"path":', headers: json }, 400],
    ['malformed JSON as text', { payload: '{"path":', headers: { 'content-type': 'text/plain' } }, 400],
    ['no body', {}, 400],
    ['JSON null', { payload: 'null', headers: json }, 400],
    ['JSON array', { payload: '[]', headers: json }, 400],
    ['empty object', { payload: '{}', headers: json }, 400],
    ['a full URL as the path', { payload: JSON.stringify({ ...view, path: 'https://evil.example/' }), headers: json }, 400],
    ['a query string in the path', { payload: JSON.stringify({ ...view, path: '/de/?email=a@b.c' }), headers: json }, 400],
    ['control characters in the path', { payload: JSON.stringify({ ...view, path: '/de/\u0000' }), headers: json }, 400],
    ['a path over 2048 characters', { payload: JSON.stringify({ ...view, path: `/${'a'.repeat(2048)}` }), headers: json }, 400],
    ['an upper-case country', { payload: JSON.stringify({ ...view, countryCode: 'DE' }), headers: json }, 400],
    ['a country that does not exist', { payload: JSON.stringify({ ...view, countryCode: 'zz' }), headers: json }, 400],
    ['a language that is not a code', { payload: JSON.stringify({ ...view, language: 'german' }), headers: json }, 400],
    ['a javascript: referrer', { payload: JSON.stringify({ ...view, referrer: 'javascript:alert(1)' }), headers: json }, 400],
    ['a referrer with a query', { payload: JSON.stringify({ ...view, referrer: 'https://a.example/?q=1' }), headers: json }, 400],
    ['a missing field', { payload: JSON.stringify({ path: '/de/', countryCode: 'de' }), headers: json }, 400],
    ['extra fields', { payload: JSON.stringify({ ...view, userId: 'usr_1' }), headers: json }, 400],
    ['wrong types', { payload: JSON.stringify({ ...view, path: 42 }), headers: json }, 400],
    [
      'body over 64 KiB',
      { payload: JSON.stringify({ ...view, referrer: `https://a.example/${'a'.repeat(70 * 1024)}` }), headers: json },
      413,
    ],
    ['XML', { payload: '<view/>', headers: { 'content-type': 'application/xml' } }, 415],
  ];

  it.each(bad)('refuses %s with a catalogued error and stores nothing', async (_name, options, status) => {
    const response = await post(options);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ resultCode: expect.any(Number), resultMessage: expect.any(String) });
    expect(response.json().resultCode).not.toBe(0);
    expect(await rows()).toEqual([]);
  });

  it("records the site of the request's Host (white-label sites)", async () => {
    const football = DEMO_SITES.football;
    const response = await post({
      payload: JSON.stringify({ ...view, path: '/sg/', countryCode: 'sg', language: 'en' }),
      headers: { ...json, host: football.hostname },
    });
    expect(response.statusCode).toBe(204);
    expect(await rows()).toEqual([expect.objectContaining({ siteId: football.id, path: '/sg/' })]);
  });

  it('refuses page views on a blocked host', async () => {
    const response = await post({ payload: JSON.stringify(view), headers: { ...json, host: DEMO_SITES.blocked.hostname } });
    expect(response.statusCode).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('answers GET with the not-found envelope', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/analytics/page-view' });
    expect(response.statusCode).toBe(404);
  });
});

describe.each(databaseKinds)('page-view rate limit on %s', (kind) => {
  let store: TestApp;

  beforeAll(async () => {
    store = await startStore(kind, { env: { RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(async () => store?.close());

  it('allows four times the per-minute limit, then answers 429 "wait 5 seconds"', async () => {
    const send = () => store.app.inject({ method: 'POST', url: '/api/analytics/page-view', payload: JSON.stringify(view), headers: json });
    for (let i = 0; i < 8; i++) expect((await send()).statusCode).toBe(204);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ resultCode: 10001 });
    expect(await store.database.db.select().from(pageViews)).toHaveLength(8);
  });
});
