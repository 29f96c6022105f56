/**
 * The identity contract without its request schemas: codes, constants and answer types that the
 * browser needs as much as the server (`identity.ts` adds the zod schemas of the requests, which
 * must stay out of the browser's first-load JavaScript; ADR 0004).
 */

import type { AccountErrorCode } from './account-errors.ts';

/** How a shopper is identified: the spec's `uidType` (`phone_number` or `email`). */
export const UID_TYPES = ['email', 'phone_number'] as const;
export type UidType = (typeof UID_TYPES)[number];

/** The `{type}` suffix of shell §8's codes: `…Email` / `…Mobile`, or `…_EMAIL` / `…_MOBILE`. */
export type UidSuffix = 'Email' | 'Mobile';
export const uidSuffix = (type: UidType): UidSuffix => (type === 'email' ? 'Email' : 'Mobile');

/** Sign-up and deletion code lifetime (shell §9: "Sign-up code expiry 90 s"). */
export const CODE_EXPIRY_SECONDS = 90;
/** A new code at most this often, per account and purpose: the store's limit, which the resend button shows. */
export const CODE_RESEND_COOLDOWN_SECONDS = 30;
export const CODE_LENGTH = 6;
/**
 * Account-deletion codes (commerce §9 "Account-deletion switch: limit 3, duration 1 day, timer 30";
 * docs/decisions/0052): at most 3 codes a day per account, each at least 30 s after the previous one,
 * which the verification page counts down before it offers a new code.
 */
export const DELETION_CODE_LIMIT = 3;
export const DELETION_CODE_WINDOW_SECONDS = 86_400;
export const DELETION_CODE_TIMER_SECONDS = 30;
/** What `POST /user/init-delete` answers: where the code went, when a new one may be asked, how many remain today. */
export type DeletionCodeDelivery = { codeDelivery: CodeDelivery; resendAfterSeconds: number; codesLeft: number };
/** How often the web refreshes the session cookie (shell §9: 3,300,000 ms). */
export const SESSION_REFRESH_INTERVAL_MS = 3_300_000;

/** Cookies of a session (httpOnly, SameSite=Lax, Secure over https) and of the anti-forgery token. */
export const SESSION_COOKIES = { access: 'store_access', refresh: 'store_refresh', csrf: 'store_csrf' } as const;
/**
 * The browser that submitted a sign-up holds this (httpOnly, to the identity API only): the code
 * confirmed in that browser signs the shopper in, with no second typing of the password.
 */
export const SIGN_UP_PROOF_COOKIE = 'store_sign_up';
/** The header a state-changing account call carries the token of `GET /generateCsrfToken` in. */
export const CSRF_HEADER = 'x-csrf-token';

/** E.164: a plus, a country code that does not start with 0, 8 to 15 digits in all. */
export const E164 = /^\+[1-9]\d{7,14}$/;

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** "+65 9123-4567" → "+6591234567"; anything that is not then E.164 is not a mobile number. */
export function normalizePhone(value: string): string {
  return value.trim().replace(/[\s().-]/g, '');
}

/**
 * Commerce §4's account statuses, as the store keeps them (docs/decisions/0052): `unconfirmed` is
 * the spec's UNVERIFIED; `disabled` is the store's own ban (shell §8 "User is disabled.").
 */
export const STORED_ACCOUNT_STATUSES = ['unconfirmed', 'active', 'restricted', 'reserved', 'disabled', 'deleted'] as const;
export type StoredAccountStatus = (typeof STORED_ACCOUNT_STATUSES)[number];
/** The spec's names (commerce §4 "Account status: RESTRICTED, ACTIVE, RESERVED, DELETED, UNVERIFIED"). */
export type AccountStatus = 'UNVERIFIED' | 'ACTIVE' | 'RESTRICTED' | 'RESERVED' | 'DISABLED' | 'DELETED';
export const accountStatusName = (status: string): AccountStatus =>
  status === 'unconfirmed' ? 'UNVERIFIED' : (status.toUpperCase() as AccountStatus);

/** What an account may do; each status allows a set of these (ADR 0052's table). */
export type AccountCapability = 'signIn' | 'purchase' | 'wallet' | 'rewards' | 'profileEdit' | 'deleteAccount';
const EVERYTHING: readonly AccountCapability[] = ['signIn', 'purchase', 'wallet', 'rewards', 'profileEdit', 'deleteAccount'];
export const ACCOUNT_STATUS_ALLOWS: Record<StoredAccountStatus, readonly AccountCapability[]> = {
  unconfirmed: [],
  active: EVERYTHING,
  // Signed in, reads everything and keeps the profile up to date, but no money moves.
  restricted: ['signIn', 'profileEdit', 'deleteAccount'],
  // Held by the store (a review, a transfer): nothing, its e-mail and mobile stay taken.
  reserved: [],
  disabled: [],
  deleted: [],
};
export function accountAllows(status: string, capability: AccountCapability): boolean {
  return (ACCOUNT_STATUS_ALLOWS as Record<string, readonly AccountCapability[] | undefined>)[status]?.includes(capability) ?? false;
}

