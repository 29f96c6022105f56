import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIES, SOCIAL_SIGN_IN_ERROR_PARAM, SOCIAL_WELCOME_COOKIE } from '@store/contracts/identity.ts';
import { ConfigError, loadConfig, sandboxOidcClient } from '../../config.ts';
import { SANDBOX_CAPTCHA_PASS } from '../../providers/captcha/index.ts';
import { startStore, type Store as TestApp } from '../../testing/store.ts';
import { databaseKinds } from '../../testing/database.ts';
import { TestBrowser } from '../../testing/browser.ts';
import { sandboxSubject } from '../sandbox/index.ts';
import { SOCIAL_COOKIE } from './routes.ts';

type Jar = TestBrowser['cookies'];
type Step = { status: number; location: string | null; body: string };

const unescape = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);

/** A browser for `inject()` that follows redirects and fills the sandbox provider's consent form. */
class SocialBrowser {
  readonly cookies: Jar = new Map();
  readonly steps: Step[] = [];

  constructor(
    readonly app: FastifyInstance,
    readonly host = 'localhost',
  ) {}

  private cookieHeader(path: string) {
    const sent = [...this.cookies].filter(([, c]) => c.path === '/' || path === c.path || path.startsWith(`${c.path.replace(/\/$/, '')}/`));
    return sent.length ? sent.map(([name, c]) => `${name}=${c.value}`).join('; ') : undefined;
  }

