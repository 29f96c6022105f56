import type { Db, Executor } from '@store/db';
import { fail, ok, type Result, type StoreError } from '../../result.ts';
import { createLedgerRepository, type LedgerAccountRow } from './repository.ts';

/** An account as the ledger's callers name it; ids are stable, so callers may keep them. */
export type LedgerAccount = Pick<LedgerAccountRow, 'id' | 'code' | 'kind' | 'currency' | 'mayGoNegative'>;

/** One side of a transfer: money into (positive) or out of (negative) an account. */
export type Leg = { account: LedgerAccount; amountMinor: bigint };

export type TransferRequest = {
  /** Unique in the database: the same key twice moves the money once. */
  idempotencyKey: string;
  kind: string;
  reference?: string | null;
  legs: Leg[];
  /** The catalogued refusal when an account would go below zero (406 for a wallet, 1103 for rewards). */
  whenShort: StoreError;
};

export type TransferDone = {
  transferId: number;
  /** True when the key had already moved the money: nothing moved now. */
  replayed: boolean;
  /** The kept balances after the transfer, by account id (a replay reads none). */
  balances: Map<number, { balanceMinor: bigint; version: number }>;
};

/** A transfer that breaks the ledger's rules is a bug in its caller, not a shopper's mistake. */
export class LedgerError extends Error {}

function checkBalanced(legs: Leg[]): void {
  if (legs.length < 2) throw new LedgerError('a transfer has at least two legs');
  const totals = new Map<string, bigint>();
  for (const { account, amountMinor } of legs) {
    if (amountMinor === 0n) throw new LedgerError(`a leg of zero on ${account.code}`);
    totals.set(account.currency, (totals.get(account.currency) ?? 0n) + amountMinor);
  }
  for (const [currency, total] of totals) {
    if (total !== 0n) throw new LedgerError(`legs in ${currency} sum to ${total}, not zero`);
  }
}

/**
 * The double-entry ledger (docs/decisions/0033). `transfer` runs inside the caller's transaction,
 * beside the business change it pays for; when it refuses (an account would go below zero) the
 * caller must roll that transaction back (`commitOnlyOk`), since the transfer's key is already
 * taken in it.
 */
export function createLedgerService(db: Db) {
  /**
   * The store's own accounts (a few per currency) never change once made, so they are kept for
   * the life of the process; but only once read by another transaction than the one that made
   * them: that one, or a savepoint of it, may still roll back, and a remembered id of a row that
   * never was would break every later transfer of that currency.
   */
  const storeAccounts = new Map<string, LedgerAccount>();
  const madeIn = new Map<string, string>();
  async function remember(tx: Executor, row: LedgerAccountRow, made: boolean): Promise<void> {
    const repository = createLedgerRepository(tx);
    if (made) {
      madeIn.set(row.code, await repository.transactionId());
      return;
    }
    const maker = madeIn.get(row.code);
    if (maker !== undefined && maker === (await repository.transactionId())) return;
    madeIn.delete(row.code);
    storeAccounts.set(row.code, row);
  }

  return {
    /** The account named `code`, made on first use. */
    account: async (
      tx: Executor,
      account: Pick<LedgerAccountRow, 'code' | 'kind' | 'currency' | 'mayGoNegative'>,
    ): Promise<LedgerAccount> => (await createLedgerRepository(tx).ensureAccount(account)).row,

    /** The store's own account of one purpose and currency (`store:topups:PHP`); it keeps no balance. */
    async storeAccount(tx: Executor, purpose: string, currency: string): Promise<LedgerAccount> {
      const code = `store:${purpose}:${currency}`;
      const known = storeAccounts.get(code);
      if (known) return known;
      const { row, made } = await createLedgerRepository(tx).ensureAccount({ code, kind: 'store', currency, mayGoNegative: true });
      await remember(tx, row, made);
      return row;
    },

    /**
     * Moves money once per key, in one statement (the repository's `transfer`). Two transfers that
     * each keep more than one balance lock those accounts in id order first, so they cannot
     * deadlock; today every transfer keeps at most one (a wallet's or a holder's rewards).
     */
    async transfer(tx: Executor, request: TransferRequest): Promise<Result<TransferDone>> {
      checkBalanced(request.legs);
      const repository = createLedgerRepository(tx);
      const kept = request.legs.filter((leg) => !leg.account.mayGoNegative);
      if (kept.length > 1) await repository.lockAccounts(kept.map((leg) => leg.account.id));
      const { transferId, moved } = await repository.transfer({
        idempotencyKey: request.idempotencyKey,
        kind: request.kind,
        reference: request.reference ?? null,
        legs: request.legs.map((leg) => ({
          accountId: leg.account.id,
          amountMinor: leg.amountMinor,
          currency: leg.account.currency,
          kept: !leg.account.mayGoNegative,
        })),
      });
      if (transferId === null) {
        const existing = await repository.findTransfer(request.idempotencyKey);
        return ok({ transferId: existing!.transfer.id, replayed: true, balances: new Map() });
      }
      const short = kept.find((leg) => !moved.has(leg.account.id));
      if (short) return fail(request.whenShort, { accountId: short.account.id });
      return ok({ transferId, replayed: false, balances: moved });
    },

    /** The account named `code`, or null when nothing made it yet. */
    findAccount: (code: string, tx: Executor = db): Promise<LedgerAccount | null> => createLedgerRepository(tx).findAccountByCode(code),

    /** The transfer a key made, with its entries; null when the key has moved nothing. */
    findTransfer: (idempotencyKey: string, tx: Executor = db) => createLedgerRepository(tx).findTransfer(idempotencyKey),

    /** An account's entries, newest first (the wallet's history). */
    statement: (accountId: number, options: { limit: number; beforeEntryId?: number | null }, tx: Executor = db) =>
      createLedgerRepository(tx).statement(accountId, options.limit, options.beforeEntryId ?? null),

    /** Kept balances, read now. */
    async balances(accountIds: number[], tx: Executor = db): Promise<Map<number, { balanceMinor: bigint; version: number }>> {
      const rows = await createLedgerRepository(tx).findAccounts(accountIds);
      return new Map(rows.map((row) => [row.id, { balanceMinor: row.balanceMinor ?? 0n, version: row.version }]));
    },

    /** Every invariant of the ledger, checked against the whole database: empty lists mean it holds. */
    check: () => createLedgerRepository(db).findViolations(),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
export type LedgerViolations = Awaited<ReturnType<LedgerService['check']>>;

export const ledgerHolds = (v: LedgerViolations): boolean => Object.values(v).every((rows) => rows.length === 0);
