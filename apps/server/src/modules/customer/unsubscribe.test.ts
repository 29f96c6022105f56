import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingConsents, users } from '@store/db';
import { and, eq } from '@store/db/orm';
import { SANDBOX_CAPTCHA_PASS } from '../../providers/captcha/index.ts';
import { startStore, type Store as TestApp } from '../../testing/store.ts';
import { databaseKinds } from '../../testing/database.ts';
import { TestBrowser } from '../../testing/browser.ts';
import { DEMO_SITES } from '@store/db/seed';

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

  const consentsOf = async (siteId: number) =>
    (await store.database.db.select().from(marketingConsents).where(eq(marketingConsents.siteId, siteId)))
      .map((row) => ({ email: row.email, msisdn: row.msisdn, withdrawn: row.withdrawnAt !== null }))
      .sort((a, b) => `${a.email ?? ''}|${a.msisdn ?? ''}`.localeCompare(`${b.email ?? ''}|${b.msisdn ?? ''}`));

  it("withdraws the guests' marketing consents of that e-mail or mobile on the site, and only those", async () => {
    const email = `guest${++counter}.${kind}@example.com`;
    const other = `other${counter}.${kind}@example.com`;
    const b = browser();
    const consent = async (body: Record<string, unknown>, host = 'localhost') => {
      const answer = await new TestBrowser(store.app, host).post('/api/storefront/marketing-consent', body);
      expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(0);
    };
    await consent({ email: email.toUpperCase(), country: 'sg' });
    await consent({ email, msisdn: '+65 9123 4567', country: 'sg' });
    await consent({ email: other, country: 'sg' });
    await consent({ msisdn: '+65 8123 4567', country: 'sg' });
    await consent({ email, country: 'sg', whitelabelId: 2 }, DEMO_SITES.football.hostname);

    // No account holds the address: the guests' consents are withdrawn all the same.
    expect((await b.post('/api/customer/user/unsubscribe', { uid: ` ${email} `, uidType: 'email' })).body.resultCode).toBe(0);
    expect(await consentsOf(0)).toEqual([
      { email: null, msisdn: '+6581234567', withdrawn: false },
      { email: email, msisdn: null, withdrawn: true },
      { email: email, msisdn: '+6591234567', withdrawn: true },
      { email: other, msisdn: null, withdrawn: false },
    ]);
    // Another site's consent is that site's.
    expect(await consentsOf(2)).toEqual([{ email, msisdn: null, withdrawn: false }]);

    expect((await b.post('/api/customer/user/unsubscribe', { uid: '+65 8123-4567', uidType: 'phone_number' })).body.resultCode).toBe(0);
    const byMobile = await store.database.db
      .select()
      .from(marketingConsents)
      .where(and(eq(marketingConsents.siteId, 0), eq(marketingConsents.msisdn, '+6581234567')));
    expect(byMobile.map((row) => row.withdrawnAt !== null)).toEqual([true]);
    // A second unsubscribe changes nothing and answers the same.
    const [withdrawnAt] = byMobile.map((row) => row.withdrawnAt!.getTime());
    expect((await b.post('/api/customer/user/unsubscribe', { uid: '+6581234567', uidType: 'phone_number' })).body.resultCode).toBe(0);
    const [again] = await store.database.db.select().from(marketingConsents).where(eq(marketingConsents.msisdn, '+6581234567'));
    expect(again!.withdrawnAt!.getTime()).toBe(withdrawnAt);
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
