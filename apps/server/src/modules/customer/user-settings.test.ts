import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletErrors } from '@store/contracts';
import { testClock, TestBrowser } from '../../testing/browser.ts';
import { databaseKinds } from '../../testing/database.ts';
import { signedInShopper, signIn } from '../../testing/shoppers.ts';
import { startStore, type Store } from '../../testing/store.ts';
import { makeActiveWallet } from '../../testing/wallets.ts';

const DAY = 86_400_000;

/** Shell §3's user settings state (switchCount, lastSwitchDate, two wallet-hint flags) on the server (ADR 0052). */
describe.each(databaseKinds)('user settings on %s', (kind) => {
  const clock = testClock();
  let store: Store;
  beforeAll(async () => {
    store = await startStore(kind, { now: clock.now });
  });
  afterAll(async () => {
    await store?.close();
  });

  const shopper = () => signedInShopper(store.app, { countryCode: 'ph', now: clock.now });
  const settingsOf = async (b: TestBrowser) => {
    const answer = await b.get('/api/customer/user/settings');
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(0);
    return answer.body.data;
  };
  const switchTo = (b: TestBrowser, countryCode: string) =>
    b.post('/api/wallet/switchWallet', {}, { headers: { 'x-country-code': countryCode } });

  it('starts empty, keeps the hint flags per user across sessions, and is in the user details', async () => {
    const ann = await shopper();
    const bob = await shopper();
    expect(await settingsOf(ann.browser)).toEqual({
      switchCount: 0,
      lastSwitchDate: null,
      switchLockedUntil: null,
      walletHintSeen: false,
      switchHintSeen: false,
    });
    const saved = await ann.browser.post('/api/customer/user/settings', { walletHintSeen: true });
    expect(saved.body).toMatchObject({ resultCode: 0, data: { walletHintSeen: true, switchHintSeen: false } });
    expect((await ann.browser.post('/api/customer/user/settings', { switchHintSeen: true })).body.data).toMatchObject({
      walletHintSeen: true,
      switchHintSeen: true,
    });

    // Another device of the same shopper reads them; another shopper has their own.
    const elsewhere = new TestBrowser(store.app, 'localhost', clock.now);
    await signIn(elsewhere, ann.email);
    expect(await settingsOf(elsewhere)).toMatchObject({ walletHintSeen: true, switchHintSeen: true });
    expect(await settingsOf(bob.browser)).toMatchObject({ walletHintSeen: false, switchHintSeen: false });
    const details = await elsewhere.get('/api/customer/user/details');
    expect(details.body.data.settings).toMatchObject({
      switchCount: 0,
      lastSwitchDate: null,
      walletHintSeen: true,
      switchHintSeen: true,
      cashbackDetails: { amount: 0 },
    });
  });

  it('refuses a client that writes the switch counters or sends bad values, and a guest', async () => {
    const { browser } = await shopper();
    for (const body of [{ switchCount: 0 }, { lastSwitchDate: null }, { walletHintSeen: 'yes' }, { walletHintSeen: true, extra: 1 }, []]) {
      const answer = await browser.post('/api/customer/user/settings', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.resultCode).toBe('InvalidParameterException');
    }
    expect((await new TestBrowser(store.app).get('/api/customer/user/settings')).body.resultCode).toBe('NOT_AUTHENTICATED');
    expect((await new TestBrowser(store.app).post('/api/customer/user/settings', { walletHintSeen: true })).body.resultCode).toBe(
      'NOT_AUTHENTICATED',
    );
  });

  it('counts the wallet switches the server made, and shows the lock of the switch rule: 3, then a day after the last', async () => {
    const s = await shopper();
    for (const countryCode of ['ph', 'my', 'sg', 'id']) await makeActiveWallet(store.database.db, { userId: s.userId, countryCode });
    // The last wallet made is the current one; three switches follow.
    const started = clock.now();
    for (const countryCode of ['ph', 'my', 'sg']) {
      clock.advance(60_000);
      const switched = await switchTo(s.browser, countryCode);
      expect(switched.body.resultCode, JSON.stringify(switched.body)).toBe(0);
    }
    const lastSwitch = started + 3 * 60_000;
    expect(await settingsOf(s.browser)).toMatchObject({
      switchCount: 3,
      lastSwitchDate: new Date(lastSwitch).toISOString(),
      switchLockedUntil: new Date(lastSwitch + DAY).toISOString(),
    });
    const refused = await switchTo(s.browser, 'id');
    expect(refused.body.resultCode).toBe(walletErrors.switchLocked.resultCode);
    expect(refused.body.data.lockedUntil).toBe(new Date(lastSwitch + DAY).toISOString());
    // A refused switch counts nothing.
    expect((await settingsOf(s.browser)).switchCount).toBe(3);

    clock.advance(DAY);
    await signIn(s.browser, s.email);
    expect((await settingsOf(s.browser)).switchLockedUntil).toBeNull();
    expect((await switchTo(s.browser, 'id')).body.resultCode).toBe(0);
    expect(await settingsOf(s.browser)).toMatchObject({
      switchCount: 1,
      lastSwitchDate: new Date(clock.now()).toISOString(),
      switchLockedUntil: null,
    });
  });
});