/** The user attributes of shell §3, named as the identity provider names them. */
export type UserAttributes = {
  sub: string;
  email: string | null;
  phone_number: string | null;
  name: string | null;
  email_verified: boolean;
  phone_number_verified: boolean;
  birthdate: string | null;
  subscribe_marketing: boolean;
  country_code: string | null;
  country_name: string | null;
  lang_code: string | null;
  /** Shell §4: 0 until the first sign-in has been seen (the welcome modal), then 1. */
  logged_in: 0 | 1;
  identities: Array<{ provider: string; userId: string }>;
  idpVerified: boolean;
  /** Commerce §4's account status: ACTIVE or RESTRICTED for a signed-in user (docs/decisions/0052). */
  account_status: AccountStatus;
};

/**
 * Shell §3's user settings state, kept on the server per user (docs/decisions/0052): the wallet
 * switches of commerce §3/§9 (written only by a switch) with when switching unlocks, and the two
 * wallet-hint flags the client may set.
 */
export type UserSettings = {
  switchCount: number;
  /** ISO date-time of the last wallet switch, null before the first. */
  lastSwitchDate: string | null;
  /** When switching is locked (3 switches within a day), until when; else null. */
  switchLockedUntil: string | null;
  walletHintSeen: boolean;
  switchHintSeen: boolean;
};

/** Where a code went, masked (shell §5). */
export type CodeDelivery = { medium: 'email' | 'sms'; destination: string; expiresInSeconds: number };

export type SignUpResponse = { userSub: string; userConfirmed: false; codeDelivery: CodeDelivery };
/** Sign-in: the session is in cookies; `firstLogin` is true once, for the welcome modal. */
export type SignInResponse = { user: UserAttributes; firstLogin: boolean; accessTokenExpiresIn: number };
/** A confirmed sign-up: signed in too when confirmed in the browser that submitted it. */
export type ConfirmSignUpResponse = { confirmed: true; signedIn: false } | ({ confirmed: true; signedIn: true } & SignInResponse);
export type UserDetails = UserAttributes & { settings: UserSettings & { cashbackDetails: { amount: number } } };
export type CsrfTokenResponse = { token: string; expiry: number };

/** The answer of every account call: `resultCode` 0 on success, else an account (or transport) code. */
export type AccountEnvelope<T> = { resultCode: 0 | string | number; resultMessage: string; data: T | null };

/** Social sign-in providers (docs/decisions/0013). */
export const SOCIAL_SIGN_IN_PROVIDERS = ['google', 'facebook'] as const;
export type SocialSignInProvider = (typeof SOCIAL_SIGN_IN_PROVIDERS)[number];
/**
 * The query parameter a failed social sign-in lands on the shop home with; its value is one of these
 * codes, whose text is `errors:account.<code>`. `SOCIAL_STATE_INVALID` (the callback's state is not
 * the one the sign-in started with, shell §8's flagged state failure) exists only here.
 */
export const SOCIAL_SIGN_IN_ERROR_PARAM = 'signInError';
/**
 * After a first social sign-in (the account's first session), a short-lived cookie readable by the
 * page (`{"name": …}`, 2 minutes) asks for the welcome modal of shell §4, which the page then deletes.
 */
export const SOCIAL_WELCOME_COOKIE = 'store_welcome';
export const SOCIAL_SIGN_IN_ERRORS = [
  'ACCOUNT_ALREADY_DELETED_EMAIL',
  'EMAIL_ATTRIBUTE_MISSING',
  'SOCIAL_STATE_INVALID',
  'UsernameExistsExceptionEmail',
  'UserDisabledException',
  'UNKNOWN_SIGN_IN_ERROR',
] as const satisfies ReadonlyArray<AccountErrorCode | 'SOCIAL_STATE_INVALID'>;
export type SocialSignInErrorCode = (typeof SOCIAL_SIGN_IN_ERRORS)[number];

/** Where a social sign-in button goes: the start call, with the shop (`sg`, `en-eg`) and the path to come back to. */
export function socialSignInStartUrl(provider: SocialSignInProvider, shop: string, returnTo?: string | null): string {
  const query = new URLSearchParams({ shop });
  if (returnTo) query.set('returnTo', returnTo);
  return `/api/identity/social/${provider}/start?${query}`;
}
