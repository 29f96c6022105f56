import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { hash as hashPassword, verify as verifyPassword } from '@node-rs/argon2';
import {
  ageOn, errors, isStrongEnoughPassword, isValidCpf, maskEmail, maskMobile, MINIMUM_AGE, parseBirthDate, signUpProblems,
  type CatalogedError,
} from '@store/contracts';
import {
  accountAlreadyDeleted, accountErrors, CODE_EXPIRY_SECONDS, codeInput, emailInput, notAuthorized, phoneInput,
  recoverPasswordSuccess, resendConfirmationSuccess, SESSION_COOKIES, userNotFound, usernameExists,
  type AccountError, type AccountSuccessCode, type CodeDelivery, type UidType, type UserAttributes, type UserDetails,
} from '@store/contracts/identity.ts';
import type { Db } from '@store/db';
import type { CaptchaProvider } from '../../providers/captcha/index.ts';
import type { MessageTemplate, MessagingProvider } from '../../providers/messaging/index.ts';
import {
  createIdentityRepository, type CodePurpose, type CodeRow, type IdentifierKind, type IdentityRepository, type PendingSignUpRow,
  type UserRow,
} from './repository.ts';
import {
  checkCsrfToken, CSRF_COOKIE_FORMAT, deriveKeys, hashCode, hashIdentifier, hashRefreshToken, makeCsrfToken, newCode,
  newCsrfCookie, newId, newRefreshToken, REFRESH_TOKEN_FORMAT, sameText, signAccessToken, verifyAccessToken,
  type AccessClaims,
} from './secrets.ts';

/** Expected failures are results, not exceptions: the routes map them to the envelope. */
export type Failure = { ok: false; error: AccountError | CatalogedError; data?: Record<string, unknown> };
export type Result<T> = { ok: true; value: T } | Failure;
const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const fail = (error: AccountError | CatalogedError, data?: Record<string, unknown>): Failure => ({ ok: false, error, data });

/** Limits of docs/decisions/0012; tests read them rather than repeating the numbers. */
export const IDENTITY_LIMITS = {
  /** Wrong passwords within the window before sign-in is refused for `signInLockMs`. */
  signInFailures: 5,
  signInWindowMs: 15 * 60_000,
  signInLockMs: 15 * 60_000,
  /** Wrong codes before no code is accepted (nor sent) for `codeLockMs` (commerce §8 "retry in 3h 0m"). */
  codeAttempts: 5,
  codeLockMs: 3 * 3600_000,
  codeExpiryMs: CODE_EXPIRY_SECONDS * 1000,
  /** A new code at most every 30 s, and 5 an hour, per user and purpose. */
  resendCooldownMs: 30_000,
  sendsPerWindow: 5,
  sendWindowMs: 3600_000,
  /** What `GET /generateCsrfToken` tells the client (it refetches then), and how long a token really lasts. */
  csrfExpirySeconds: 1800,
  csrfValiditySeconds: 3600,
} as const;

/** How passwords are hashed and checked (argon2id by default); a dependency, so tests can count the checks. */
export type Passwords = {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
};
const argon2id: Passwords = { hash: (password) => hashPassword(password), verify: (hash, password) => verifyPassword(hash, password) };

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

/** A new or refreshed session: the cookies' values and their ends (ms since the epoch). */
export type IssuedSession = { accessToken: string; refreshToken: string; accessExpiresAt: number; refreshExpiresAt: number };

/** Who is signed in, as the access token says (checked for signature, expiry and site only). */
export type Viewer = { userId: string; sessionId: string; siteId: number };
/** A signed-in user checked against the database: the account is active and the session not revoked. */
export type Authenticated = { user: UserRow; sessionId: string };

type Identified = { uid: string; uidType: UidType };
type Context = { remoteIp?: string };

/** What a sign-up submits, kept with its code until a code confirms one (docs/decisions/0019). */
type SignUpSubmission = Pick<PendingSignUpRow, 'passwordHash' | 'name' | 'birthDate' | 'subscribeMarketing' | 'countryCode' | 'langCode'>;

/**
 * Stores a new code's keyed hash with what it confirms, in the sending transaction; false when a
 * live code of the same purpose already has that hash (a code must name one thing: draw again).
 */
type KeepCode = (codes: IdentityRepository, codeHash: string, expiresAt: Date) => Promise<boolean>;

/**
 * Where a purpose's live codes are, each with what it confirms: a password reset or a deletion has
 * one, on its counter row; a sign-up has one per pending submission. `use` runs in the checking
 * transaction when a code is right, `void` when too many were wrong.
 */
