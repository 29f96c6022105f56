import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { SOCIAL_PROVIDERS, sandboxOidcClient, type SocialProvider } from '../../config.ts';
import { renderConsentPage, renderOidcErrorPage, type ConsentAccount } from './oidc-page.ts';

/** A test user of the sandbox OpenID provider; `email: null` has no e-mail attribute at all. */
export type SandboxOidcUser = ConsentAccount & { emailVerified: boolean };

/**
 * The test users of every sandbox provider (docs/decisions/0013). Their `sub` differs per provider,
 * as real providers' do. "Dana" stands for an account deleted from the store: the store refuses her
 * once an account with her e-mail has been deleted on the site.
 */
export const SANDBOX_OIDC_USERS: readonly SandboxOidcUser[] = [
  { key: 'ana', name: 'Ana Lima', email: 'ana@example.com', emailVerified: true, hint: '' },
  { key: 'ben', name: 'Ben Tan', email: 'ben@example.com', emailVerified: true, hint: '' },
  { key: 'no-email', name: 'Chris Park', email: null, emailVerified: false, hint: 'A user without e-mail' },
  { key: 'deleted', name: 'Dana Deleted', email: 'deleted@example.com', emailVerified: true, hint: 'A deleted user' },
];

const BRANDS: Record<SocialProvider, { name: string; accent: string; subPrefix: string }> = {
  google: { name: 'Google', accent: '#1a73e8', subPrefix: '1098' },
  facebook: { name: 'Facebook', accent: '#1877f2', subPrefix: '1016' },
};

export const sandboxSubject = (provider: SocialProvider, userKey: string) =>
  `${BRANDS[provider].subPrefix}${createHash('sha256').update(userKey).digest('hex').replace(/\D/g, '').slice(0, 14).padEnd(14, '0')}`;

const CODE_TTL_MS = 60_000;
const ACCESS_TTL_MS = 3600_000;
const ID_TOKEN_TTL_S = 3600;
const MAX_ENTRIES = 1000;

type Grant = {
  provider: SocialProvider;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  scope: Set<string>;
  user: SandboxOidcUser;
  expiresAt: number;
};
type AccessGrant = { provider: SocialProvider; user: SandboxOidcUser; scope: Set<string>; expiresAt: number };

/** A map that forgets its oldest entries past `MAX_ENTRIES` (the sandbox lives in memory). */
function boundedMap<V>() {
  const map = new Map<string, V>();
  return {
    set(key: string, value: V) {
      map.set(key, value);
      while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
    },
    take(key: string) {
      const value = map.get(key);
      map.delete(key);
      return value;
    },
    get: (key: string) => map.get(key),
  };
}

export type SandboxOidcOptions = {
  /** The issuer of a provider: `{public URL}/sandbox/oidc/{provider}`. */
  issuerOf(provider: SocialProvider): string;
  now?: () => number;
};

const isProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value);
const base64url = (bytes: Buffer) => bytes.toString('base64url');
const s256 = (verifier: string) => base64url(createHash('sha256').update(verifier).digest());
const one = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The built-in sandbox OpenID provider, `/sandbox/oidc/{google|facebook}/…` (mounted only with the
 * sandbox routes): discovery, JWKS (an RS256 key made at start-up), a consent page where the tester
 * picks a test user or denies, the token endpoint (authorization code with PKCE S256 only) and
 * userinfo. Codes and tokens live in memory.
 */
