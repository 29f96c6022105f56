import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';

/** A social identity linked to an account (shell §3 `identities`). */
export type LinkedIdentity = { provider: string; userId: string };

/**
 * A shopper's account on one site (shell §3 user attributes; docs/decisions/0012). The same
 * e-mail on two sites is two accounts. A deleted account keeps its row, without its e-mail, mobile
 * and tax id, which live on only as hashes in `deleted_identifiers`.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** Lower-case. */
    email: text('email'),
    /** E.164. */
    phoneNumber: text('phone_number'),
    name: text('name'),
    birthDate: date('birth_date', { mode: 'string' }),
    subscribeMarketing: boolean('subscribe_marketing').notNull().default(false),
    countryCode: text('country_code'),
    langCode: text('lang_code'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    /** argon2id (PHC string); null for an account that only signs in through a social identity. */
    passwordHash: text('password_hash'),
    /**
     * Commerce §4's account status (docs/decisions/0052): unconfirmed (UNVERIFIED), active,
     * restricted (signs in, no money moves), reserved (held: no sign-in), disabled (the store's ban,
     * shell §8's "User is disabled."), deleted.
     */
    status: text('status').notNull().default('unconfirmed'),
    /** Shell §4's logged-in flag: false until the first sign-in (the welcome modal). */
    loggedIn: boolean('logged_in').notNull().default(false),
    identities: jsonb('identities').$type<LinkedIdentity[]>().notNull().default([]),
    /** Brazil's tax id, 11 digits. */
    cpf: text('cpf'),
    cpfName: text('cpf_name'),
    /** Failed password sign-ins since the last success, and until when sign-in is refused. */
    failedSignIns: smallint('failed_sign_ins').notNull().default(0),
    lastFailedSignInAt: timestamp('last_failed_sign_in_at', { withTimezone: true }),
    signInLockedUntil: timestamp('sign_in_locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_site_email')
      .on(t.siteId, t.email)
      .where(sql`${t.status} <> 'deleted'`),
    uniqueIndex('users_site_phone')
      .on(t.siteId, t.phoneNumber)
      .where(sql`${t.status} <> 'deleted'`),
    uniqueIndex('users_site_cpf')
      .on(t.siteId, t.cpf)
      .where(sql`${t.status} <> 'deleted'`),
    check('users_status', sql`${t.status} in ('unconfirmed', 'active', 'restricted', 'reserved', 'disabled', 'deleted')`),
    check('users_identified', sql`${t.status} = 'deleted' or ${t.email} is not null or ${t.phoneNumber} is not null`),
    check('users_forgotten', sql`${t.status} <> 'deleted' or (${t.email} is null and ${t.phoneNumber} is null and ${t.cpf} is null)`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_phone_e164', sql`${t.phoneNumber} ~ '^\\+[1-9][0-9]{7,14}$'`),
    check('users_cpf_digits', sql`${t.cpf} ~ '^[0-9]{11}$'`),
    check('users_failed_sign_ins', sql`${t.failedSignIns} >= 0`),
  ],
);

/**
 * E-mails, mobiles and tax ids of deleted accounts, as keyed hashes: never shown again, but a new
 * sign-up with one of them is refused (commerce §8: a deleted account's e-mail or mobile cannot be
 * reused).
 */
export const deletedIdentifiers = pgTable(
  'deleted_identifiers',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    kind: text('kind').notNull(),
    identifierHash: text('identifier_hash').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.kind, t.identifierHash] }),
    check('deleted_identifiers_kind', sql`${t.kind} in ('email', 'phone_number', 'cpf')`),
  ],
);

/**
 * The one-time code of a user for one purpose (sign-up confirmation, password reset, account
 * deletion), keyed-hashed, with its expiry, wrong attempts, lock and send counters. A new code
 * replaces the old one; the lock and the send window survive it.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    /** Null once used (or voided by too many wrong attempts). */
    codeHash: text('code_hash'),
    channel: text('channel').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    sendsInWindow: smallint('sends_in_window').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.purpose] }),
    check(
      'verification_codes_purpose',
      sql`${t.purpose} in ('signUp', 'resetPassword', 'deleteAccount', 'walletActivation', 'walletCharge')`,
    ),
    check('verification_codes_channel', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/**
 * What each sign-up of a not yet confirmed account submitted, kept beside the code sent for it
 * (docs/decisions/0019). A sign-up over an unconfirmed account adds a row and changes nothing on
 * the account; confirming with a code makes that code's submission the account's and discards the
 * others, so whoever reads the inbox decides which password and profile the account gets. The
 * attempts, lock and send limits stay on the purpose's `verification_codes` row.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** The code's keyed hash; no two pending sign-ups of an account share one. */
    codeHash: text('code_hash').notNull(),
    /** Past once the code expired or was voided by too many wrong codes; a resend renews it. */
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    subscribeMarketing: boolean('subscribe_marketing').notNull(),
    countryCode: text('country_code').notNull(),
    langCode: text('lang_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * Refresh tokens, stored as hashes. Each sign-in starts a family; each refresh replaces the token
 * by a new one of the same family. A replaced token presented again means it was stolen: the
 * whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The family's end: a refresh never extends it past the sign-in's lifetime. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash').on(t.tokenHash),
    index('refresh_tokens_family').on(t.familyId),
    index('refresh_tokens_user').on(t.userId),
    check(
      'refresh_tokens_reason',
      sql`${t.revokeReason} in ('signOut', 'globalSignOut', 'reuse', 'passwordChanged', 'passwordReset', 'deleted', 'disabled')`,
    ),
  ],
);
