import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CatalogedError } from '@store/contracts';
import {
  accountErrors, CSRF_HEADER, SESSION_COOKIES, type AccountEnvelope, type AccountError,
} from '@store/contracts/identity.ts';
import { errorEnvelope } from '../../plugins/errors.ts';
import { message } from '../../i18n.ts';
import type { Result } from './result.ts';
import type { IdentityService } from './service.ts';
import type { Authenticated, IssuedSession } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` for an account call that changes nothing an attacker could want (token refresh). */
    csrf?: boolean;
  }
}

/** A failed account call; the account routes' error handler answers it in the envelope. */
export class AccountFailure extends Error {
  constructor(readonly error: AccountError | CatalogedError, readonly data: Record<string, unknown> | null = null) {
    super(error.key);
  }
}

const isAccountError = (error: AccountError | CatalogedError): error is AccountError => typeof error.resultCode === 'string';

/** The envelope of a failure: the English message with the failure's numbers put in (`{{hours}}`). */
export function failureEnvelope(error: AccountError | CatalogedError, data: Record<string, unknown> | null = null): AccountEnvelope<unknown> {
  if (!isAccountError(error)) return errorEnvelope(error, data);
  const text = message(`errors:${error.key}`).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = data?.[name];
    return typeof value === 'number' || typeof value === 'string' ? String(value) : whole;
  });
  return { resultCode: error.resultCode, resultMessage: text, data };
}

export function success<T>(data: T): AccountEnvelope<T> {
  return { resultCode: 0, resultMessage: 'Success', data };
}

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new AccountFailure(result.error, result.data ?? null);
  return result.value;
}

/** Parses an account call's input: anything that does not fit is `InvalidParameterException`. */
export function parseAccountInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  // No body at all is an empty one; a JSON `null` is not an object and is refused.
  const result = schema.safeParse(input === undefined ? {} : input);
  if (!result.success) {
    const fields = result.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
    throw new AccountFailure(accountErrors.InvalidParameterException, { fields });
  }
  return result.data;
}

const unparseable = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);
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

/** A signed-in user for a call that needs one; without one the call fails (and a dead session's cookies go). */
export async function requireUser(identity: IdentityService, request: FastifyRequest, reply: FastifyReply): Promise<Authenticated> {
  const result = await identity.authenticate(request.site.id, accessTokenOf(request));
  if (!result.ok && result.error === accountErrors.NOT_AUTHENTICATED && accessTokenOf(request)) clearSessionCookies(request, reply);
  return unwrap(result);
}

/**
 * What every account route shares (inside its own encapsulated plugin): answers in the envelope
 * with the account codes, no caching, small bodies, the site's `account` switch, and the
 * anti-forgery token on every call that changes something (docs/decisions/0012).
 */
export function accountScope(app: FastifyInstance, identity: IdentityService) {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= ACCOUNT_BODY_LIMIT;
  });

  app.setErrorHandler((error: FastifyError | AccountFailure, _request, reply) => {
    if (error instanceof AccountFailure) return reply.status(error.error.status).send(failureEnvelope(error.error, error.data));
    if ((error.code && unparseable.has(error.code)) || error instanceof SyntaxError) {
      return reply.status(400).send(failureEnvelope(accountErrors.InvalidParameterException, { fields: [{ path: '', code: 'invalid_json' }] }));
    }
    // Everything else (body too large, wrong media type, rate limit, the unexpected) as the store answers it.
    throw error;
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('cache-control', 'no-store');
    if (!request.site.features.account) {
      void reply.status(accountErrors.ACCOUNTS_DISABLED.status).send(failureEnvelope(accountErrors.ACCOUNTS_DISABLED));
      return;
    }
    const changes = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (changes && request.routeOptions.config?.csrf !== false) {
      const header = request.headers[CSRF_HEADER];
      const token = typeof header === 'string' ? header : undefined;
      if (!identity.checkCsrfToken(request.cookies?.[SESSION_COOKIES.csrf], token)) {
        void reply.status(accountErrors.CSRF_TOKEN_INVALID.status).send(failureEnvelope(accountErrors.CSRF_TOKEN_INVALID));
        return;
      }
    }
    done();
  });
}
