import type { Db } from '@store/db';
import type { CaptchaProvider } from '../../providers/captcha/index.ts';
import type { MessagingProvider } from '../../providers/messaging/index.ts';
import { createCaptchaCheck } from './captcha-check.ts';
import { createCsrfService } from './csrf.ts';
import { createDeletionService } from './deletion.ts';
import { codeOnRow, createOneTimeCodes, deliveryOnly } from './one-time-codes.ts';
import { argon2id, createPasswordService, type Passwords } from './passwords.ts';
import { createProfileService } from './profile.ts';
import { createRegistrationService } from './registration.ts';
import { createIdentityRepository, type UserRow } from './repository.ts';
import { IDENTITY_LIMITS } from './limits.ts';
import { deriveKeys, hashIdentifier } from './secrets.ts';
import type { MessageTemplate } from '../../providers/messaging/index.ts';

/** The purposes of the codes other modules send to a phone of their own (a Codacash wallet's). */
export type PhoneCodePurpose = 'walletActivation' | 'walletCharge';
import { createSessionService } from './sessions.ts';
import { createVouchedSignInService } from './vouched-sign-in.ts';

export type IdentityDeps = {
  db: Db;
  messaging: MessagingProvider;
  captcha: CaptchaProvider;
  secret: string;
  /** Whether shoppers may sign up by mobile number (shell §8's "phone sign-up is enabled"). */
  phoneSignUp: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  now?: () => number;
  passwords?: Passwords;
  log: { warn(obj: object, msg?: string): void };
};

/**
 * The identity service (shell §4, §5, §7, §8; docs/decisions/0012, 0026): one object for the
 * routes and the web app's loaders over the services that do the work (sessions, registration,
 * passwords, profile, deletion, anti-forgery tokens, vouched sign-in), which share one repository,
 * one set of keys, the one-time codes and the clock.
 */
export function createIdentityService(deps: IdentityDeps) {
  const { db, phoneSignUp } = deps;
  const now = deps.now ?? Date.now;
  const keys = deriveKeys(deps.secret);
  const repo = createIdentityRepository(db);
  const passwords = deps.passwords ?? argon2id;
  const captchaPasses = createCaptchaCheck(deps.captcha, deps.log);
  const codes = createOneTimeCodes({ db, keys, messaging: deps.messaging, now, log: deps.log });

  const sessions = createSessionService({
    db,
    repo,
    keys,
    now,
    accessTokenTtlSeconds: deps.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: deps.refreshTokenTtlSeconds,
  });
  const registration = createRegistrationService({ repo, keys, codes, passwords, captchaPasses, sessions, now, phoneSignUp });
  const passwordService = createPasswordService({ repo, codes, sessions, passwords, captchaPasses, now, phoneSignUp });
  const profile = createProfileService({ repo, keys, captchaPasses, now });
  const deletion = createDeletionService({ db, keys, codes, now });
  const csrf = createCsrfService({ keys, now });
  const vouched = createVouchedSignInService({ repo, keys, sessions, now });

  return {
    signUp: registration.signUp,
    confirmSignUp: registration.confirmSignUp,
    resendCode: registration.resendCode,

    signIn: passwordService.signIn,
    forgotPassword: passwordService.forgotPassword,
    resetPassword: passwordService.resetPassword,
    changePassword: passwordService.changePassword,

    signInVouched: vouched.signInVouched,

    refresh: sessions.refresh,
    signOut: sessions.signOut,
    authenticate: sessions.authenticate,
    viewerOf: sessions.viewerOf,
    viewerFromHeaders: sessions.viewerFromHeaders,
    userTypeOf: sessions.userTypeOf,

    details: profile.details,
    updateAttributes: profile.updateAttributes,
    userAuth: profile.userAuth,
    stopMarketing: profile.stopMarketing,

    initDelete: deletion.initDelete,
    deleteAccount: deletion.deleteAccount,

    issueCsrfToken: csrf.issueCsrfToken,
    checkCsrfToken: csrf.checkCsrfToken,

    /**
     * Six-digit codes sent by SMS to a number that is not (or not yet) the account's own, such as
     * a wallet's phone: the same attempt count, 3-hour lock and send limits as the account's codes,
     * with their own lifetime. A code confirms only the number it was sent to.
     */
    /** An account of the site by its id (a workflow that holds only the id, such as a wallet's charge). */
    findUser: (siteId: number, userId: string) => repo.findUser(siteId, userId),

    phoneCodes: {
      async send(user: UserRow, purpose: PhoneCodePurpose, to: string, template: MessageTemplate, expiresInSeconds: number) {
        const sent = await codes.send(user, purpose, 'sms', template, undefined, { to, expiresInSeconds });
        return sent.ok
          ? { ...sent, value: { ...deliveryOnly(sent.value), resendAfterSeconds: IDENTITY_LIMITS.resendCooldownMs / 1000 } }
          : sent;
      },
      use: (userId: string, purpose: PhoneCodePurpose, sentTo: string, code: string) => codes.use(userId, purpose, code, codeOnRow, sentTo),
    },

    /** Whether an E.164 number belonged to a deleted account of the site (it may not be used again, commerce §6). */
    isDeletedPhoneNumber: (siteId: number, phoneNumber: string) =>
      repo.isDeletedIdentifier(siteId, 'phone_number', hashIdentifier(keys, 'phone_number', phoneNumber)),

    now,
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