type CodeStore<T> = {
  live(codes: IdentityRepository, row: CodeRow, at: Date): Promise<Array<{ codeHash: string; confirms: T }>>;
  use(codes: IdentityRepository, confirmed: T, at: Date): Promise<void>;
  void(codes: IdentityRepository, row: CodeRow, at: Date): Promise<void>;
};

const codeOnRow: CodeStore<null> = {
  live: async (_codes, row, at) => (row.codeHash && row.expiresAt > at ? [{ codeHash: row.codeHash, confirms: null }] : []),
  use: async () => {},
  void: async () => {},
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return regionNames.of(code.toUpperCase()) ?? null;
  } catch {
    return null;
  }
}

export function attributesOf(user: UserRow): UserAttributes {
  return {
    sub: user.id,
    email: user.email,
    phone_number: user.phoneNumber,
    name: user.name,
    email_verified: user.emailVerified,
    phone_number_verified: user.phoneNumberVerified,
    birthdate: user.birthDate,
    subscribe_marketing: user.subscribeMarketing,
    country_code: user.countryCode,
    country_name: countryName(user.countryCode),
    lang_code: user.langCode,
    logged_in: user.loggedIn ? 1 : 0,
    identities: user.identities,
    idpVerified: user.identities.length > 0,
  };
}

/** The normalised identifier, or null when it is not an e-mail (or E.164 mobile) at all. */
function parseUid({ uid, uidType }: Identified): string | null {
  const parsed = (uidType === 'email' ? emailInput : phoneInput).safeParse(uid);
  return parsed.success ? parsed.data : null;
}

const invalidField = (path: string, code: string) => fail(accountErrors.InvalidParameterException, { fields: [{ path, code }] });

function birthDateProblem(value: string, today: Date): 'invalidDate' | 'underage' | null {
  const date = parseBirthDate(value, today);
  if (!date) return 'invalidDate';
  return ageOn(date, today) < MINIMUM_AGE ? 'underage' : null;
}

function lockedOut(lockedUntil: Date, at: number): Failure {
  const seconds = Math.ceil((lockedUntil.getTime() - at) / 1000);
  const minutesLeft = Math.ceil(seconds / 60);
  return fail(accountErrors.CodeAttemptsExceededException, {
    retryAfterSeconds: seconds, hours: Math.floor(minutesLeft / 60), minutes: minutesLeft % 60,
  });
}

/**
 * The identity service (shell §4, §5, §7, §8; docs/decisions/0012): accounts per site, sign-up
 * with a confirmation code, sign-in with lockouts, rotating sessions, password recovery and
 * change, attributes, the CPF, and account deletion.
 */