  async send(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<Step> {
    const target = new URL(url, `http://${this.host}`);
    const path = `${target.pathname}${target.search}`;
    const headers: Record<string, string> = { host: this.host };
    const cookie = this.cookieHeader(target.pathname);
    if (cookie) headers.cookie = cookie;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await this.app.inject({
      method,
      url: path,
      headers,
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    for (const c of response.cookies) {
      if (c.maxAge === 0 || c.value === '' || (c.expires instanceof Date && c.expires.getTime() <= Date.now())) this.cookies.delete(c.name);
      else
        this.cookies.set(c.name, { value: c.value, path: c.path ?? '/', httpOnly: !!c.httpOnly, sameSite: c.sameSite, secure: !!c.secure });
    }
    const location = typeof response.headers.location === 'string' ? response.headers.location : null;
    const step = { status: response.statusCode, location, body: response.body };
    this.steps.push(step);
    return step;
  }

  /** GETs a URL and follows redirects until a page answers; the last step. */
  async go(url: string): Promise<Step> {
    let step = await this.send('GET', url);
    for (let hops = 0; step.location && hops < 10; hops++) step = await this.send('GET', step.location);
    return step;
  }

  /** Submits the consent page's form with one of its buttons, following the redirects after. */
  async choose(page: Step, button: { account: string } | { decision: 'deny' }): Promise<Step> {
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
    if (!action) throw new Error(`not a consent page: ${page.body.slice(0, 200)}`);
    const fields = Object.fromEntries(
      [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [unescape(m[1]!), unescape(m[2]!)]),
    );
    let step = await this.send('POST', unescape(action), { ...fields, ...button });
    for (let hops = 0; step.location && hops < 10; hops++) step = await this.send('GET', step.location);
    return step;
  }

  /** The last redirect target of the journey so far (where the shopper lands). */
  get landing(): string | null {
    return [...this.steps].reverse().find((s) => s.location)?.location ?? null;
  }

  /** The same cookies in an API client, for account calls (details, deletion). */
  api(): TestBrowser {
    const client = new TestBrowser(this.app, this.host);
    for (const [name, cookie] of this.cookies) client.cookies.set(name, cookie);
    return client;
  }
}

const start = (provider: string, query: Record<string, string> = { shop: 'sg' }) =>
  `/api/identity/social/${provider}/start?${new URLSearchParams(query)}`;

describe.each(databaseKinds)('social sign-in on %s', (kind) => {
  let store: TestApp;
  beforeAll(async () => {
    store = await startStore(kind);
  });
  afterAll(async () => {
    await store?.close();
  });

  /** Signs in through the sandbox provider as a test user (or denies); the browser at the end. */
  async function signIn(
    provider: 'google' | 'facebook',
    choice: { account: string } | { decision: 'deny' },
    query?: Record<string, string>,
  ) {
    const b = new SocialBrowser(store.app);
    const consent = await b.go(start(provider, query));
    expect(consent.status, consent.body.slice(0, 300)).toBe(200);
    await b.choose(consent, choice);
    return b;
  }
  const details = async (b: SocialBrowser) => (await b.api().get('/api/customer/user/details')).body;

  it('publishes discovery and keys that describe a code flow with PKCE S256 and RS256 id tokens', async () => {
    const discovery = (await store.app.inject('/sandbox/oidc/google/.well-known/openid-configuration')).json();
    expect(discovery).toMatchObject({
      issuer: `${store.config.publicUrl}/sandbox/oidc/google`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
      response_types_supported: ['code'],
    });
    const jwks = (await store.app.inject('/sandbox/oidc/google/jwks')).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect((await store.app.inject('/sandbox/oidc/twitter/.well-known/openid-configuration')).statusCode).toBe(404);
  });

  it('shows a consent page with the test users and a deny button', async () => {
    const b = new SocialBrowser(store.app);
    const page = await b.go(start('google'));
    expect(page.status).toBe(200);
    expect(page.body).toContain('Ana Lima');
    expect(page.body).toContain('ana@example.com');
    expect(page.body).toContain('A user without e-mail');
    expect(page.body).toContain('A deleted user');
    expect(page.body).toMatch(/<button[^>]*name="decision" value="deny">Deny<\/button>/);
    // The pending attempt is in an httpOnly cookie that only the social calls receive.
    expect(b.cookies.get(SOCIAL_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/identity/social' });
  });

  it('signs a new shopper in: an account with the linked identity, a session, and back to the product page', async () => {
    const b = await signIn('google', { account: 'ana' }, { shop: 'sg', returnTo: '/sg/mobile-legends' });
    expect(b.landing).toBe('/sg/mobile-legends');
    expect(b.cookies.has(SESSION_COOKIES.access)).toBe(true);
    expect(b.cookies.has(SOCIAL_COOKIE)).toBe(false);
    // A first sign-in: the page is asked to show the welcome modal, with the name.
    const welcome = b.cookies.get(SOCIAL_WELCOME_COOKIE);
    expect(welcome).toMatchObject({ httpOnly: false, path: '/' });
    expect(JSON.parse(decodeURIComponent(welcome!.value))).toEqual({ name: 'Ana Lima' });
    const me = await details(b);
    expect(me.resultCode).toBe(0);
    expect(me.data).toMatchObject({
      email: 'ana@example.com',
      email_verified: true,
      name: 'Ana Lima',
      country_code: 'sg',
      idpVerified: true,
      identities: [{ provider: 'google', userId: sandboxSubject('google', 'ana') }],
    });
    // The session is a real one: it refreshes like a password sign-in's.
    expect((await b.api().post('/api/identity/refresh', undefined, { csrf: false })).body.resultCode).toBe(0);
  });

  it('signs the same shopper into the same account the second time, and goes to the shop home without a return path', async () => {
    const first = await details(await signIn('google', { account: 'ana' }));
    const b = await signIn('google', { account: 'ana' }, { shop: 'en-eg' });
    expect(b.landing).toBe('/en-eg/');
    expect((await details(b)).data.sub).toBe(first.data.sub);
    expect(b.cookies.has(SOCIAL_WELCOME_COOKIE)).toBe(false);
  });

  it('links the identity to the existing e-mail account of the site, whose password keeps working', async () => {
    const email = 'ben@example.com';
    const password = 'correct horse 9';
    const owner = new TestBrowser(store.app);
    expect(
      (
        await owner.post('/api/identity/sign-up', {
          uid: email,
          uidType: 'email',
          password,
          passwordConfirmation: password,
          name: 'Benjamin Tan',
          birthDate: '1990-04-02',
          subscribeMarketing: false,
          countryCode: 'sg',
          langCode: 'en',
          gRecaptchaToken: SANDBOX_CAPTCHA_PASS,
        })
      ).body.resultCode,
    ).toBe(0);
    expect(
      (await owner.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: await owner.lastCode(email) })).body
        .resultCode,
    ).toBe(0);
    const signIn1 = await owner.post('/api/identity/sign-in', { uid: email, uidType: 'email', password });
    const accountId = signIn1.body.data.user.sub;

    const viaFacebook = await signIn('facebook', { account: 'ben' });
    expect(viaFacebook.landing).toBe('/sg/');
    const me = (await details(viaFacebook)).data;
    expect(me.sub).toBe(accountId);
    expect(me.name).toBe('Benjamin Tan');
    expect(me.identities).toEqual([{ provider: 'facebook', userId: sandboxSubject('facebook', 'ben') }]);
    // Google next: both identities on the one account.
    const viaGoogle = await signIn('google', { account: 'ben' });
    expect((await details(viaGoogle)).data.identities).toHaveLength(2);
    expect(
      (await new TestBrowser(store.app).post('/api/identity/sign-in', { uid: email, uidType: 'email', password })).body.data.user.sub,
    ).toBe(accountId);
  });

  it('refuses a user without e-mail with EMAIL_ATTRIBUTE_MISSING, and signs nobody in', async () => {
    const b = await signIn('google', { account: 'no-email' }, { shop: 'sg', returnTo: '/sg/mobile-legends' });
    expect(b.landing).toBe(`/sg/?${SOCIAL_SIGN_IN_ERROR_PARAM}=EMAIL_ATTRIBUTE_MISSING`);
    expect(b.cookies.has(SESSION_COOKIES.access)).toBe(false);
  });

  it('refuses a user whose account was deleted with the deleted-account error', async () => {
    const b = await signIn('google', { account: 'deleted' });
    expect(b.landing).toBe('/sg/');
    const api = b.api();
    expect((await api.post('/api/customer/user/init-delete', { medium: 'email' })).body.resultCode).toBe(0);
    expect((await api.post('/api/customer/user/delete', { otp: await api.lastCode('deleted@example.com') })).body.data.successCode).toBe(
      'DELETE_ACCOUNT_SUCCESS',
    );

    for (const provider of ['google', 'facebook'] as const) {
      const again = await signIn(provider, { account: 'deleted' });
      expect(again.landing).toBe(`/sg/?${SOCIAL_SIGN_IN_ERROR_PARAM}=ACCOUNT_ALREADY_DELETED_EMAIL`);
      expect(again.cookies.has(SESSION_COOKIES.access)).toBe(false);
    }
  });

  it('sends a shopper who denies access back to the country home, without an error and without a session', async () => {
    const b = await signIn('google', { decision: 'deny' }, { shop: 'en-eg', returnTo: '/en-eg/free-fire' });
    expect(b.landing).toBe('/en-eg/');
    expect(b.cookies.has(SESSION_COOKIES.access)).toBe(false);
    expect(b.cookies.has(SOCIAL_COOKIE)).toBe(false);
  });

  it('flags a callback whose state is not the one started with, or that has no pending sign-in at all', async () => {
    const b = new SocialBrowser(store.app);
    const consent = await b.go(start('google', { shop: 'sg' }));
    const authorize = new URL(b.steps[0]!.location!);
    const state = authorize.searchParams.get('state')!;
    // The provider's answer with another state (a forged or replayed callback).
    const forged = await b.send('GET', `/api/identity/social/google/callback?code=abc&state=${state}x`);
    expect(forged.location).toBe(`/sg/?${SOCIAL_SIGN_IN_ERROR_PARAM}=SOCIAL_STATE_INVALID`);
    expect(b.cookies.has(SOCIAL_COOKIE)).toBe(false);
    // The real answer arriving after that finds the attempt over.
    await b.choose(consent, { account: 'ana' });
    expect(b.landing).toBe(`/?${SOCIAL_SIGN_IN_ERROR_PARAM}=SOCIAL_STATE_INVALID`);
    expect(b.cookies.has(SESSION_COOKIES.access)).toBe(false);
    // A callback from a browser that never started one (login CSRF).
    const stranger = new SocialBrowser(store.app);
    expect((await stranger.send('GET', `/api/identity/social/google/callback?code=abc&state=${state}`)).location).toBe(
      `/?${SOCIAL_SIGN_IN_ERROR_PARAM}=SOCIAL_STATE_INVALID`,
    );
    // A tampered cookie is no cookie.
    const tamperer = new SocialBrowser(store.app);
    await tamperer.go(start('google', { shop: 'sg' }));
    const cookie = tamperer.cookies.get(SOCIAL_COOKIE)!;
    tamperer.cookies.set(SOCIAL_COOKIE, { ...cookie, value: `${cookie.value.slice(0, -2)}AA` });
    expect((await tamperer.send('GET', `/api/identity/social/google/callback?code=abc&state=${state}`)).location).toBe(
      `/?${SOCIAL_SIGN_IN_ERROR_PARAM}=SOCIAL_STATE_INVALID`,
    );
    // A pending Google sign-in does not answer a Facebook callback.
    const crossed = new SocialBrowser(store.app);
    await crossed.go(start('google', { shop: 'sg' }));
    const crossedState = new URL(crossed.steps[0]!.location!).searchParams.get('state')!;
    expect((await crossed.send('GET', `/api/identity/social/facebook/callback?code=abc&state=${crossedState}`)).location).toBe(
      `/sg/?${SOCIAL_SIGN_IN_ERROR_PARAM}=SOCIAL_STATE_INVALID`,
    );
  });

  it("rejects a code injected into another browser's sign-in: its PKCE verifier does not match", async () => {
    // The victim's code (its challenge bound to the victim's verifier) …
    const victim = new SocialBrowser(store.app);
    const victimConsent = await victim.go(start('google'));
    const action = await victim.choose(victimConsent, { account: 'ana' });
    void action;
    const victimCallback = victim.steps.find((s) => s.location?.includes('/callback?'));
    expect(victimCallback).toBeDefined();

    const attacker = new SocialBrowser(store.app);
    const consent = await attacker.go(start('google'));
    const fields = Object.fromEntries(
      [...consent.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, unescape(m[2]!)]),
    );
    // … an attacker's own flow, which gets a fresh code: then its callback carries a code whose
    // challenge is someone else's. Made here by asking the provider for a code with another challenge.
    const otherVerifier = 'x'.repeat(43);
    const otherChallenge = createHash('sha256').update(otherVerifier).digest('base64url');
    const issued = await attacker.send('POST', '/sandbox/oidc/google/authorize', {
      ...fields,
      code_challenge: otherChallenge,
      account: 'ana',
    });
    const callback = new URL(issued.location!);
    expect(callback.searchParams.get('state')).toBe(fields.state);
    const landed = await attacker.send('GET', `${callback.pathname}${callback.search}`);
    expect(landed.location).toBe(`/sg/?${SOCIAL_SIGN_IN_ERROR_PARAM}=UNKNOWN_SIGN_IN_ERROR`);
    expect(attacker.cookies.has(SESSION_COOKIES.access)).toBe(false);
  });

  it('token endpoint: refuses a wrong PKCE verifier, a used code, a wrong client secret and a wrong redirect_uri', async () => {
    const client = sandboxOidcClient('google');
    const verifier = 'v'.repeat(43);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const redirectUri = 'http://localhost/api/identity/social/google/callback';
    const getCode = async () => {
      const answer = await store.app.inject({
        method: 'POST',
        url: '/sandbox/oidc/google/authorize',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          response_type: 'code',
          client_id: client.clientId,
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          state: 's',
          nonce: 'n',
          code_challenge: challenge,
          code_challenge_method: 'S256',
          account: 'ana',
        }).toString(),
      });
      return new URL(answer.headers.location as string).searchParams.get('code')!;
    };
    const token = (form: Record<string, string>) =>
      store.app.inject({
        method: 'POST',
        url: '/sandbox/oidc/google/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          client_id: client.clientId,
          client_secret: client.clientSecret,
          ...form,
        }).toString(),
      });

    const wrongVerifier = await token({ code: await getCode(), code_verifier: 'w'.repeat(43) });
    expect(wrongVerifier.statusCode).toBe(400);
    expect(wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });

