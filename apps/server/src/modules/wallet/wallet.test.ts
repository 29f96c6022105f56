import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors, STORE_SITE, walletErrors, walletSiteErrors, WALLET, type CatalogedError } from '@store/contracts';
import { accountErrors } from '@store/contracts/identity.ts';
import { ledgerAccounts, users, walletCountries, wallets, walletTopups, walletUsers, type Database, type Tx } from '@store/db';
import { and, eq } from '@store/db/orm';
import { DEMO_SITES } from '@store/db/seed';
import { commitOnlyOk } from '../../result.ts';
import { testClock, TestBrowser, type Answer } from '../../testing/browser.ts';
import { databaseKinds } from '../../testing/database.ts';
import { signedInShopper, signIn } from '../../testing/shoppers.ts';
import { startStore, type Store } from '../../testing/store.ts';
import { makeActiveWallet } from '../../testing/wallets.ts';
import { MessagingError, type MessagingProvider } from '../../providers/messaging/index.ts';
import { createSandboxCaptcha, SANDBOX_CAPTCHA_PASS } from '../../providers/captcha/index.ts';
import { createCatalogService } from '../catalog/index.ts';
import { createIdentityService } from '../identity/index.ts';
import { createLedgerService } from '../ledger/index.ts';
import type { Moved } from './money.ts';
import { createWalletService } from './service.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** National numbers that fit each country's mobile pattern (packages/db seed), and its calling code and currency. */
const COUNTRIES = {
  ph: { lead: '9', digits: 9, code: '63', currency: 'PHP' },
  my: { lead: '12', digits: 7, code: '60', currency: 'MYR' },
  sg: { lead: '8', digits: 7, code: '65', currency: 'SGD' },
  id: { lead: '8', digits: 9, code: '62', currency: 'IDR' },
  th: { lead: '8', digits: 8, code: '66', currency: 'THB' },
  vn: { lead: '9', digits: 8, code: '84', currency: 'VND' },
  bd: { lead: '17', digits: 8, code: '880', currency: 'BDT' },
  eg: { lead: '10', digits: 8, code: '20', currency: 'EGP' },
  pk: { lead: '3', digits: 9, code: '92', currency: 'PKR' },
  sa: { lead: '5', digits: 8, code: '966', currency: 'SAR' },
} as const;
type Cc = keyof typeof COUNTRIES;

const taken = new Set<string>();
function nationalNumber(cc: Cc): string {
  const { lead, digits } = COUNTRIES[cc];
  for (;;) {
    const number = `${lead}${String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0')}`;
    if (!taken.has(`${cc}${number}`)) {
      taken.add(`${cc}${number}`);
      return number;
    }
  }
}
const e164 = (cc: Cc, national: string) => `+${COUNTRIES[cc].code}${national}`;

