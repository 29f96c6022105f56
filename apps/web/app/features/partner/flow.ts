import {
  AUTHORIZE_SUCCESS,
  missingPartnerField,
  PARTNER_AUTH_CODE_KEY,
  PARTNER_STATUS,
  partnerErrors,
  signInErrorType,
  type PartnerPlayer,
  type PartnerSignInErrorType,
} from '@store/contracts/partner.ts';
import type { PartnerSdk } from './sdk.ts';

/** Where the query string of the page is kept while the player is away at the publisher's login. */
export const SAVED_QUERY_KEY = 'partner.query';

/** Translation keys of the partner failures (partner namespace). */
export type PartnerMessageKey =
  | 'partnerErrors.missingAccountInformation'
  | 'partnerErrors.unsupportedCountry'
  | 'partnerErrors.notAuthorized'
  | 'partnerErrors.unavailable'
  | 'partnerErrors.banned'
  | 'partnerErrors.playerNotLinked'
  | 'partnerErrors.unknown'
  | 'partnerErrors.fetchPlayer'
  | 'partnerErrors.sdkUnavailable';

/** A failed partner sign-in: its error type (shell §8) and the message to show. */
export class PartnerSignInFailure extends Error {
  constructor(
    readonly type: PartnerSignInErrorType,
    readonly messageKey: PartnerMessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(messageKey);
  }
}

export type AuthorizeAnswer = { resultCode: unknown; resultMessage?: unknown; data?: unknown };

/** What the flow talks to; the page hands in the real ones, tests their own. */
export type PartnerFlowDeps = {
  sdk: PartnerSdk | null;
  /** Local storage (the auth code under its fixed key) and session storage (the saved query). */
  local: Pick<Storage, 'getItem' | 'setItem'>;
  session: Pick<Storage, 'getItem' | 'removeItem'>;
  /** `POST /api/customer/user/authorize`. */
  authorize(player: PartnerPlayer): Promise<AuthorizeAnswer>;
  /** Whether the store still holds the partner session (`GET /api/customer/user/partner-session`). */
  sessionIsOpen(): Promise<boolean>;
  /** Ends the store's partner session. */
  endSession(): Promise<void>;
  servesCountry(code: string): boolean;
  account: {
    playerInfo(): PartnerPlayer | null;
    storePlayer(player: PartnerPlayer): void;
    clearPlayer(): void;
    setSignInError(type: PartnerSignInErrorType | null): void;
  };
};

export type PartnerFlowOutcome =
  | { kind: 'signedIn'; player: PartnerPlayer; redirectTo: string | null }
  | { kind: 'sessionKept'; player: PartnerPlayer }
  | { kind: 'guest' }
  | { kind: 'failed'; failure: PartnerSignInFailure };

const messageOfType: Record<PartnerSignInErrorType, PartnerMessageKey> = {
  banned: 'partnerErrors.banned',
  playerNotLinked: 'partnerErrors.playerNotLinked',
  unsupportedCountry: 'partnerErrors.unsupportedCountry',
  unknown: 'partnerErrors.unknown',
};

/** The failure of a refused publisher login (shell §4: 2002 with status 0 banned, 1 not linked, else unknown). */
export function loginFailure(code: number | undefined, playerStatus: unknown): PartnerSignInFailure {
  const type = signInErrorType(code, playerStatus);
  return new PartnerSignInFailure(type, messageOfType[type]);
}

