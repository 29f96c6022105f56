import fastifyCookie from '@fastify/cookie';
import { accountAllows, accountErrors, SESSION_COOKIES, type UserAttributes } from '@store/contracts/identity.ts';
import type { Db } from '@store/db';
import { UserType } from '@store/contracts';
import { decodeJwt } from 'jose';
import { attributesOf, isHeld } from './accounts.ts';
import { createIdentityRepository, type IdentityRepository, type UserRow } from './repository.ts';
import { fail, ok, type Result } from '../../result.ts';
import {
  hashRefreshToken,
  newId,
  newRefreshToken,
  REFRESH_TOKEN_FORMAT,
  signAccessToken,
  verifyAccessToken,
  type AccessClaims,
  type Keys,
} from './secrets.ts';

/** A new or refreshed session: the cookies' values and their ends (ms since the epoch). */
export type IssuedSession = { accessToken: string; refreshToken: string; accessExpiresAt: number; refreshExpiresAt: number };

/** Who is signed in, as the access token says (checked for signature, expiry and site only). */
export type Viewer = { userId: string; sessionId: string; siteId: number };
/** A signed-in user checked against the database: the account is active and the session not revoked. */
export type Authenticated = { user: UserRow; sessionId: string };

/** What a sign-in (by password or vouched for by a provider) gives: the account, whether it is its first, the session. */
export type SignedIn = { user: UserAttributes; firstLogin: boolean; session: IssuedSession };

export type SessionDeps = {
  db: Db;
  repo: IdentityRepository;
  keys: Keys;
  now: () => number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
};

function viewerFromClaims(claims: AccessClaims): Viewer {
  return { userId: claims.userId, sessionId: claims.sessionId, siteId: claims.siteId };
}

/**
 * Sessions (docs/decisions/0012): a short access token and a rotating refresh token per session
 * family; refresh, sign-out (this session or all), and the checks of a request's access token.
 */
export function createSessionService(deps: SessionDeps) {
  const { db, repo, keys, now } = deps;

  async function startSession(user: UserRow, at: number): Promise<IssuedSession> {
    const familyId = newId('ses');
    const refreshToken = newRefreshToken();
    const refreshExpiresAt = at + deps.refreshTokenTtlSeconds * 1000;
    await repo.insertRefreshToken({
      id: newId('rtk'),
      siteId: user.siteId,
      userId: user.id,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      createdAt: new Date(at),
      expiresAt: new Date(refreshExpiresAt),
    });
    return {
      accessToken: await signAccessToken(
        keys,
        { userId: user.id, sessionId: familyId, siteId: user.siteId },
        at,
        deps.accessTokenTtlSeconds,
      ),
      refreshToken,
      accessExpiresAt: at + deps.accessTokenTtlSeconds * 1000,
      refreshExpiresAt,
    };
  }

  /** The viewer of an access token, by signature, expiry and site alone (no database). */
  async function viewerOf(siteId: number, accessToken: string | undefined): Promise<Viewer | null> {
    if (!accessToken) return null;
    const checked = await verifyAccessToken(keys, accessToken, now());
    if (!checked.ok || checked.claims.siteId !== siteId) return null;
    return viewerFromClaims(checked.claims);
  }

  return {
    /**
     * Signs in an account whose sign-in was checked (a password, or a provider that vouched for it):
     * the lockout count is reset, the first-login flag read and set, and a new session begins.
     */
    async open(siteId: number, user: UserRow, at: number): Promise<SignedIn> {
      const firstLogin = !user.loggedIn;
      const updated = await repo.updateUser(siteId, user.id, {
        failedSignIns: 0,
        lastFailedSignInAt: null,
        signInLockedUntil: null,
        loggedIn: true,
        updatedAt: new Date(at),
      });
      const session = await startSession(updated ?? user, at);
      return { user: attributesOf(updated ?? user), firstLogin, session };
    },

    /**
     * Exchanges a refresh token for a new one of the same family and a new access token. A token
     * that was already exchanged is a stolen copy (or the thief's): the whole family is revoked.
     */
    async refresh(siteId: number, refreshToken: string | undefined) {
      if (!refreshToken || !REFRESH_TOKEN_FORMAT.test(refreshToken)) return fail(accountErrors.NOT_AUTHENTICATED);
      const at = now();
      const rotated = await db.transaction(
        async (tx): Promise<Result<{ user: UserRow; token: string; familyId: string; expiresAt: Date }>> => {
          const tokens = createIdentityRepository(tx);
          const row = await tokens.lockRefreshToken(hashRefreshToken(refreshToken));
          if (!row || row.siteId !== siteId || row.revokedAt) return fail(accountErrors.NOT_AUTHENTICATED);
          if (row.rotatedAt) {
            await tokens.revokeFamily(siteId, row.familyId, 'reuse', new Date(at));
            return fail(accountErrors.NOT_AUTHENTICATED, { reason: 'reuse' });
          }
          if (row.expiresAt.getTime() <= at) return fail(accountErrors.SEC_01);
          const user = await tokens.findUser(siteId, row.userId);
          if (!user || !accountAllows(user.status, 'signIn')) {
            await tokens.revokeFamily(siteId, row.familyId, user && isHeld(user.status) ? 'disabled' : 'deleted', new Date(at));
            return fail(accountErrors.NOT_AUTHENTICATED);
          }
          await tokens.markRotated(row.id, new Date(at));
          const token = newRefreshToken();
          await tokens.insertRefreshToken({
            id: newId('rtk'),
            siteId,
            userId: user.id,
            familyId: row.familyId,
            tokenHash: hashRefreshToken(token),
            createdAt: new Date(at),
            expiresAt: row.expiresAt,
          });
          return ok({ user, token, familyId: row.familyId, expiresAt: row.expiresAt });
        },
      );
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
      if (!user || !accountAllows(user.status, 'signIn')) return fail(accountErrors.NOT_AUTHENTICATED);
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

    /**
     * Commerce §4's user type of a request's access token (ADR 0053): logged in while the token is
     * live, soft once it has lapsed but its session could still be renewed (a token we signed for
     * this site, expired less than a refresh token's life ago), guest otherwise.
     */
    async userTypeOf(siteId: number, accessToken: string | undefined): Promise<UserType> {
      if (!accessToken) return UserType.Guest;
      const checked = await verifyAccessToken(keys, accessToken, now());
      if (checked.ok) return checked.claims.siteId === siteId ? UserType.LoggedIn : UserType.Guest;
      if (checked.reason !== 'expired') return UserType.Guest;
      // jose checks the signature before the expiry: an expired token is still one we signed.
      try {
        const { site, exp } = decodeJwt(accessToken);
        const renewable = typeof exp === 'number' && exp * 1000 + deps.refreshTokenTtlSeconds * 1000 > now();
        return site === siteId && renewable ? UserType.Soft : UserType.Guest;
      } catch {
        return UserType.Guest;
      }
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