describe.each(databaseKinds)('the Codacash wallet API on %s', (kind) => {
  const clock = testClock();
  let store: Store;
  let database: Database;
  /** Every catalogued wallet code an answer carried. */
  const seen = new Set<number>();

  beforeAll(async () => {
    store = await startStore(kind, { now: clock.now });
    database = store.database;
  });
  afterAll(async () => {
    await store?.close();
  });

  const shopper = (countryCode = 'ph', host = 'localhost') => signedInShopper(store.app, { countryCode, host, now: clock.now });

  /** The wallet calls of one browser in one shop country. */
  function walletApi(b: TestBrowser, cc: string | null = 'ph') {
    const headers: Record<string, string> = cc ? { 'x-country-code': cc } : {};
    return {
      validate: (phoneNumber: unknown) => b.post('/api/wallet/validate-phone', { phoneNumber }, { headers }),
      sendOtp: (phoneNumber: unknown) => b.post('/api/wallet/send-otp', { phoneNumber }, { headers }),
      create: (body: unknown) => b.post('/api/wallet/createWallet', body, { headers }),
      unreserve: () => b.post('/api/wallet/unreserveWallet', {}, { headers }),
      switchTo: () => b.post('/api/wallet/switchWallet', {}, { headers }),
      wallet: () => b.get('/api/wallet/user/wallet', headers),
      country: (code: string) => b.get(`/api/wallet/country/${code}`, headers),
      channels: () => b.get('/api/wallet/paymentChannels', headers),
      txn: (id: string) => b.get(`/api/wallet/wallet-txn/${encodeURIComponent(id)}`, headers),
      history: (query = '') => b.get(`/api/wallet/transactions${query}`, headers),
    };
  }

  function expectOk(answer: Answer) {
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(0);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  }
  function expectError(answer: Answer, error: CatalogedError | { resultCode: string; status: number }) {
    expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(error.resultCode);
    expect(answer.status).toBe(error.status);
    expect(answer.body.resultMessage).not.toMatch(/^wallet\.|\{\{/);
    if (typeof error.resultCode === 'number') seen.add(error.resultCode);
  }

  const createBody = (userId: string, cc: Cc, mobileNumber: string, verifyOtp: string) => ({
    userId,
    countryCode: cc,
    languageCode: 'en',
    currencyCode: COUNTRIES[cc].currency,
    email: null,
    mobileNumber,
    verifyOtp,
    emailTemplateData: {},
  });

  /** Sends the activation code and activates with it; answers the wallet's data. */
  async function activate(s: { browser: TestBrowser; userId: string }, cc: Cc, national = nationalNumber(cc)) {
    const api = walletApi(s.browser, cc);
    expectOk(await api.sendOtp(national));
    const code = await s.browser.lastCode(e164(cc, national));
    const created = await api.create(createBody(s.userId, cc, national, code));
    expectOk(created);
    return { wallet: created.body.data, national };
  }

  const countryRow = async (cc: string) =>
    (await database.db.select().from(walletCountries).where(eq(walletCountries.countryCode, cc)))[0]!;
  const walletsOf = (userId: string) => database.db.select().from(wallets).where(eq(wallets.userId, userId));
  const setMaxUsers = (cc: string, max: number) =>
    database.db.update(walletCountries).set({ maxAllowedUsers: max }).where(eq(walletCountries.countryCode, cc));
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  describe('validate-phone', () => {
    it('answers 0 for a free number, 204 for one holding a wallet, 410 for one that does not fit the country; no sign-in needed', async () => {
      const guest = walletApi(new TestBrowser(store.app, 'localhost', clock.now), 'ph');
      const national = nationalNumber('ph');
      const free = await guest.validate(national);
      expectOk(free);
      expect(free.body.data).toEqual({ available: true });
      // With the trunk 0, or in E.164: the same number; nothing is added to it.
      expectOk(await guest.validate(`0${national}`));
      expectOk(await guest.validate(e164('ph', national)));
      expectOk(await guest.validate(`+63 ${national.slice(0, 3)} ${national.slice(3)}`));

      const owner = await shopper();
      await activate(owner, 'ph', national);
      for (const typed of [national, e164('ph', national), `0${national}`]) {
        const known = await guest.validate(typed);
        expect(known.status).toBe(200);
        expect(known.body).toMatchObject({ resultCode: 204, data: { available: false } });
        expect(known.body.resultMessage).not.toMatch(/^wallet\./);
      }

      for (const malformed of ['8123456789', '91234', `${national}1`, '+6591234567', 'nine']) {
        expectError(await guest.validate(malformed), walletErrors.invalidPhone);
      }
    });

    it('needs a country the site sells in (400), and Codacash there (303 in a locked country)', async () => {
      const b = (await shopper()).browser;
      expectError(await walletApi(b, 'zz').validate('9171234567'), errors.invalidParameters);
      expectError(await walletApi(b, 'not-a-country').validate('9171234567'), errors.invalidParameters);
      expectError(await walletApi(b, null).validate('9171234567'), errors.invalidParameters);
      expectError(await walletApi(b, 'sa').validate(nationalNumber('sa')), walletErrors.unavailable);
    });
  });

  describe('activation', () => {
    it('reserves, sends a code to the number, activates on a ledger account and makes the wallet current', async () => {
      const s = await shopper();
      const api = walletApi(s.browser, 'ph');
      const before = await countryRow('ph');
      expectOk(await api.wallet());
      expect((await api.wallet()).body.data).toBeNull();

      const national = nationalNumber('ph');
      const sent = await api.sendOtp(national);
      expectOk(sent);
      expect(sent.body.data).toEqual({
        destination: `+63${'*'.repeat(national.length - 4)}${national.slice(-4)}`,
        expiresInSeconds: WALLET.otpTimeoutSeconds,
        resendAfterSeconds: 30,
      });
      const [message] = await s.browser.outbox(e164('ph', national));
      expect(message).toMatchObject({ channel: 'sms', template: 'walletActivationCode', params: { expiresInSeconds: 100 } });
      expect(String(message!.params.code)).toMatch(/^\d{6}$/);
      expect((await countryRow('ph')).walletCount).toBe(before.walletCount + 1);
      const [reserved] = await walletsOf(s.userId);
      expect(reserved).toMatchObject({ status: 2, phoneNumber: e164('ph', national), accountId: null });
      expect(reserved!.reservedUntil!.getTime()).toBe(clock.now() + WALLET.reservationMinutes * MINUTE);
      // While the phone is being verified, the reservation is what the shopper has.
      expect((await api.wallet()).body.data).toMatchObject({ walletStatus: 2, countryCode: 'ph' });

      // A resend within 30 s waits.
      const again = await api.sendOtp(national);
      expectError(again, walletErrors.waitBeforeResending);
      expect(again.body.data.retryAfterSeconds).toBe(30);

      // Wrong codes count down.
      const code = String(message!.params.code);
      const miss = await api.create(createBody(s.userId, 'ph', national, wrong(code)));
      expectError(miss, walletErrors.otpInvalid);
      expect(miss.body.data).toMatchObject({ remainingAttempts: 4 });
      expectError(await api.create(createBody(s.userId, 'ph', national, 'abc')), walletErrors.otpInvalid);

      const created = await api.create(createBody(s.userId, 'ph', `0${national}`, code));
      expectOk(created);
      const wallet = created.body.data;
      expect(wallet).toEqual({
        walletId: expect.stringMatching(/^wal_/),
        walletStatus: 1,
        balanceAmount: '0',
        balanceVersion: 0,
        countryCode: 'ph',
        currencyCode: 'PHP',
        hasSpent: false,
        mobileNumber: sent.body.data.destination,
      });
      const [row] = await walletsOf(s.userId);
      expect(row).toMatchObject({ status: 1, reservedUntil: null });
      const [account] = await database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, row!.accountId!));
      expect(account).toMatchObject({ code: `wallet:${wallet.walletId}`, kind: 'wallet', currency: 'PHP', balanceMinor: 0n });
      const [user] = await database.db.select().from(walletUsers).where(eq(walletUsers.userId, s.userId));
      expect(user).toMatchObject({ currentWalletId: wallet.walletId, switchCount: 0 });
      expect((await countryRow('ph')).walletCount).toBe(before.walletCount + 1);

      const current = await api.wallet();
      expectOk(current);
      expect(current.body.data).toEqual(wallet);
      // The shop's country falls back to the shopper's own (signed up in ph).
      expect((await walletApi(s.browser, null).wallet()).body.data).toEqual(wallet);

      // The code is used up, and the wallet is there: nothing more to activate.
      clock.advance(31_000);
      expectError(await api.create(createBody(s.userId, 'ph', national, code)), walletErrors.alreadyActivated);
      expectError(await api.sendOtp(national), walletErrors.alreadyActivated);
    });

    it('refuses a payload that does not match the session and the shop (227), a number not reserved (417), an expired code', async () => {
      const s = await shopper();
      const api = walletApi(s.browser, 'ph');
      const national = nationalNumber('ph');
      expectError(await api.create(createBody(s.userId, 'ph', national, '123456')), walletErrors.creationFailed);
      expectOk(await api.sendOtp(national));
      const code = await s.browser.lastCode(e164('ph', national));
      const refused = await api.create({ ...createBody('usr_someoneelse', 'my', national, code), currencyCode: 'USD' });
      expectError(refused, errors.invalidParameters);
      expect(refused.body.data.fields).toEqual([
        { path: 'userId', code: 'mismatch' },
        { path: 'countryCode', code: 'mismatch' },
        { path: 'currencyCode', code: 'mismatch' },
      ]);
      expectError(await api.create(createBody(s.userId, 'ph', nationalNumber('ph'), code)), walletErrors.creationFailed);
      expectError(await api.create(createBody(s.userId, 'ph', '12345', code)), walletErrors.invalidPhone);

      clock.advance(WALLET.otpTimeoutSeconds * 1000 + 1);
      const expired = await api.create(createBody(s.userId, 'ph', national, code));
      expectError(expired, walletErrors.otpInvalid);
      expect(expired.body.data).toMatchObject({ expired: true });
      // A new code works.
      expectOk(await api.sendOtp(national));
      expectOk(await api.create(createBody(s.userId, 'ph', national, await s.browser.lastCode(e164('ph', national)))));
    });

    it('locks the code for 3 hours after 5 wrong ones (416), sending included', async () => {
      const s = await shopper();
      const api = walletApi(s.browser, 'ph');
      const national = nationalNumber('ph');
      expectOk(await api.sendOtp(national));
      const code = await s.browser.lastCode(e164('ph', national));
      for (let left = 4; left >= 1; left--) {
        const miss = await api.create(createBody(s.userId, 'ph', national, wrong(code)));
        expectError(miss, walletErrors.otpInvalid);
        expect(miss.body.data.remainingAttempts).toBe(left);
      }
      const locked = await api.create(createBody(s.userId, 'ph', national, wrong(code)));
      expectError(locked, walletErrors.otpTooManyAttempts);
      expect(locked.body.data).toMatchObject({ hours: 3, minutes: 0, retryAfterSeconds: 3 * 3600 });
      expect(locked.body.resultMessage).toContain('3');
      // Even the right code is refused now, and no new one is sent.
      expectError(await api.create(createBody(s.userId, 'ph', national, code)), walletErrors.otpTooManyAttempts);
      clock.advance(MINUTE);
      expectError(await api.sendOtp(national), walletErrors.otpTooManyAttempts);
      expect(await s.browser.outbox(e164('ph', national))).toHaveLength(1);
    });

    it('a code confirms only the number it was sent to', async () => {
      const s = await shopper();
      const api = walletApi(s.browser, 'ph');
      const first = nationalNumber('ph');
      const second = nationalNumber('ph');
      expectOk(await api.sendOtp(first));
      const code = await s.browser.lastCode(e164('ph', first));
      clock.advance(31_000);
      expectOk(await api.sendOtp(second));
      // The reservation is now for the second number: the first one's code does not activate it.
      expectError(await api.create(createBody(s.userId, 'ph', first, code)), walletErrors.creationFailed);
      const miss = await api.create(createBody(s.userId, 'ph', second, code));
      expect(miss.body.resultCode).toBe(walletErrors.otpInvalid.resultCode);
      expectOk(await api.create(createBody(s.userId, 'ph', second, await s.browser.lastCode(e164('ph', second)))));
    });

    it('refuses a number another wallet holds (411) and the number of a deleted account (412)', async () => {
      const owner = await shopper();
      const { national } = await activate(owner, 'ph');
      const other = await shopper();
      expectError(await walletApi(other.browser, 'ph').sendOtp(national), walletErrors.phoneAlreadyRegistered);
      // The same number is free in another country's shop only if it fits that country: it does not here.
      expectError(await walletApi(other.browser, 'sg').sendOtp(national), walletErrors.invalidPhone);

      // An account signed up by mobile, then deleted: its number may not be used again.
      const phone = e164('ph', nationalNumber('ph'));
      const gone = new TestBrowser(store.app, 'localhost', clock.now);
      const signUp = {
        uid: phone,
        uidType: 'phone_number',
        password: 'correct horse 9',
        passwordConfirmation: 'correct horse 9',
        name: 'Gone',
        birthDate: '1990-04-02',
        subscribeMarketing: false,
        countryCode: 'ph',
        langCode: 'en',
        gRecaptchaToken: SANDBOX_CAPTCHA_PASS,
      };
      expectOk(await gone.post('/api/identity/sign-up', signUp));
      expectOk(await gone.post('/api/identity/confirm-sign-up', { uid: phone, uidType: 'phone_number', code: await gone.lastCode(phone) }));
      expectOk(await gone.post('/api/identity/sign-in', { uid: phone, uidType: 'phone_number', password: 'correct horse 9' }));
      clock.advance(31_000);
      expectOk(await gone.post('/api/customer/user/init-delete', { medium: 'sms' }));
      expectOk(await gone.post('/api/customer/user/delete', { otp: await gone.lastCode(phone) }));
      expectError(await walletApi(other.browser, 'ph').sendOtp(phone), walletErrors.phoneDeleted);
    });

    it('gives the place back on unreserveWallet, idempotently', async () => {
      const s = await shopper();
      const api = walletApi(s.browser, 'vn');
      const before = (await countryRow('vn')).walletCount;
      expectOk(await api.sendOtp(nationalNumber('vn')));
      expect((await countryRow('vn')).walletCount).toBe(before + 1);
      const released = await api.unreserve();
      expectOk(released);
      expect(released.body.data).toEqual({ released: true });
      expect((await countryRow('vn')).walletCount).toBe(before);
      expect(await walletsOf(s.userId)).toEqual([]);
      const again = await api.unreserve();
      expectOk(again);
      expect(again.body.data).toEqual({ released: false });
      // With no body at all, too.
      expectOk(await s.browser.request('POST', '/api/wallet/unreserveWallet', { headers: { 'x-country-code': 'vn' } }));
      expect((await countryRow('vn')).walletCount).toBe(before);
    });

    it('releases lapsed reservations when their place or number is needed, and periodically', async () => {
      const cc = 'eg';
      const base = (await countryRow(cc)).walletCount;
      await setMaxUsers(cc, base + 1);
      try {
        const first = await shopper();
        const held = nationalNumber(cc);
        expectOk(await walletApi(first.browser, cc).sendOtp(held));
        const second = await shopper();
        expectError(await walletApi(second.browser, cc).sendOtp(nationalNumber(cc)), walletErrors.maxUsersReached);
        expectError(await walletApi(second.browser, cc).sendOtp(held), walletErrors.phoneAlreadyRegistered);

        clock.advance(WALLET.reservationMinutes * MINUTE + 1);
        await signIn(second.browser, second.email);
        // The lapsed reservation gives way, both its place and its number.
        expectOk(await walletApi(second.browser, cc).sendOtp(held));
        expect(await walletsOf(first.userId)).toEqual([]);
        expect((await countryRow(cc)).walletCount).toBe(base + 1);

        clock.advance(WALLET.reservationMinutes * MINUTE + 1);
        expect(await store.app.services.wallet.releaseLapsedReservations()).toBeGreaterThanOrEqual(1);
        expect(await walletsOf(second.userId)).toEqual([]);
        expect((await countryRow(cc)).walletCount).toBe(base);
      } finally {
        await setMaxUsers(cc, 100_000);
      }
    });

    it('refuses a new wallet where activations are disabled (418) or places are all taken (419), unless the shopper has an active wallet', async () => {
      const newcomer = await shopper();
      expectError(await walletApi(newcomer.browser, 'pk').sendOtp(nationalNumber('pk')), walletErrors.activationDisabled);

      const cc = 'bd';
      const base = (await countryRow(cc)).walletCount;
      await setMaxUsers(cc, base);
      try {
        expectError(await walletApi(newcomer.browser, cc).sendOtp(nationalNumber(cc)), walletErrors.maxUsersReached);
        const holder = await shopper();
        await activate(holder, 'ph');
        clock.advance(31_000);
        // An active wallet elsewhere lifts both: activating is a switch.
        const inBd = await activate(holder, cc);
        expect(inBd.wallet).toMatchObject({ walletStatus: 1, countryCode: cc });
        expect((await countryRow(cc)).walletCount).toBe(base);
        clock.advance(31_000);
        const inPk = await activate(holder, 'pk');
        expect(inPk.wallet).toMatchObject({ walletStatus: 1, countryCode: 'pk' });
      } finally {
        await setMaxUsers(cc, 100_000);
      }
    });

    it('refuses activation in a locked country (303)', async () => {
      const s = await shopper();
      expectError(await walletApi(s.browser, 'sa').sendOtp(nationalNumber('sa')), walletErrors.unavailable);
    });
  });

  describe('switching', () => {
    it('locks switching after 3 switches until a day after the last (420), on send-otp and switchWallet', async () => {
      const s = await shopper();
      const { wallet: ph } = await activate(s, 'ph');
      for (const cc of ['my', 'sg', 'id'] as const) {
        clock.advance(31_000);
        await activate(s, cc);
      }
      const [user] = await database.db.select().from(walletUsers).where(eq(walletUsers.userId, s.userId));
      expect(user).toMatchObject({ switchCount: 3 });
      clock.advance(31_000);
      const refused = await walletApi(s.browser, 'th').sendOtp(nationalNumber('th'));
      expectError(refused, walletErrors.switchLocked);
      expect(refused.body.data.retryAfterSeconds).toBeGreaterThan(DAY / 1000 - 200);
      expectError(await walletApi(s.browser, 'ph').switchTo(), walletErrors.switchLocked);
      // Switching to the current wallet is no switch.
      const stay = await walletApi(s.browser, 'id').switchTo();
      expectOk(stay);
      expect(stay.body.data.countryCode).toBe('id');
      expectError(await walletApi(s.browser, 'vn').switchTo(), walletErrors.notActivated);

      clock.advance(DAY);
      await signIn(s.browser, s.email);
      const back = await walletApi(s.browser, 'ph').switchTo();
      expectOk(back);
      expect(back.body.data).toEqual(ph);
      expect((await walletApi(s.browser, 'th').wallet()).body.data).toEqual(ph);
      const [after] = await database.db.select().from(walletUsers).where(eq(walletUsers.userId, s.userId));
      expect(after).toMatchObject({ switchCount: 1, currentWalletId: ph.walletId });
    });
  });

  describe('reads', () => {
    it('answers a country’s settings and totals without sign-in', async () => {
      const guest = walletApi(new TestBrowser(store.app, 'localhost', clock.now), null);
      const answer = await guest.country('PH');
      expectOk(answer);
      const row = await countryRow('ph');
      expect(answer.body.data).toMatchObject({
        countryCode: 'ph',
        currencyCode: 'PHP',
        countryStatus: 1,
        maxAllowedUsers: row.maxAllowedUsers,
        walletCount: row.walletCount,
        maxWalletBalance: row.maxWalletBalance.toString(),
        topupDailyTotal: expect.stringMatching(/^\d+$/),
        purchaseMonthlyTotal: expect.stringMatching(/^\d+$/),
        paymentChannelId: 239,
        customTopup: true,
      });
      expect((await guest.country('sa')).body.data).toMatchObject({ countryStatus: 2, paymentChannelId: null });
      expectError(await guest.country('zz'), errors.invalidParameters);
      expectError(await guest.country('zzz'), errors.invalidParameters);
    });

    it('lists the shop country’s top-up channels without Codacash, by sortOrder then id', async () => {
      const s = await shopper();
      const answer = await walletApi(s.browser, 'ph').channels();
      expectOk(answer);
      const channels = answer.body.data as Array<{ id: number; sortOrder: number; kind: string }>;
      expect(channels.length).toBeGreaterThan(0);
      expect(channels.some((c) => c.id === 239 || c.kind === 'codacash')).toBe(false);
      const sorted = [...channels].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
      expect(channels).toEqual(sorted);
    });

    it('answers one top-up of the shopper and the history, paged, newest first', async () => {
      const s = await shopper();
      const { wallet } = await activate(s, 'ph');
      const money = store.app.services.wallet.money;
      const channelId = (await store.app.services.catalog.listPaymentChannels('ph')).find((c) => c.kind !== 'codacash')!.id;
      const topup = async (id: string, status: string, amountMinor: bigint, at: number) => {
        await database.db.insert(walletTopups).values({
          id,
          walletId: wallet.walletId,
          status,
          amountMinor,
          currency: 'PHP',
          paymentChannelId: channelId,
          paymentProvider: 'sandbox',
          paymentRef: `ref_${id}`,
          paymentUrl: `http://store.localhost/pay/${id}`,
          expiresAt: new Date(at + 30 * MINUTE),
          createdAt: new Date(at),
          updatedAt: new Date(at),
        });
      };
      const t0 = Date.now() - 10 * MINUTE;
      const ids = { paid: `wtx_a${kind}${t0}`, pending: `wtx_b${kind}${t0}`, failed: `wtx_c${kind}${t0}` };
      await topup(ids.paid, 'Success', 50_000n, t0);
      const credited = await commitOnlyOk<Tx, Moved>(
        (run) => database.db.transaction(run),
        (tx) => money.creditTopup(tx, { walletId: wallet.walletId, amountMinor: 50_000n, topupId: ids.paid }),
      );
      expect(credited.ok).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const charged = await commitOnlyOk<Tx, Moved>(
        (run) => database.db.transaction(run),
        (tx) => money.charge(tx, { walletId: wallet.walletId, amountMinor: 20_000n, currency: 'PHP', orderId: `ord_w${kind}${t0}` }),
      );
      expect(charged.ok).toBe(true);
      await topup(ids.pending, 'Pending', 10_000n, Date.now() + MINUTE);
      await topup(ids.failed, 'Failed', 5_000n, t0 - MINUTE);

      const api = walletApi(s.browser, 'ph');
      const one = await api.txn(ids.paid);
      expectOk(one);
      expect(one.body.data).toMatchObject({
        id: ids.paid,
        type: 'topup',
        status: 'Success',
        amount: '50000',
        balanceAfter: '50000',
        paymentUrl: null,
      });
      expect((await api.txn(ids.pending)).body.data).toMatchObject({ status: 'Pending', paymentUrl: expect.stringContaining(ids.pending) });
      expectError(await api.txn('wtx_nothing'), walletErrors.transactionNotFound);
      const stranger = await shopper();
      expectError(await walletApi(stranger.browser, 'ph').txn(ids.paid), walletErrors.transactionNotFound);
      expect((await walletApi(stranger.browser, 'ph').history()).body.data).toEqual({ items: [], nextBefore: null });

      const all = await api.history();
      expectOk(all);
      expect(all.body.data.items.map((t: { id: string; type: string }) => [t.type, t.id.startsWith('led_') ? 'led' : t.id])).toEqual([
        ['topup', ids.pending],
        ['charge', 'led'],
        ['topup', ids.paid],
        ['topup', ids.failed],
      ]);
      expect(all.body.data.items[1]).toMatchObject({
        amount: '-20000',
        balanceAfter: '30000',
        orderId: `ord_w${kind}${t0}`,
        status: 'Success',
      });
      expect(all.body.data.nextBefore).toBeNull();

      const pages: string[][] = [];
      let before: string | null = '';
      while (before !== null) {
        const page: Answer = await api.history(`?limit=1${before ? `&before=${before}` : ''}`);
        expectOk(page);
        pages.push(page.body.data.items.map((t: { id: string }) => t.id));
        before = page.body.data.nextBefore;
      }
      expect(pages.flat()).toEqual(all.body.data.items.map((t: { id: string }) => t.id));
      expect((await api.wallet()).body.data).toMatchObject({ balanceAmount: '30000', hasSpent: true });
      expectError(await api.history('?before=bm90IGEgY3Vyc29y'), errors.invalidParameters);
      expectError(await api.history('?limit=0'), errors.invalidParameters);
    });
  });

  describe('who may call', () => {
    it('refuses every call on a white-label site', async () => {
      const s = await shopper('ph', 'football.localhost');
      const api = walletApi(s.browser, 'ph');
      for (const answer of [
        await api.wallet(),
        await api.validate('9171234567'),
        await api.sendOtp('9171234567'),
        await api.country('ph'),
      ]) {
        expectError(answer, walletSiteErrors.notOffered);
      }
      expect(DEMO_SITES.football).toBeDefined();
    });

    it('answers 401 without a signed-in shopper, and 403 without the anti-forgery token', async () => {
      const guest = new TestBrowser(store.app, 'localhost', clock.now);
      const api = walletApi(guest, 'ph');
      for (const answer of [
        await api.wallet(),
        await api.sendOtp('9171234567'),
        await api.create(createBody('usr_x', 'ph', '9171234567', '123456')),
        await api.unreserve(),
        await api.switchTo(),
        await api.channels(),
        await api.txn('wtx_x'),
        await api.history(),
      ]) {
        expectError(answer, accountErrors.NOT_AUTHENTICATED);
        expect(answer.body.resultMessage).toBe('The user is not authenticated');
      }
      const s = await shopper();
      const national = nationalNumber('ph');
      for (const url of ['/api/wallet/send-otp', '/api/wallet/createWallet', '/api/wallet/unreserveWallet', '/api/wallet/switchWallet']) {
        const answer = await s.browser.post(url, { phoneNumber: national }, { csrf: false, headers: { 'x-country-code': 'ph' } });
        expectError(answer, accountErrors.CSRF_TOKEN_INVALID);
      }
      expect(await walletsOf(s.userId)).toEqual([]);
    });

    it('answers bad input with a catalogued refusal, never a 500', async () => {
      const s = await shopper();
      const bodies: unknown[] = [
        null,
        [],
        'x',
        1,
        {},
        { phoneNumber: 7 },
        { phoneNumber: '' },
        { phoneNumber: 'x'.repeat(40) },
        { phoneNumber: '9171234567', extra: 1 },
      ];
      const urls = [
        '/api/wallet/validate-phone',
        '/api/wallet/send-otp',
        '/api/wallet/createWallet',
        '/api/wallet/unreserveWallet',
        '/api/wallet/switchWallet',
      ];
      for (const url of urls) {
        for (const body of bodies) {
          const answer = await s.browser.request('POST', url, { raw: JSON.stringify(body), headers: { 'x-country-code': 'ph' } });
          expect(answer.status, `${url} ${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
        }
        const junk = await s.browser.request('POST', url, { raw: '{"phoneNumber":', headers: { 'x-country-code': 'ph' } });
        expect(junk.status).toBe(400);
        const huge = await s.browser.request('POST', url, {
          raw: JSON.stringify({ phoneNumber: 'x'.repeat(20_000) }),
          headers: { 'x-country-code': 'ph' },
        });
        expect(huge.status).toBe(413);
      }
      for (const url of [
        '/api/wallet/wallet-txn/%00',
        `/api/wallet/wallet-txn/${'x'.repeat(65)}`,
        '/api/wallet/transactions?limit=abc',
        '/api/wallet/transactions?limit=9&before=%7B%7D',
        '/api/wallet/transactions?extra=1',
        '/api/wallet/country/%F0%9F%98%80',
        '/api/wallet/country/p',
      ]) {
        const answer = await s.browser.get(url, { 'x-country-code': 'ph' });
        expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
      }
      expectError(await walletApi(s.browser, 'zz').channels(), errors.invalidParameters);
      expectError(await walletApi(s.browser, 'p h').sendOtp('9171234567'), errors.invalidParameters);
    });
  });

  describe('under concurrency', () => {
    it('lets exactly as many shoppers reserve as there are places', async () => {
      const cc = 'th';
      const base = (await countryRow(cc)).walletCount;
      await setMaxUsers(cc, base + 5);
      try {
        const shoppers: Array<Awaited<ReturnType<typeof shopper>>> = [];
        for (let i = 0; i < 20; i++) shoppers.push(await shopper());
        const answers = await Promise.all(shoppers.map((s) => walletApi(s.browser, cc).sendOtp(nationalNumber(cc))));
        const codes = answers.map((a) => a.body.resultCode);
        expect(codes.filter((c) => c === 0)).toHaveLength(5);
        expect(codes.filter((c) => c === walletErrors.maxUsersReached.resultCode)).toHaveLength(15);
        expect((await countryRow(cc)).walletCount).toBe(base + 5);
        const reserved = await database.db
          .select()
          .from(wallets)
          .where(and(eq(wallets.countryCode, cc), eq(wallets.status, 2)));
        expect(reserved.filter((w) => shoppers.some((s) => s.userId === w.userId))).toHaveLength(5);
        // Giving up one place lets one more in.
        const winner = shoppers[codes.indexOf(0)]!;
        expectOk(await walletApi(winner.browser, cc).unreserve());
        const loser = shoppers[codes.indexOf(walletErrors.maxUsersReached.resultCode)]!;
        expectOk(await walletApi(loser.browser, cc).sendOtp(nationalNumber(cc)));
        expect((await countryRow(cc)).walletCount).toBe(base + 5);
      } finally {
        await setMaxUsers(cc, 100_000);
      }
    });

    it('gives one number to one shopper when two ask at once', async () => {
      const [a, b] = [await shopper(), await shopper()];
      const national = nationalNumber('ph');
      const answers = await Promise.all([walletApi(a.browser, 'ph').sendOtp(national), walletApi(b.browser, 'ph').sendOtp(national)]);
      const codes = answers.map((x) => x.body.resultCode).sort();
      expect(codes).toEqual([0, walletErrors.phoneAlreadyRegistered.resultCode]);
      const winner = answers[0]!.body.resultCode === 0 ? a : b;
      const loser = winner === a ? b : a;
      const created = await walletApi(winner.browser, 'ph').create(
        createBody(winner.userId, 'ph', national, await winner.browser.lastCode(e164('ph', national))),
      );
      expectOk(created);
      expect(await walletsOf(loser.userId)).toEqual([]);
      const holders = await database.db
        .select()
        .from(wallets)
        .where(and(eq(wallets.countryCode, 'ph'), eq(wallets.phoneNumber, e164('ph', national))));
      expect(holders).toHaveLength(1);
    });
  });

  it('answers 413 when the code cannot be sent, keeping the reservation for a retry', async () => {
    const failing: MessagingProvider = {
      id: 'failing',
      async send() {
        throw new MessagingError('down');
      },
    };
    const identity = createIdentityService({
      db: database.db,
      messaging: failing,
      captcha: createSandboxCaptcha(),
      secret: store.config.identity.secret,
      phoneSignUp: true,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 3600,
      now: clock.now,
      log: { warn() {} },
    });
    const catalog = createCatalogService(database.db);
    const wallet = createWalletService({ db: database.db, ledger: createLedgerService(database.db), identity, catalog, now: clock.now });
    const { userId } = await makeActiveWallet(database.db, { countryCode: 'ph' });
    const shop = await wallet.shop(STORE_SITE.id, 'sg');
    if (!shop.ok) throw new Error('no sg shop');
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    const sent = await wallet.sendActivationCode(shop.value, user!, nationalNumber('sg'));
    expect(sent).toMatchObject({ ok: false, error: walletErrors.otpSendFailed });
    seen.add(walletErrors.otpSendFailed.resultCode);
    expect((await walletsOf(userId)).find((w) => w.countryCode === 'sg')).toMatchObject({ status: 2 });
  });

  it('raised every activation code it catalogues', () => {
    const activationCodes = [301, 303, 400, 410, 411, 412, 413, 414, 416, 417, 418, 419, 420, 421, 302];
    expect(activationCodes.filter((code) => !seen.has(code))).toEqual([]);
  });
});
