import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  accountAllows,
  accountErrors,
  CSRF_HEADER,
  type AccountCapability,
  SESSION_COOKIES,
  SIGN_UP_PROOF_COOKIE,
} from '@store/contracts/identity.ts';
import { AppError, errorEnvelope, unwrap } from '../../plugins/errors.ts';
import type { StoreError } from '../../result.ts';
import type { IdentityService } from './service.ts';
import type { Authenticated, IssuedSession } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` for an account call that changes nothing an attacker could want (token refresh). */
    csrf?: boolean;
  }
}

const ACCOUNT_BODY_LIMIT = 16 * 1024;

function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** The access token of a request: `Authorization: Bearer …` (shell §7), else the session cookie. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies?.[SESSION_COOKIES.access] || undefined;
}

/** Whether the request carries the anti-forgery token its own cookie was made for (docs/decisions/0012). */
export function carriesCsrfToken(identity: IdentityService, request: FastifyRequest): boolean {
  const header = request.headers[CSRF_HEADER];
  return identity.checkCsrfToken(request.cookies?.[SESSION_COOKIES.csrf], typeof header === 'string' ? header : undefined);
}

/**
 * The rule of every call that changes something (`onRequest`): without the anti-forgery token it
 * is answered `CSRF_TOKEN_INVALID` here, and this answers true. Reads, and routes marked
 * `config.csrf: false`, pass.
 */
export function refusedAsForged(identity: IdentityService, request: FastifyRequest, reply: FastifyReply): boolean {
  const changes = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
  if (!changes || request.routeOptions.config?.csrf === false || carriesCsrfToken(identity, request)) return false;
  void reply.status(accountErrors.CSRF_TOKEN_INVALID.status).send(errorEnvelope(accountErrors.CSRF_TOKEN_INVALID));
  return true;
}

export function refreshTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies?.[SESSION_COOKIES.refresh] || undefined;
}

/** The refresh cookie only travels to the identity API, which alone exchanges it. */
export const REFRESH_COOKIE_PATH = '/api/identity';

/**
 * Sets a session's cookies. The access cookie outlives its token (it lasts as long as the session),
 * so an expired token still arrives and is answered `SEC_01` ("refresh"), not "not signed in".
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, session: IssuedSession, now: number) {
  const maxAge = Math.max(1, Math.floor((session.refreshExpiresAt - now) / 1000));
  const common = { httpOnly: true, sameSite: 'lax' as const, secure: secure(request), maxAge };
  reply.setCookie(SESSION_COOKIES.access, session.accessToken, { ...common, path: '/' });
  reply.setCookie(SESSION_COOKIES.refresh, session.refreshToken, { ...common, path: REFRESH_COOKIE_PATH });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const common = { httpOnly: true, sameSite: 'lax' as const, secure: secure(request) };
  reply.clearCookie(SESSION_COOKIES.access, { ...common, path: '/' });
  reply.clearCookie(SESSION_COOKIES.refresh, { ...common, path: REFRESH_COOKIE_PATH });
}

/** How long a browser may confirm its sign-up and be signed in by it: several code lifetimes and resends. */
const SIGN_UP_PROOF_SECONDS = 30 * 60;

export function setSignUpProof(request: FastifyRequest, reply: FastifyReply, proof: string) {
  const options = { httpOnly: true, sameSite: 'strict' as const, secure: secure(request), path: REFRESH_COOKIE_PATH };
  reply.setCookie(SIGN_UP_PROOF_COOKIE, proof, { ...options, maxAge: SIGN_UP_PROOF_SECONDS });
}

export function signUpProofOf(request: FastifyRequest): string | undefined {
  return request.cookies?.[SIGN_UP_PROOF_COOKIE] || undefined;
}

export function clearSignUpProof(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SIGN_UP_PROOF_COOKIE, { httpOnly: true, sameSite: 'strict', secure: secure(request), path: REFRESH_COOKIE_PATH });
}

const signedInUsers = new WeakMap<FastifyRequest, Authenticated>();

/**
 * The `preValidation` hook of a call about the signed-in user: without one the call fails (and a
 * dead session's cookies go) before its input is looked at, so a guest is told "not signed in"
 * whatever they sent. The handler reads the user with `signedInUser(request)`.
 */
export function requireUser(identity: IdentityService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await identity.authenticate(request.site.id, accessTokenOf(request));
    if (!result.ok && result.error === accountErrors.NOT_AUTHENTICATED && accessTokenOf(request)) clearSessionCookies(request, reply);
    signedInUsers.set(request, unwrap(result));
  };
}

/**
 * Every call of the plugin that changes something refuses a signed-in user whose account status does
 * not allow `capability` (docs/decisions/0052: a RESTRICTED account moves no money), with the domain's
 * own catalogued `refusal`. Reads pass: a restricted shopper still sees their wallet and rewards.
 */
export function refuseUnlessAllowed(app: FastifyInstance, capability: AccountCapability, refusal: StoreError) {
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const auth = signedInUsers.get(request);
    if (auth && !accountAllows(auth.user.status, capability)) throw new AppError(refusal);
  });
}

/** The user the route's `requireUser` hook found. */
export function signedInUser(request: FastifyRequest): Authenticated {
  const auth = signedInUsers.get(request);
  if (!auth) throw new Error(`${request.routeOptions.url} reads the signed-in user without a requireUser hook`);
  return auth;
}

/**
 * What every account route shares (inside its own encapsulated plugin): answers in the envelope
 * with the account codes (`config.accountCall`: bad input is `InvalidParameterException`, see
 * plugins/errors.ts), no caching, small bodies, no body at all read as an empty one, the site's
 * `account` switch, and the anti-forgery token on every call that changes something
 * (docs/decisions/0012).
 */
export function accountScope(app: FastifyInstance, identity: IdentityService) {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= ACCOUNT_BODY_LIMIT;
    route.config = { ...route.config, accountCall: true };
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('cache-control', 'no-store');
    if (!request.site.features.account) {
      void reply.status(accountErrors.ACCOUNTS_DISABLED.status).send(errorEnvelope(accountErrors.ACCOUNTS_DISABLED));
      return;
    }
    if (refusedAsForged(identity, request, reply)) return;
    done();
  });

  // A call sent without a body is read as `{}`; a JSON `null` is not an object and is refused.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined) request.body = {};
    done();
  });
}
