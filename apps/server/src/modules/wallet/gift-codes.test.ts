import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GIFT_CODE_ALPHABET,
  GIFT_CODE_DAILY_REDEMPTIONS,
  GIFT_CODE_LENGTH,
  giftCodeErrors,
  normalizeGiftCode,
  WalletCountryStatus,
  WalletStatus,
  type RedeemGiftCodeResponse,
} from '@store/contracts';
import { accountErrors } from '@store/contracts/account-errors.ts';
import { giftCodeBatches, giftCodes, walletCountries, wallets, type Database } from '@store/db';
import { eq, sql } from '@store/db/orm';
import { DEMO_GIFT_CODES, demoWalletCountries, giftCodeHash } from '@store/db/seed';
import { describeIssuedBatch, issueGiftCodes, parseIssueArguments } from '../../commands/issue-gift-codes.ts';
import { AppError, errorEnvelope, errorHandling } from '../../plugins/errors.ts';
import { serializerCompiler, validatorCompiler } from '../../plugins/schema-compilers.ts';
import type { Result } from '../../result.ts';
import { createTestDatabase, databaseKinds } from '../../testing/database.ts';
import { makeActiveWallet } from '../../testing/wallets.ts';
import { createLedgerService, type LedgerService } from '../ledger/index.ts';
import { createGiftCodes, createWalletMoney, GiftCodeIssueError, type GiftCodesService } from './index.ts';
import { giftCodeRoutes } from './gift-code-routes.ts';

const PH = demoWalletCountries.find((c) => c.countryCode === 'ph')!;
const DAY = 24 * 60 * 60_000;
const CODE_FORMAT = new RegExp(`^[${GIFT_CODE_ALPHABET}]{${GIFT_CODE_LENGTH}}$`);

