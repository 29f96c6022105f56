import { errors, maskEmail, maskMobile } from '@store/contracts';
import { accountErrors, CODE_EXPIRY_SECONDS, codeInput, type CodeDelivery, type UidType } from '@store/contracts/identity.ts';
import type { Db } from '@store/db';
import type { MessageTemplate, MessagingProvider } from '../../providers/messaging/index.ts';
import { IDENTITY_LIMITS as L } from './limits.ts';
import { createIdentityRepository, type CodePurpose, type CodeRow, type IdentityRepository, type UserRow } from './repository.ts';
import { fail, ok, type Failure, type Result } from '../../result.ts';
import { invalidField } from './accounts.ts';
import { hashCode, newCode, sameText, type Keys } from './secrets.ts';

/**
 * Stores a new code's keyed hash with what it confirms, in the sending transaction; false when a
 * live code of the same purpose already has that hash (a code must name one thing: draw again).
 */
export type KeepCode = (codes: IdentityRepository, codeHash: string, expiresAt: Date) => Promise<boolean>;

/**
 * Where a purpose's live codes are, each with what it confirms: a password reset or a deletion has
 * one, on its counter row; a sign-up has one per pending submission. `use` runs in the checking
 * transaction when a code is right, `void` when too many were wrong.
 */
export type CodeStore<T> = {
  live(codes: IdentityRepository, row: CodeRow, at: Date): Promise<Array<{ codeHash: string; confirms: T }>>;
  use(codes: IdentityRepository, confirmed: T, at: Date): Promise<void>;
  void(codes: IdentityRepository, row: CodeRow, at: Date): Promise<void>;
};

/** The one code of a password reset or a deletion, kept on the purpose's row. */
export const codeOnRow: CodeStore<null> = {
  live: async (_codes, row, at) => (row.codeHash && row.expiresAt > at ? [{ codeHash: row.codeHash, confirms: null }] : []),
  use: async () => {},
  void: async () => {},
};

/** Where a code went, without the count of codes left that only the deletion page shows. */
export const deliveryOnly = ({ medium, destination, expiresInSeconds }: CodeDelivery): CodeDelivery => ({
  medium,
  destination,
  expiresInSeconds,
});

export const channelOf = (type: UidType): 'email' | 'sms' => (type === 'email' ? 'email' : 'sms');
const destination = (user: UserRow, channel: 'email' | 'sms') => (channel === 'email' ? user.email : user.phoneNumber);

function lockedOut(lockedUntil: Date, at: number): Failure {
  const seconds = Math.ceil((lockedUntil.getTime() - at) / 1000);
  const minutesLeft = Math.ceil(seconds / 60);
  return fail(accountErrors.CodeAttemptsExceededException, {
    retryAfterSeconds: seconds,
    hours: Math.floor(minutesLeft / 60),
    minutes: minutesLeft % 60,
  });
}

/**
 * A code sent somewhere other than the account's own address (a wallet's phone), with its own
 * lifetime. Such a code confirms that destination only: its hash includes it, so a code sent to one
 * number never activates another, even when two sends raced.
 */
export type CodeDestination = { to: string; expiresInSeconds: number };

/** The send limits of a purpose: deletion codes have commerce §9's own, the others ADR 0012's. */
export function sendLimitsOf(purpose: CodePurpose) {
  return purpose === 'deleteAccount'
    ? { cooldownMs: L.deletionCooldownMs, sends: L.deletionSendsPerWindow, windowMs: L.deletionSendWindowMs }
    : { cooldownMs: L.resendCooldownMs, sends: L.sendsPerWindow, windowMs: L.sendWindowMs };
}

const boundPurpose = (purpose: CodePurpose, sentTo: string | undefined) => (sentTo === undefined ? purpose : `${purpose}:${sentTo}`);

export type OneTimeCodesDeps = {
  db: Db;
  keys: Keys;
  messaging: MessagingProvider;
  now: () => number;
  log: { warn(obj: object, msg?: string): void };
};

/**
 * The six-digit codes of sign-up, password reset and deletion (docs/decisions/0012, 0019): sent
 * within the send limits, checked with an attempt count, and a 3-hour lock after too many wrong ones.
 */
