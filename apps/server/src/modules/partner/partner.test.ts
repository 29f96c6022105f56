import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIES } from '@store/contracts/identity.ts';
import {
  AUTHORIZE_SUCCESS,
  PARTNER_SESSION_COOKIE,
  PARTNER_STATUS,
  PLAYER_STATUS,
  REQUIRED_PARTNER_FIELDS,
} from '@store/contracts/partner.ts';
import { startStore, type Store as TestApp } from '../../testing/store.ts';
import { databaseKinds } from '../../testing/database.ts';
import { testClock, TestBrowser } from '../../testing/browser.ts';
import { PARTNER_SESSION_TTL_SECONDS } from './index.ts';

describe.each(databaseKinds)('partner sign-in on %s', (kind) => {
  const clock = testClock();
  let store: TestApp;
  beforeAll(async () => {
    store = await startStore(kind, { now: clock.now });
  });
  afterAll(async () => {
    await store?.close();
  });

  const browser = (host = 'localhost') => new TestBrowser(store.app, host, clock.now);

  /** What the hosted login page and the SDK do: pick a player, follow the redirect, exchange the code. */
  async function signInAtPublisher(b: TestBrowser, player: string) {
    const page = await store.app.inject({ method: 'GET', url: '/sandbox/partner/login?redirect_uri=%2Fid%2Fmobile-legends-tri%3Fref%3Dx' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`value="${player}"`);
    const chosen = await store.app.inject({
      method: 'POST',
      url: '/sandbox/partner/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `player=${player}&redirect_uri=${encodeURIComponent('/id/mobile-legends-tri?ref=x')}`,
    });
    expect(chosen.statusCode).toBe(303);
    const location = new URL(String(chosen.headers.location), 'http://store.test');
    expect(location.pathname).toBe('/id/mobile-legends-tri');
    expect(location.searchParams.get('ref')).toBe('x');
    const code = location.searchParams.get('code')!;
    return (await b.post('/sandbox/partner/api/login', { code }, { csrf: false })).body as unknown as {
      status: { code: number };
      data: any;
    };
  }

  async function linkedPlayer(b: TestBrowser) {
    const login = await signInAtPublisher(b, 'linked');
    expect(login.status.code).toBe(PARTNER_STATUS.success);
    const { accessToken, player } = login.data;
    return { ...player, accessToken };
  }

  it('the sandbox publisher refuses a banned player (2002, status 0) and one not linked (2002, status 1)', async () => {
    const b = browser();
    const banned = await signInAtPublisher(b, 'banned');
    expect(banned).toMatchObject({ status: { code: PARTNER_STATUS.error }, data: { status: PLAYER_STATUS.banned } });
    const notLinked = await signInAtPublisher(b, 'notLinked');
    expect(notLinked).toMatchObject({ status: { code: PARTNER_STATUS.error }, data: { status: PLAYER_STATUS.notLinked } });
  });

  it('an auth code works once, and the hosted page sends codes only to the store’s own paths', async () => {
    const chosen = await store.app.inject({
      method: 'POST',
      url: '/sandbox/partner/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `player=linked&redirect_uri=${encodeURIComponent('/id/')}`,
    });
    const code = new URL(String(chosen.headers.location), 'http://x').searchParams.get('code');
    const b = browser();
    expect((await b.post('/sandbox/partner/api/login', { code }, { csrf: false })).body).toMatchObject({ status: { code: 2000 } });
    expect((await b.post('/sandbox/partner/api/login', { code }, { csrf: false })).body).toMatchObject({ status: { code: 2002 } });
    for (const target of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const refused = await store.app.inject({
        method: 'POST',
        url: '/sandbox/partner/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `player=linked&redirect_uri=${encodeURIComponent(target)}`,
      });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('the SDK operations answer with status codes: fetchPlayer by token, logout ends the publisher session', async () => {
    const b = browser();
    const player = await linkedPlayer(b);
    const auth = { authorization: `Bearer ${player.accessToken}` };
    expect((await b.get('/sandbox/partner/api/player', auth)).body).toMatchObject({
      status: { code: 2000 },
      data: { id: player.id, name: player.name },
    });
    await b.post('/sandbox/partner/api/logout', undefined, { csrf: false, headers: auth });
    expect((await b.get('/sandbox/partner/api/player', auth)).body).toMatchObject({ status: { code: 2002 }, data: null });
    const sdk = await store.app.inject({ method: 'GET', url: '/partner-sdk.js' });
    expect(sdk.statusCode).toBe(200);
    expect(sdk.headers['content-type']).toContain('javascript');
    expect(sdk.body).toContain('window.PartnerSDK');
  });

  it.each(REQUIRED_PARTNER_FIELDS.map(([name, key]) => [name, key] as const))(
    'authorize without %s answers "Missing required account information" naming it, and opens no session',
    async (name, key) => {
      const b = browser();
      const player = await linkedPlayer(b);
      for (const empty of [undefined, '', '   ']) {
        const body = { ...player, [key]: empty };
        const answer = await b.post('/api/customer/user/authorize', body);
        expect(answer.status).toBe(400);
        expect(answer.body.resultCode).toBe('PARTNER_ACCOUNT_INFORMATION_MISSING');
        expect(answer.body.resultMessage).toBe(`Missing required account information: ${name}`);
        expect(answer.body.data).toEqual({ field: name });
        expect(b.cookies.has(PARTNER_SESSION_COOKIE)).toBe(false);
      }
    },
  );

  it('checks the fields in the spec’s order: the first missing one is named', async () => {
    const answer = await browser().post('/api/customer/user/authorize', { country: 'id' });
    expect(answer.body.resultMessage).toBe('Missing required account information: accountRegionCode');
    const noBody = await browser().post('/api/customer/user/authorize', []);
    expect(noBody.body.resultMessage).toBe('Missing required account information: accountRegionCode');
  });

  it('a country the store does not serve is "Unsupported user country"', async () => {
    const b = browser();
    const login = await signInAtPublisher(b, 'unsupportedCountry');
    expect(login.status.code).toBe(PARTNER_STATUS.success);
    for (const country of [login.data.player.country, 'zz', '', 'indonesia']) {
      const answer = await b.post('/api/customer/user/authorize', { ...login.data.player, accessToken: login.data.accessToken, country });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ resultCode: 'PARTNER_UNSUPPORTED_COUNTRY', resultMessage: 'Unsupported user country' });
    }
    expect(b.cookies.has(PARTNER_SESSION_COOKIE)).toBe(false);
  });

  it('success answers resultCode "0" and opens an httpOnly partner session that the session check sees', async () => {
    const b = browser();
    expect((await b.get('/api/customer/user/partner-session')).body.data).toEqual({ signedIn: false, playerId: null });
    const player = await linkedPlayer(b);
    const answer = await b.post('/api/customer/user/authorize', player);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      resultCode: AUTHORIZE_SUCCESS,
      resultMessage: 'Success',
      data: { playerId: player.id, name: player.name },
    });
    const cookie = b.cookies.get(PARTNER_SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await b.get('/api/customer/user/partner-session')).body.data).toEqual({ signedIn: true, playerId: player.id });
    // The partner session is not a customer's: the customer calls still say "not authenticated".
    expect((await b.get('/api/customer/user/details', { cookie: `${SESSION_COOKIES.access}=${cookie.value}` })).body.resultCode).toBe(
      'NOT_AUTHENTICATED',
    );
  });

  it('logout ends the partner session; an expired session, or one of another site, is none', async () => {
    const b = browser();
    await b.post('/api/customer/user/authorize', await linkedPlayer(b));
    const token = b.cookies.get(PARTNER_SESSION_COOKIE)!.value;
    await b.post('/api/customer/user/partner-logout');
    expect(b.cookies.has(PARTNER_SESSION_COOKIE)).toBe(false);
    expect((await b.get('/api/customer/user/partner-session')).body.data.signedIn).toBe(false);

    const other = browser('football.localhost');
    const onOtherSite = await other.get('/api/customer/user/partner-session', { cookie: `${PARTNER_SESSION_COOKIE}=${token}` });
    expect(onOtherSite.body.data.signedIn).toBe(false);

    const c = browser();
    await c.post('/api/customer/user/authorize', await linkedPlayer(c));
    clock.advance(PARTNER_SESSION_TTL_SECONDS * 1000 + 60_000);
    expect(
      (
        await c.get('/api/customer/user/partner-session', {
          cookie: `${PARTNER_SESSION_COOKIE}=${c.cookies.get(PARTNER_SESSION_COOKIE)!.value}`,
        })
      ).body.data.signedIn,
    ).toBe(false);
  });

  it('refuses a token the publisher does not vouch for, or one of another player, and needs the anti-forgery token', async () => {
    const b = browser();
    const player = await linkedPlayer(b);
    const forged = await b.post('/api/customer/user/authorize', { ...player, accessToken: 'made-up' });
    expect(forged.status).toBe(401);
    expect(forged.body.resultCode).toBe('PARTNER_NOT_AUTHORIZED');
    const someoneElse = await b.post('/api/customer/user/authorize', { ...player, id: '99999999' });
    expect(someoneElse.body.resultCode).toBe('PARTNER_NOT_AUTHORIZED');
    const noCsrf = await b.post('/api/customer/user/authorize', player, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(b.cookies.has(PARTNER_SESSION_COOKIE)).toBe(false);
  });
});