describe.each(databaseKinds)('Codacash gift codes on %s', (kind) => {
  let database: Database;
  let ledger: LedgerService;
  let service: GiftCodesService;
  /** The service's clock: tests move it to cross an expiry or a UTC day. */
  let clock = Date.parse('2026-11-26T10:00:00Z');
  const logged: object[] = [];

  const balance = async (walletId: string) => {
    const [wallet] = await database.db.select().from(wallets).where(eq(wallets.id, walletId));
    return (await ledger.balances([wallet!.accountId!])).get(wallet!.accountId!)!;
  };
  const codeRow = async (code: string) => {
    const [row] = await database.db
      .select()
      .from(giftCodes)
      .where(eq(giftCodes.codeHash, giftCodeHash(normalizeGiftCode(code))));
    return row!;
  };
  const issue = (
    options: { amountMinor?: bigint; count?: number; perWalletLimit?: number; expiresAt?: Date | null; countryCode?: string } = {},
  ) => service.issueBatch({ countryCode: 'ph', amountMinor: 10_000n, count: 1, ...options });
  const oneCode = async (options: Parameters<typeof issue>[0] = {}) => (await issue(options)).codes[0]!;
  const setPh = (changes: Partial<typeof walletCountries.$inferInsert>) =>
    database.db.update(walletCountries).set(changes).where(eq(walletCountries.countryCode, 'ph'));
  const errorOf = (result: Result<RedeemGiftCodeResponse>) => (result.ok ? null : result.error);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ledger = createLedgerService(database.db);
    const money = createWalletMoney({ ledger, now: () => clock });
    service = createGiftCodes({ db: database.db, money, now: () => clock, log: { error: (obj) => logged.push(obj) } });
  });
  beforeEach(async () => {
    await setPh({ ...PH });
  });
  // Closing the test database runs the ledger check: every credit above must have balanced.
  afterAll(async () => database?.close());

  describe('redeeming', () => {
    it('credits a demo code once, typed in lower case with spaces and dashes, and marks its row with the wallet', async () => {
      const { wallet } = await makeActiveWallet(database.db);
      const typed = DEMO_GIFT_CODES.ph![0]!.toLowerCase().replace(/(.{4})(?!$)/g, '$1- ');
      const [batch] = await database.db.select().from(giftCodeBatches).where(eq(giftCodeBatches.id, 'gcb_demo_ph'));

      const redeemed = await service.redeem(wallet.id, `  ${typed} `);

      expect(redeemed).toEqual({
        ok: true,
        value: {
          amount: batch!.amountMinor.toString(),
          currencyCode: 'PHP',
          balanceAmount: batch!.amountMinor.toString(),
          balanceVersion: 1,
        },
      });
      expect(await balance(wallet.id)).toEqual({ balanceMinor: batch!.amountMinor, version: 1 });
      const row = await codeRow(DEMO_GIFT_CODES.ph![0]!);
      expect(row.redeemedByWalletId).toBe(wallet.id);
      expect(row.redeemedAt?.getTime()).toBe(clock);
      expect(await ledger.findTransfer(`gift-code:${row.codeHash}`)).not.toBeNull();
    });

    it('answers a new balance and version on top of what the wallet had', async () => {
      const { wallet } = await makeActiveWallet(database.db);
      const first = await service.redeem(wallet.id, await oneCode({ amountMinor: 10_000n }));
      const second = await service.redeem(wallet.id, await oneCode({ amountMinor: 2_500n }));
      expect(first.ok && first.value).toEqual({ amount: '10000', currencyCode: 'PHP', balanceAmount: '10000', balanceVersion: 1 });
      expect(second.ok && second.value).toEqual({ amount: '2500', currencyCode: 'PHP', balanceAmount: '12500', balanceVersion: 2 });
    });

    it('answers 704 for a code already redeemed, by the same wallet or another, and credits nothing more', async () => {
      const code = await oneCode();
      const { wallet: first } = await makeActiveWallet(database.db);
      const { wallet: second } = await makeActiveWallet(database.db);
      expect((await service.redeem(first.id, code)).ok).toBe(true);
      expect(errorOf(await service.redeem(first.id, code))).toBe(giftCodeErrors.alreadyClaimed);
      expect(errorOf(await service.redeem(second.id, code))).toBe(giftCodeErrors.alreadyClaimed);
      expect((await balance(first.id)).balanceMinor).toBe(10_000n);
      expect((await balance(second.id)).balanceMinor).toBe(0n);
      expect((await codeRow(code)).redeemedByWalletId).toBe(first.id);
    });

    it('refuses nothing typed with the validation message, and what cannot be a code or is unknown with 707', async () => {
      const { wallet } = await makeActiveWallet(database.db);
      for (const empty of ['', '   ', ' - - ']) {
        const result = await service.redeem(wallet.id, empty);
        expect(result).toEqual({ ok: false, error: giftCodeErrors.required, data: { fields: [{ path: 'giftCode', code: 'required' }] } });
        expect(errorEnvelope(giftCodeErrors.required).resultMessage).toBe('Please enter a valid gift code in the text field.');
      }
      const issued = await oneCode();
      for (const invalid of [
        'ABC',
        issued.slice(0, -1),
        `${issued}A`,
        `${issued.slice(0, -1)}#`,
        `${issued.slice(0, -1)}é`,
        'AAAAAAAAAAAAAAAA',
      ]) {
        expect(errorOf(await service.redeem(wallet.id, invalid))).toBe(giftCodeErrors.invalid);
      }
      expect(errorEnvelope(giftCodeErrors.invalid)).toEqual({
        resultCode: 707,
        resultMessage: 'This gift code is invalid. Please ensure it is correct before redeeming.',
        data: null,
      });
      expect((await codeRow(issued)).redeemedAt).toBeNull();
      expect((await balance(wallet.id)).balanceMinor).toBe(0n);
    });

    it('refuses a code of an expired batch (705, "expired") and leaves it unredeemed', async () => {
      const { wallet } = await makeActiveWallet(database.db);
      const code = await oneCode({ expiresAt: new Date(clock + 60_000) });
      const before = clock;
      try {
        clock += 60_000;
        const result = await service.redeem(wallet.id, code);
        expect(errorOf(result)).toBe(giftCodeErrors.expired);
        // 705 is also "not eligible": the data says which, so the page words it.
        expect(result.ok ? null : result.data).toEqual({ reason: 'expired' });
        expect(errorEnvelope(giftCodeErrors.expired)).toMatchObject({ resultCode: 705, resultMessage: 'This gift code has expired.' });
      } finally {
        clock = before;
      }
      expect((await codeRow(code)).redeemedAt).toBeNull();
      expect((await service.redeem(wallet.id, code)).ok).toBe(true);
    });

    it('refuses a wallet that is restricted, reserved or unknown (705)', async () => {
      const code = await oneCode();
      const { wallet: restricted } = await makeActiveWallet(database.db, { status: WalletStatus.Restricted });
      const { wallet: reserved } = await makeActiveWallet(database.db, { status: WalletStatus.Reserved });
      expect(errorOf(await service.redeem(restricted.id, code))).toBe(giftCodeErrors.notEligible);
      expect(errorOf(await service.redeem(reserved.id, code))).toBe(giftCodeErrors.notEligible);
      expect(errorOf(await service.redeem('wal_nobody', code))).toBe(giftCodeErrors.notEligible);
      expect((await codeRow(code)).redeemedAt).toBeNull();
    });

    it("keeps a wallet to its share of a batch (706) while other wallets still redeem the batch's codes", async () => {
      const { codes } = await issue({ count: 4, perWalletLimit: 2, amountMinor: 1_000n });
      const { wallet } = await makeActiveWallet(database.db);
      const { wallet: other } = await makeActiveWallet(database.db);
      expect((await service.redeem(wallet.id, codes[0]!)).ok).toBe(true);
      expect((await service.redeem(wallet.id, codes[1]!)).ok).toBe(true);
      expect(errorOf(await service.redeem(wallet.id, codes[2]!))).toBe(giftCodeErrors.cannotRedeemMore);
      expect((await service.redeem(other.id, codes[2]!)).ok).toBe(true);
      expect((await balance(wallet.id)).balanceMinor).toBe(2_000n);
    });

    it('allows five codes a UTC day (710 for the sixth), and five more the next day', async () => {
      const { codes } = await issue({ count: 7, perWalletLimit: 7, amountMinor: 1_000n });
      const { wallet } = await makeActiveWallet(database.db);
      const before = clock;
      try {
        clock = Date.parse('2026-11-27T00:00:00Z');
        for (const code of codes.slice(0, GIFT_CODE_DAILY_REDEMPTIONS)) expect((await service.redeem(wallet.id, code)).ok).toBe(true);
        clock = Date.parse('2026-11-27T23:59:59.999Z');
        expect(errorOf(await service.redeem(wallet.id, codes[5]!))).toBe(giftCodeErrors.maxRedemptions);
        clock = Date.parse('2026-11-28T00:00:00Z');
        expect((await service.redeem(wallet.id, codes[5]!)).ok).toBe(true);
      } finally {
        clock = before;
      }
      expect((await balance(wallet.id)).balanceMinor).toBe(6_000n);
    });

    it("refuses a credit past the wallet's maximum balance (313) and rolls it back", async () => {
      const { wallet } = await makeActiveWallet(database.db);
      const first = await oneCode({ amountMinor: 1_000n });
      const second = await oneCode({ amountMinor: 1_000n });
      await setPh({ maxWalletBalance: 1_500n });
      expect((await service.redeem(wallet.id, first)).ok).toBe(true);
      expect(errorOf(await service.redeem(wallet.id, second))).toBe(giftCodeErrors.spendBalanceFirst);
      expect(await balance(wallet.id)).toEqual({ balanceMinor: 1_000n, version: 1 });
      expect((await codeRow(second)).redeemedAt).toBeNull();
      // Nothing of the refused credit stayed behind: the same code goes in once there is room.
      await setPh({ maxWalletBalance: 2_000n });
      expect((await service.redeem(wallet.id, second)).ok).toBe(true);
    });

    it('refuses a code of another country, or a wallet in a locked country (314)', async () => {
      const { wallet } = await makeActiveWallet(database.db);
      const malaysian = await oneCode({ countryCode: 'my', amountMinor: 1_000n });
      expect(errorOf(await service.redeem(wallet.id, malaysian))).toBe(giftCodeErrors.countryRestriction);
      const philippine = await oneCode();
      await setPh({ countryStatus: WalletCountryStatus.Locked });
      expect(errorOf(await service.redeem(wallet.id, philippine))).toBe(giftCodeErrors.countryRestriction);
      expect((await codeRow(malaysian)).redeemedAt).toBeNull();
      expect((await codeRow(philippine)).redeemedAt).toBeNull();
    });

    it("refuses a code whose batch is in another currency than the wallet's (708)", async () => {
      // issueBatch takes the country's currency; a batch made another way (an import) may not.
      const code = 'USDPH2345678ABCD';
      await database.db.insert(giftCodeBatches).values({ id: `gcb_usd_${kind}`, countryCode: 'ph', currency: 'USD', amountMinor: 500n });
      await database.db.insert(giftCodes).values({ codeHash: giftCodeHash(code), batchId: `gcb_usd_${kind}` });
      const { wallet } = await makeActiveWallet(database.db);
      expect(errorOf(await service.redeem(wallet.id, code))).toBe(giftCodeErrors.balanceMismatch);
      expect((await codeRow(code)).redeemedAt).toBeNull();
    });

    it('answers 709 and logs when the database fails mid-redemption, and the credit is undone with the rest', async () => {
      const code = await oneCode();
      const hash = giftCodeHash(code);
      const { wallet } = await makeActiveWallet(database.db);
      // The database refuses to mark this one code, after the ledger has moved the money.
      await database.db.execute(
        sql.raw(`create function gift_codes_refuse() returns trigger language plpgsql as $$
          begin
            if new.code_hash = '${hash}' then raise exception 'forced failure for a test'; end if;
            return new;
          end $$`),
      );
      await database.db.execute(
        sql.raw('create trigger gift_codes_refuse before update on gift_codes for each row execute function gift_codes_refuse()'),
      );
      logged.length = 0;
      try {
        const result = await service.redeem(wallet.id, code);
        expect(result).toEqual({ ok: false, error: giftCodeErrors.updateFailed, data: undefined });
        expect(errorEnvelope(giftCodeErrors.updateFailed).resultCode).toBe(709);
        expect(logged).toHaveLength(1);
        expect(logged[0]).toMatchObject({ walletId: wallet.id, codeHash: hash.slice(0, 12) });
        expect(JSON.stringify(logged[0])).not.toContain(code);
      } finally {
        await database.db.execute(sql.raw('drop trigger gift_codes_refuse on gift_codes'));
        await database.db.execute(sql.raw('drop function gift_codes_refuse()'));
      }
      expect(await balance(wallet.id)).toEqual({ balanceMinor: 0n, version: 0 });
      expect(await ledger.findTransfer(`gift-code:${hash}`)).toBeNull();
      expect((await codeRow(code)).redeemedAt).toBeNull();
      expect((await service.redeem(wallet.id, code)).ok).toBe(true);
    });
  });

  describe('at the same time', () => {
    it('lets one of 20 wallets redeem a code they all send at once; the other 19 get 704', async () => {
      const code = await oneCode({ amountMinor: 7_000n });
      const made = await Promise.all(Array.from({ length: 20 }, () => makeActiveWallet(database.db)));
      const results = await Promise.all(made.map(({ wallet }) => service.redeem(wallet.id, code)));
      const winners = made.filter((_, i) => results[i]!.ok);
      expect(winners).toHaveLength(1);
      expect(results.filter((r) => errorOf(r) === giftCodeErrors.alreadyClaimed)).toHaveLength(19);
      expect((await codeRow(code)).redeemedByWalletId).toBe(winners[0]!.wallet.id);
      const balances = await Promise.all(made.map(({ wallet }) => balance(wallet.id)));
      expect(balances.reduce((sum, b) => sum + b.balanceMinor, 0n)).toBe(7_000n);
    });

    it('credits a wallet once when it sends the same code 20 times at once', async () => {
      const code = await oneCode({ amountMinor: 7_000n });
      const { wallet } = await makeActiveWallet(database.db);
      const results = await Promise.all(Array.from({ length: 20 }, () => service.redeem(wallet.id, code)));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => errorOf(r) === giftCodeErrors.alreadyClaimed)).toHaveLength(19);
      expect(await balance(wallet.id)).toEqual({ balanceMinor: 7_000n, version: 1 });
    });

    it("holds a wallet to its share of a batch and its day's five when it sends 20 different codes at once", async () => {
      const share = await issue({ count: 20, perWalletLimit: 3, amountMinor: 1_000n });
      const { wallet } = await makeActiveWallet(database.db);
      const byShare = await Promise.all(share.codes.map((code) => service.redeem(wallet.id, code)));
      expect(byShare.filter((r) => r.ok)).toHaveLength(3);
      expect(byShare.filter((r) => errorOf(r) === giftCodeErrors.cannotRedeemMore)).toHaveLength(17);

      const day = await issue({ count: 20, perWalletLimit: 20, amountMinor: 1_000n });
      const { wallet: busy } = await makeActiveWallet(database.db);
      const byDay = await Promise.all(day.codes.map((code) => service.redeem(busy.id, code)));
      expect(byDay.filter((r) => r.ok)).toHaveLength(GIFT_CODE_DAILY_REDEMPTIONS);
      expect(byDay.filter((r) => errorOf(r) === giftCodeErrors.maxRedemptions)).toHaveLength(20 - GIFT_CODE_DAILY_REDEMPTIONS);
      expect((await balance(busy.id)).balanceMinor).toBe(5_000n);
    });
  });

  describe('issuing', () => {
    it("makes a batch of random codes in the country's currency and stores only their hashes", async () => {
      const expiresAt = new Date(clock + 30 * DAY);
      const batch = await service.issueBatch({
        countryCode: 'PH',
        amountMinor: 50_000n,
        count: 25,
        perWalletLimit: 2,
        expiresAt,
        note: 'launch',
      });
      expect(batch).toMatchObject({
        countryCode: 'ph',
        currency: 'PHP',
        currencyExponent: 2,
        amountMinor: 50_000n,
        perWalletLimit: 2,
        expiresAt,
      });
      expect(new Set(batch.codes).size).toBe(25);
      for (const code of batch.codes) expect(code).toMatch(CODE_FORMAT);
      const rows = await database.db.select().from(giftCodes).where(eq(giftCodes.batchId, batch.batchId));
      expect(rows.map((r) => r.codeHash).sort()).toEqual(batch.codes.map(giftCodeHash).sort());
      expect(JSON.stringify(rows)).not.toMatch(new RegExp(batch.codes.join('|')));
      const [stored] = await database.db.select().from(giftCodeBatches).where(eq(giftCodeBatches.id, batch.batchId));
      expect(stored).toMatchObject({
        countryCode: 'ph',
        currency: 'PHP',
        amountMinor: 50_000n,
        perWalletLimit: 2,
        note: 'launch',
        expiresAt,
      });
    });

    it('issues in a country that takes no new activations, and refuses a locked or unknown country', async () => {
      expect((await service.issueBatch({ countryCode: 'pk', amountMinor: 50_000n, count: 1 })).currency).toBe('PKR');
      await expect(service.issueBatch({ countryCode: 'sa', amountMinor: 1_000n, count: 1 })).rejects.toThrow(GiftCodeIssueError);
      await expect(service.issueBatch({ countryCode: 'zz', amountMinor: 1_000n, count: 1 })).rejects.toThrow(/not a Codacash country/);
    });

    it('refuses a batch no wallet could redeem, or that makes no sense', async () => {
      const refused = [
        { amountMinor: PH.maxWalletBalance + 1n },
        { amountMinor: 0n },
        { count: 0 },
        { count: 100_001 },
        { count: 1.5 },
        { perWalletLimit: 0 },
        { expiresAt: new Date(clock) },
        { expiresAt: new Date('not a date') },
      ];
      for (const options of refused)
        await expect(issue(options), JSON.stringify(String(Object.values(options)))).rejects.toThrow(GiftCodeIssueError);
    });
  });

  describe('the gift-codes:issue command', () => {
    it('issues from its arguments and prints the batch and its codes in groups of four', async () => {
      const printed = await issueGiftCodes(
        ['--country', 'ph', '--amount', '50000', '--count', '10', '--per-wallet', '2', '--expires', '2027-01-31', '--note', 'promo'],
        service,
      );
      const lines = printed.split('\n');
      const batchId = /^batch (gcb_\S+):/.exec(lines[0]!)![1]!;
      expect(lines[0]).toBe(`batch ${batchId}: 10 codes of PHP 500.00 (50000 minor units) for ph`);
      expect(lines[1]).toBe('each wallet may redeem 2 of them; they expire at 2027-01-31T23:59:59.999Z');
      const codes = lines.slice(3);
      expect(codes).toHaveLength(10);
      for (const shown of codes) expect(shown).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      // The printed codes are the batch's: one redeems.
      const { wallet } = await makeActiveWallet(database.db);
      expect((await service.redeem(wallet.id, codes[0]!)).ok).toBe(true);
      expect((await codeRow(codes[0]!)).batchId).toBe(batchId);
    });

    it('reads its arguments, with defaults, and refuses wrong ones before touching the database', () => {
      expect(parseIssueArguments(['--country', 'PH', '--amount', '50000', '--count', '10'])).toEqual({
        countryCode: 'ph',
        amountMinor: 50_000n,
        count: 10,
        perWalletLimit: 1,
        expiresAt: null,
        note: '',
      });
      expect(
        parseIssueArguments(['--country', 'ph', '--amount', '1', '--count', '1', '--expires', '2027-01-31T12:00:00Z']).expiresAt,
      ).toEqual(new Date('2027-01-31T12:00:00Z'));
      for (const wrong of [
        ['--country', 'ph', '--amount', '50000'],
        ['--country', 'ph', '--amount', '500.00', '--count', '1'],
        ['--country', 'ph', '--amount', '50000', '--count', 'ten'],
        ['--country', 'ph', '--amount', '50000', '--count', '1', '--per-wallet', '-1'],
        ['--country', 'ph', '--amount', '50000', '--count', '1', '--colour', 'red'],
      ]) {
        expect(() => parseIssueArguments(wrong), wrong.join(' ')).toThrow(GiftCodeIssueError);
      }
      expect(
        describeIssuedBatch({
          batchId: 'gcb_x',
          countryCode: 'id',
          currency: 'IDR',
          currencyExponent: 0,
          amountMinor: 75_000n,
          perWalletLimit: 1,
          expiresAt: null,
          codes: ['ABCDEFGHJKLMNPQR'],
        }),
      ).toBe(
        [
          'batch gcb_x: 1 codes of IDR 75000 (75000 minor units) for id',
          'each wallet may redeem 1 of them; they do not expire',
          'the codes are shown only now (the store keeps their hashes):',
          'ABCD-EFGH-JKLM-NPQR',
        ].join('\n'),
      );
    });
  });

  describe('POST /redeemGiftCode', () => {
    let app: FastifyInstance;
    /** The wallet each test shopper's requests act for; the guard below stands in for sign-in and the anti-forgery token. */
    const walletOf = new Map<string, string | null>();

    beforeAll(async () => {
      app = Fastify({ logger: false });
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      await app.register(errorHandling);
      await app.register(giftCodeRoutes, {
        prefix: '/api/wallet',
        giftCodes: service,
        guards: [
          async (request: FastifyRequest) => {
            if (!walletOf.has(String(request.headers['x-shopper']))) throw new AppError(accountErrors.NOT_AUTHENTICATED);
          },
        ],
        currentWalletId: async (request) => walletOf.get(String(request.headers['x-shopper'])) ?? null,
      });
      await app.ready();
    });
    afterAll(async () => app?.close());

    const post = (shopper: string | null, body: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/wallet/redeemGiftCode',
        headers: shopper ? { 'x-shopper': shopper } : {},
        payload: body as object,
      });

    it('redeems for the signed-in shopper and answers the credit and the balance in the envelope', async () => {
      const { wallet } = await makeActiveWallet(database.db);
      walletOf.set('alice', wallet.id);
      const code = await oneCode({ amountMinor: 3_000n });
      const response = await post('alice', { giftCode: formatGiftCodeForPeople(code) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        resultCode: 0,
        resultMessage: 'Success',
        data: { amount: '3000', currencyCode: 'PHP', balanceAmount: '3000', balanceVersion: 1 },
      });
      const again = await post('alice', { giftCode: code });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ resultCode: 704, resultMessage: 'This gift code has already been redeemed.' });
    });

    it("answers the spec's messages for nothing typed and a code too short", async () => {
      const { wallet } = await makeActiveWallet(database.db);
      walletOf.set('bob', wallet.id);
      const empty = await post('bob', { giftCode: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        resultCode: 227,
        resultMessage: 'Please enter a valid gift code in the text field.',
        data: { fields: [{ path: 'giftCode', code: 'required' }] },
      });
      const short = await post('bob', { giftCode: 'ABCD' });
      expect(short.json()).toEqual({
        resultCode: 707,
        resultMessage: 'This gift code is invalid. Please ensure it is correct before redeeming.',
        data: null,
      });
    });

    it('refuses a guest before reading the body, a shopper without a wallet (705), and a body without a code (227)', async () => {
      const guest = await post(null, { nonsense: true });
      expect(guest.statusCode).toBe(accountErrors.NOT_AUTHENTICATED.status);
      expect(guest.json().resultCode).toBe(accountErrors.NOT_AUTHENTICATED.resultCode);
      walletOf.set('carol', null);
      const walletless = await post('carol', { giftCode: await oneCode() });
      expect(walletless.json()).toMatchObject({ resultCode: 705 });
      const { wallet } = await makeActiveWallet(database.db);
      walletOf.set('dave', wallet.id);
      for (const body of [{}, { giftCode: 42 }, { giftCode: 'A'.repeat(65) }, { giftCode: 'ABCD', extra: 1 }]) {
        const refused = await post('dave', body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json().resultCode).toBe(227);
      }
    });
  });
});

/** As a shopper might type a code read off a card. */
function formatGiftCodeForPeople(code: string): string {
  return code.match(/.{4}/g)!.join(' - ').toLowerCase();
}
