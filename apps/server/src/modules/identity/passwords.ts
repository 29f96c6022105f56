import { randomBytes } from 'node:crypto';
import { hash as hashPassword, verify as verifyPassword } from '@node-rs/argon2';
import { isStrongEnoughPassword } from '@store/contracts';
import { accountAllows, accountErrors, notAuthorized, recoverPasswordSuccess, type AccountSuccessCode } from '@store/contracts/identity.ts';
import { findAccount, invalidField, isHeld, type CallContext, type Identified } from './accounts.ts';
import type { CaptchaCheck } from './captcha-check.ts';
import { IDENTITY_LIMITS as L } from './limits.ts';
import { channelOf, codeOnRow, deliveryOnly, type OneTimeCodes } from './one-time-codes.ts';
import type { IdentityRepository } from './repository.ts';
import { fail, ok } from '../../result.ts';
import type { Authenticated, SessionService } from './sessions.ts';

/** How passwords are hashed and checked (argon2id by default); a dependency, so tests can count the checks. */
export type Passwords = {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
};
export const argon2id: Passwords = {
  hash: (password) => hashPassword(password),
  verify: (hash, password) => verifyPassword(hash, password),
};

export type PasswordDeps = {
  repo: IdentityRepository;
  codes: OneTimeCodes;
  sessions: Pick<SessionService, 'open'>;
  passwords: Passwords;
  captchaPasses: CaptchaCheck;
  now: () => number;
  /** Whether shoppers may sign up by mobile number: it decides what an unconfirmed mobile's sign-in answers. */
  phoneSignUp: boolean;
};

/**
 * Passwords (shell §7, §8; docs/decisions/0012, 0019): sign-in with the per-account lockout,
 * recovery with a reset code, and change with the current password. A reset or change ends sessions.
 */