    const code = await getCode();
    expect((await token({ code, code_verifier: verifier, client_secret: 'wrong' })).statusCode).toBe(401);
    const good = await getCode();
    expect((await token({ code: good, code_verifier: verifier, redirect_uri: 'http://localhost/elsewhere' })).json()).toMatchObject({
      error: 'invalid_grant',
    });
    const fresh = await getCode();
    const issued = await token({ code: fresh, code_verifier: verifier });
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toMatchObject({ token_type: 'Bearer', id_token: expect.any(String), access_token: expect.any(String) });
    expect((await token({ code: fresh, code_verifier: verifier })).json()).toMatchObject({ error: 'invalid_grant' });

    const userinfo = await store.app.inject({
      url: '/sandbox/oidc/google/userinfo',
      headers: { authorization: `Bearer ${issued.json().access_token}` },
    });
    expect(userinfo.json()).toEqual({
      sub: sandboxSubject('google', 'ana'),
      name: 'Ana Lima',
      given_name: 'Ana',
      email: 'ana@example.com',
      email_verified: true,
    });
    expect((await store.app.inject({ url: '/sandbox/oidc/google/userinfo', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(
      401,
    );
  });

  it('never follows a return path that is not a product page of the shop: open redirects are refused', async () => {
    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example/sg/x',
      '/sg/search',
      '/\\evil.example',
      '/sg/mobile-legends?x=https://evil.example',
      'javascript:alert(1)',
    ]) {
      const b = await signIn('google', { account: 'ana' }, { shop: 'sg', returnTo });
      expect(b.landing, returnTo).toBe('/sg/');
    }
    // A shop that is not a shop segment is not used either.
    const odd = await signIn('google', { account: 'ana' }, { shop: '//evil.example' });
    expect(odd.landing).toBe('/');
  });

