import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import type { CatalogedError } from '@store/contracts';
import { accountErrors, emailInput, type AccountError } from '@store/contracts/identity.ts';
import { users, type Db } from '@store/db';
import { and, ne, sql, eq } from '@store/db/orm';
import type { SocialProvider, SocialProviderConfig } from '../../config.ts';
import { createIdentityRepository, type UserRow } from '../identity/repository.ts';
import { deriveKeys, hashIdentifier, newId, sameText } from '../identity/secrets.ts';

/** What a provider vouches for: its subject, and the e-mail and name it released (if any). */
export type SocialProfile = { provider: SocialProvider; subject: string; email: string | null; emailVerified: boolean; name: string | null };

export type SocialOutcome = { ok: true; user: UserRow } | { ok: false; error: AccountError | CatalogedError };

/** The sign-in attempt kept in the short-lived signed cookie between start and callback. */
export type PendingSignIn = {
  /** Provider, state, nonce, PKCE verifier, where to go after, the shop home, expiry (ms). */
  p: SocialProvider; s: string; n: string; v: string; r: string; h: string; x: number;
};

export type InjectFetch = (url: string, init: { method: string; headers: Record<string, string>; body?: unknown }) => Promise<Response>;

export type SocialDeps = {
  db: Db;
  secret: string;
  providers: Record<SocialProvider, SocialProviderConfig | null>;
  /** How back-channel calls reach the built-in sandbox provider (in-process, through its real routes). */
  sandboxFetch: InjectFetch;
  now?: () => number;
};

export const PENDING_TTL_MS = 10 * 60_000;

/**
 * Social sign-in (docs/decisions/0013): the OpenID Connect clients of Google and Facebook
 * (`openid-client`), the signed cookie of a pending sign-in, and the account a provider's user
 * maps to on a site (found by linked identity, linked to the account of the same e-mail, or new).
 */
