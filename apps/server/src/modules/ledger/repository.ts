import { ledgerAccounts, ledgerEntries, ledgerTransfers, rowsOf, type Executor } from '@store/db';
import { asc, eq, inArray, sql } from '@store/db/orm';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;

/** SQL of the ledger. Balances change only with a conditional update, never by read-then-write. */
export function createLedgerRepository(db: Executor) {
  return {
    /**
     * The account of that code, made when missing (two callers at once get the same one); `made`
     * says whether this call made it, so in this transaction, which may yet roll back.
     */
    async ensureAccount(
      account: Pick<LedgerAccountRow, 'code' | 'kind' | 'currency' | 'mayGoNegative'>,
    ): Promise<{ row: LedgerAccountRow; made: boolean }> {
      const [made] = await db
        .insert(ledgerAccounts)
        .values({ ...account, balanceMinor: account.mayGoNegative ? null : 0n })
        .onConflictDoNothing({ target: ledgerAccounts.code })
        .returning();
      if (made) return { row: made, made: true };
      const [existing] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, account.code));
      return { row: existing!, made: false };
    },

    /** The id of the (top-level) transaction this runs in, the same inside its savepoints. */
    async transactionId(): Promise<string> {
      const [row] = rowsOf<{ id: string }>(await db.execute(sql`select pg_current_xact_id()::text as id`));
      return row!.id;
    },

    async findAccountByCode(code: string): Promise<LedgerAccountRow | null> {
      const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
      return row ?? null;
    },

    async findAccounts(ids: number[]): Promise<LedgerAccountRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
    },

    /**
     * The transfer, its kept balances and its entries in one statement, so one round trip: nothing
     * when the key is taken (a replay: `transferId` null), and no entries when a kept balance would
     * go below zero (`moved` then holds fewer accounts than keep a balance, and the caller rolls back
     * the transfer's row with its transaction). Balances change by a conditional update, so
     * concurrent transfers wait for each other's row and re-check on the newest balance. Accounts
     * that keep no balance are not touched at all: they are on the other side of every transfer.
     * (A data-modifying CTE runs whether or not the final select reads it.)
     */
    async transfer(row: {
      idempotencyKey: string;
      kind: string;
      reference: string | null;
      legs: Array<{ accountId: number; amountMinor: bigint; currency: string; kept: boolean }>;
    }): Promise<{ transferId: number | null; moved: Map<number, { balanceMinor: bigint; version: number }> }> {
      const legs = sql.join(
        row.legs.map((leg) => sql`(${leg.accountId}::bigint, ${leg.amountMinor}::bigint, ${leg.currency}::text, ${leg.kept}::boolean)`),
        sql`, `,
      );
      const keptCount = row.legs.filter((leg) => leg.kept).length;
      const [result] = rowsOf<{ transfer_id: string | null; moved: Array<{ id: number; balance: string; version: number }> }>(
        await db.execute(sql`
        with t as (
          insert into ledger_transfers (idempotency_key, kind, reference) values (${row.idempotencyKey}, ${row.kind}, ${row.reference})
          on conflict (idempotency_key) do nothing returning id
        ),
        legs (account_id, amount_minor, currency, kept) as (values ${legs}),
        m as (
          update ledger_accounts a set balance_minor = a.balance_minor + l.amount_minor, version = a.version + 1
          from t, legs l
          where a.id = l.account_id and l.kept and a.balance_minor + l.amount_minor >= 0
          returning a.id, a.balance_minor, a.version
        ),
        e as (
          insert into ledger_entries (transfer_id, account_id, amount_minor, currency, balance_after)
          select t.id, l.account_id, l.amount_minor, l.currency, m.balance_minor
          from t cross join legs l left join m on m.id = l.account_id
          where (select count(*) from m) = ${keptCount}
          returning 1
        )
        select (select id from t)::text as transfer_id,
          (select coalesce(json_agg(json_build_object('id', m.id, 'balance', m.balance_minor::text, 'version', m.version)), '[]'::json) from m) as moved`),
      );
      return {
        transferId: result!.transfer_id === null ? null : Number(result!.transfer_id),
        moved: new Map(result!.moved.map((m) => [Number(m.id), { balanceMinor: BigInt(m.balance), version: Number(m.version) }])),
      };
    },

    async findTransfer(idempotencyKey: string): Promise<{ transfer: LedgerTransferRow; entries: LedgerEntryRow[] } | null> {
      const [transfer] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
      if (!transfer) return null;
      const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, transfer.id)).orderBy(asc(ledgerEntries.id));
      return { transfer, entries };
    },

    /** Locks accounts in id order (a transfer that keeps more than one balance takes them so). */
    async lockAccounts(ids: number[]): Promise<void> {
      await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, ids))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
    },

    /** An account's entries, newest first, with their transfers. */
    async statement(accountId: number, limit: number, beforeId: number | null) {
      return db
        .select({
          entryId: ledgerEntries.id,
          amountMinor: ledgerEntries.amountMinor,
          currency: ledgerEntries.currency,
          balanceAfter: ledgerEntries.balanceAfter,
          createdAt: ledgerEntries.createdAt,
          kind: ledgerTransfers.kind,
          reference: ledgerTransfers.reference,
          idempotencyKey: ledgerTransfers.idempotencyKey,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(
          beforeId === null
            ? eq(ledgerEntries.accountId, accountId)
            : sql`${ledgerEntries.accountId} = ${accountId} and ${ledgerEntries.id} < ${beforeId}`,
        )
        .orderBy(sql`${ledgerEntries.id} desc`)
        .limit(limit);
    },

    /**
     * The ledger's invariants, each as the rows that break it (docs/decisions/0033): transfers that
     * do not sum to zero per currency, kept balances that differ from the sum of their entries,
     * negative balances where none may be, entries in another currency than their account's.
     */
    async findViolations() {
      const unbalanced = rowsOf<{ transfer_id: string; currency: string; total: string }>(
        await db.execute(sql`
        select transfer_id::text, currency, sum(amount_minor)::text as total
        from ledger_entries group by transfer_id, currency having sum(amount_minor) <> 0`),
      );
      const driftedBalances = rowsOf<{ account_id: string; kept: string; summed: string }>(
        await db.execute(sql`
        select a.id::text as account_id, a.balance_minor::text as kept, coalesce(sum(e.amount_minor), 0)::text as summed
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        where a.balance_minor is not null
        group by a.id having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`),
      );
      const negative = rowsOf<{ account_id: string; balance: string }>(
        await db.execute(sql`
        select id::text as account_id, balance_minor::text as balance from ledger_accounts
        where not may_go_negative and (balance_minor is null or balance_minor < 0)`),
      );
      const wrongCurrency = rowsOf<{ entry_id: string }>(
        await db.execute(sql`
        select e.id::text as entry_id from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where e.currency <> a.currency`),
      );
      const empty = rowsOf<{ transfer_id: string }>(
        await db.execute(sql`
        select t.id::text as transfer_id from ledger_transfers t
        where not exists (select 1 from ledger_entries e where e.transfer_id = t.id)`),
      );
      return {
        unbalancedTransfers: unbalanced,
        driftedBalances: driftedBalances,
        negativeBalances: negative,
        wrongCurrencyEntries: wrongCurrency,
        emptyTransfers: empty,
      };
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