export async function sandboxOidcRoutes(app: FastifyInstance, options: SandboxOidcOptions) {
  const now = options.now ?? Date.now;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = base64url(randomBytes(8));
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = boundedMap<Grant>();
  const tokens = boundedMap<AccessGrant>();

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const providerOf = (request: FastifyRequest<{ Params: { provider: string } }>) =>
    isProvider(request.params.provider) ? request.params.provider : null;

  function metadata(provider: SocialProvider) {
    const issuer = options.issuerOf(provider);
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'nonce', 'name', 'given_name', 'email', 'email_verified'],
      authorization_response_iss_parameter_supported: true,
    };
  }

  function page(reply: FastifyReply, status: number, html: string, redirectOrigin?: string) {
    return reply
      .status(status)
      .headers({
        'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${redirectOrigin ? ` ${redirectOrigin}` : ''}; frame-ancestors 'none'; base-uri 'none'`,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
      })
      .type('text/html; charset=utf-8')
      .send(html);
  }

  /** The checks made before anything is sent back to the client: an unknown client or return address is shown, never followed. */
  function checkClient(provider: SocialProvider, query: Record<string, unknown>): { redirectUri: URL } | { error: string } {
    if (one(query.client_id) !== sandboxOidcClient(provider).clientId)
      return { error: 'This application is not registered with the sandbox provider.' };
    let redirectUri: URL;
    try {
      redirectUri = new URL(one(query.redirect_uri) ?? '');
    } catch {
      return { error: 'The return address of this application is missing or invalid.' };
    }
    // Every site of the store (white-label hosts included) uses the same callback path.
    const callback = `/api/identity/social/${provider}/callback`;
    if (
      !['http:', 'https:'].includes(redirectUri.protocol) ||
      redirectUri.pathname !== callback ||
      redirectUri.search ||
      redirectUri.hash
    ) {
      return { error: 'The return address of this application is not registered with the sandbox provider.' };
    }
    return { redirectUri };
  }

  function back(reply: FastifyReply, provider: SocialProvider, redirectUri: URL, params: Record<string, string | undefined>) {
    const target = new URL(redirectUri);
    for (const [name, value] of Object.entries({ ...params, iss: options.issuerOf(provider) })) {
      if (value !== undefined) target.searchParams.set(name, value);
    }
    return reply.header('cache-control', 'no-store').redirect(target.href, 303);
  }

  /** The request's problems that are answered to the client (RFC 6749 §4.1.2.1), or null. */
  function requestProblem(query: Record<string, unknown>): { error: string; error_description: string } | null {
    if (one(query.response_type) !== 'code')
      return { error: 'unsupported_response_type', error_description: 'Only the authorization code flow is supported.' };
    if (!(one(query.scope) ?? '').split(' ').includes('openid'))
      return { error: 'invalid_scope', error_description: 'The openid scope is required.' };
    if (one(query.code_challenge_method) !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(one(query.code_challenge) ?? '')) {
      return { error: 'invalid_request', error_description: 'PKCE with S256 is required.' };
    }
    return null;
  }

  app.get<{ Params: { provider: string } }>('/:provider/.well-known/openid-configuration', async (request, reply) => {
    const provider = providerOf(request);
    if (!provider) return reply.status(404).send({ error: 'not_found' });
    return reply.header('cache-control', 'public, max-age=300').send(metadata(provider));
  });

  app.get<{ Params: { provider: string } }>('/:provider/jwks', async (request, reply) => {
    if (!providerOf(request)) return reply.status(404).send({ error: 'not_found' });
    return reply.header('cache-control', 'public, max-age=300').send({ keys: [jwk] });
  });

  const authorizeFields = [
    'response_type',
    'client_id',
    'redirect_uri',
    'scope',
    'state',
    'nonce',
    'code_challenge',
    'code_challenge_method',
  ];

  app.get<{ Params: { provider: string }; Querystring: Record<string, unknown> }>('/:provider/authorize', async (request, reply) => {
    const provider = providerOf(request);
    if (!provider) return page(reply, 404, renderOidcErrorPage('Sandbox', 'There is no such provider.'));
    const brand = BRANDS[provider];
    const query = request.query ?? {};
    const client = checkClient(provider, query);
    if ('error' in client) return page(reply, 400, renderOidcErrorPage(brand.name, client.error));
    const problem = requestProblem(query);
    if (problem) return back(reply, provider, client.redirectUri, { ...problem, state: one(query.state) });
    const carried = Object.fromEntries(
      authorizeFields.flatMap((name) => (one(query[name]) !== undefined ? [[name, one(query[name])!]] : [])),
    );
    return page(
      reply,
      200,
      renderConsentPage({
        providerName: brand.name,
        accent: brand.accent,
        action: `/sandbox/oidc/${provider}/authorize`,
        request: carried,
        client: client.redirectUri.host,
        accounts: [...SANDBOX_OIDC_USERS],
      }),
      client.redirectUri.origin,
    );
  });

  app.post<{ Params: { provider: string }; Body: Record<string, unknown> | undefined }>('/:provider/authorize', async (request, reply) => {
    const provider = providerOf(request);
    if (!provider) return page(reply, 404, renderOidcErrorPage('Sandbox', 'There is no such provider.'));
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const client = checkClient(provider, body);
    if ('error' in client) return page(reply, 400, renderOidcErrorPage(BRANDS[provider].name, client.error));
    const state = one(body.state);
    const problem = requestProblem(body);
    if (problem) return back(reply, provider, client.redirectUri, { ...problem, state });
    if (one(body.decision) === 'deny') {
      return back(reply, provider, client.redirectUri, { error: 'access_denied', error_description: 'The user denied access.', state });
    }
    const user = SANDBOX_OIDC_USERS.find((u) => u.key === one(body.account));
    if (!user)
      return back(reply, provider, client.redirectUri, { error: 'invalid_request', error_description: 'No account was chosen.', state });
    const code = base64url(randomBytes(32));
    codes.set(code, {
      provider,
      clientId: sandboxOidcClient(provider).clientId,
      redirectUri: client.redirectUri.href,
      codeChallenge: one(body.code_challenge)!,
      nonce: one(body.nonce) ?? null,
      scope: new Set((one(body.scope) ?? '').split(' ')),
      user,
      expiresAt: now() + CODE_TTL_MS,
    });
    return back(reply, provider, client.redirectUri, { code, state });
  });

  /** Client authentication: HTTP Basic or the form's client_id and client_secret. */
  function authenticatedClient(provider: SocialProvider, request: FastifyRequest, body: Record<string, unknown>): boolean {
    const expected = sandboxOidcClient(provider);
    let id = one(body.client_id);
    let secret = one(body.client_secret);
    const header = request.headers.authorization;
    if (typeof header === 'string' && header.startsWith('Basic ')) {
      const decoded = Buffer.from(header.slice(6), 'base64').toString();
      const colon = decoded.indexOf(':');
      if (colon > 0) {
        id = decodeURIComponent(decoded.slice(0, colon));
        secret = decodeURIComponent(decoded.slice(colon + 1));
      }
    }
    return id === expected.clientId && secret === expected.clientSecret;
  }

  function claimsOf(provider: SocialProvider, user: SandboxOidcUser, scope: Set<string>) {
    return {
      sub: sandboxSubject(provider, user.key),
      ...(scope.has('profile') ? { name: user.name, given_name: user.name.split(' ')[0] } : {}),
      ...(scope.has('email') && user.email ? { email: user.email, email_verified: user.emailVerified } : {}),
    };
  }

  async function idToken(provider: SocialProvider, grant: Grant, key: CryptoKey) {
    const at = Math.floor(now() / 1000);
    return new SignJWT({ ...claimsOf(provider, grant.user, grant.scope), ...(grant.nonce ? { nonce: grant.nonce } : {}), auth_time: at })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(options.issuerOf(provider))
      .setAudience(grant.clientId)
      .setIssuedAt(at)
      .setExpirationTime(at + ID_TOKEN_TTL_S)
      .sign(key);
  }

  app.post<{ Params: { provider: string }; Body: Record<string, unknown> | undefined }>('/:provider/token', async (request, reply) => {
    const provider = providerOf(request);
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    if (!provider) return reply.status(404).send({ error: 'not_found' });
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    if (!authenticatedClient(provider, request, body)) {
      return reply.status(401).header('www-authenticate', 'Basic realm="sandbox"').send({ error: 'invalid_client' });
    }
    if (one(body.grant_type) !== 'authorization_code') return reply.status(400).send({ error: 'unsupported_grant_type' });
    const code = one(body.code);
    // A code is used once, whatever happens next.
    const grant = code ? codes.take(code) : undefined;
    const invalid = (description: string) => reply.status(400).send({ error: 'invalid_grant', error_description: description });
    if (!grant || grant.provider !== provider || grant.expiresAt <= now()) return invalid('The code is unknown, used or expired.');
    if (grant.redirectUri !== one(body.redirect_uri)) return invalid('The redirect_uri does not match the authorization request.');
    const verifier = one(body.code_verifier);
    if (!verifier || !/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || s256(verifier) !== grant.codeChallenge) {
      return invalid('The PKCE code_verifier does not match the code_challenge.');
    }
    const accessToken = base64url(randomBytes(32));
    tokens.set(accessToken, { provider, user: grant.user, scope: grant.scope, expiresAt: now() + ACCESS_TTL_MS });
    return reply.send({
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TTL_MS / 1000,
      scope: [...grant.scope].join(' '),
      id_token: await idToken(provider, grant, privateKey),
    });
  });

  const userinfo = async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
    const provider = providerOf(request);
    reply.header('cache-control', 'no-store');
    if (!provider) return reply.status(404).send({ error: 'not_found' });
    const header = request.headers.authorization;
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const grant = token ? tokens.get(token) : undefined;
    if (!grant || grant.provider !== provider || grant.expiresAt <= now()) {
      return reply.status(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
    }
    return reply.send(claimsOf(provider, grant.user, grant.scope));
  };
  app.get<{ Params: { provider: string } }>('/:provider/userinfo', userinfo);
  app.post<{ Params: { provider: string } }>('/:provider/userinfo', userinfo);
}
