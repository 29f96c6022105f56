import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hash as hashPassword, verify as verifyPassword } from '@node-rs/argon2';
import { ACCOUNT_SUCCESS_CODES, accountErrors, SESSION_COOKIES, SIGN_UP_PROOF_COOKIE } from '@store/contracts/identity.ts';
import { deletedIdentifiers, refreshTokens, users, type Database } from '@store/db';
import { eq } from '@store/db/orm';
import { DEMO_SITES } from '@store/db/seed';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createSandboxCaptcha, SANDBOX_CAPTCHA_PASS, SANDBOX_CAPTCHA_REJECT } from '../../providers/captcha/index.ts';
import { startStore, type Store as TestApp } from '../../testing/store.ts';
import { databaseKinds } from '../../testing/database.ts';
import { createSandboxMessaging } from '../../providers/messaging/index.ts';
import { IDENTITY_LIMITS } from './limits.ts';
import { createIdentityService } from './service.ts';
import { testClock, TestBrowser, type Answer } from '../../testing/browser.ts';

const PASSWORD = 'correct horse 9';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(databaseKinds)('identity and customer accounts on %s', (kind) => {
  const clock = testClock();
  let store: TestApp;
  let database: Database;
  /** The same database served with phone sign-up switched off. */
  let noPhoneSignUp: FastifyInstance;
  /** Every account code and success code an answer carried: the last test checks none was left out. */
  const seen = new Set<string>();
  let counter = 0;

  beforeAll(async () => {
    store = await startStore(kind, { now: clock.now });
    database = store.database;
    noPhoneSignUp = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', PHONE_SIGN_UP: '0', ROLE: 'web' }),
      database,
      web: false,
      now: clock.now,
    });
    await noPhoneSignUp.ready();
  });
  afterAll(async () => {
    await noPhoneSignUp?.close();
    await store?.close();
  });

  const browser = (host = 'localhost', app: FastifyInstance = store.app) => new TestBrowser(app, host, clock.now);
  const uniqueEmail = () => `shopper${++counter}.${kind}@example.com`;
  const uniquePhone = () => `+659${String(1_000_000 + ++counter * 7 + (kind === 'postgres' ? 500_000 : 0)).padStart(7, '0')}`;
  const signUpBody = (uid: string, overrides: Record<string, unknown> = {}) => ({
    uid,
    uidType: uid.includes('@') ? 'email' : 'phone_number',
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    name: 'Ann Lee',
    birthDate: '1990-04-02',
    subscribeMarketing: true,
    countryCode: 'sg',
    langCode: 'en',
    gRecaptchaToken: SANDBOX_CAPTCHA_PASS,
    ...overrides,
  });

  /** Records the answer's code and checks it is the one expected, with its English message. */
  function expectCode(answer: Answer, code: string, status?: number) {
    const observed = answer.body.resultCode === 0 ? (answer.body.data?.successCode ?? 0) : answer.body.resultCode;
    if (typeof observed === 'string') seen.add(observed);
    expect(observed, JSON.stringify(answer.body)).toBe(code);
    if (status !== undefined) expect(answer.status).toBe(status);
    if (answer.body.resultCode !== 0) {
      const error = accountErrors[code as keyof typeof accountErrors];
      expect(answer.status).toBe(error.status);
      expect(answer.body.resultMessage).not.toMatch(/^account\./);
    }
  }
  const expectOk = (answer: Answer) => {
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(0);
    expect(answer.status).toBe(200);
    if (answer.body.data?.successCode) seen.add(answer.body.data.successCode);
  };

  /**
   * An active account and a browser of its host, not yet signed in: the code is confirmed on
   * another device, since confirming in the browser that signed up signs it in.
   */
  async function signedUp(uid = uniqueEmail(), host = 'localhost', app: FastifyInstance = store.app) {
    const b = browser(host, app);
    expectOk(await b.post('/api/identity/sign-up', signUpBody(uid)));
    expectOk(
      await browser(host, app).post('/api/identity/confirm-sign-up', {
        uid,
        uidType: uid.includes('@') ? 'email' : 'phone_number',
        code: await b.lastCode(uid),
      }),
    );
    return { b, uid, uidType: uid.includes('@') ? 'email' : 'phone_number' };
  }
  async function signedIn(uid?: string, host?: string) {
    const account = await signedUp(uid, host);
    expectOk(await account.b.post('/api/identity/sign-in', { uid: account.uid, uidType: account.uidType, password: PASSWORD }));
    return account;
  }
  const userRow = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]!;

  describe('sign-up, confirmation and sign-in', () => {
    it('signs up by e-mail, confirms with the code from the outbox, signs in and reads the details', async () => {
      const b = browser();
      const email = uniqueEmail();
      const signUp = await b.post('/api/identity/sign-up', signUpBody(email.toUpperCase()));
      expectOk(signUp);
      expect(signUp.body.data).toMatchObject({
        userSub: expect.stringMatching(/^usr_/),
        userConfirmed: false,
        codeDelivery: { medium: 'email', destination: `${email.slice(0, 3)}***@example.com`, expiresInSeconds: 90 },
      });
      const [message] = await b.outbox(email);
      expect(message).toMatchObject({
        channel: 'email',
        to: email,
        template: 'signUpCode',
        params: { code: expect.stringMatching(/^\d{6}$/) },
      });

      const row = await userRow(email);
      expect(row).toMatchObject({ status: 'unconfirmed', emailVerified: false, siteId: 0 });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain(PASSWORD);

      // Before confirming, signing in says so.
      expectCode(await b.post('/api/identity/sign-in', { uid: email, uidType: 'email', password: PASSWORD }), 'UserNotConfirmedException');
      // Confirmed on another device (the code read on a phone, say): confirmed, but not signed in there.
      const elsewhere = browser();
      const confirmed = await elsewhere.post('/api/identity/confirm-sign-up', {
        uid: email,
        uidType: 'email',
        code: String(message!.params.code),
      });
      expectOk(confirmed);
      expect(confirmed.body.data).toEqual({ confirmed: true, signedIn: false });
      expect(elsewhere.cookies.get(SESSION_COOKIES.access)).toBeUndefined();
      expect(await userRow(email)).toMatchObject({ status: 'active', emailVerified: true });

      const signIn = await b.post('/api/identity/sign-in', { uid: email, uidType: 'email', password: PASSWORD });
      expectOk(signIn);
      expect(signIn.body.data).toMatchObject({
        firstLogin: true,
        accessTokenExpiresIn: 900,
        user: { email, name: 'Ann Lee', logged_in: 1 },
      });
      const access = b.cookies.get(SESSION_COOKIES.access)!;
      const refresh = b.cookies.get(SESSION_COOKIES.refresh)!;
      expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
      expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/identity', secure: false });
      expect(JSON.stringify(signIn.body)).not.toContain(refresh.value);

      const details = await b.get('/api/customer/user/details');
      expectOk(details);
      expect(details.body.data).toMatchObject({
        sub: row.id,
        email,
        phone_number: null,
        name: 'Ann Lee',
        email_verified: true,
        phone_number_verified: false,
        birthdate: '1990-04-02',
        subscribe_marketing: true,
        country_code: 'sg',
        country_name: 'Singapore',
        lang_code: 'en',
        logged_in: 1,
        identities: [],
        idpVerified: false,
        settings: { cashbackDetails: { amount: 0 } },
      });
      expect(details.headers['cache-control']).toBe('no-store');

      // The welcome modal is for the first sign-in only.
      const again = await browser().post('/api/identity/sign-in', { uid: email, uidType: 'email', password: PASSWORD });
      expect(again.body.data.firstLogin).toBe(false);
    });

    it('signs in the browser that submitted the sign-up when it confirms the code, with no second password', async () => {
      const b = browser();
      const email = uniqueEmail();
      expectOk(await b.post('/api/identity/sign-up', signUpBody(email)));
      expect(b.cookies.get(SIGN_UP_PROOF_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/identity' });
      const confirmed = await b.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: await b.lastCode(email) });
      expectOk(confirmed);
      expect(confirmed.body.data).toMatchObject({ confirmed: true, signedIn: true, firstLogin: true, user: { email, name: 'Ann Lee' } });
      expect(b.cookies.get(SIGN_UP_PROOF_COOKIE)).toBeUndefined();
      expectOk(await b.get('/api/customer/user/details'));
      // The welcome modal was this sign-in's.
      const later = await browser().post('/api/identity/sign-in', { uid: email, uidType: 'email', password: PASSWORD });
      expect(later.body.data.firstLogin).toBe(false);
    });

    it('never signs a browser into a sign-up it did not submit, even one of the same e-mail', async () => {
      // An attacker submits a sign-up for the victim's e-mail with a password of their own, then the
      // victim does; the victim's code, confirmed in the attacker's browser, signs nobody in there.
      const email = uniqueEmail();
      const attacker = browser();
      expectOk(
        await attacker.post(
          '/api/identity/sign-up',
          signUpBody(email, { password: 'Attacker#Pass1', passwordConfirmation: 'Attacker#Pass1' }),
        ),
      );
      clock.advance(IDENTITY_LIMITS.resendCooldownMs);
      const victim = browser();
      expectOk(await victim.post('/api/identity/sign-up', signUpBody(email)));
      const victimsCode = await victim.lastCode(email);
      const confirmed = await attacker.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: victimsCode });
      expectOk(confirmed);
      expect(confirmed.body.data).toEqual({ confirmed: true, signedIn: false });
      expect(attacker.cookies.get(SESSION_COOKIES.access)).toBeUndefined();
      // The account is the victim's: their password, confirmed by their code.
      expectOk(await victim.post('/api/identity/sign-in', { uid: email, uidType: 'email', password: PASSWORD }));
    });

    it('marks cookies Secure behind https', async () => {
      const { uid } = await signedUp();
      // A client's own X-Forwarded-Proto is not believed.
      const direct = browser();
      expectOk(
        await direct.post(
          '/api/identity/sign-in',
          { uid, uidType: 'email', password: PASSWORD },
          { headers: { 'x-forwarded-proto': 'https' } },
        ),
      );
      expect(direct.cookies.get(SESSION_COOKIES.access)?.secure).toBe(false);
      // The proxy's in front (TRUST_PROXY, ADR 0020) is: the shopper came over HTTPS.
      const proxied = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ROLE: 'web', TRUST_PROXY: '127.0.0.1' }),
        database,
        web: false,
        now: clock.now,
      });
      try {
        const b = browser('localhost', proxied);
        const answer = await b.post(
          '/api/identity/sign-in',
          { uid, uidType: 'email', password: PASSWORD },
          { headers: { 'x-forwarded-proto': 'https' } },
        );
        expectOk(answer);
        expect(b.cookies.get(SESSION_COOKIES.access)?.secure).toBe(true);
        expect(b.cookies.get(SESSION_COOKIES.refresh)?.secure).toBe(true);
      } finally {
        await proxied.close();
      }
    });

    it('signs up and in by mobile number, E.164 whatever the spacing', async () => {
      const phone = uniquePhone();
      const b = browser();
      const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 7)}-${phone.slice(7)}`;
      const signUp = await b.post('/api/identity/sign-up', signUpBody(spaced, { uidType: 'phone_number' }));
      expectOk(signUp);
      expect(signUp.body.data.codeDelivery).toMatchObject({
        medium: 'sms',
        destination: `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`,
      });
      expect((await b.outbox(phone))[0]).toMatchObject({ channel: 'sms', to: phone });
      expectOk(await b.post('/api/identity/confirm-sign-up', { uid: phone, uidType: 'phone_number', code: await b.lastCode(phone) }));
      const signIn = await b.post('/api/identity/sign-in', { uid: phone, uidType: 'phone_number', password: PASSWORD });
      expectOk(signIn);
      expect(signIn.body.data.user).toMatchObject({ phone_number: phone, phone_number_verified: true, email: null });
    });

    it('refuses a sign-up that breaks the rules of shell §5, with the catalogued codes', async () => {
      const b = browser();
      const email = uniqueEmail();
      expectCode(
        await b.post('/api/identity/sign-up', signUpBody(email, { gRecaptchaToken: SANDBOX_CAPTCHA_REJECT })),
        'CaptchaFailedException',
      );
      expectCode(
        await b.post('/api/identity/sign-up', signUpBody(email, { password: 'abcdefgh', passwordConfirmation: 'abcdefgh' })),
        'InvalidPasswordException',
      );
      expectCode(
        await b.post('/api/identity/sign-up', signUpBody(email, { password: 'short1', passwordConfirmation: 'short1' })),
        'InvalidPasswordException',
      );
      const today = new Date(clock.now());
      const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
      const underage = await b.post('/api/identity/sign-up', signUpBody(email, { birthDate: seventeen }));
      expectCode(underage, 'InvalidParameterException');
      expect(underage.body.data.fields).toEqual([{ path: 'birthDate', code: 'underage' }]);
      const badDate = await b.post(
        '/api/identity/sign-up',
        signUpBody(email, { birthDate: '1990-02-30', passwordConfirmation: 'other 123' }),
      );
      expect(badDate.body.data.fields).toEqual([
        { path: 'passwordConfirmation', code: 'passwordMismatch' },
        { path: 'birthDate', code: 'invalidDate' },
      ]);
      expectCode(await b.post('/api/identity/sign-up', signUpBody('not-an-email', { uidType: 'email' })), 'InvalidParameterException');
      expectCode(await b.post('/api/identity/sign-up', signUpBody('12345', { uidType: 'phone_number' })), 'InvalidParameterException');
      expectCode(await b.post('/api/identity/sign-up', signUpBody(email, { name: '  ' })), 'InvalidParameterException');
      // None of those made an account or sent anything.
      expect(await b.outbox(email)).toEqual([]);
      expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });

    it('refuses an e-mail or mobile that already has an account, and lets an unconfirmed sign-up start over', async () => {
      const { uid: email } = await signedUp();
      expectCode(await browser().post('/api/identity/sign-up', signUpBody(email)), 'UsernameExistsExceptionEmail');
      const { uid: phone } = await signedUp(uniquePhone());
      expectCode(await browser().post('/api/identity/sign-up', signUpBody(phone)), 'UsernameExistsExceptionMobile');

      const pending = uniqueEmail();
      const b = browser();
      expectOk(await b.post('/api/identity/sign-up', signUpBody(pending)));
      clock.advance(IDENTITY_LIMITS.resendCooldownMs);
      expectOk(await b.post('/api/identity/sign-up', signUpBody(pending, { name: 'Second Try' })));
      expectOk(await b.post('/api/identity/confirm-sign-up', { uid: pending, uidType: 'email', code: await b.lastCode(pending) }));
      expect(await userRow(pending)).toMatchObject({ name: 'Second Try', status: 'active' });
    });

    it('only takes mobile sign-ups when phone sign-up is on', async () => {
      const phone = uniquePhone();
      const answer = await browser('localhost', noPhoneSignUp).post('/api/identity/sign-up', signUpBody(phone));
      expectCode(answer, 'InvalidParameterException');
      expect(answer.body.data.fields).toEqual([{ path: 'uidType', code: 'phoneSignUpDisabled' }]);
    });
  });

  describe('confirmation codes', () => {
    it('rejects a wrong code with the tries left, an expired one, and resends a fresh code that replaces the old', async () => {
      const b = browser();
      const email = uniqueEmail();
      expectOk(await b.post('/api/identity/sign-up', signUpBody(email)));
      const first = await b.lastCode(email);
      const wrong = first === '000000' ? '111111' : '000000';
      const mismatch = await b.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: wrong });
      expectCode(mismatch, 'CodeMismatchException');
      expect(mismatch.body.data).toEqual({ remainingAttempts: IDENTITY_LIMITS.codeAttempts - 1 });

      // A resend within 30 s is refused; after it, the new code replaces the old one.
      expectCode(await b.post('/api/identity/resend-code', { uid: email, uidType: 'email' }), 'LimitExceededException');
      clock.advance(91_000);
      expectCode(await b.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: first }), 'ExpiredCodeException');
      const resent = await b.post('/api/identity/resend-code', { uid: email, uidType: 'email' });
      expectCode(resent, 'RESEND_CONFIRMATION_EMAIL');
      expect(resent.body.data.codeDelivery.expiresInSeconds).toBe(90);
      const second = await b.lastCode(email);
      expect((await b.outbox(email)).length).toBe(2);
      if (second !== first)
        expectCode(await b.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: first }), 'CodeMismatchException');
      clock.advance(89_000);
      expectOk(await b.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: second }));
      // A used code is gone, and a confirmed account has nothing to confirm or resend.
      expectCode(
        await b.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: second }),
        'NotAuthorizedExceptionEmail',
      );
      expectCode(await b.post('/api/identity/resend-code', { uid: email, uidType: 'email' }), 'InvalidParameterException');
    });

    it('resends to a mobile with its own success code, and limits sends to 5 an hour', async () => {
      const b = browser();
      const phone = uniquePhone();
      expectOk(await b.post('/api/identity/sign-up', signUpBody(phone)));
      for (let sent = 1; sent < IDENTITY_LIMITS.sendsPerWindow; sent++) {
        clock.advance(IDENTITY_LIMITS.resendCooldownMs);
        expectCode(await b.post('/api/identity/resend-code', { uid: phone, uidType: 'phone_number' }), 'RESEND_CONFIRMATION_MOBILE');
      }
      clock.advance(IDENTITY_LIMITS.resendCooldownMs);
      const limited = await b.post('/api/identity/resend-code', { uid: phone, uidType: 'phone_number' });
      expectCode(limited, 'LimitExceededException');
      expect(limited.body.data.retryAfterSeconds).toBeGreaterThan(0);
      clock.advance(HOUR);
      expectCode(await b.post('/api/identity/resend-code', { uid: phone, uidType: 'phone_number' }), 'RESEND_CONFIRMATION_MOBILE');
      expectCode(await b.post('/api/identity/resend-code', { uid: uniquePhone(), uidType: 'phone_number' }), 'UserNotFoundExceptionMobile');
    });

    it('locks the code for 3 hours after 5 wrong tries, even against the right code, and then sends again', async () => {
      const b = browser();
      const email = uniqueEmail();
      expectOk(await b.post('/api/identity/sign-up', signUpBody(email)));
      const code = await b.lastCode(email);
      const wrong = code === '999999' ? '888888' : '999999';
      for (let i = 1; i < IDENTITY_LIMITS.codeAttempts; i++) {
        expectCode(await b.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: wrong }), 'CodeMismatchException');
      }
      const locked = await b.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: wrong });
      expectCode(locked, 'CodeAttemptsExceededException');
      expect(locked.body.resultMessage).toBe('Too many incorrect codes. Please retry in 3h 0m.');
      expect(locked.body.data).toEqual({ retryAfterSeconds: 10_800, hours: 3, minutes: 0 });
      expectCode(await b.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code }), 'CodeAttemptsExceededException');
      clock.advance(HOUR + 30 * MINUTE);
      const later = await b.post('/api/identity/resend-code', { uid: email, uidType: 'email' });
      expectCode(later, 'CodeAttemptsExceededException');
      expect(later.body.resultMessage).toBe('Too many incorrect codes. Please retry in 1h 30m.');
      clock.advance(1.5 * HOUR);
      expectCode(await b.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code }), 'ExpiredCodeException');
      expectCode(await b.post('/api/identity/resend-code', { uid: email, uidType: 'email' }), 'RESEND_CONFIRMATION_EMAIL');
      expectOk(await b.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: await b.lastCode(email) }));
    });
  });

  describe('sign-in failures', () => {
    it('names the missing account and the wrong password by e-mail or mobile', async () => {
      const b = browser();
      expectCode(
        await b.post('/api/identity/sign-in', { uid: uniqueEmail(), uidType: 'email', password: PASSWORD }),
        'UserNotFoundExceptionEmail',
      );
      expectCode(
        await b.post('/api/identity/sign-in', { uid: uniquePhone(), uidType: 'phone_number', password: PASSWORD }),
        'UserNotFoundExceptionMobile',
      );
      const { uid: email } = await signedUp();
      expectCode(
        await b.post('/api/identity/sign-in', { uid: email, uidType: 'email', password: 'wrong pass 1' }),
        'NotAuthorizedExceptionEmail',
      );
      const { uid: phone } = await signedUp(uniquePhone());
      expectCode(
        await b.post('/api/identity/sign-in', { uid: phone, uidType: 'phone_number', password: 'wrong pass 1' }),
        'NotAuthorizedExceptionMobile',
      );
      expect(b.cookies.has(SESSION_COOKIES.access)).toBe(false);
    });

    it('says an unconfirmed mobile user is not found unless phone sign-up is on', async () => {
      const phone = uniquePhone();
      expectOk(await browser().post('/api/identity/sign-up', signUpBody(phone)));
      const credentials = { uid: phone, uidType: 'phone_number', password: PASSWORD };
      expectCode(await browser().post('/api/identity/sign-in', credentials), 'UserNotConfirmedException');
      expectCode(await browser('localhost', noPhoneSignUp).post('/api/identity/sign-in', credentials), 'UserNotFoundExceptionMobile');
    });

    it('refuses a disabled account, and an account without the attributes a session needs signs out', async () => {
      const { uid, b } = await signedIn();
      await database.db.update(users).set({ status: 'disabled' }).where(eq(users.email, uid));
      expectCode(await browser().post('/api/identity/sign-in', { uid, uidType: 'email', password: PASSWORD }), 'UserDisabledException');
      // Its existing session ends too.
      expectCode(await b.get('/api/customer/user/details'), 'NOT_AUTHENTICATED');

      const other = await signedIn();
      await database.db.update(users).set({ name: null }).where(eq(users.email, other.uid));
      const answer = await other.b.post('/api/identity/sign-in', { uid: other.uid, uidType: 'email', password: PASSWORD });
      expectCode(answer, 'UNKNOWN_SIGN_IN_ERROR');
      expect(other.b.cookies.has(SESSION_COOKIES.access)).toBe(false);
      expect(other.b.cookies.has(SESSION_COOKIES.refresh)).toBe(false);
    });

    it('locks sign-in for 15 minutes after 5 wrong passwords, even with the right one', async () => {
      const { uid } = await signedUp();
      const b = browser();
      const wrong = { uid, uidType: 'email', password: 'wrong pass 1' };
      for (let i = 1; i < IDENTITY_LIMITS.signInFailures; i++)
        expectCode(await b.post('/api/identity/sign-in', wrong), 'NotAuthorizedExceptionEmail');
      const locked = await b.post('/api/identity/sign-in', wrong);
      expectCode(locked, 'LimitExceededException');
      expect(locked.body.data.retryAfterSeconds).toBe(900);
      expectCode(await b.post('/api/identity/sign-in', { uid, uidType: 'email', password: PASSWORD }), 'LimitExceededException');
      clock.advance(15 * MINUTE);
      expectOk(await b.post('/api/identity/sign-in', { uid, uidType: 'email', password: PASSWORD }));
      // Success starts the count again.
      expectCode(await b.post('/api/identity/sign-in', wrong), 'NotAuthorizedExceptionEmail');
    });

    it('forgets failures older than the window', async () => {
      const { uid } = await signedUp();
      const b = browser();
      const wrong = { uid, uidType: 'email', password: 'wrong pass 1' };
      for (let i = 1; i < IDENTITY_LIMITS.signInFailures; i++)
        expectCode(await b.post('/api/identity/sign-in', wrong), 'NotAuthorizedExceptionEmail');
      clock.advance(16 * MINUTE);
      expectCode(await b.post('/api/identity/sign-in', wrong), 'NotAuthorizedExceptionEmail');
    });
  });

  describe('sessions', () => {
    it('answers "not authenticated" without a token and SEC_01 once the access token expired; refresh brings it back', async () => {
      const none = await browser().get('/api/customer/user/details');
      expectCode(none, 'NOT_AUTHENTICATED');
      expect(none.body.resultMessage).toBe('The user is not authenticated');
      const garbage = await browser().get('/api/customer/user/details', { authorization: 'Bearer not.a.token' });
      expectCode(garbage, 'NOT_AUTHENTICATED');

      const { b } = await signedIn();
      clock.advance(15 * MINUTE + 10_000);
      expectCode(await b.get('/api/customer/user/details'), 'SEC_01');
      const refreshed = await b.post('/api/identity/refresh');
      expectOk(refreshed);
      expect(refreshed.body.data.accessTokenExpiresIn).toBe(900);
      expectOk(await b.get('/api/customer/user/details'));
      // Shell §7: the session-cookie call is a GET with no-cache headers.
      const viaGet = await b.get('/api/identity/refresh');
      expectOk(viaGet);
      expect(viaGet.headers['cache-control']).toBe('no-store');
    });

    it('accepts the access token as a bearer token too', async () => {
      const { b } = await signedIn();
      const token = b.cookies.get(SESSION_COOKIES.access)!.value;
      expectOk(await browser().get('/api/customer/user/details', { authorization: `Bearer ${token}` }));
    });

    it('rotates the refresh token, and a rotated token used again revokes its whole family', async () => {
      const { b, uid } = await signedIn();
      const first = b.cookies.get(SESSION_COOKIES.refresh)!.value;
      expectOk(await b.post('/api/identity/refresh'));
      const second = b.cookies.get(SESSION_COOKIES.refresh)!.value;
      expect(second).not.toBe(first);

      // A thief replays the first token: refused, and the family (the shopper's current token too) ends.
      const thief = browser();
      thief.cookies.set(SESSION_COOKIES.refresh, { value: first, path: '/api/identity', httpOnly: true, sameSite: 'Lax', secure: false });
      const replay = await thief.post('/api/identity/refresh');
      expectCode(replay, 'NOT_AUTHENTICATED');
      expect(thief.cookies.has(SESSION_COOKIES.access)).toBe(false);
      expectCode(await b.post('/api/identity/refresh'), 'NOT_AUTHENTICATED');
      const user = await userRow(uid);
      const tokens = await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      expect(tokens).toHaveLength(2);
      expect(tokens.every((t) => t.revokedAt !== null && t.revokeReason === 'reuse')).toBe(true);
      // Only hashes are stored.
      expect(tokens.map((t) => t.tokenHash)).not.toContain(first);
    });

    it('revokes the access token of a revoked family at once for account calls', async () => {
      const { b } = await signedIn();
      const access = b.cookies.get(SESSION_COOKIES.access)!.value;
      expectOk(await b.post('/api/identity/sign-out', {}));
      expect(b.cookies.has(SESSION_COOKIES.access)).toBe(false);
      expectCode(await browser().get('/api/customer/user/details', { authorization: `Bearer ${access}` }), 'NOT_AUTHENTICATED');
    });

    it('signs out this device only, or every device with global', async () => {
      const { uid, b: laptop } = await signedIn();
      const phone = browser();
      expectOk(await phone.post('/api/identity/sign-in', { uid, uidType: 'email', password: PASSWORD }));
      const tablet = browser();
      expectOk(await tablet.post('/api/identity/sign-in', { uid, uidType: 'email', password: PASSWORD }));

      expectOk(await tablet.post('/api/identity/sign-out', { global: false }));
      expectCode(await tablet.post('/api/identity/refresh'), 'NOT_AUTHENTICATED');
      expectOk(await laptop.get('/api/customer/user/details'));
      expectOk(await phone.post('/api/identity/refresh'));

      const global = await laptop.post('/api/identity/sign-out', { global: true });
      expectOk(global);
      expect(global.body.data.revoked).toBe(2);
      expectCode(await phone.get('/api/customer/user/details'), 'NOT_AUTHENTICATED');
      expectCode(await phone.post('/api/identity/refresh'), 'NOT_AUTHENTICATED');
      // Signing out without a session is fine.
      expectOk(await browser().post('/api/identity/sign-out'));
    });

    it('gives the signed-in viewer of a web request to the loaders, checked by signature, expiry and site', async () => {
      const { b, uid } = await signedIn();
      const { identity } = store.app.services;
      const user = await userRow(uid);
      const cookie = `${SESSION_COOKIES.access}=${b.cookies.get(SESSION_COOKIES.access)!.value}`;
      expect(await identity.viewerFromHeaders(0, new Headers({ cookie }))).toMatchObject({ userId: user.id, siteId: 0 });
      expect(await identity.viewerFromHeaders(DEMO_SITES.football.id, new Headers({ cookie }))).toBeNull();
      expect(await identity.viewerFromHeaders(0, new Headers({ cookie: `${SESSION_COOKIES.access}=forged` }))).toBeNull();
      expect(await identity.viewerFromHeaders(0, new Headers())).toBeNull();
      clock.advance(16 * MINUTE);
      expect(await identity.viewerFromHeaders(0, new Headers({ cookie }))).toBeNull();
    });

    it('decorates every request with its viewer', async () => {
      const app = await buildApp({ config: { ...store.config, role: 'web' }, database, web: false, now: clock.now });
      app.get('/viewer-probe', async (request) => ({ viewer: request.viewer }));
      await app.ready();
      try {
        const { b, uid } = await signedIn();
        const user = await userRow(uid);
        const cookie = `${SESSION_COOKIES.access}=${b.cookies.get(SESSION_COOKIES.access)!.value}`;
        const signedInProbe = await app.inject({ url: '/viewer-probe', headers: { cookie } });
        expect(signedInProbe.json()).toEqual({ viewer: { userId: user.id, sessionId: expect.stringMatching(/^ses_/), siteId: 0 } });
        expect((await app.inject({ url: '/viewer-probe' })).json()).toEqual({ viewer: null });
        const elsewhere = await app.inject({ url: '/viewer-probe', headers: { cookie, host: DEMO_SITES.football.hostname } });
        expect(elsewhere.json()).toEqual({ viewer: null });
      } finally {
        await app.close();
      }
    });
  });

  describe('anti-forgery token', () => {
    it('is required on every state-changing account call, bound to the browser and expiring', async () => {
      const b = browser();
      const issued = await b.get('/generateCsrfToken');
      expectOk(issued);
      expect(issued.body.data).toEqual({ token: expect.any(String), expiry: IDENTITY_LIMITS.csrfExpirySeconds });
      expect(b.cookies.get(SESSION_COOKIES.csrf)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      // Asking again keeps the cookie.
      const cookie = b.cookies.get(SESSION_COOKIES.csrf)!.value;
      await b.get('/generateCsrfToken');
      expect(b.cookies.get(SESSION_COOKIES.csrf)!.value).toBe(cookie);

      const email = uniqueEmail();
      const calls: Array<[string, unknown]> = [
        ['/api/identity/sign-up', signUpBody(email)],
        ['/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: '123456' }],
        ['/api/identity/resend-code', { uid: email, uidType: 'email' }],
        ['/api/identity/sign-in', { uid: email, uidType: 'email', password: PASSWORD }],
        ['/api/identity/sign-out', {}],
        ['/api/identity/reset-password', { uid: email, uidType: 'email', code: '123456', password: PASSWORD }],
        ['/api/identity/change-password', { previousPassword: PASSWORD, proposedPassword: PASSWORD }],
        ['/api/identity/update-attributes', { name: 'X' }],
        ['/api/customer/user/forgot-password', { uid: email, uidType: 'email', gRecaptchaToken: SANDBOX_CAPTCHA_PASS }],
        ['/api/customer/user/auth', { langCode: 'en' }],
        ['/api/customer/user/init-delete', { medium: 'email' }],
        ['/api/customer/user/delete', { otp: '123456' }],
      ];
      for (const [url, body] of calls) {
        expectCode(await b.post(url, body, { csrf: false }), 'CSRF_TOKEN_INVALID');
        expectCode(await b.post(url, body, { headers: { 'x-csrf-token': 'made-up' } }), 'CSRF_TOKEN_INVALID');
      }
      expect(await b.outbox(email)).toEqual([]);

      // Another browser's token does not fit this browser's cookie.
      const other = browser();
      const foreign = await other.csrf();
      expectCode(await b.post('/api/identity/sign-up', signUpBody(email), { headers: { 'x-csrf-token': foreign } }), 'CSRF_TOKEN_INVALID');

      // A token lasts past its advertised expiry (in-flight calls), then no more.
      const token = await b.csrf();
      clock.advance(IDENTITY_LIMITS.csrfExpirySeconds * 1000 + MINUTE);
      expectOk(await b.post('/api/identity/sign-out', {}, { headers: { 'x-csrf-token': token } }));
      clock.advance((IDENTITY_LIMITS.csrfValiditySeconds - IDENTITY_LIMITS.csrfExpirySeconds) * 1000);
      expectCode(await b.post('/api/identity/sign-out', {}, { headers: { 'x-csrf-token': token } }), 'CSRF_TOKEN_INVALID');
    });
  });

  describe('sites', () => {
    it('keeps an account on its own site: invisible, unusable and free to take on another', async () => {
      const { uid, b } = await signedIn();
      const football = browser(DEMO_SITES.football.hostname);
      expectCode(await football.post('/api/identity/sign-in', { uid, uidType: 'email', password: PASSWORD }), 'UserNotFoundExceptionEmail');
      expectCode(
        await football.post('/api/customer/user/forgot-password', { uid, uidType: 'email', gRecaptchaToken: SANDBOX_CAPTCHA_PASS }),
        'UserNotFoundExceptionEmail',
      );
      // The store's session is nothing on the football site, by cookie or bearer.
      const token = b.cookies.get(SESSION_COOKIES.access)!.value;
      expectCode(await football.get('/api/customer/user/details', { authorization: `Bearer ${token}` }), 'NOT_AUTHENTICATED');
      const refresh = b.cookies.get(SESSION_COOKIES.refresh)!;
      football.cookies.set(SESSION_COOKIES.refresh, refresh);
      expectCode(await football.post('/api/identity/refresh'), 'NOT_AUTHENTICATED');
      expectOk(await b.post('/api/identity/refresh'));

      // The same e-mail makes a second, separate account there.
      const there = await signedIn(uid, DEMO_SITES.football.hostname);
      const details = await there.b.get('/api/customer/user/details');
      expectOk(details);
      const rows = await database.db.select().from(users).where(eq(users.email, uid));
      expect(rows.map((r) => r.siteId).sort()).toEqual([0, DEMO_SITES.football.id]);
      expect(details.body.data.sub).toBe(rows.find((r) => r.siteId === DEMO_SITES.football.id)!.id);
    });

    it('has no accounts on a site whose account switch is off', async () => {
      const b = browser(DEMO_SITES.noAccounts.hostname);
      expectCode(await b.post('/api/identity/sign-up', signUpBody(uniqueEmail())), 'ACCOUNTS_DISABLED');
      expectCode(await b.get('/api/customer/user/details'), 'ACCOUNTS_DISABLED');
    });
  });

  describe('password recovery and change', () => {
    it('sends a reset code by e-mail, resets the password and ends every session', async () => {
      const { uid, b } = await signedIn();
      const user = await userRow(uid);
      const r = browser();
      const forgot = await r.post('/api/customer/user/forgot-password', {
        uid,
        uidType: 'email',
        countryCode: 'sg',
        languageCode: 'en',
        gRecaptchaToken: SANDBOX_CAPTCHA_PASS,
      });
      expectCode(forgot, 'RECOVER_PASSWORD_SUCCESS_EMAIL');
      expect(forgot.body.resultMessage).toBe('Success');
      expect(forgot.body.data).toMatchObject({ shopAccountId: user.id, codeDelivery: { medium: 'email' } });
      const [sent] = await r.outbox(uid);
      expect(sent).toMatchObject({ template: 'passwordResetCode' });

      expectCode(
        await r.post('/api/identity/reset-password', { uid, uidType: 'email', code: String(sent!.params.code), password: 'nonumbers' }),
        'InvalidPasswordException',
      );
      expectCode(
        await r.post('/api/identity/reset-password', {
          uid,
          uidType: 'email',
          code: String(sent!.params.code) === '000000' ? '111111' : '000000',
          password: 'new pass 42',
        }),
        'CodeMismatchException',
      );
      expectCode(
        await r.post('/api/identity/reset-password', { uid, uidType: 'email', code: String(sent!.params.code), password: 'new pass 42' }),
        'RESET_PASSWORD_SUCCESS',
      );
      expectCode(await r.post('/api/identity/sign-in', { uid, uidType: 'email', password: PASSWORD }), 'NotAuthorizedExceptionEmail');
      expectOk(await r.post('/api/identity/sign-in', { uid, uidType: 'email', password: 'new pass 42' }));
      expectCode(await b.get('/api/customer/user/details'), 'NOT_AUTHENTICATED');
      expectCode(
        await r.post('/api/identity/reset-password', { uid, uidType: 'email', code: String(sent!.params.code), password: 'new pass 43' }),
        'ExpiredCodeException',
      );
    });

    it('recovers by mobile, and maps unknown, malformed and unconfirmed identifiers as shell §8 says', async () => {
      const { uid: phone } = await signedUp(uniquePhone());
      const b = browser();
      const forgot = (uid: string, uidType: string, token = SANDBOX_CAPTCHA_PASS) =>
        b.post('/api/customer/user/forgot-password', { uid, uidType, gRecaptchaToken: token });
      expectCode(await forgot(phone, 'phone_number'), 'RECOVER_PASSWORD_SUCCESS_MOBILE');
      expect((await b.outbox(phone))[0]).toMatchObject({ channel: 'sms', template: 'passwordResetCode' });
      expectCode(await forgot(phone, 'phone_number', SANDBOX_CAPTCHA_REJECT), 'CaptchaFailedException');
      expectCode(await forgot(uniquePhone(), 'phone_number'), 'UserNotFoundExceptionMobile');
      expectCode(await forgot('12', 'phone_number'), 'UserNotFoundExceptionMobile');
      expectCode(await forgot(uniqueEmail(), 'email'), 'UserNotFoundExceptionEmail');
      expectCode(await forgot('nobody', 'email'), 'InvalidParameterException');
      const pendingEmail = uniqueEmail();
      const pendingPhone = uniquePhone();
      expectOk(await b.post('/api/identity/sign-up', signUpBody(pendingEmail)));
      expectOk(await b.post('/api/identity/sign-up', signUpBody(pendingPhone)));
      expectCode(await forgot(pendingEmail, 'email'), 'InvalidParameterException');
      expectCode(await forgot(pendingPhone, 'phone_number'), 'UserNotFoundExceptionMobile');
      // Asking again at once is limited like any code.
      expectCode(await forgot(phone, 'phone_number'), 'LimitExceededException');
    });

    it('changes the password with the right current one, keeping this session and ending the others', async () => {
      const { uid, b } = await signedIn();
      const other = browser();
      expectOk(await other.post('/api/identity/sign-in', { uid, uidType: 'email', password: PASSWORD }));
      expectCode(
        await b.post('/api/identity/change-password', { previousPassword: 'wrong pass 1', proposedPassword: 'new pass 42' }),
        'NotAuthorizedExceptionPassReset',
      );
      expectCode(
        await b.post('/api/identity/change-password', { previousPassword: PASSWORD, proposedPassword: 'weak' }),
        'InvalidPasswordException',
      );
      expectCode(
        await b.post('/api/identity/change-password', { previousPassword: PASSWORD, proposedPassword: 'new pass 42' }),
        'CHANGE_PASSWORD_SUCCESS',
      );
      expectOk(await b.get('/api/customer/user/details'));
      expectOk(await b.post('/api/identity/refresh'));
      expectCode(await other.get('/api/customer/user/details'), 'NOT_AUTHENTICATED');
      expectCode(
        await browser().post('/api/identity/change-password', { previousPassword: PASSWORD, proposedPassword: 'new pass 42' }),
        'NOT_AUTHENTICATED',
      );
      expectOk(await browser().post('/api/identity/sign-in', { uid, uidType: 'email', password: 'new pass 42' }));
    });

    it('updates attributes, with the age rule on the birth date', async () => {
      const { b } = await signedIn();
      const updated = await b.post('/api/identity/update-attributes', {
        name: 'Ann Tan',
        subscribeMarketing: false,
        langCode: 'zh',
        countryCode: 'tw',
      });
      expectOk(updated);
      expect(updated.body.data).toMatchObject({
        name: 'Ann Tan',
        subscribe_marketing: false,
        lang_code: 'zh',
        country_code: 'tw',
        country_name: 'Taiwan',
      });
      expectCode(
        await b.post('/api/identity/update-attributes', { birthDate: `${new Date(clock.now()).getUTCFullYear() - 10}-01-01` }),
        'InvalidParameterException',
      );
      expectCode(await b.post('/api/identity/update-attributes', { email: 'someone@else.com' }), 'InvalidParameterException');
      expect((await b.get('/api/customer/user/details')).body.data.name).toBe('Ann Tan');
    });
  });

  describe('customer calls', () => {
    it('updates language and birth date through /user/auth, asking Brazilians for a valid, unused CPF', async () => {
      const { b } = await signedIn();
      const auth = await b.post('/api/customer/user/auth', {
        langCode: 'ms',
        birthDate: '1991-05-06',
        gRecaptchaToken: SANDBOX_CAPTCHA_PASS,
      });
      expectOk(auth);
      expect(auth.body.data).toMatchObject({ lang_code: 'ms', birthdate: '1991-05-06' });
      expectCode(
        await b.post('/api/customer/user/auth', { langCode: 'en', gRecaptchaToken: SANDBOX_CAPTCHA_REJECT }),
        'CaptchaFailedException',
      );

      expectCode(await b.post('/api/customer/user/auth', { langCode: 'pt', countryCode: 'br' }), 'SIGNUP_CPF_DETAILS_MISSING');
      expectCode(
        await b.post('/api/customer/user/auth', { langCode: 'pt', countryCode: 'br', cpfInfo: { cpf: '' } }),
        'SIGNUP_CPF_DETAILS_MISSING',
      );
      expectCode(
        await b.post('/api/customer/user/auth', { langCode: 'pt', countryCode: 'br', cpfInfo: { cpf: '123.456.789-00' } }),
        'SIGNUP_CPF_INVALID_DATA',
      );
      expectCode(
        await b.post('/api/customer/user/auth', { langCode: 'pt', countryCode: 'br', cpfInfo: { cpf: '111.111.111-11' } }),
        'SIGNUP_CPF_INVALID_DATA',
      );
      expectOk(
        await b.post('/api/customer/user/auth', {
          langCode: 'pt',
          countryCode: 'br',
          cpfInfo: { cpf: '529.982.247-25', name: 'Ana Souza' },
        }),
      );
      // Once held, the CPF need not be sent again, and cannot be swapped for another.
      expectOk(await b.post('/api/customer/user/auth', { langCode: 'pt', countryCode: 'br' }));
      expectCode(
        await b.post('/api/customer/user/auth', { langCode: 'pt', countryCode: 'br', cpfInfo: { cpf: '168.995.350-09' } }),
        'SIGNUP_CPF_PROCESS_FAILED',
      );

      const { b: other } = await signedIn();
      expectCode(
        await other.post('/api/customer/user/auth', { langCode: 'pt', countryCode: 'br', cpfInfo: { cpf: '52998224725' } }),
        'SIGNUP_CPF_ALREADY_USED',
      );
      // Outside Brazil nobody is asked.
      expectOk(await other.post('/api/customer/user/auth', { langCode: 'en', countryCode: 'sg' }));
      expectCode(await browser().post('/api/customer/user/auth', { langCode: 'en' }), 'NOT_AUTHENTICATED');
    });

    it('deletes an account with the code by e-mail: signed out, identifiers kept only hashed and never reusable', async () => {
      const { uid, b } = await signedIn();
      const user = await userRow(uid);
      await b.post('/api/customer/user/auth', { langCode: 'pt', countryCode: 'br', cpfInfo: { cpf: '390.533.447-05' } });
      expectCode(await b.post('/api/customer/user/init-delete', { medium: 'sms' }), 'InvalidParameterException');
      const init = await b.post('/api/customer/user/init-delete', { medium: 'email' });
      expectOk(init);
      expect(init.body.data.codeDelivery).toMatchObject({ medium: 'email', expiresInSeconds: 90 });
      const [sent] = await b.outbox(uid);
      expect(sent).toMatchObject({ template: 'deleteAccountCode' });
      const code = String(sent!.params.code);
      expectCode(await b.post('/api/customer/user/delete', { otp: code === '000000' ? '111111' : '000000' }), 'CodeMismatchException');
      expectOk(await b.get('/api/customer/user/details'));

      const deleted = await b.post('/api/customer/user/delete', { otp: code });
      expectCode(deleted, 'DELETE_ACCOUNT_SUCCESS');
      expect(b.cookies.has(SESSION_COOKIES.access)).toBe(false);
      const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ status: 'deleted', email: null, phoneNumber: null, cpf: null, name: null, passwordHash: null });
      const hashes = await database.db.select().from(deletedIdentifiers).where(eq(deletedIdentifiers.siteId, 0));
      expect(JSON.stringify(hashes)).not.toContain(uid);
      expect(JSON.stringify(hashes)).not.toContain('39053344705');

      expectCode(
        await browser().post('/api/identity/sign-in', { uid, uidType: 'email', password: PASSWORD }),
        'UserNotFoundExceptionEmail',
      );
      expectCode(await browser().post('/api/identity/sign-up', signUpBody(uid.toUpperCase())), 'ACCOUNT_ALREADY_DELETED_EMAIL');
      const { b: newcomer } = await signedIn();
      expectCode(
        await newcomer.post('/api/customer/user/auth', { langCode: 'pt', countryCode: 'br', cpfInfo: { cpf: '390.533.447-05' } }),
        'SIGNUP_CPF_ALREADY_USED',
      );
      // On another site the e-mail was never deleted.
      expectOk(await browser(DEMO_SITES.football.hostname).post('/api/identity/sign-up', signUpBody(uid)));
    });

    it('deletes a mobile account by SMS; it has no e-mail to send to', async () => {
      const { uid: phone, b } = await signedIn(uniquePhone());
      expectCode(await b.post('/api/customer/user/init-delete', { medium: 'email' }), 'EMAIL_ATTRIBUTE_MISSING');
      expectOk(await b.post('/api/customer/user/init-delete', { medium: 'sms' }));
      expectCode(await b.post('/api/customer/user/delete', { otp: await b.lastCode(phone) }), 'DELETE_ACCOUNT_SUCCESS');
      expectCode(await b.get('/api/customer/user/details'), 'NOT_AUTHENTICATED');
      expectCode(await browser().post('/api/identity/sign-up', signUpBody(phone)), 'ACCOUNT_ALREADY_DELETED_MOBILE');
      expectCode(
        await browser().post('/api/identity/sign-in', { uid: phone, uidType: 'phone_number', password: PASSWORD }),
        'UserNotFoundExceptionMobile',
      );
    });
  });

  describe('bad input', () => {
    const posts = [
      '/api/identity/sign-up',
      '/api/identity/confirm-sign-up',
      '/api/identity/resend-code',
      '/api/identity/sign-in',
      '/api/identity/sign-out',
      '/api/identity/reset-password',
      '/api/identity/change-password',
      '/api/identity/update-attributes',
      '/api/customer/user/forgot-password',
      '/api/customer/user/auth',
      '/api/customer/user/init-delete',
      '/api/customer/user/delete',
      '/api/customer/user/settings',
    ];

    it('answers malformed JSON, wrong types, unknown fields and odd values with a catalogued 4xx', async () => {
      const { b } = await signedIn();
      const bodies: Array<{ raw?: string; body?: unknown; headers?: Record<string, string> }> = [
        { raw: '{"uid":' },
        { raw: '' },
        { raw: 'null' },
        { raw: '[]' },
        { raw: '"text"' },
        { raw: '12' },
        { body: { uid: 12, uidType: 'email', password: [] } },
        { body: { uid: 'a@b.co', uidType: 'fax', password: 'x', code: { $gt: '' } } },
        { body: { global: 'yes', medium: 'pigeon', otp: 123456, langCode: '../../etc', name: 'x'.repeat(10_000) } },
        { body: { __proto__: { admin: true }, constructor: { prototype: {} } } },
        { body: { uid: 'a@b.co\u0000', uidType: 'email', password: 'p\uD800', birthDate: '99999-99-99' } },
        { raw: 'uid=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        { raw: '<xml/>', headers: { 'content-type': 'text/xml' } },
      ];
      for (const url of posts) {
        for (const input of bodies) {
          const answer = await b.request('POST', url, input);
          expect(answer.status, `${url} ${JSON.stringify(input)}`).toBeGreaterThanOrEqual(400);
          expect(answer.status, `${url} ${JSON.stringify(input)}`).toBeLessThan(500);
          expect(answer.body.resultMessage).toEqual(expect.any(String));
          expect(answer.body.resultCode).not.toBe(0);
        }
      }
      const malformed = await b.request('POST', '/api/identity/sign-in', { raw: '{"uid":' });
      expectCode(malformed, 'InvalidParameterException');
      const wrongTypes = await b.request('POST', '/api/identity/sign-in', { body: { uid: 12, uidType: 'email', password: [] } });
      expectCode(wrongTypes, 'InvalidParameterException');
      expect([...new Set(wrongTypes.body.data.fields.map((f: { path: string }) => f.path))].sort()).toEqual(['password', 'uid']);
      const form = await b.request('POST', '/api/identity/sign-in', {
        raw: 'uid=a',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form).toMatchObject({ status: 415, body: { resultCode: 415, resultMessage: 'Please send JSON.' } });
      // The session survived all of it.
      expectOk(await b.get('/api/customer/user/details'));
    });

    it('refuses huge bodies before reading them', async () => {
      const b = browser();
      const huge = JSON.stringify(signUpBody(uniqueEmail(), { name: 'x'.repeat(40_000) }));
      const answer = await b.request('POST', '/api/identity/sign-up', { raw: huge });
      expect(answer).toMatchObject({ status: 413, body: { resultCode: 413, resultMessage: 'The request is too large.' } });
      const outbox = await b.get('/sandbox/outbox?to=' + 'x'.repeat(5000));
      expect(outbox.status).toBe(200);
    });

    it('answers a wrong code shape as a mismatch and a malformed token as not signed in', async () => {
      const b = browser();
      const email = uniqueEmail();
      expectOk(await b.post('/api/identity/sign-up', signUpBody(email)));
      expectCode(await b.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: 'abc' }), 'CodeMismatchException');
      for (const value of ['', 'x', 'a'.repeat(43), '%%%', 'a'.repeat(5000)]) {
        const thief = browser();
        thief.cookies.set(SESSION_COOKIES.refresh, { value, path: '/api/identity', httpOnly: true, sameSite: 'Lax', secure: false });
        expect((await thief.post('/api/identity/refresh')).status).toBe(401);
        const forged = await browser().get('/api/customer/user/details', { authorization: `Bearer ${value || 'x'}` });
        expectCode(forged, 'NOT_AUTHENTICATED');
      }
    });
  });

  describe('a sign-up over an unconfirmed account (pending sign-ups)', () => {
    // A is the owner of the inbox; B knows the address and signs up with it too.
    const [FIRST, SECOND, THIRD] = ['first pass 1', 'second pass 2', 'third pass 3'];
    const byOwner = (uid: string) => signUpBody(uid, { password: FIRST, passwordConfirmation: FIRST });
    const byIntruder = (uid: string, password = SECOND) =>
      signUpBody(uid, {
        password,
        passwordConfirmation: password,
        name: 'Mallory',
        birthDate: '1980-01-01',
        subscribeMarketing: false,
        countryCode: 'id',
        langCode: 'id',
      });
    const confirm = (b: TestBrowser, uid: string, code: string) => b.post('/api/identity/confirm-sign-up', { uid, uidType: 'email', code });

    /** What the account row holds: a sign-up over it must change none of it. */
    async function accountState(uid: string) {
      const { passwordHash, name, birthDate, subscribeMarketing, countryCode, langCode, status, updatedAt } = await userRow(uid);
      return { passwordHash, name, birthDate, subscribeMarketing, countryCode, langCode, status, updatedAt };
    }

    /** A's sign-up became the account: A's password signs in with A's profile; the intruder's passwords do not. */
    async function expectOwnerWon(uid: string, intruderPasswords: string[]) {
      const signIn = await browser().post('/api/identity/sign-in', { uid, uidType: 'email', password: FIRST });
      expectOk(signIn);
      expect(signIn.body.data.user).toMatchObject({
        name: 'Ann Lee',
        birthdate: '1990-04-02',
        subscribe_marketing: true,
        country_code: 'sg',
        lang_code: 'en',
        email_verified: true,
      });
      for (const password of intruderPasswords) {
        expectCode(await browser().post('/api/identity/sign-in', { uid, uidType: 'email', password }), 'NotAuthorizedExceptionEmail');
      }
    }

    it("A then B within the cooldown: B is refused and stores nothing, A confirms A's sign-up", async () => {
      const [uid, a, b] = [uniqueEmail(), browser(), browser()];
      expectOk(await a.post('/api/identity/sign-up', byOwner(uid)));
      const codeA = await a.lastCode(uid);
      const before = await accountState(uid);
      expectCode(await b.post('/api/identity/sign-up', byIntruder(uid)), 'LimitExceededException', 429);
      expect(await accountState(uid)).toEqual(before);
      expect(await a.outbox(uid)).toHaveLength(1);
      expectOk(await confirm(a, uid, codeA));
      await expectOwnerWon(uid, [SECOND]);
    });

    it("A then B after the cooldown: B's sign-up changes nothing, A's code activates A's sign-up and B's code is void", async () => {
      const [uid, a, b] = [uniqueEmail(), browser(), browser()];
      expectOk(await a.post('/api/identity/sign-up', byOwner(uid)));
      const codeA = await a.lastCode(uid);
      const before = await accountState(uid);
      clock.advance(IDENTITY_LIMITS.resendCooldownMs);
      expectOk(await b.post('/api/identity/sign-up', byIntruder(uid)));
      const codeB = await a.lastCode(uid);
      expect(codeB).not.toBe(codeA);
      expect(await accountState(uid)).toEqual(before);
      expectOk(await confirm(a, uid, codeA));
      await expectOwnerWon(uid, [SECOND]);
      expectCode(await confirm(a, uid, codeB), 'NotAuthorizedExceptionEmail');
    });

    it("B then A within the cooldown: A is refused, signs up again, and A's code wins over B's later sign-up", async () => {
      const [uid, a, b] = [uniqueEmail(), browser(), browser()];
      expectOk(await b.post('/api/identity/sign-up', byIntruder(uid)));
      const before = await accountState(uid);
      expectCode(await a.post('/api/identity/sign-up', byOwner(uid)), 'LimitExceededException', 429);
      expect(await accountState(uid)).toEqual(before);
      clock.advance(IDENTITY_LIMITS.resendCooldownMs);
      expectOk(await a.post('/api/identity/sign-up', byOwner(uid)));
      const codeA = await a.lastCode(uid);
      clock.advance(IDENTITY_LIMITS.resendCooldownMs);
      expectOk(await b.post('/api/identity/sign-up', byIntruder(uid, THIRD)));
      expect(await accountState(uid)).toEqual(before);
      expectOk(await confirm(a, uid, codeA));
      await expectOwnerWon(uid, [SECOND, THIRD]);
    });

    it("B then A after the cooldown: A's code activates A's sign-up, and B's earlier code is void", async () => {
      const [uid, a, b] = [uniqueEmail(), browser(), browser()];
      expectOk(await b.post('/api/identity/sign-up', byIntruder(uid)));
      const codeB = await a.lastCode(uid);
      clock.advance(IDENTITY_LIMITS.resendCooldownMs);
      expectOk(await a.post('/api/identity/sign-up', byOwner(uid)));
      const codeA = await a.lastCode(uid);
      expect(codeA).not.toBe(codeB);
      expectOk(await confirm(a, uid, codeA));
      await expectOwnerWon(uid, [SECOND]);
      expectCode(await confirm(b, uid, codeB), 'NotAuthorizedExceptionEmail');
    });

    it('confirms with whichever code is given the sign-up it was sent for', async () => {
      const [uid, a, b] = [uniqueEmail(), browser(), browser()];
      expectOk(await a.post('/api/identity/sign-up', byOwner(uid)));
      clock.advance(IDENTITY_LIMITS.resendCooldownMs);
      expectOk(await b.post('/api/identity/sign-up', byIntruder(uid)));
      const [forB, forA] = (await a.outbox(uid)).map((m) => String(m.params.code));
      // The message greets the name of the sign-up it confirms, so the inbox owner can tell.
      expect((await a.outbox(uid)).map((m) => m.params.name)).toEqual(['Mallory', 'Ann Lee']);
      expectCode(await confirm(a, uid, forB === '000000' || forA === '000000' ? '999999' : '000000'), 'CodeMismatchException');
      expectOk(await confirm(a, uid, forA!));
      await expectOwnerWon(uid, [SECOND]);
    });

    it('refuses a resend that cannot tell whose sign-up it would renew; signing up again does', async () => {
      const [uid, a, b] = [uniqueEmail(), browser(), browser()];
      expectOk(await a.post('/api/identity/sign-up', byOwner(uid)));
      clock.advance(IDENTITY_LIMITS.resendCooldownMs);
      expectOk(await b.post('/api/identity/sign-up', byIntruder(uid)));
      clock.advance(IDENTITY_LIMITS.codeExpiryMs);
      const resend = await a.post('/api/identity/resend-code', { uid, uidType: 'email' });
      expectCode(resend, 'InvalidParameterException');
      expect(resend.body.data.fields).toEqual([{ path: 'uid', code: 'signUpAgain' }]);
      expectOk(await a.post('/api/identity/sign-up', byOwner(uid)));
      expectOk(await confirm(a, uid, await a.lastCode(uid)));
      await expectOwnerWon(uid, [SECOND]);
    });
  });

  describe('password checks', () => {
    /** The identity service on this database with a password verifier that counts its calls. */
    function countingIdentity() {
      const calls = { verify: 0 };
      const identity = createIdentityService({
        db: database.db,
        messaging: createSandboxMessaging(),
        captcha: createSandboxCaptcha(),
        ...store.config.identity,
        log: { warn() {} },
        now: clock.now,
        passwords: {
          hash: (password) => hashPassword(password),
          verify: (hash, password) => {
            calls.verify++;
            return verifyPassword(hash, password);
          },
        },
      });
      return { identity, calls };
    }

    it('checks one password for an unknown account, a wrong password and an account without one (the same work)', async () => {
      const { uid } = await signedUp();
      const { identity, calls } = countingIdentity();
      const unknown = await identity.signIn(0, { uid: uniqueEmail(), uidType: 'email', password: PASSWORD });
      expect(unknown).toMatchObject({ ok: false, error: { resultCode: 'UserNotFoundExceptionEmail' } });
      expect(calls.verify).toBe(1);
      const wrong = await identity.signIn(0, { uid, uidType: 'email', password: 'wrong pass 1' });
      expect(wrong).toMatchObject({ ok: false, error: { resultCode: 'NotAuthorizedExceptionEmail' } });
      expect(calls.verify).toBe(2);
      const { uid: social } = await signedUp();
      await database.db.update(users).set({ passwordHash: null }).where(eq(users.email, social));
      const none = await identity.signIn(0, { uid: social, uidType: 'email', password: PASSWORD });
      expect(none).toMatchObject({ ok: false, error: { resultCode: 'NotAuthorizedExceptionEmail' } });
      expect(calls.verify).toBe(3);
      expect(await identity.signIn(0, { uid, uidType: 'email', password: PASSWORD })).toMatchObject({ ok: true });
      expect(calls.verify).toBe(4);
    });
  });

  describe('lockouts from one address', () => {
    /** The store with the shipped per-address limits, on the same database. */
    let guarded: FastifyInstance;
    const guardedConfig = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ROLE: 'web' });
    beforeAll(async () => {
      guarded = await buildApp({ config: guardedConfig, database, web: false, now: clock.now });
      await guarded.ready();
    });
    afterAll(async () => guarded?.close());
    let address = 0;
    const client = () => new TestBrowser(guarded, 'localhost', clock.now, `203.0.113.${++address}`);
    const isRateLimited = (answer: Answer) => answer.status === 429 && answer.body.resultCode === 10001;

    it('refuses an address past its sign-in limit before any more accounts lock', async () => {
      const accounts: string[] = [];
      for (let i = 0; i < 10; i++) accounts.push((await signedUp()).uid);
      const attacker = client();
      const answers: Answer[] = [];
      for (const uid of accounts) {
        for (let i = 0; i < IDENTITY_LIMITS.signInFailures; i++) {
          answers.push(await attacker.post('/api/identity/sign-in', { uid, uidType: 'email', password: 'wrong pass 1' }));
        }
      }
      const limit = guardedConfig.accountAttemptsPerAddress.signIn;
      expect(limit).toBeLessThan(answers.length);
      expect(answers.slice(0, limit).some(isRateLimited)).toBe(false);
      expect(answers.slice(limit).every(isRateLimited)).toBe(true);
      const rows = await Promise.all(accounts.map(userRow));
      const locked = rows.filter((row) => (row.signInLockedUntil?.getTime() ?? 0) > clock.now());
      expect(locked.length).toBe(Math.floor(limit / IDENTITY_LIMITS.signInFailures));
      // The accounts past the limit were never touched: no failure counted, and their owners sign in.
      const untouched = rows.slice(Math.ceil(limit / IDENTITY_LIMITS.signInFailures));
      expect(untouched.map((row) => row.failedSignIns)).toEqual(untouched.map(() => 0));
      expectOk(await client().post('/api/identity/sign-in', { uid: accounts.at(-1), uidType: 'email', password: PASSWORD }));
    });

    it('refuses an address past its limit of codes asked for and checked', async () => {
      const accounts: string[] = [];
      for (let i = 0; i < 6; i++) accounts.push((await signedUp()).uid);
      const attacker = client();
      const answers: Answer[] = [];
      for (const uid of accounts) {
        answers.push(
          await attacker.post('/api/customer/user/forgot-password', { uid, uidType: 'email', gRecaptchaToken: SANDBOX_CAPTCHA_PASS }),
        );
        answers.push(
          await attacker.post('/api/identity/reset-password', { uid, uidType: 'email', code: '000000', password: 'new pass 42' }),
        );
      }
      const limit = guardedConfig.accountAttemptsPerAddress.codes;
      expect(limit).toBeLessThan(answers.length);
      expect(answers.slice(0, limit).some(isRateLimited)).toBe(false);
      expect(answers.slice(limit).every(isRateLimited)).toBe(true);
      // The last account got no code from the attacker's address.
      expect(await attacker.outbox(accounts.at(-1)!)).toEqual([]);
    });

    it('leaves the owner a way in after a sign-in lock: the reset code from the outbox, then sign-in', async () => {
      const { uid } = await signedUp();
      const attacker = client();
      for (let i = 1; i < IDENTITY_LIMITS.signInFailures; i++) {
        expectCode(
          await attacker.post('/api/identity/sign-in', { uid, uidType: 'email', password: 'wrong pass 1' }),
          'NotAuthorizedExceptionEmail',
        );
      }
      expectCode(
        await attacker.post('/api/identity/sign-in', { uid, uidType: 'email', password: 'wrong pass 1' }),
        'LimitExceededException',
      );
      const owner = client();
      expectCode(await owner.post('/api/identity/sign-in', { uid, uidType: 'email', password: PASSWORD }), 'LimitExceededException');
      expectCode(
        await owner.post('/api/customer/user/forgot-password', { uid, uidType: 'email', gRecaptchaToken: SANDBOX_CAPTCHA_PASS }),
        'RECOVER_PASSWORD_SUCCESS_EMAIL',
      );
      const code = await owner.lastCode(uid);
      expectCode(
        await owner.post('/api/identity/reset-password', { uid, uidType: 'email', code, password: 'new pass 42' }),
        'RESET_PASSWORD_SUCCESS',
      );
      expectOk(await owner.post('/api/identity/sign-in', { uid, uidType: 'email', password: 'new pass 42' }));
      expect(await userRow(uid)).toMatchObject({ failedSignIns: 0, signInLockedUntil: null });
    });
  });

  it('answered every catalogued account code and success code', () => {
    const catalogued = [...Object.keys(accountErrors), ...ACCOUNT_SUCCESS_CODES].sort();
    expect(catalogued.filter((code) => !seen.has(code))).toEqual([]);
  });
});