export function createOneTimeCodes({ db, keys, messaging, now, log }: OneTimeCodesDeps) {
  return {
    /**
     * Makes and sends a new code for a purpose, within the send limits and unless locked. The code is
     * kept on the purpose's row, or by `kept` beside what it confirms (a sign-up), whose name the
     * message greets. It goes to the account's e-mail or mobile, or to `delivery.to` (then only
     * `use` with that same `sentTo` accepts it).
     */
    async send(
      user: UserRow,
      purpose: CodePurpose,
      channel: 'email' | 'sms',
      template: MessageTemplate,
      kept?: { keep: KeepCode; name: string },
      delivery?: CodeDestination,
    ): Promise<Result<CodeDelivery & { codesLeft: number }>> {
      const to = delivery?.to ?? destination(user, channel);
      if (!to) return channel === 'email' ? fail(accountErrors.EMAIL_ATTRIBUTE_MISSING) : invalidField('medium', 'missing');
      const expiresInSeconds = delivery?.expiresInSeconds ?? CODE_EXPIRY_SECONDS;
      const hashOf = (code: string) => hashCode(keys, user.id, boundPurpose(purpose, delivery?.to), code);
      const at = now();
      const limits = sendLimitsOf(purpose);
      const saved = await db.transaction(async (tx): Promise<Result<{ code: string; sends: number }>> => {
        const codes = createIdentityRepository(tx);
        // The account's row first: the first code of a purpose has no code row to lock yet, and two
        // concurrent first sends must not both pass the limits.
        await codes.lockUserForCodes(user.id);
        const row = await codes.lockCode(user.id, purpose);
        if (row?.lockedUntil && row.lockedUntil.getTime() > at) return lockedOut(row.lockedUntil, at);
        const freshWindow = !row || row.windowStartedAt.getTime() + limits.windowMs <= at;
        const sends = freshWindow ? 1 : row.sendsInWindow + 1;
        if (!freshWindow && sends > limits.sends) {
          return fail(accountErrors.LimitExceededException, {
            retryAfterSeconds: Math.ceil((row.windowStartedAt.getTime() + limits.windowMs - at) / 1000),
            codesLeft: 0,
          });
        }
        if (row && row.lastSentAt.getTime() + limits.cooldownMs > at) {
          return fail(accountErrors.LimitExceededException, {
            retryAfterSeconds: Math.ceil((row.lastSentAt.getTime() + limits.cooldownMs - at) / 1000),
            codesLeft: freshWindow ? limits.sends : limits.sends - row.sendsInWindow,
          });
        }
        const expiresAt = new Date(at + expiresInSeconds * 1000);
        let code = newCode();
        while (kept && !(await kept.keep(codes, hashOf(code), expiresAt))) code = newCode();
        await codes.saveCode({
          userId: user.id,
          purpose,
          codeHash: kept ? null : hashOf(code),
          channel,
          expiresAt,
          attempts: 0,
          lockedUntil: null,
          lastSentAt: new Date(at),
          windowStartedAt: freshWindow ? new Date(at) : row.windowStartedAt,
          sendsInWindow: sends,
        });
        return ok({ code, sends });
      });
      if (!saved.ok) return saved;
      const { code, sends } = saved.value;
      try {
        await messaging.send({
          channel,
          to,
          template,
          params: { code, expiresInSeconds, name: kept?.name ?? user.name ?? '' },
        });
      } catch (err) {
        log.warn({ err, template }, 'a code could not be sent');
        return fail(errors.serverUnavailable);
      }
      return ok({
        medium: channel,
        destination: channel === 'email' ? maskEmail(to) : maskMobile(to),
        expiresInSeconds,
        codesLeft: limits.sends - sends,
      });
    },

    /**
     * Checks a code against the live codes of a purpose; wrong ones count, and too many void them and
     * lock the purpose for 3 hours. A right one is used up, with what it confirms. `sentTo` is the
     * destination a code sent with an explicit `delivery` went to.
     */
    async use<T>(userId: string, purpose: CodePurpose, code: string, store: CodeStore<T>, sentTo?: string): Promise<Result<T>> {
      const at = now();
      const wellFormed = codeInput.safeParse(code);
      const given = wellFormed.success ? hashCode(keys, userId, boundPurpose(purpose, sentTo), wellFormed.data) : null;
      return db.transaction(async (tx): Promise<Result<T>> => {
        const codes = createIdentityRepository(tx);
        const row = await codes.lockCode(userId, purpose);
        if (!row) return fail(accountErrors.ExpiredCodeException);
        if (row.lockedUntil && row.lockedUntil.getTime() > at) return lockedOut(row.lockedUntil, at);
        const live = await store.live(codes, row, new Date(at));
        if (live.length === 0) return fail(accountErrors.ExpiredCodeException);
        const right = given === null ? undefined : live.find((c) => sameText(c.codeHash, given));
        if (right) {
          await codes.saveCode({ ...row, codeHash: null, attempts: 0 });
          await store.use(codes, right.confirms, new Date(at));
          return ok(right.confirms);
        }
        const attempts = row.attempts + 1;
        if (attempts >= L.codeAttempts) {
          const lockedUntil = new Date(at + L.codeLockMs);
          await codes.saveCode({ ...row, codeHash: null, attempts, lockedUntil });
          await store.void(codes, row, new Date(at));
          return lockedOut(lockedUntil, at);
        }
        await codes.saveCode({ ...row, attempts });
        return fail(accountErrors.CodeMismatchException, { remainingAttempts: L.codeAttempts - attempts });
      });
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