export function createSocialService(deps: SocialDeps) {
  const now = deps.now ?? Date.now;
  const keys = deriveKeys(deps.secret);
  const cookieKey = createHmac('sha256', deps.secret).update('store-identity:social-sign-in').digest();
  const repo = createIdentityRepository(deps.db);
  const clients = new Map<SocialProvider, Promise<oidc.Configuration>>();

  /** The provider's client, from its discovery document (fetched once; a failure is retried next time). */
  function client(provider: SocialProvider): Promise<oidc.Configuration> {
    const settings = deps.providers[provider];
    if (!settings) return Promise.reject(new Error(`${provider} sign-in is not configured`));
    let pending = clients.get(provider);
    if (!pending) {
      const insecure = settings.issuer.startsWith('http://');
      pending = oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        ...(settings.sandbox ? { [oidc.customFetch]: deps.sandboxFetch as oidc.CustomFetch } : {}),
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      }).then((configuration) => {
        if (settings.sandbox) configuration[oidc.customFetch] = deps.sandboxFetch as oidc.CustomFetch;
        return configuration;
      });
      pending.catch(() => clients.delete(provider));
      clients.set(provider, pending);
    }
    return pending;
  }

  const mac = (text: string) => createHmac('sha256', cookieKey).update(text).digest('base64url');

  return {
    enabled: (provider: SocialProvider) => deps.providers[provider] !== null,
    client,

    /** A new pending sign-in and the provider's authorization URL for it. */
    async begin(provider: SocialProvider, redirectUri: string, returnTo: string, home: string) {
      const configuration = await client(provider);
      const pending: PendingSignIn = {
        p: provider, s: oidc.randomState(), n: oidc.randomNonce(), v: oidc.randomPKCECodeVerifier(), r: returnTo, h: home, x: now() + PENDING_TTL_MS,
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri, scope: 'openid email profile', state: pending.s, nonce: pending.n,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.v), code_challenge_method: 'S256',
      });
      return { url, pending };
    },

    seal(pending: PendingSignIn): string {
      const body = Buffer.from(JSON.stringify(pending)).toString('base64url');
      return `${body}.${mac(body)}`;
    },

    /** The pending sign-in of a cookie, if ours, intact and not expired. */
    open(cookie: string | undefined): PendingSignIn | null {
      if (!cookie || cookie.length > 2000) return null;
      const [body, signature, extra] = cookie.split('.');
      if (!body || !signature || extra !== undefined || !sameText(signature, mac(body))) return null;
      try {
        const pending = JSON.parse(Buffer.from(body, 'base64url').toString()) as PendingSignIn;
        return typeof pending.x === 'number' && pending.x > now() ? pending : null;
      } catch {
        return null;
      }
    },

    /** Exchanges the code (state, nonce and PKCE checked) and reads who the provider says the user is. */
    async finish(pending: PendingSignIn, callbackUrl: URL): Promise<SocialProfile> {
      const configuration = await client(pending.p);
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.v, expectedState: pending.s, expectedNonce: pending.n, idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      let info: Record<string, unknown> = claims;
      if (typeof claims.email !== 'string') {
        info = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)), ...claims };
      }
      const email = typeof info.email === 'string' ? info.email : null;
      const name = typeof info.name === 'string' && info.name.trim() ? info.name.trim().slice(0, 200) : null;
      return { provider: pending.p, subject: claims.sub, email, emailVerified: info.email_verified === true, name };
    },

    /**
     * The account of a provider's user on a site: the one linked to the identity; else the live
     * account of the same (provider-verified) e-mail, which gets the identity linked; else a new one.
     */
    async accountFor(siteId: number, profile: SocialProfile, shop: { countryCode: string | null; langCode: string | null }): Promise<SocialOutcome> {
      const identity = { provider: profile.provider, userId: profile.subject };
      const linked = async () => {
        const [row] = await deps.db.select().from(users).where(and(
          eq(users.siteId, siteId), ne(users.status, 'deleted'), sql`${users.identities} @> ${JSON.stringify([identity])}::jsonb`,
        )).limit(1);
        return row ?? null;
      };
      const found = await linked();
      if (found) return { ok: true, user: found };
      const parsed = profile.email ? emailInput.safeParse(profile.email) : null;
      if (!parsed?.success) return { ok: false, error: accountErrors.EMAIL_ATTRIBUTE_MISSING };
      const email = parsed.data;
      const at = new Date(now());
      const existing = await repo.findLiveUser(siteId, 'email', email);
      if (existing) {
        // Linking on an e-mail the provider has not verified would hand the account to whoever typed it there.
        if (!profile.emailVerified) return { ok: false, error: accountErrors.UsernameExistsExceptionEmail };
        if (existing.status === 'disabled') return { ok: false, error: accountErrors.UserDisabledException };
        const takeover = existing.status === 'unconfirmed'
          // An unconfirmed sign-up never proved the e-mail; its password (maybe someone else's) goes.
          ? { status: 'active', emailVerified: true, passwordHash: null }
          : {};
        const updated = await repo.updateUser(siteId, existing.id, {
          identities: [...existing.identities.filter((i) => i.provider !== identity.provider), identity],
          ...(existing.name ? {} : { name: profile.name }), ...takeover, updatedAt: at,
        });
        return { ok: true, user: updated ?? existing };
      }
      if (await repo.isDeletedIdentifier(siteId, 'email', hashIdentifier(keys, 'email', email))) {
        return { ok: false, error: accountErrors.ACCOUNT_ALREADY_DELETED_EMAIL };
      }
      try {
        const user = await repo.insertUser({
          id: newId('usr'), siteId, email, emailVerified: profile.emailVerified, name: profile.name, status: 'active',
          identities: [identity], countryCode: shop.countryCode, langCode: shop.langCode, createdAt: at, updatedAt: at,
        });
        return { ok: true, user };
      } catch (err) {
        // A simultaneous callback of the same user won the unique index: use what it made.
        const again = await linked();
        if (again) return { ok: true, user: again };
        throw err;
      }
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