  it('the provider shows (never follows) an unregistered client or return address, and requires PKCE S256', async () => {
    const client = sandboxOidcClient('google');
    const base = {
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: 'http://localhost/api/identity/social/google/callback',
      scope: 'openid email',
      state: 's',
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
    };
    const open = (query: Record<string, string>) => store.app.inject(`/sandbox/oidc/google/authorize?${new URLSearchParams(query)}`);
    const evil = await open({ ...base, redirect_uri: 'https://evil.example/steal' });
    expect(evil.statusCode).toBe(400);
    expect(evil.headers.location).toBeUndefined();
    expect((await open({ ...base, client_id: 'someone-else' })).statusCode).toBe(400);
    const plain = await open({ ...base, code_challenge_method: 'plain' });
    expect(plain.statusCode).toBe(303);
    expect(new URL(plain.headers.location as string).searchParams.get('error')).toBe('invalid_request');
  });

  it('answers an unknown provider with 404 and never starts a sign-in for it', async () => {
    const answer = await store.app.inject('/api/identity/social/twitter/start?shop=sg');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ resultCode: expect.any(Number) });
  });
});

describe('social sign-in settings', () => {
  it('uses the sandbox provider by default, a configured issuer when given, and nothing in production without one', () => {
    const local = loadConfig({ NODE_ENV: 'test', PORT: '4000' });
    expect(local.social.google).toEqual({
      issuer: 'http://localhost:4000/sandbox/oidc/google',
      ...sandboxOidcClient('google'),
      sandbox: true,
    });
    const real = loadConfig({
      NODE_ENV: 'test',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com/',
      OIDC_GOOGLE_CLIENT_ID: 'id',
      OIDC_GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(real.social.google).toEqual({ issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret', sandbox: false });
    expect(real.social.facebook?.sandbox).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'test', OIDC_FACEBOOK_ISSUER: 'https://www.facebook.com' })).toThrow(ConfigError);
    const production = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_WEBHOOK_SECRET: 'a-real-webhook-secret-1234',
      IDENTITY_SECRET: 'x'.repeat(40),
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'id',
      OIDC_GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(production.social.google?.sandbox).toBe(false);
    expect(production.social.facebook).toBeNull();
  });

  it('answers 404 for a provider that is switched off, at start and callback', async () => {
    const store = await startStore('pglite', { env: { SANDBOX: '0' } });
    try {
      for (const url of ['/api/identity/social/google/start?shop=sg', '/api/identity/social/facebook/callback?code=x&state=y']) {
        expect((await store.app.inject(url)).statusCode).toBe(404);
      }
      expect((await store.app.inject('/sandbox/oidc/google/.well-known/openid-configuration')).statusCode).toBe(404);
    } finally {
      await store.close();
    }
  });
});