export function createPasswordService(deps: PasswordDeps) {
  const { repo, codes, sessions, passwords, captchaPasses, now } = deps;
  let dummyHash: Promise<string> | undefined;

  /**
   * Whether a password is the hashed one. Without a hash (no such account, or one that signs in only
   * through a social identity) it is checked against a dummy hash made once with the same
   * parameters, so every answer costs one check and its time does not say whether the account exists.
   */
  async function passwordMatches(hash: string | null, password: string): Promise<boolean> {
    const against = hash ?? (await (dummyHash ??= passwords.hash(randomBytes(16).toString('hex'))));
    const matches = await passwords.verify(against, password).catch(() => false);
    return hash !== null && matches;
  }

  return {
    /** Shell §8 sign-in, with the per-account lockout after repeated wrong passwords. */
    async signIn(siteId: number, input: Identified & { password: string }) {
      const found = await findAccount(repo, siteId, input);
      if (!found.ok) {
        // The same work as a wrong password, so the time of the answer does not tell which it was.
        await passwordMatches(null, input.password);
        return found;
      }
      const { user } = found.value;
      const at = now();
      if (user.signInLockedUntil && user.signInLockedUntil.getTime() > at) {
        return fail(accountErrors.LimitExceededException, { retryAfterSeconds: Math.ceil((user.signInLockedUntil.getTime() - at) / 1000) });
      }
      if (isHeld(user.status)) return fail(accountErrors.UserDisabledException);
      if (!(await passwordMatches(user.passwordHash, input.password))) {
        const counted = await repo.recordFailedSignIn(
          siteId,
          user.id,
          new Date(at),
          new Date(at - L.signInWindowMs),
          L.signInFailures,
          new Date(at + L.signInLockMs),
        );
        if (counted?.signInLockedUntil && counted.signInLockedUntil.getTime() > at) {
          return fail(accountErrors.LimitExceededException, {
            retryAfterSeconds: Math.ceil((counted.signInLockedUntil.getTime() - at) / 1000),
          });
        }
        return fail(notAuthorized(input.uidType));
      }
      if (user.status === 'unconfirmed') {
        // Shell §8: a mobile user who has not confirmed is "not found", unless phone sign-up is on
        // (then the number is one we know, and the shopper is sent to confirm it).
        return input.uidType === 'phone_number' && !deps.phoneSignUp
          ? fail(accountErrors.UserNotFoundExceptionMobile)
          : fail(accountErrors.UserNotConfirmedException);
      }
      // Shell §8: an account without the attributes a session needs signs out with this code.
      if (!user.name?.trim()) return fail(accountErrors.UNKNOWN_SIGN_IN_ERROR);
      return ok(await sessions.open(siteId, user, at));
    },

    /** Shell §7 `POST /user/forgot-password`: a reset code to the e-mail or mobile. */
    async forgotPassword(siteId: number, input: Identified & { gRecaptchaToken: string }, context: CallContext = {}) {
      if (!(await captchaPasses(input.gRecaptchaToken, 'forgotPassword', context))) return fail(accountErrors.CaptchaFailedException);
      const found = await findAccount(repo, siteId, input);
      if (!found.ok) return found;
      const { user } = found.value;
      if (isHeld(user.status)) return fail(accountErrors.UserDisabledException);
      // Shell §8: recovery of an unverified account is an invalid parameter, "not found" for a mobile.
      if (!accountAllows(user.status, 'signIn'))
        return input.uidType === 'email' ? invalidField('uid', 'unverified') : fail(accountErrors.UserNotFoundExceptionMobile);
      const delivery = await codes.send(user, 'resetPassword', channelOf(input.uidType), 'passwordResetCode');
      if (!delivery.ok) return delivery;
      return ok({ shopAccountId: user.id, successCode: recoverPasswordSuccess(input.uidType), codeDelivery: deliveryOnly(delivery.value) });
    },

    /** The forgot-password submit: a new password with the code; every session ends. */
    async resetPassword(siteId: number, input: Identified & { code: string; password: string }) {
      const found = await findAccount(repo, siteId, input);
      if (!found.ok) return found;
      const { user } = found.value;
      if (isHeld(user.status)) return fail(accountErrors.UserDisabledException);
      if (!accountAllows(user.status, 'signIn'))
        return input.uidType === 'email' ? invalidField('uid', 'unverified') : fail(accountErrors.UserNotFoundExceptionMobile);
      if (!isStrongEnoughPassword(input.password)) return fail(accountErrors.InvalidPasswordException);
      const used = await codes.use(user.id, 'resetPassword', input.code, codeOnRow);
      if (!used.ok) return used;
      const at = new Date(now());
      await repo.updateUser(siteId, user.id, {
        passwordHash: await passwords.hash(input.password),
        failedSignIns: 0,
        lastFailedSignInAt: null,
        signInLockedUntil: null,
        updatedAt: at,
      });
      await repo.revokeUserSessions(siteId, user.id, 'passwordReset', at);
      return ok({ successCode: 'RESET_PASSWORD_SUCCESS' as AccountSuccessCode });
    },

    /** Change password: the current one must be right (else `NotAuthorizedExceptionPassReset`); other sessions end. */
    async changePassword(siteId: number, auth: Authenticated, input: { previousPassword: string; proposedPassword: string }) {
      const { user } = auth;
      const at = now();
      if (user.signInLockedUntil && user.signInLockedUntil.getTime() > at) {
        return fail(accountErrors.LimitExceededException, { retryAfterSeconds: Math.ceil((user.signInLockedUntil.getTime() - at) / 1000) });
      }
      if (!(await passwordMatches(user.passwordHash, input.previousPassword))) {
        // Wrong current passwords count like wrong sign-ins: a stolen session cannot guess it freely.
        await repo.recordFailedSignIn(
          siteId,
          user.id,
          new Date(at),
          new Date(at - L.signInWindowMs),
          L.signInFailures,
          new Date(at + L.signInLockMs),
        );
        return fail(accountErrors.NotAuthorizedExceptionPassReset);
      }
      if (!isStrongEnoughPassword(input.proposedPassword)) return fail(accountErrors.InvalidPasswordException);
      await repo.updateUser(siteId, user.id, { passwordHash: await passwords.hash(input.proposedPassword), updatedAt: new Date(at) });
      await repo.revokeUserSessions(siteId, user.id, 'passwordChanged', new Date(at), auth.sessionId);
      return ok({ successCode: 'CHANGE_PASSWORD_SUCCESS' as AccountSuccessCode });
    },
  };
}
