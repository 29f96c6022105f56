import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '@store/contracts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, type Database, type Tx } from '@store/db';
import { eq, sql } from '@store/db/orm';
import { commitOnlyOk } from '../../result.ts';
import { createTestDatabase, databaseKinds } from '../../testing/database.ts';
import { createLedgerService, ledgerHolds, LedgerError, type LedgerAccount, type LedgerService, type TransferDone } from './index.ts';

const short = errors.unknownError;

describe.each(databaseKinds)('the ledger on %s', (kind) => {
  let database: Database;
  let ledger: LedgerService;
  let n = 0;

  const wallet = (currency = 'PHP') =>
    ledger.account(database.db, { code: `wallet:test-${kind}-${++n}`, kind: 'wallet', currency, mayGoNegative: false });
  const source = (currency = 'PHP') => ledger.storeAccount(database.db, 'topups', currency);

  async function fund(account: LedgerAccount, amountMinor: bigint) {
    const from = await source(account.currency);
    const done = await ledger.transfer(database.db, {
      idempotencyKey: `fund:${account.code}:${++n}`,
      kind: 'topup',
      legs: [
        { account: from, amountMinor: -amountMinor },
        { account, amountMinor },
      ],
      whenShort: short,
    });
    expect(done.ok).toBe(true);
  }

  /** Spends from `account` in its own transaction, rolled back when refused. */
  const spend = (account: LedgerAccount, amountMinor: bigint, key: string) =>
    commitOnlyOk<Tx, TransferDone>(
      (body) => database.db.transaction(body),
      async (tx) => {
        const sink = await ledger.storeAccount(tx, 'wallet-payments', account.currency);
        return ledger.transfer(tx, {
          idempotencyKey: key,
          kind: 'charge',
          legs: [
            { account, amountMinor: -amountMinor },
            { account: sink, amountMinor },
          ],
          whenShort: errors.notEligible,
        });
      },
    );

  const balanceOf = async (account: LedgerAccount) => (await ledger.balances([account.id])).get(account.id)!.balanceMinor;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ledger = createLedgerService(database.db);
  });
  afterAll(async () => database.close());

  it('moves money between accounts and keeps the balance with a version', async () => {
    const account = await wallet();
    await fund(account, 10_000n);
    const spent = await spend(account, 2_500n, `spend:${account.code}`);
    expect(spent.ok && spent.value.balances.get(account.id)).toEqual({ balanceMinor: 7_500n, version: 2 });
    expect(await balanceOf(account)).toBe(7_500n);
    const statement = await ledger.statement(account.id, { limit: 10 });
    expect(statement.map((e) => [e.kind, e.amountMinor, e.balanceAfter])).toEqual([
      ['charge', -2_500n, 7_500n],
      ['topup', 10_000n, 10_000n],
    ]);
  });

  it('moves the money of one key once, however often it is asked', async () => {
    const account = await wallet();
    await fund(account, 1_000n);
    const first = await spend(account, 400n, `once:${account.code}`);
    const again = await spend(account, 400n, `once:${account.code}`);
    expect(first.ok && first.value.replayed).toBe(false);
    expect(again.ok && again.value).toMatchObject({ replayed: true, transferId: first.ok ? first.value.transferId : -1 });
    expect(await balanceOf(account)).toBe(600n);
  });

  it('refuses to take an account below zero, leaving nothing behind, not even the key', async () => {
    const account = await wallet();
    await fund(account, 300n);
    const refused = await spend(account, 301n, `short:${account.code}`);
    expect(refused).toEqual({ ok: false, error: errors.notEligible, data: { accountId: account.id } });
    expect(await balanceOf(account)).toBe(300n);
    const [transfer] = await database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `short:${account.code}`));
    expect(transfer).toBeUndefined();
    // The key is free again: the same charge goes through once there is money.
    await fund(account, 1n);
    expect((await spend(account, 301n, `short:${account.code}`)).ok).toBe(true);
    expect(await balanceOf(account)).toBe(0n);
  });

  it('refuses a transfer whose legs do not balance, or have fewer than two sides, before writing anything', async () => {
    const account = await wallet();
    const from = await source();
    const attempt = (legs: Array<{ account: LedgerAccount; amountMinor: bigint }>) =>
      ledger.transfer(database.db, { idempotencyKey: `bad:${++n}`, kind: 'x', legs, whenShort: short });
    await expect(
      attempt([
        { account: from, amountMinor: -100n },
        { account, amountMinor: 99n },
      ]),
    ).rejects.toThrow(LedgerError);
    await expect(attempt([{ account, amountMinor: 100n }])).rejects.toThrow(LedgerError);
    const dollars = await wallet('USD');
    await expect(
      attempt([
        { account: from, amountMinor: -100n },
        { account: dollars, amountMinor: 100n },
      ]),
    ).rejects.toThrow(LedgerError);
  });

  it('is kept by the database too: an unbalanced transfer cannot be written, and history cannot change', async () => {
    const account = await wallet();
    await fund(account, 500n);
    await expect(
      database.db.transaction(async (tx) => {
        const [t] = await tx
          .insert(ledgerTransfers)
          .values({ idempotencyKey: `raw:${++n}`, kind: 'raw' })
          .returning();
        await tx.insert(ledgerEntries).values({ transferId: t!.id, accountId: account.id, amountMinor: 5n, currency: 'PHP' });
      }),
    ).rejects.toThrow();
    // A transfer's entries come in one statement: one side alone is unbalanced when it is written.
    const from = await source();
    await expect(
      database.db.transaction(async (tx) => {
        const [t] = await tx
          .insert(ledgerTransfers)
          .values({ idempotencyKey: `raw:${++n}`, kind: 'raw' })
          .returning();
        await tx.insert(ledgerEntries).values({ transferId: t!.id, accountId: from.id, amountMinor: -5n, currency: 'PHP' });
        await tx.insert(ledgerEntries).values({ transferId: t!.id, accountId: account.id, amountMinor: 5n, currency: 'PHP' });
      }),
    ).rejects.toThrow();
    await expect(
      database.db.update(ledgerEntries).set({ amountMinor: 1n }).where(eq(ledgerEntries.accountId, account.id)),
    ).rejects.toThrow();
    await expect(database.db.delete(ledgerTransfers).where(sql`true`)).rejects.toThrow();
    await expect(database.db.update(ledgerAccounts).set({ balanceMinor: -1n }).where(eq(ledgerAccounts.id, account.id))).rejects.toThrow();
    expect(await balanceOf(account)).toBe(500n);
  });

  it('its check finds a kept balance that differs from the sum of its entries', async () => {
    expect(ledgerHolds(await ledger.check())).toBe(true);
    const account = await wallet();
    await fund(account, 700n);
    await database.db.update(ledgerAccounts).set({ balanceMinor: 701n }).where(eq(ledgerAccounts.id, account.id));
    const violations = await ledger.check();
    expect(violations.driftedBalances).toEqual([{ account_id: String(account.id), kept: '701', summed: '700' }]);
    await database.db.update(ledgerAccounts).set({ balanceMinor: 700n }).where(eq(ledgerAccounts.id, account.id));
    expect(ledgerHolds(await ledger.check())).toBe(true);
  });

  it('lets concurrent spends from one account take exactly what is there', async () => {
    const account = await wallet();
    await fund(account, 150n);
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => spend(account, 1n, `race:${account.code}:${i}`)));
    expect(results.filter((r) => r.ok)).toHaveLength(150);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === errors.notEligible)).toBe(true);
    expect(await balanceOf(account)).toBe(0n);
    expect(ledgerHolds(await ledger.check())).toBe(true);
  });
  it('does not remember a store account made in a transaction, or a savepoint, that rolled back', async () => {
    const rolledBack = new Error('rolled back');
    const roll = (body: (tx: Tx) => Promise<unknown>) =>
      database.db.transaction(async (tx) => {
        await body(tx);
        throw rolledBack;
      });
    // Made, and asked for again, in a transaction that then rolls back.
    await expect(
      roll(async (tx) => {
        await ledger.storeAccount(tx, 'gift-codes', 'ZZA');
        await ledger.storeAccount(tx, 'gift-codes', 'ZZA');
      }),
    ).rejects.toBe(rolledBack);
    // Made in a savepoint, found by the transaction around it, which rolls back.
    await expect(
      roll(async (tx) => {
        await tx.transaction(async (savepoint) => ledger.storeAccount(savepoint, 'gift-codes', 'ZZB'));
        await ledger.storeAccount(tx, 'gift-codes', 'ZZB');
      }),
    ).rejects.toBe(rolledBack);
    for (const currency of ['ZZA', 'ZZB']) {
      const [row] = await database.db
        .select()
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.code, `store:gift-codes:${currency}`));
      expect(row).toBeUndefined();
      // The next transfer in that currency makes the account again and goes through.
      const account = await wallet(currency);
      const from = await ledger.storeAccount(database.db, 'gift-codes', currency);
      const done = await ledger.transfer(database.db, {
        idempotencyKey: `gift:${currency}:${++n}`,
        kind: 'giftCode',
        legs: [
          { account: from, amountMinor: -500n },
          { account, amountMinor: 500n },
        ],
        whenShort: short,
      });
      expect(done.ok).toBe(true);
      expect(await balanceOf(account)).toBe(500n);
    }
    expect(ledgerHolds(await ledger.check())).toBe(true);
  });
});