export function createIdentityService(deps: IdentityDeps) {
  const { db, messaging, captcha } = deps;
  const now = deps.now ?? Date.now;
  const keys = deriveKeys(deps.secret);
  const L = IDENTITY_LIMITS;
  const repo = createIdentityRepository(db);
  const passwords = deps.passwords ?? argon2id;
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

  /**
   * Sign-up codes, one per pending submission: the right one makes its submission the account
   * (password, profile, a verified e-mail or mobile, a fresh sign-in count) and discards the others.
   */
  const signUpCodes = (user: UserRow, uidType: UidType): CodeStore<PendingSignUpRow> => ({
    live: async (codes, _row, at) => (await codes.pendingSignUps(user.id))
      .filter((pending) => pending.codeExpiresAt > at)
      .map((pending) => ({ codeHash: pending.codeHash, confirms: pending })),
    use: async (codes, { passwordHash, name, birthDate, subscribeMarketing, countryCode, langCode }, at) => {
      await codes.updateUser(user.siteId, user.id, {
        passwordHash, name, birthDate, subscribeMarketing, countryCode, langCode, status: 'active',
        ...(uidType === 'email' ? { emailVerified: true } : { phoneNumberVerified: true }),
        failedSignIns: 0, lastFailedSignInAt: null, signInLockedUntil: null, updatedAt: at,
      });
      await codes.deletePendingSignUps(user.id);
    },
    void: (codes, row, at) => codes.expirePendingSignUpCodes(row.userId, at),
  });

  /**
   * The unconfirmed account a sign-up is for: an existing one, left as it is (the sign-up waits
   * beside its code), or a new one holding this submission, whose password then answers
   * "not confirmed" at sign-in.
   */
  async function unconfirmedAccount(siteId: number, uidType: UidType, value: string, submission: SignUpSubmission, at: Date): Promise<Result<UserRow>> {
    let user = await repo.findLiveUser(siteId, uidType, value);
    if (!user) {
      try {
        user = await repo.insertUser({
          id: newId('usr'), siteId, ...(uidType === 'email' ? { email: value } : { phoneNumber: value }),
          ...submission, status: 'unconfirmed', createdAt: at, updatedAt: at,
        });
      } catch (err) {
        // The unique index lost a race with a simultaneous sign-up of the same identifier: its account it is.
        user = await repo.findLiveUser(siteId, uidType, value);
        if (!user) throw err;
      }
    }
    return user.status === 'unconfirmed' ? ok(user) : fail(usernameExists(uidType));
  }

  async function captchaPasses(token: string, action: string, context: Context): Promise<boolean> {
    try {
      return await captcha.verify(token, { action, ...(context.remoteIp ? { remoteIp: context.remoteIp } : {}) });
    } catch (err) {
      deps.log.warn({ err }, 'captcha check failed');
      return false;
    }
  }

  const identifierHash = (kind: IdentifierKind, value: string) => hashIdentifier(keys, kind, value);

  const destination = (user: UserRow, channel: 'email' | 'sms') => (channel === 'email' ? user.email : user.phoneNumber);
  const channelOf = (type: UidType): 'email' | 'sms' => (type === 'email' ? 'email' : 'sms');

  /**
   * Makes and sends a new code for a purpose, within the send limits and unless locked. The code is
   * kept on the purpose's row, or by `kept` beside what it confirms (a sign-up), whose name the
   * message greets.
   */
  async function sendCode(
    user: UserRow, purpose: CodePurpose, channel: 'email' | 'sms', template: MessageTemplate, kept?: { keep: KeepCode; name: string },
  ): Promise<Result<CodeDelivery>> {
    const to = destination(user, channel);
    if (!to) return channel === 'email' ? fail(accountErrors.EMAIL_ATTRIBUTE_MISSING) : invalidField('medium', 'missing');
    const at = now();
    const saved = await db.transaction(async (tx): Promise<Result<string>> => {
      const codes = createIdentityRepository(tx);
      const row = await codes.lockCode(user.id, purpose);
      if (row?.lockedUntil && row.lockedUntil.getTime() > at) return lockedOut(row.lockedUntil, at);
      if (row && row.lastSentAt.getTime() + L.resendCooldownMs > at) {
        return fail(accountErrors.LimitExceededException, { retryAfterSeconds: Math.ceil((row.lastSentAt.getTime() + L.resendCooldownMs - at) / 1000) });
      }
      const freshWindow = !row || row.windowStartedAt.getTime() + L.sendWindowMs <= at;
      const sends = freshWindow ? 1 : row.sendsInWindow + 1;
      if (!freshWindow && sends > L.sendsPerWindow) {
        return fail(accountErrors.LimitExceededException, { retryAfterSeconds: Math.ceil((row.windowStartedAt.getTime() + L.sendWindowMs - at) / 1000) });
      }
      const expiresAt = new Date(at + L.codeExpiryMs);
      let code = newCode();
      while (kept && !(await kept.keep(codes, hashCode(keys, user.id, purpose, code), expiresAt))) code = newCode();
      await codes.saveCode({
        userId: user.id, purpose, codeHash: kept ? null : hashCode(keys, user.id, purpose, code), channel,
        expiresAt, attempts: 0, lockedUntil: null, lastSentAt: new Date(at),
        windowStartedAt: freshWindow ? new Date(at) : row.windowStartedAt, sendsInWindow: sends,
      });
      return ok(code);
    });
    if (!saved.ok) return saved;
    const code = saved.value;
    try {
      await messaging.send({ channel, to, template, params: { code, expiresInSeconds: CODE_EXPIRY_SECONDS, name: kept?.name ?? user.name ?? '' } });
    } catch (err) {
      deps.log.warn({ err, template }, 'a code could not be sent');
      return fail(errors.serverUnavailable);
    }
    return ok({ medium: channel, destination: channel === 'email' ? maskEmail(to) : maskMobile(to), expiresInSeconds: CODE_EXPIRY_SECONDS });
  }

  /**
   * Checks a code against the live codes of a purpose; wrong ones count, and too many void them and
   * lock the purpose for 3 hours. A right one is used up, with what it confirms.
   */
  async function useCode<T>(userId: string, purpose: CodePurpose, code: string, store: CodeStore<T>): Promise<Result<T>> {
    const at = now();
    const wellFormed = codeInput.safeParse(code);
    const given = wellFormed.success ? hashCode(keys, userId, purpose, wellFormed.data) : null;
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
  }

  async function startSession(user: UserRow, at: number): Promise<IssuedSession> {
    const familyId = newId('ses');
    const refreshToken = newRefreshToken();
    const refreshExpiresAt = at + deps.refreshTokenTtlSeconds * 1000;
    await repo.insertRefreshToken({
      id: newId('rtk'), siteId: user.siteId, userId: user.id, familyId, tokenHash: hashRefreshToken(refreshToken),
      createdAt: new Date(at), expiresAt: new Date(refreshExpiresAt),
    });
    return {
      accessToken: await signAccessToken(keys, { userId: user.id, sessionId: familyId, siteId: user.siteId }, at, deps.accessTokenTtlSeconds),
      refreshToken,
      accessExpiresAt: at + deps.accessTokenTtlSeconds * 1000,
      refreshExpiresAt,
    };
  }

  /** The live account behind a sign-in identifier, with the spec's not-found code for a bad one. */
  async function findAccount(siteId: number, input: Identified): Promise<Result<{ user: UserRow; value: string }>> {
    const value = parseUid(input);
    if (!value) return input.uidType === 'email' ? invalidField('uid', 'invalid') : fail(accountErrors.UserNotFoundExceptionMobile);
    const user = await repo.findLiveUser(siteId, input.uidType, value);
    return user ? ok({ user, value }) : fail(userNotFound(input.uidType));
  }

  /** The viewer of an access token, by signature, expiry and site alone (no database). */
  async function viewerOf(siteId: number, accessToken: string | undefined): Promise<Viewer | null> {
    if (!accessToken) return null;
    const checked = await verifyAccessToken(keys, accessToken, now());
    if (!checked.ok || checked.claims.siteId !== siteId) return null;
    return viewerFromClaims(checked.claims);
  }

  return {
    /** Shell §5 sign-up: checks, then an unconfirmed account and a code to the e-mail or mobile. */
    async signUp(siteId: number, input: {
      uid: string; uidType: UidType; password: string; passwordConfirmation?: string | undefined; name: string; birthDate: string;
      subscribeMarketing: boolean; countryCode: string; langCode: string; gRecaptchaToken: string;
    }, context: Context = {}) {
      if (!(await captchaPasses(input.gRecaptchaToken, 'signUp', context))) return fail(accountErrors.CaptchaFailedException);
      if (input.uidType === 'phone_number' && !deps.phoneSignUp) return invalidField('uidType', 'phoneSignUpDisabled');
      const value = parseUid(input);
      if (!value) return invalidField('uid', 'invalid');
      const at = now();
      const problems = signUpProblems({
        uid: value, uidType: input.uidType, password: input.password, passwordConfirmation: input.passwordConfirmation ?? input.password,
        name: input.name, birthDate: input.birthDate, subscribeMarketing: input.subscribeMarketing,
      }, new Date(at));
      const fields = Object.entries(problems).map(([path, code]) => ({ path, code }));
      if (fields.length === 1 && problems.password === 'passwordTooWeak') return fail(accountErrors.InvalidPasswordException);
      if (fields.length > 0) return fail(accountErrors.InvalidParameterException, { fields });
      if (await repo.isDeletedIdentifier(siteId, input.uidType, identifierHash(input.uidType, value))) return fail(accountAlreadyDeleted(input.uidType));

      const submission: SignUpSubmission = {
        passwordHash: await passwords.hash(input.password), name: input.name.trim(), birthDate: input.birthDate,
        subscribeMarketing: input.subscribeMarketing, countryCode: input.countryCode, langCode: input.langCode,
      };
      const account = await unconfirmedAccount(siteId, input.uidType, value, submission, new Date(at));
      if (!account.ok) return account;
      const user = account.value;
      // A sign-up refused by the send limits stores nothing: its submission is kept only with a code sent.
      const delivery = await sendCode(user, 'signUp', channelOf(input.uidType), 'signUpCode', {
        keep: (codes, codeHash, codeExpiresAt) => codes.insertPendingSignUp({ userId: user.id, codeHash, codeExpiresAt, ...submission, createdAt: new Date(at) }),
        name: submission.name,
      });
      if (!delivery.ok) return delivery;
      return ok({ userSub: user.id, userConfirmed: false as const, codeDelivery: delivery.value });
    },

    async confirmSignUp(siteId: number, input: Identified & { code: string }) {
      const found = await findAccount(siteId, input);
      if (!found.ok) return found;
      const { user } = found.value;
      if (user.status === 'disabled') return fail(accountErrors.UserDisabledException);
      if (user.status !== 'unconfirmed') return fail(notAuthorized(input.uidType));
      const used = await useCode(user.id, 'signUp', input.code, signUpCodes(user, input.uidType));
      if (!used.ok) return used;
      return ok({ confirmed: true });
    },

    async resendCode(siteId: number, input: Identified) {
      const found = await findAccount(siteId, input);
      if (!found.ok) return found;
      const { user } = found.value;
      if (user.status === 'disabled') return fail(accountErrors.UserDisabledException);
      if (user.status !== 'unconfirmed') return invalidField('uid', 'alreadyConfirmed');
      // Anyone may ask for a resend. With several sign-ups pending it cannot tell whose code to renew,
      // and renewing the wrong one would hand the inbox owner a code for someone else's password.
      const pending = await repo.pendingSignUps(user.id);
      const only = pending.length === 1 ? pending[0] : undefined;
      if (!only) return invalidField('uid', 'signUpAgain');
      const delivery = await sendCode(user, 'signUp', channelOf(input.uidType), 'signUpCode', {
        keep: (codes, codeHash, codeExpiresAt) => codes.renewPendingSignUpCode(only, codeHash, codeExpiresAt),
        name: only.name,
      });
      if (!delivery.ok) return delivery;
      return ok({ successCode: resendConfirmationSuccess(input.uidType), codeDelivery: delivery.value });
    },

    /** Shell §8 sign-in, with the per-account lockout after repeated wrong passwords. */
    async signIn(siteId: number, input: Identified & { password: string }) {
      const found = await findAccount(siteId, input);
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
      if (user.status === 'disabled') return fail(accountErrors.UserDisabledException);
      if (!(await passwordMatches(user.passwordHash, input.password))) {
        const counted = await repo.recordFailedSignIn(siteId, user.id, new Date(at), new Date(at - L.signInWindowMs), L.signInFailures, new Date(at + L.signInLockMs));
        if (counted?.signInLockedUntil && counted.signInLockedUntil.getTime() > at) {
          return fail(accountErrors.LimitExceededException, { retryAfterSeconds: Math.ceil((counted.signInLockedUntil.getTime() - at) / 1000) });
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
      const firstLogin = !user.loggedIn;
      const updated = await repo.updateUser(siteId, user.id, {
        failedSignIns: 0, lastFailedSignInAt: null, signInLockedUntil: null, loggedIn: true, updatedAt: new Date(at),
      });
      const session = await startSession(updated ?? user, at);
      return ok({ user: attributesOf(updated ?? user), firstLogin, session });
    },

    /**
     * A session for an account another sign-in method vouched for (social sign-in, docs/decisions/0013):
     * the same session, first-login flag and lockout reset as a password sign-in.
     */
    async signInVouched(siteId: number, user: UserRow) {
      if (user.siteId !== siteId) return fail(accountErrors.NOT_AUTHENTICATED);
      if (user.status === 'disabled') return fail(accountErrors.UserDisabledException);
      if (user.status !== 'active') return fail(accountErrors.UNKNOWN_SIGN_IN_ERROR);
      const at = now();
      const firstLogin = !user.loggedIn;
      const updated = await repo.updateUser(siteId, user.id, {
        failedSignIns: 0, lastFailedSignInAt: null, signInLockedUntil: null, loggedIn: true, updatedAt: new Date(at),
      });
      const session = await startSession(updated ?? user, at);
      return ok({ user: attributesOf(updated ?? user), firstLogin, session });
    },

    /**
     * Exchanges a refresh token for a new one of the same family and a new access token. A token
     * that was already exchanged is a stolen copy (or the thief's): the whole family is revoked.
     */
    async refresh(siteId: number, refreshToken: string | undefined) {
      if (!refreshToken || !REFRESH_TOKEN_FORMAT.test(refreshToken)) return fail(accountErrors.NOT_AUTHENTICATED);
      const at = now();
      const rotated = await db.transaction(async (tx): Promise<Result<{ user: UserRow; token: string; familyId: string; expiresAt: Date }>> => {
        const tokens = createIdentityRepository(tx);
        const row = await tokens.lockRefreshToken(hashRefreshToken(refreshToken));
        if (!row || row.siteId !== siteId || row.revokedAt) return fail(accountErrors.NOT_AUTHENTICATED);
        if (row.rotatedAt) {
          await tokens.revokeFamily(siteId, row.familyId, 'reuse', new Date(at));
          return fail(accountErrors.NOT_AUTHENTICATED, { reason: 'reuse' });
        }
        if (row.expiresAt.getTime() <= at) return fail(accountErrors.SEC_01);
        const user = await tokens.findUser(siteId, row.userId);
        if (!user || user.status !== 'active') {
          await tokens.revokeFamily(siteId, row.familyId, user?.status === 'disabled' ? 'disabled' : 'deleted', new Date(at));
          return fail(accountErrors.NOT_AUTHENTICATED);
        }
        await tokens.markRotated(row.id, new Date(at));
        const token = newRefreshToken();
        await tokens.insertRefreshToken({
          id: newId('rtk'), siteId, userId: user.id, familyId: row.familyId, tokenHash: hashRefreshToken(token),
          createdAt: new Date(at), expiresAt: row.expiresAt,
        });
        return ok({ user, token, familyId: row.familyId, expiresAt: row.expiresAt });
      });
      if (!rotated.ok) return rotated;
      const { user, token, familyId, expiresAt } = rotated.value;
      const session: IssuedSession = {
        accessToken: await signAccessToken(keys, { userId: user.id, sessionId: familyId, siteId }, at, deps.accessTokenTtlSeconds),
        refreshToken: token,
        accessExpiresAt: at + deps.accessTokenTtlSeconds * 1000,
        refreshExpiresAt: expiresAt.getTime(),
      };
      return ok({ session, user: attributesOf(user) });
    },

    /** Ends this session (its refresh family), or with `global` every session of the user. */
    async signOut(siteId: number, tokens: { refreshToken?: string | undefined; accessToken?: string | undefined }, global: boolean) {
      const at = new Date(now());
      let owner: { userId: string; familyId: string } | null = null;
      if (tokens.refreshToken && REFRESH_TOKEN_FORMAT.test(tokens.refreshToken)) {
        const row = await repo.findRefreshToken(hashRefreshToken(tokens.refreshToken));
        if (row && row.siteId === siteId) owner = { userId: row.userId, familyId: row.familyId };
      }
      if (!owner && tokens.accessToken) {
        const checked = await verifyAccessToken(keys, tokens.accessToken, now());
        if (checked.ok && checked.claims.siteId === siteId) owner = { userId: checked.claims.userId, familyId: checked.claims.sessionId };
      }
      if (!owner) return ok({ revoked: 0 });
      const revoked = global
        ? await repo.revokeUserSessions(siteId, owner.userId, 'globalSignOut', at)
        : await repo.revokeFamily(siteId, owner.familyId, 'signOut', at);
      return ok({ revoked });
    },

    /** Shell §7 `POST /user/forgot-password`: a reset code to the e-mail or mobile. */
    async forgotPassword(siteId: number, input: Identified & { gRecaptchaToken: string }, context: Context = {}) {
      if (!(await captchaPasses(input.gRecaptchaToken, 'forgotPassword', context))) return fail(accountErrors.CaptchaFailedException);
      const found = await findAccount(siteId, input);
      if (!found.ok) return found;
      const { user } = found.value;
      if (user.status === 'disabled') return fail(accountErrors.UserDisabledException);
      // Shell §8: recovery of an unverified account is an invalid parameter, "not found" for a mobile.
      if (user.status !== 'active') return input.uidType === 'email' ? invalidField('uid', 'unverified') : fail(accountErrors.UserNotFoundExceptionMobile);
      const delivery = await sendCode(user, 'resetPassword', channelOf(input.uidType), 'passwordResetCode');
      if (!delivery.ok) return delivery;
      return ok({ shopAccountId: user.id, successCode: recoverPasswordSuccess(input.uidType), codeDelivery: delivery.value });
    },

    /** The forgot-password submit: a new password with the code; every session ends. */
    async resetPassword(siteId: number, input: Identified & { code: string; password: string }) {
      const found = await findAccount(siteId, input);
      if (!found.ok) return found;
      const { user } = found.value;
      if (user.status === 'disabled') return fail(accountErrors.UserDisabledException);
      if (user.status !== 'active') return input.uidType === 'email' ? invalidField('uid', 'unverified') : fail(accountErrors.UserNotFoundExceptionMobile);
      if (!isStrongEnoughPassword(input.password)) return fail(accountErrors.InvalidPasswordException);
      const used = await useCode(user.id, 'resetPassword', input.code, codeOnRow);
      if (!used.ok) return used;
      const at = new Date(now());
      await repo.updateUser(siteId, user.id, {
        passwordHash: await passwords.hash(input.password), failedSignIns: 0, lastFailedSignInAt: null, signInLockedUntil: null, updatedAt: at,
      });
      await repo.revokeUserSessions(siteId, user.id, 'passwordReset', at);
      return ok({ successCode: 'RESET_PASSWORD_SUCCESS' as AccountSuccessCode });
    },

    /**
     * The access token of a request, checked against the database: `SEC_01` once it has expired
     * (the client refreshes), "not authenticated" without one or when its session or account is gone.
     */
    async authenticate(siteId: number, accessToken: string | undefined): Promise<Result<Authenticated>> {
      if (!accessToken) return fail(accountErrors.NOT_AUTHENTICATED);
      const at = now();
      const checked = await verifyAccessToken(keys, accessToken, at);
      if (!checked.ok) return fail(checked.reason === 'expired' ? accountErrors.SEC_01 : accountErrors.NOT_AUTHENTICATED);
      const { claims } = checked;
      if (claims.siteId !== siteId) return fail(accountErrors.NOT_AUTHENTICATED);
      const user = await repo.findUser(siteId, claims.userId);
      if (!user || user.status !== 'active') return fail(accountErrors.NOT_AUTHENTICATED);
      if (!(await repo.isFamilyLive(siteId, user.id, claims.sessionId, new Date(at)))) return fail(accountErrors.NOT_AUTHENTICATED);
      return ok({ user, sessionId: claims.sessionId });
    },

    viewerOf,

    /**
     * The viewer of a web request from its headers (`Authorization: Bearer …` or the session
     * cookie), for the web app's loaders, which see a fetch `Request` rather than Fastify's.
     */
    async viewerFromHeaders(siteId: number, headers: { get(name: string): string | null }): Promise<Viewer | null> {
      const authorization = headers.get('authorization');
      const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
      const cookie = headers.get('cookie');
      const token = bearer || (cookie ? fastifyCookie.parse(cookie)[SESSION_COOKIES.access] : undefined);
      return viewerOf(siteId, token || undefined);
    },

    details(auth: Authenticated): UserDetails {
      return { ...attributesOf(auth.user), settings: { cashbackDetails: { amount: 0 } } };
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
        await repo.recordFailedSignIn(siteId, user.id, new Date(at), new Date(at - L.signInWindowMs), L.signInFailures, new Date(at + L.signInLockMs));
        return fail(accountErrors.NotAuthorizedExceptionPassReset);
      }
      if (!isStrongEnoughPassword(input.proposedPassword)) return fail(accountErrors.InvalidPasswordException);
      await repo.updateUser(siteId, user.id, { passwordHash: await passwords.hash(input.proposedPassword), updatedAt: new Date(at) });
      await repo.revokeUserSessions(siteId, user.id, 'passwordChanged', new Date(at), auth.sessionId);
      return ok({ successCode: 'CHANGE_PASSWORD_SUCCESS' as AccountSuccessCode });
    },

    async updateAttributes(siteId: number, auth: Authenticated, input: {
      name?: string | undefined; birthDate?: string | undefined; subscribeMarketing?: boolean | undefined;
      countryCode?: string | undefined; langCode?: string | undefined;
    }) {
      const at = now();
      if (input.birthDate !== undefined) {
        const problem = birthDateProblem(input.birthDate, new Date(at));
        if (problem) return invalidField('birthDate', problem);
      }
      const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const user = await repo.updateUser(siteId, auth.user.id, { ...patch, updatedAt: new Date(at) });
      return ok(attributesOf(user ?? auth.user));
    },

    /**
     * Shell §7 `POST /user/auth`: language and birth date, and in Brazil the tax id (CPF) with the
     * SIGNUP_CPF_* codes. A CPF, once on an account, is not replaced by another.
     */
    async userAuth(siteId: number, auth: Authenticated, input: {
      langCode: string; birthDate?: string | undefined; countryCode?: string | undefined;
      cpfInfo?: { cpf: string; name?: string | undefined } | null | undefined; gRecaptchaToken?: string | undefined;
    }, context: Context = {}) {
      const at = now();
      if (input.gRecaptchaToken !== undefined && !(await captchaPasses(input.gRecaptchaToken, 'userAuth', context))) {
        return fail(accountErrors.CaptchaFailedException);
      }
      if (input.birthDate !== undefined) {
        const problem = birthDateProblem(input.birthDate, new Date(at));
        if (problem) return invalidField('birthDate', problem);
      }
      const patch: Partial<UserRow> = { langCode: input.langCode, updatedAt: new Date(at) };
      if (input.birthDate !== undefined) patch.birthDate = input.birthDate;
      const country = input.countryCode ?? auth.user.countryCode;
      if (country === 'br') {
        const given = input.cpfInfo?.cpf.trim() ? input.cpfInfo.cpf : null;
        const stored = auth.user.cpf;
        if (!given && !stored) return fail(accountErrors.SIGNUP_CPF_DETAILS_MISSING);
        if (given) {
          if (!isValidCpf(given)) return fail(accountErrors.SIGNUP_CPF_INVALID_DATA);
          const digits = given.replace(/\D/g, '');
          if (stored && stored !== digits) return fail(accountErrors.SIGNUP_CPF_PROCESS_FAILED);
          if (!stored) {
            const holder = await repo.findLiveUserByCpf(siteId, digits);
            if ((holder && holder.id !== auth.user.id) || (await repo.isDeletedIdentifier(siteId, 'cpf', identifierHash('cpf', digits)))) {
              return fail(accountErrors.SIGNUP_CPF_ALREADY_USED);
            }
            patch.cpf = digits;
            patch.cpfName = input.cpfInfo?.name?.trim() || null;
          }
        }
      }
      try {
        const user = await repo.updateUser(siteId, auth.user.id, patch);
        return ok(attributesOf(user ?? auth.user));
      } catch (err) {
        // Another account took the same CPF at the same moment (the unique index decides).
        if (patch.cpf && (await repo.findLiveUserByCpf(siteId, patch.cpf))) return fail(accountErrors.SIGNUP_CPF_ALREADY_USED);
        throw err;
      }
    },

    /** Shell §7 `POST /user/init-delete`: the deletion code by e-mail or SMS. */
    async initDelete(auth: Authenticated, medium: 'email' | 'sms') {
      const delivery = await sendCode(auth.user, 'deleteAccount', medium, 'deleteAccountCode');
      if (!delivery.ok) return delivery;
      return ok({ codeDelivery: delivery.value });
    },

    /**
     * Shell §7 `POST /user/delete`: with the code, the account is deleted: its e-mail, mobile and
     * CPF are kept only as keyed hashes (never reusable), its personal data cleared, its sessions ended.
     */
    async deleteAccount(siteId: number, auth: Authenticated, otp: string) {
      const used = await useCode(auth.user.id, 'deleteAccount', otp, codeOnRow);
      if (!used.ok) return used;
      const at = new Date(now());
      const { user } = auth;
      await db.transaction(async (tx) => {
        const accounts: IdentityRepository = createIdentityRepository(tx);
        const hashes: Array<{ kind: IdentifierKind; hash: string }> = [];
        if (user.email) hashes.push({ kind: 'email', hash: identifierHash('email', user.email) });
        if (user.phoneNumber) hashes.push({ kind: 'phone_number', hash: identifierHash('phone_number', user.phoneNumber) });
        if (user.cpf) hashes.push({ kind: 'cpf', hash: identifierHash('cpf', user.cpf) });
        await accounts.rememberDeletedIdentifiers(siteId, hashes, at);
        // An account activated another way (social sign-in) may still have sign-ups pending.
        await accounts.deletePendingSignUps(user.id);
        await accounts.updateUser(siteId, user.id, {
          status: 'deleted', email: null, phoneNumber: null, cpf: null, cpfName: null, name: null, birthDate: null,
          passwordHash: null, identities: [], subscribeMarketing: false, deletedAt: at, updatedAt: at,
        });
        await accounts.revokeUserSessions(siteId, user.id, 'deleted', at);
      });
      return ok({ successCode: 'DELETE_ACCOUNT_SUCCESS' as AccountSuccessCode });
    },

    /** A token for `GET /generateCsrfToken`, bound to the browser's anti-forgery cookie (made when missing). */
    issueCsrfToken(cookie: string | undefined) {
      const value = cookie && CSRF_COOKIE_FORMAT.test(cookie) ? cookie : newCsrfCookie();
      const expiresAt = Math.floor(now() / 1000) + L.csrfValiditySeconds;
      return { cookie: value, cookieIsNew: value !== cookie, token: makeCsrfToken(keys, value, expiresAt), expiry: L.csrfExpirySeconds };
    },

    checkCsrfToken(cookie: string | undefined, token: string | undefined): boolean {
      return checkCsrfToken(keys, cookie, token, now());
    },

    now,
  };
}

function viewerFromClaims(claims: AccessClaims): Viewer {
  return { userId: claims.userId, sessionId: claims.sessionId, siteId: claims.siteId };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
