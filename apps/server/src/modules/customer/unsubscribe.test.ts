import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@store/db';
import { eq } from '@store/db/orm';
import { SANDBOX_CAPTCHA_PASS } from '../../providers/captcha/index.ts';
import { startStore, type Store as TestApp } from '../../testing/store.ts';
import { databaseKinds } from '../../testing/database.ts';
import { TestBrowser } from '../../testing/browser.ts';

const PASSWORD = 'correct horse 9';

describe.each(databaseKinds)('POST /api/customer/user/unsubscribe on %s', (kind) => {
  let store: TestApp;
  let counter = 0;
  beforeAll(async () => {
    store = await startStore(kind);
  });
  afterAll(async () => {
    await store?.close();
  });

  const browser = () => new TestBrowser(store.app);
  const marketingOf = async (email: string) =>
    (await store.database.db.select().from(users).where(eq(users.email, email)))[0]!.subscribeMarketing;

  async function subscribed(uid: string) {
    const b = browser();
    const answer = await b.post('/api/identity/sign-up', {
      uid,
      uidType: 'email',
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      name: 'Ann Lee',
      birthDate: '1990-04-02',
      subscribeMarketing: true,
      countryCode: 'sg',
      langCode: 'en',
      gRecaptchaToken: SANDBOX_CAPTCHA_PASS,
    });
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(0);
    expect(await marketingOf(uid)).toBe(true);
  }

  it('turns the marketing flag of the account holding the address off, without a session', async () => {
    const uid = `unsub${++counter}.${kind}@example.com`;
    await subscribed(uid);
    const answer = await browser().post('/api/customer/user/unsubscribe', { uid: `  ${uid.toUpperCase()} `, uidType: 'email' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ resultCode: 0, data: { unsubscribed: true } });
    expect(await marketingOf(uid)).toBe(false);
  });

  it('answers the same for an address no account holds', async () => {
    const answer = await browser().post('/api/customer/user/unsubscribe', { uid: `nobody${++counter}@example.com`, uidType: 'email' });
    expect(answer.body).toMatchObject({ resultCode: 0, data: { unsubscribed: true } });
    const mobile = await browser().post('/api/customer/user/unsubscribe', { uid: '+65 9123 4567', uidType: 'phone_number' });
    expect(mobile.body).toMatchObject({ resultCode: 0 });
  });

  it('refuses a malformed address or body with InvalidParameterException, and a call without the anti-forgery token', async () => {
    const bad = await browser().post('/api/customer/user/unsubscribe', { uid: 'not-an-email', uidType: 'email' });
    expect(bad.status).toBe(400);
    expect(bad.body.resultCode).toBe('InvalidParameterException');
    const extra = await browser().post('/api/customer/user/unsubscribe', { uid: 'a@b.co', uidType: 'email', admin: true });
    expect(extra.body.resultCode).toBe('InvalidParameterException');
    const forged = await browser().post('/api/customer/user/unsubscribe', { uid: 'a@b.co', uidType: 'email' }, { csrf: false });
    expect(forged.status).toBe(403);
    expect(forged.body.resultCode).toBe('CSRF_TOKEN_INVALID');
  });
});
