import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETION_CODE_LIMIT, DELETION_CODE_TIMER_SECONDS } from '@store/contracts/identity.ts';
import { SANDBOX_CAPTCHA_PASS } from '../../providers/captcha/index.ts';
import { startStore, type Store as TestApp } from '../../testing/store.ts';
import { databaseKinds } from '../../testing/database.ts';
import { testClock, TestBrowser } from '../../testing/browser.ts';

const PASSWORD = 'correct horse 9';
const SECOND = 1000;
const DAY = 86_400_000;

/** Commerce §9: account-deletion codes, limit 3, duration 1 day, timer 30 (docs/decisions/0052). */
describe.each(databaseKinds)('account-deletion code limits on %s', (kind) => {
  const clock = testClock();
  let store: TestApp;
  let counter = 0;
  beforeAll(async () => {
    store = await startStore(kind, { now: clock.now });
  });
  afterAll(async () => {
    await store?.close();
  });

  async function signedIn() {
    const uid = `deleting${++counter}.${kind}@example.com`;
    const b = new TestBrowser(store.app, 'localhost', clock.now);
    const body = {
      uid,
      uidType: 'email',
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      name: 'Ann Lee',
      birthDate: '1990-04-02',
      subscribeMarketing: false,
      countryCode: 'sg',
      langCode: 'en',
      gRecaptchaToken: SANDBOX_CAPTCHA_PASS,
    };
    expect((await b.post('/api/identity/sign-up', body)).body.resultCode).toBe(0);
    const code = await b.lastCode(uid);
    const other = new TestBrowser(store.app, 'localhost', clock.now);
    expect((await other.post('/api/identity/confirm-sign-up', { uid, uidType: 'email', code })).body.resultCode).toBe(0);
    expect((await b.post('/api/identity/sign-in', { uid, uidType: 'email', password: PASSWORD })).body.resultCode).toBe(0);
    return { b, uid };
  }
  /** The clock moves on past the access token's life; the browser refreshes its session as the web does. */
  async function later(b: TestBrowser, ms: number) {
    clock.advance(ms);
    expect((await b.post('/api/identity/refresh', {})).body.resultCode).toBe(0);
  }
  const deletionCodes = async (b: TestBrowser, uid: string) =>
    (await b.outbox(uid)).filter((message) => message.template === 'deleteAccountCode').length;

  it('sends 3 codes a day, one every 30 s, and says when the next may be asked and how many remain', async () => {
    const { b, uid } = await signedIn();
    const first = await b.post('/api/customer/user/init-delete', { medium: 'email' });
    expect(first.body).toMatchObject({ resultCode: 0, data: { resendAfterSeconds: 30, codesLeft: 2 } });
    expect(first.body.data.codeDelivery).toEqual({ medium: 'email', destination: expect.any(String), expiresInSeconds: 90 });

    clock.advance(29 * SECOND);
    const early = await b.post('/api/customer/user/init-delete', { medium: 'email' });
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ resultCode: 'LimitExceededException', data: { retryAfterSeconds: 1, codesLeft: 2 } });

    clock.advance(DELETION_CODE_TIMER_SECONDS * SECOND);
    expect((await b.post('/api/customer/user/init-delete', { medium: 'email' })).body.data).toMatchObject({ codesLeft: 1 });
    clock.advance(DELETION_CODE_TIMER_SECONDS * SECOND);
    expect((await b.post('/api/customer/user/init-delete', { medium: 'email' })).body.data).toMatchObject({ codesLeft: 0 });

    // The fourth of the day is refused until a day after the first, not 30 s or an hour later.
    await later(b, 2 * 3600 * SECOND);
    const fourth = await b.post('/api/customer/user/init-delete', { medium: 'email' });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ resultCode: 'LimitExceededException', data: { codesLeft: 0 } });
    const wait = fourth.body.data.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(21 * 3600);
    expect(wait).toBeLessThanOrEqual(DAY / SECOND);
    expect(await deletionCodes(b, uid)).toBe(DELETION_CODE_LIMIT);

    await later(b, wait * SECOND);
    expect((await b.post('/api/customer/user/init-delete', { medium: 'email' })).body).toMatchObject({
      resultCode: 0,
      data: { codesLeft: 2 },
    });
    expect(await deletionCodes(b, uid)).toBe(DELETION_CODE_LIMIT + 1);
  });

  it('sends one code to 10 concurrent requests, and no more than 3 a day however they race', async () => {
    const { b, uid } = await signedIn();
    const burst = () => Promise.all(Array.from({ length: 10 }, () => b.post('/api/customer/user/init-delete', { medium: 'email' })));
    const answers = await burst();
    expect(answers.filter((a) => a.body.resultCode === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.resultCode === 'LimitExceededException')).toHaveLength(9);
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
    for (let round = 0; round < 4; round++) {
      clock.advance(DELETION_CODE_TIMER_SECONDS * SECOND);
      await burst();
    }
    expect(await deletionCodes(b, uid)).toBe(DELETION_CODE_LIMIT);
  });

  it('keeps the one-hour limits of the other codes: a password reset is not held to 3 a day', async () => {
    const { b, uid } = await signedIn();
    for (let i = 0; i < 4; i++) {
      const answer = await b.post('/api/customer/user/forgot-password', {
        uid,
        uidType: 'email',
        gRecaptchaToken: SANDBOX_CAPTCHA_PASS,
      });
      expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(0);
      clock.advance(DELETION_CODE_TIMER_SECONDS * SECOND);
    }
  });
});
