import { signUpProblems } from '@store/contracts';
import {
  accountAlreadyDeleted,
  accountErrors,
  notAuthorized,
  resendConfirmationSuccess,
  usernameExists,
  type UidType,
} from '@store/contracts/identity.ts';
import { findAccount, invalidField, isHeld, parseUid, type CallContext, type Identified } from './accounts.ts';
import type { CaptchaCheck } from './captcha-check.ts';
import { channelOf, deliveryOnly, type CodeStore, type OneTimeCodes } from './one-time-codes.ts';
import type { Passwords } from './passwords.ts';
import type { IdentityRepository, PendingSignUpRow, UserRow } from './repository.ts';
import { fail, ok, type Result } from '../../result.ts';
import { hashIdentifier, newId, sameText, signUpProof, type Keys } from './secrets.ts';
import type { SessionService } from './sessions.ts';

/** What a sign-up submits, kept with its code until a code confirms one (docs/decisions/0019). */
type SignUpSubmission = Pick<PendingSignUpRow, 'passwordHash' | 'name' | 'birthDate' | 'subscribeMarketing' | 'countryCode' | 'langCode'>;

export type RegistrationDeps = {
  repo: IdentityRepository;
  keys: Keys;
  codes: OneTimeCodes;
  passwords: Pick<Passwords, 'hash'>;
  captchaPasses: CaptchaCheck;
  sessions: Pick<SessionService, 'open'>;
  now: () => number;
  /** Whether shoppers may sign up by mobile number (shell §8's "phone sign-up is enabled"). */
  phoneSignUp: boolean;
};

/**
 * Sign-up (shell §5, §7; docs/decisions/0012, 0019): an unconfirmed account with each submission
 * pending beside the code sent for it, confirmation with a code, and the resend of that code.
 */