/** The failure an authorize answer that is not '0' stands for. */
export function authorizeFailure(answer: AuthorizeAnswer): PartnerSignInFailure {
  const field = (answer.data as { field?: unknown } | null | undefined)?.field;
  switch (answer.resultCode) {
    case partnerErrors.missingAccountInformation.resultCode:
      return new PartnerSignInFailure('unknown', 'partnerErrors.missingAccountInformation', {
        field: typeof field === 'string' ? field : '',
      });
    case partnerErrors.unsupportedCountry.resultCode:
      return new PartnerSignInFailure('unsupportedCountry', 'partnerErrors.unsupportedCountry');
    case partnerErrors.notAuthorized.resultCode:
      return new PartnerSignInFailure('unknown', 'partnerErrors.notAuthorized');
    case partnerErrors.unavailable.resultCode:
      return new PartnerSignInFailure('unknown', 'partnerErrors.unavailable');
    default:
      return new PartnerSignInFailure('unknown', 'partnerErrors.unknown');
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function playerFrom(data: unknown): PartnerPlayer {
  const { accessToken, player } = (data ?? {}) as { accessToken?: unknown; player?: Record<string, unknown> };
  const p = player ?? {};
  return {
    name: text(p.name),
    id: text(p.id),
    status: typeof p.status === 'number' ? p.status : text(p.status),
    country: text(p.country).toLowerCase(),
    accessToken: text(accessToken),
    accountRegion: text(p.accountRegion),
    accountRegionCode: text(p.accountRegionCode),
  };
}

/**
 * Shell §4's store-player flow: validate the required fields, check the country is served, post
 * authorize, fail with its message unless the result code is '0', store the player, and send the
 * shopper to the player's country page when it is not this one, with the saved query string.
 */
async function storePlayer(player: PartnerPlayer, shopCountry: string, deps: PartnerFlowDeps): Promise<string | null> {
  const missing = missingPartnerField(player);
  if (missing) throw new PartnerSignInFailure('unknown', 'partnerErrors.missingAccountInformation', { field: missing });
  if (!deps.servesCountry(player.country)) throw new PartnerSignInFailure('unsupportedCountry', 'partnerErrors.unsupportedCountry');
  const answer = await deps.authorize(player);
  if (answer.resultCode !== AUTHORIZE_SUCCESS) throw authorizeFailure(answer);
  deps.account.storePlayer(player);
  if (player.country === shopCountry) return null;
  const saved = deps.session.getItem(SAVED_QUERY_KEY) ?? '';
  deps.session.removeItem(SAVED_QUERY_KEY);
  return `/${player.country}/${saved.startsWith('?') ? saved : ''}`;
}

/**
 * Shell §4, partner sign-in: an auth code in the URL that differs from the stored one logs in at
 * the publisher and stores the player; otherwise the existing session is checked. Any failure logs
 * out (the caller shows the toast with code 400 and then logs out, shell §8).
 */
export async function runPartnerSignIn(
  input: { code: string | null; shopCountry: string },
  deps: PartnerFlowDeps,
): Promise<PartnerFlowOutcome> {
  const { code, shopCountry } = input;
  try {
    if (code && code !== deps.local.getItem(PARTNER_AUTH_CODE_KEY)) {
      deps.local.setItem(PARTNER_AUTH_CODE_KEY, code);
      if (!deps.sdk) throw new PartnerSignInFailure('unknown', 'partnerErrors.sdkUnavailable');
      const login = await deps.sdk.login(code);
      if (login.status.code !== PARTNER_STATUS.success) {
        throw loginFailure(login.status.code, (login.data as { status?: unknown } | null)?.status);
      }
      const player = playerFrom(login.data);
      const redirectTo = await storePlayer(player, shopCountry, deps);
      deps.account.setSignInError(null);
      return { kind: 'signedIn', player, redirectTo };
    }
    const stored = deps.account.playerInfo();
    if (!stored) return { kind: 'guest' };
    // The session check: the publisher still knows the player and the store still holds the session.
    const fetched = deps.sdk ? await deps.sdk.fetchPlayer() : null;
    const sameplayer = fetched?.status.code === PARTNER_STATUS.success && text((fetched.data as { id?: unknown } | null)?.id) === stored.id;
    if (!sameplayer || !(await deps.sessionIsOpen())) throw new PartnerSignInFailure('unknown', 'partnerErrors.fetchPlayer');
    return { kind: 'sessionKept', player: stored };
  } catch (error) {
    const failure = error instanceof PartnerSignInFailure ? error : new PartnerSignInFailure('unknown', 'partnerErrors.unknown');
    deps.account.setSignInError(failure.type);
    return { kind: 'failed', failure };
  }
}

/** Logs out everywhere the partner player is signed in: the publisher, the store's session, the stored player. */
export async function partnerLogout(
  deps: Pick<PartnerFlowDeps, 'sdk' | 'endSession'> & { account: Pick<PartnerFlowDeps['account'], 'clearPlayer'> },
): Promise<void> {
  await Promise.allSettled([deps.sdk?.logout(), deps.endSession()]);
  deps.account.clearPlayer();
}
