/**
 * Partner sign-in (shell §3, §4, §5, §7, §8, §9; docs/decisions/0014): a publisher's player signs in
 * through the publisher's single sign-on, and the store is told about the player with
 * `POST /api/customer/user/authorize`.
 */

/** Shell §7, §9: what every publisher SDK operation answers in `status.code`. */
export const PARTNER_STATUS = { success: 2000, error: 2002 } as const;
export type PartnerStatusCode = (typeof PARTNER_STATUS)[keyof typeof PARTNER_STATUS];
export type PartnerSdkAnswer<T> = { status: { code: PartnerStatusCode; message?: string }; data: T };

/** Shell §9: the `resultCode` of a successful authorize, a string. */
export const AUTHORIZE_SUCCESS = '0';

/** A player's status as the publisher reports it (shell §4: 0 banned, 1 not linked). */
export const PLAYER_STATUS = { banned: 0, notLinked: 1, linked: 2 } as const;

/** Shell §3: the partner player. */
export type PartnerPlayer = {
  name: string;
  id: string;
  status: number | string;
  /** Two-letter country code of the player's account, lower case. */
  country: string;
  accessToken: string;
  accountRegion: string;
  accountRegionCode: string;
};

/** Shell §8. */
export const PARTNER_SIGN_IN_ERROR_TYPES = ['banned', 'playerNotLinked', 'unsupportedCountry', 'unknown'] as const;
export type PartnerSignInErrorType = (typeof PARTNER_SIGN_IN_ERROR_TYPES)[number];

/**
 * Shell §4: a failed login with status 2002 means banned when the player's status is 0, not linked
 * when it is 1; anything else (another status, another code, no status) is unknown.
 */
export function signInErrorType(loginCode: number | undefined, playerStatus: unknown): PartnerSignInErrorType {
  if (loginCode === PARTNER_STATUS.error) {
    const status = typeof playerStatus === 'string' && playerStatus.trim() !== '' ? Number(playerStatus) : playerStatus;
    if (status === PLAYER_STATUS.banned) return 'banned';
    if (status === PLAYER_STATUS.notLinked) return 'playerNotLinked';
  }
  return 'unknown';
}

/**
 * Shell §5: the fields a partner login needs, in the order they are checked, under the names the
 * message gives them, with where each comes from in the authorize payload.
 */
export const REQUIRED_PARTNER_FIELDS = [
  ['accountRegionCode', 'accountRegionCode'],
  ['authToken', 'accessToken'],
  ['playerName', 'name'],
  ['playerId', 'id'],
  ['playerStatus', 'status'],
] as const satisfies ReadonlyArray<readonly [string, keyof PartnerPlayer]>;
export type RequiredPartnerField = (typeof REQUIRED_PARTNER_FIELDS)[number][0];

const filled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : typeof value === 'number' && Number.isFinite(value));

/** The first required field that is missing or empty, or null when the player has them all. */
export function missingPartnerField(player: Partial<Record<keyof PartnerPlayer, unknown>>): RequiredPartnerField | null {
  for (const [name, key] of REQUIRED_PARTNER_FIELDS) if (!filled(player[key])) return name;
  return null;
}

/** Failures of `/user/authorize` (string codes, like the other account calls, ADR 0012). */
export const partnerErrors = {
  /** Shell §5: "Missing required account information: {{field}}". */
  missingAccountInformation: {
    resultCode: 'PARTNER_ACCOUNT_INFORMATION_MISSING',
    status: 400,
    key: 'partnerErrors.missingAccountInformation',
  },
  /** Shell §5: "Unsupported user country". */
  unsupportedCountry: { resultCode: 'PARTNER_UNSUPPORTED_COUNTRY', status: 400, key: 'partnerErrors.unsupportedCountry' },
  /** The publisher does not vouch for the access token, or it names another player. */
  notAuthorized: { resultCode: 'PARTNER_NOT_AUTHORIZED', status: 401, key: 'partnerErrors.notAuthorized' },
  /** The publisher's SSO did not answer. */
  unavailable: { resultCode: 'PARTNER_SSO_UNAVAILABLE', status: 503, key: 'partnerErrors.unavailable' },
} as const;
export type PartnerError = (typeof partnerErrors)[keyof typeof partnerErrors];

/** The partner session's cookie (httpOnly, like the identity service's, ADR 0012, 0014). */
export const PARTNER_SESSION_COOKIE = 'store_partner';

/** Shell §9: the fixed local-storage key the last used auth code is kept under. */
export const PARTNER_AUTH_CODE_KEY = 'partner.authCode';

/** Shell §7: the SDK script loads with 3 attempts 1000 ms apart. */
export const PARTNER_SDK_ATTEMPTS = 3;
export const PARTNER_SDK_RETRY_MS = 1000;
export const PARTNER_SDK_PATH = '/partner-sdk.js';

/** Shell §2: the single-title partner storefront (ADR 0014). */
export const PARTNER_STOREFRONT = {
  countryCode: 'id',
  segment: 'mobile-legends-tri',
  game: 'mobile-legends',
  /** End of the pre-registration phase; the countdown runs until then. */
  preRegistrationEndsAt: '2027-06-01T00:00:00Z',
} as const;

/** Shell §6: a shopper is logged in if either the customer or the partner account is. */
export function isLoggedIn(state: { customer: boolean; partner: boolean }): boolean {
  return state.customer || state.partner;
}

/** Shell §2: the header's user icon shows the first 3 letters of the partner player's name. */
export function playerInitials(name: string): string {
  return Array.from(name.trim()).slice(0, 3).join('');
}
