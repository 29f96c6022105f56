import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The double-entry ledger shared by the wallet and the rewards (docs/decisions/0033). Money moves
 * only as a transfer: two or more entries that sum to zero per currency, in integer minor units.
 * Entries and transfers are never updated or deleted (triggers refuse it), and the database itself
 * refuses a transfer that does not balance when its entries are written (a statement trigger).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Stable name: `wallet:<walletId>`, or the store's own, `store:topups:PHP`. */
    code: text('code').notNull(),
    /** `wallet` (a shopper's Codacash), `store` (the store's side of every transfer); `reward` next. */
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    /**
     * The sum of the account's entries, kept in the same transaction as each entry. Only accounts
     * that must not go below zero keep it: the store's own accounts are on the other side of every
     * wallet's transfers, and a cached balance there would make one row every transfer waits for;
     * their balance is the sum of their entries when asked.
     */
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }),
    /** Bumped with every change of the cached balance: a reader can tell two balances apart. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** False for a shopper's account: its balance can never go below zero. */
    mayGoNegative: boolean('may_go_negative').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code').on(t.code),
    check('ledger_accounts_kind', sql`${t.kind} in ('wallet', 'store', 'reward')`),
    check('ledger_accounts_balance_kept', sql`${t.mayGoNegative} or ${t.balanceMinor} is not null`),
    check('ledger_accounts_not_negative', sql`${t.mayGoNegative} or ${t.balanceMinor} >= 0`),
  ],
);

/** One movement of money, named by an idempotency key unique in the database. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** `topup:<id>`, `charge:<orderId>`, `refund:<orderId>`, `gift-code:<batch>:<hash>`: replays stop here. */
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    /** What the transfer is for (a top-up, an order, a gift code), shown in the wallet's history. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_transfers_key').on(t.idempotencyKey)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Positive: money in; negative: money out. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** The account's cached balance after this entry (null on accounts that keep none). */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_transfer').on(t.transferId),
    check('ledger_entries_not_zero', sql`${t.amountMinor} <> 0`),
  ],
);
