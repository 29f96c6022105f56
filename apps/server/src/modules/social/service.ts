import { createHmac, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import type { SocialProvider, SocialProviderConfig } from '../../config.ts';

/** What a provider vouches for: its subject, and the e-mail and name it released (if any). */
export type SocialProfile = {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

/** The sign-in attempt kept in the short-lived signed cookie between start and callback. */
export type PendingSignIn = {
  /** Provider, state, nonce, PKCE verifier, where to go after, the shop home, expiry (ms). */
  p: SocialProvider;
  s: string;
  n: string;
  v: string;
  r: string;
  h: string;
  x: number;
};

export type InjectFetch = (url: string, init: { method: string; headers: Record<string, string>; body?: unknown }) => Promise<Response>;

export type SocialDeps = {
  secret: string;
  providers: Record<SocialProvider, SocialProviderConfig | null>;
  /** How back-channel calls reach the built-in sandbox provider (in-process, through its real routes). */
  sandboxFetch: InjectFetch;
  now?: () => number;
};

export const PENDING_TTL_MS = 10 * 60_000;

/**
 * Social sign-in (docs/decisions/0013): the OpenID Connect clients of Google and Facebook
 * (`openid-client`) and the signed cookie of a pending sign-in. Which account a provider's user
 * is on a site is the identity module's to say (`identity.signInVouched`, docs/decisions/0026).
 */
export function createSocialService(deps: SocialDeps) {
  const now = deps.now ?? Date.now;
  const cookieKey = createHmac('sha256', deps.secret).update('store-identity:social-sign-in').digest();
  const clients = new Map<SocialProvider, Promise<oidc.Configuration>>();

  /** The provider's client, from its discovery document (fetched once; a failure is retried next time). */
  function client(provider: SocialProvider): Promise<oidc.Configuration> {
    const settings = deps.providers[provider];
    if (!settings) return Promise.reject(new Error(`${provider} sign-in is not configured`));
    let pending = clients.get(provider);
    if (!pending) {
      const insecure = settings.issuer.startsWith('http://');
      pending = oidc
        .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
          ...(settings.sandbox ? { [oidc.customFetch]: deps.sandboxFetch as oidc.CustomFetch } : {}),
          ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
        .then((configuration) => {
          if (settings.sandbox) configuration[oidc.customFetch] = deps.sandboxFetch as oidc.CustomFetch;
          return configuration;
        });
      pending.catch(() => clients.delete(provider));
      clients.set(provider, pending);
    }
    return pending;
  }

  const mac = (text: string) => createHmac('sha256', cookieKey).update(text).digest('base64url');
  const macMatches = (text: string, signature: string) => {
    const given = Buffer.from(signature);
    const expected = Buffer.from(mac(text));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return {
    enabled: (provider: SocialProvider) => deps.providers[provider] !== null,
    client,

    /** A new pending sign-in and the provider's authorization URL for it. */
    async begin(provider: SocialProvider, redirectUri: string, returnTo: string, home: string) {
      const configuration = await client(provider);
      const pending: PendingSignIn = {
        p: provider,
        s: oidc.randomState(),
        n: oidc.randomNonce(),
        v: oidc.randomPKCECodeVerifier(),
        r: returnTo,
        h: home,
        x: now() + PENDING_TTL_MS,
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: pending.s,
        nonce: pending.n,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.v),
        code_challenge_method: 'S256',
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
      if (!body || !signature || extra !== undefined || !macMatches(body, signature)) return null;
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
        pkceCodeVerifier: pending.v,
        expectedState: pending.s,
        expectedNonce: pending.n,
        idTokenExpected: true,
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
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