export function createRegistrationService(deps: RegistrationDeps) {
  const { repo, keys, codes, passwords, captchaPasses, sessions, now } = deps;

  /**
   * Sign-up codes, one per pending submission: the right one makes its submission the account
   * (password, profile, a verified e-mail or mobile, a fresh sign-in count) and discards the others.
   */
  const signUpCodes = (user: UserRow, uidType: UidType): CodeStore<PendingSignUpRow> => ({
    live: async (store, _row, at) =>
      (await store.pendingSignUps(user.id))
        .filter((pending) => pending.codeExpiresAt > at)
        .map((pending) => ({ codeHash: pending.codeHash, confirms: pending })),
    use: async (store, { passwordHash, name, birthDate, subscribeMarketing, countryCode, langCode }, at) => {
      await store.updateUser(user.siteId, user.id, {
        passwordHash,
        name,
        birthDate,
        subscribeMarketing,
        countryCode,
        langCode,
        status: 'active',
        ...(uidType === 'email' ? { emailVerified: true } : { phoneNumberVerified: true }),
        failedSignIns: 0,
        lastFailedSignInAt: null,
        signInLockedUntil: null,
        updatedAt: at,
      });
      await store.deletePendingSignUps(user.id);
    },
    void: (store, row, at) => store.expirePendingSignUpCodes(row.userId, at),
  });

  /**
   * The unconfirmed account a sign-up is for: an existing one, left as it is (the sign-up waits
   * beside its code), or a new one holding this submission, whose password then answers
   * "not confirmed" at sign-in.
   */
  async function unconfirmedAccount(
    siteId: number,
    uidType: UidType,
    value: string,
    submission: SignUpSubmission,
    at: Date,
  ): Promise<Result<UserRow>> {
    let user = await repo.findLiveUser(siteId, uidType, value);
    if (!user) {
      try {
        user = await repo.insertUser({
          id: newId('usr'),
          siteId,
          ...(uidType === 'email' ? { email: value } : { phoneNumber: value }),
          ...submission,
          status: 'unconfirmed',
          createdAt: at,
          updatedAt: at,
        });
      } catch (err) {
        // The unique index lost a race with a simultaneous sign-up of the same identifier: its account it is.
        user = await repo.findLiveUser(siteId, uidType, value);
        if (!user) throw err;
      }
    }
    return user.status === 'unconfirmed' ? ok(user) : fail(usernameExists(uidType));
  }

  return {
    /** Shell §5 sign-up: checks, then an unconfirmed account and a code to the e-mail or mobile. */
    async signUp(
      siteId: number,
      input: {
        uid: string;
        uidType: UidType;
        password: string;
        passwordConfirmation?: string | undefined;
        name: string;
        birthDate: string;
        subscribeMarketing: boolean;
        countryCode: string;
        langCode: string;
        gRecaptchaToken: string;
      },
      context: CallContext = {},
    ) {
      if (!(await captchaPasses(input.gRecaptchaToken, 'signUp', context))) return fail(accountErrors.CaptchaFailedException);
      if (input.uidType === 'phone_number' && !deps.phoneSignUp) return invalidField('uidType', 'phoneSignUpDisabled');
      const value = parseUid(input);
      if (!value) return invalidField('uid', 'invalid');
      const at = now();
      const problems = signUpProblems(
        {
          uid: value,
          uidType: input.uidType,
          password: input.password,
          passwordConfirmation: input.passwordConfirmation ?? input.password,
          name: input.name,
          birthDate: input.birthDate,
          subscribeMarketing: input.subscribeMarketing,
        },
        new Date(at),
      );
      const fields = Object.entries(problems).map(([path, code]) => ({ path, code }));
      if (fields.length === 1 && problems.password === 'passwordTooWeak') return fail(accountErrors.InvalidPasswordException);
      if (fields.length > 0) return fail(accountErrors.InvalidParameterException, { fields });
      if (await repo.isDeletedIdentifier(siteId, input.uidType, hashIdentifier(keys, input.uidType, value)))
        return fail(accountAlreadyDeleted(input.uidType));

      const submission: SignUpSubmission = {
        passwordHash: await passwords.hash(input.password),
        name: input.name.trim(),
        birthDate: input.birthDate,
        subscribeMarketing: input.subscribeMarketing,
        countryCode: input.countryCode,
        langCode: input.langCode,
      };
      const account = await unconfirmedAccount(siteId, input.uidType, value, submission, new Date(at));
      if (!account.ok) return account;
      const user = account.value;
      // A sign-up refused by the send limits stores nothing: its submission is kept only with a code sent.
      const delivery = await codes.send(user, 'signUp', channelOf(input.uidType), 'signUpCode', {
        keep: (store, codeHash, codeExpiresAt) =>
          store.insertPendingSignUp({ userId: user.id, codeHash, codeExpiresAt, ...submission, createdAt: new Date(at) }),
        name: submission.name,
      });
      if (!delivery.ok) return delivery;
      return ok({
        answer: { userSub: user.id, userConfirmed: false as const, codeDelivery: deliveryOnly(delivery.value) },
        proof: signUpProof(keys, user.id, submission.passwordHash),
      });
    },

    /**
     * Confirms a sign-up with its code. Given the proof the submitting browser holds for the
     * submission the code confirms, the shopper is signed in at once (`signedIn`); elsewhere (another
     * device, an expired proof) the answer only says the account is confirmed.
     */
    async confirmSignUp(siteId: number, input: Identified & { code: string }, proof?: string) {
      const found = await findAccount(repo, siteId, input);
      if (!found.ok) return found;
      const { user } = found.value;
      if (isHeld(user.status)) return fail(accountErrors.UserDisabledException);
      if (user.status !== 'unconfirmed') return fail(notAuthorized(input.uidType));
      const used = await codes.use(user.id, 'signUp', input.code, signUpCodes(user, input.uidType));
      if (!used.ok) return used;
      const provenHere = proof !== undefined && sameText(proof, signUpProof(keys, user.id, used.value.passwordHash));
      const confirmed = provenHere ? await repo.findUser(siteId, user.id) : null;
      return ok({ confirmed: true as const, signedIn: confirmed ? await sessions.open(siteId, confirmed, now()) : null });
    },

    async resendCode(siteId: number, input: Identified) {
      const found = await findAccount(repo, siteId, input);
      if (!found.ok) return found;
      const { user } = found.value;
      if (isHeld(user.status)) return fail(accountErrors.UserDisabledException);
      if (user.status !== 'unconfirmed') return invalidField('uid', 'alreadyConfirmed');
      // Anyone may ask for a resend. With several sign-ups pending it cannot tell whose code to renew,
      // and renewing the wrong one would hand the inbox owner a code for someone else's password.
      const pending = await repo.pendingSignUps(user.id);
      const only = pending.length === 1 ? pending[0] : undefined;
      if (!only) return invalidField('uid', 'signUpAgain');
      const delivery = await codes.send(user, 'signUp', channelOf(input.uidType), 'signUpCode', {
        keep: (store, codeHash, codeExpiresAt) => store.renewPendingSignUpCode(only, codeHash, codeExpiresAt),
        name: only.name,
      });
      if (!delivery.ok) return delivery;
      return ok({ successCode: resendConfirmationSuccess(input.uidType), codeDelivery: deliveryOnly(delivery.value) });
    },
  };
}
