import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS_ALLOWS, accountAllows, STORED_ACCOUNT_STATUSES } from '@store/contracts/identity.ts';
import { errors, rewardErrors, walletErrors } from '@store/contracts';
import { users } from '@store/db';
import { eq } from '@store/db/orm';
import { SANDBOX_CAPTCHA_PASS } from '../../providers/captcha/index.ts';
import { TestBrowser } from '../../testing/browser.ts';
import { databaseKinds } from '../../testing/database.ts';
import { SHOPPER_PASSWORD, signedInShopper } from '../../testing/shoppers.ts';
import { orderRequest, startStore, type Store } from '../../testing/store.ts';

describe('what each account status allows (ADR 0052)', () => {
  it('lets only ACTIVE do everything, RESTRICTED sign in without moving money, and nothing else sign in', () => {
    expect([...STORED_ACCOUNT_STATUSES].sort()).toEqual(Object.keys(ACCOUNT_STATUS_ALLOWS).sort());
    const allowed = (status: (typeof STORED_ACCOUNT_STATUSES)[number]) => ACCOUNT_STATUS_ALLOWS[status];
    expect(allowed('active')).toEqual(['signIn', 'purchase', 'wallet', 'rewards', 'profileEdit', 'deleteAccount']);
    expect(allowed('restricted')).toEqual(['signIn', 'profileEdit', 'deleteAccount']);
    for (const status of ['unconfirmed', 'reserved', 'disabled', 'deleted'] as const) expect(allowed(status)).toEqual([]);
    expect(accountAllows('no such status', 'signIn')).toBe(false);
  });
});

describe.each(databaseKinds)('account statuses on %s', (kind) => {
  let store: Store;
  beforeAll(async () => {
    store = await startStore(kind);
  });
  afterAll(async () => {
    await store?.close();
  });

  const setStatus = (userId: string, status: string) => store.database.db.update(users).set({ status }).where(eq(users.id, userId));
  const signInAgain = (email: string) =>
    new TestBrowser(store.app).post('/api/identity/sign-in', { uid: email, uidType: 'email', password: SHOPPER_PASSWORD });
  /** The calls that move money: an order, a wallet switch, a daily reward. */
  const moneyCalls = (b: TestBrowser) =>
    Promise.all([
      b.post('/api/order', orderRequest()),
      b.post('/api/wallet/switchWallet', {}),
      b.post('/api/rewards/daily', { countryCode: 'ph' }),
    ]);

  it('an ACTIVE account orders, and is not refused at the wallet or the rewards for its status', async () => {
    const { browser } = await signedInShopper(store.app);
    const [order, wallet, daily] = await moneyCalls(browser);
    expect(order.body.resultCode, JSON.stringify(order.body)).toBe(0);
    expect(wallet.body.resultCode).not.toBe(walletErrors.restricted.resultCode);
    expect(daily.body.resultCode).not.toBe(rewardErrors.notOffered.resultCode);
  });

  it('a RESTRICTED account signs in, reads and edits its profile, but orders, uses the wallet and rewards nothing', async () => {
    const { browser, email, userId } = await signedInShopper(store.app);
    await setStatus(userId, 'restricted');

    // The session it had goes on, and a new sign-in works.
    const details = await browser.get('/api/customer/user/details');
    expect(details.body.resultCode, JSON.stringify(details.body)).toBe(0);
    expect(details.body.data.account_status).toBe('RESTRICTED');
    const again = await signInAgain(email);
    expect(again.body.resultCode, JSON.stringify(again.body)).toBe(0);
    expect(again.body.data.user.account_status).toBe('RESTRICTED');
    expect((await browser.post('/api/identity/refresh', {})).body.resultCode).toBe(0);
    expect((await browser.post('/api/identity/update-attributes', { name: 'Ann Restricted' })).body.resultCode).toBe(0);

    const [order, wallet, daily] = await moneyCalls(browser);
    expect(order.status).toBe(errors.purchaseIneligible.status);
    expect(order.body.resultCode).toBe(errors.purchaseIneligible.resultCode);
    expect(wallet.status).toBe(walletErrors.restricted.status);
    expect(wallet.body.resultCode).toBe(walletErrors.restricted.resultCode);
    expect(daily.body.resultCode).toBe(rewardErrors.notOffered.resultCode);
    // Reading the wallet is no money moving.
    expect((await browser.get('/api/wallet/user/wallet')).status).toBeLessThan(500);
    // It may still leave: the deletion code is sent.
    expect((await browser.post('/api/customer/user/init-delete', { medium: 'email' })).body.resultCode).toBe(0);
  });

  it('a RESERVED account is held: no sign-in, its sessions end, its e-mail stays taken', async () => {
    const { browser, email, userId } = await signedInShopper(store.app);
    await setStatus(userId, 'reserved');

    const signIn = await signInAgain(email);
    expect(signIn.status).toBe(403);
    expect(signIn.body.resultCode).toBe('UserDisabledException');
    expect((await browser.get('/api/customer/user/details')).body.resultCode).toBe('NOT_AUTHENTICATED');
    expect((await browser.post('/api/identity/refresh', {})).body.resultCode).toBe('NOT_AUTHENTICATED');
    const b = new TestBrowser(store.app);
    const forgot = await b.post('/api/customer/user/forgot-password', {
      uid: email,
      uidType: 'email',
      gRecaptchaToken: SANDBOX_CAPTCHA_PASS,
    });
    expect(forgot.body.resultCode).toBe('UserDisabledException');
    const signUp = await b.post('/api/identity/sign-up', {
      uid: email,
      uidType: 'email',
      password: SHOPPER_PASSWORD,
      passwordConfirmation: SHOPPER_PASSWORD,
      name: 'Someone Else',
      birthDate: '1990-04-02',
      subscribeMarketing: false,
      countryCode: 'ph',
      langCode: 'en',
      gRecaptchaToken: SANDBOX_CAPTCHA_PASS,
    });
    expect(signUp.body.resultCode).toBe('UsernameExistsExceptionEmail');

    // Lifted by the store, it signs in again.
    await setStatus(userId, 'active');
    expect((await signInAgain(email)).body.resultCode).toBe(0);
  });
});
