import type { FastifyInstance } from 'fastify';
import {
  changePasswordRequest, confirmSignUpRequest, resendCodeRequest, resetPasswordRequest, SESSION_COOKIES, signInRequest,
  signOutRequest, signUpRequest, updateAttributesRequest,
} from '@store/contracts/identity.ts';
import { codeAttempts, rateLimited, signInAttempts } from '../../plugins/rate-limit.ts';
import {
  accessTokenOf, accountScope, clearSessionCookies, parseAccountInput, refreshTokenOf, requireUser, setSessionCookies, success, unwrap,
} from './http.ts';
import type { IdentityService } from './service.ts';

export type IdentityRoutesOptions = { identity: IdentityService };

/**
 * `/api/identity`: the identity provider operations of shell §7 (sign-up, confirm, resend, sign-in,
 * refresh, sign-out, reset, change password, update attributes). Sessions travel in cookies.
 */
export async function identityRoutes(app: FastifyInstance, { identity }: IdentityRoutesOptions) {
  accountScope(app, identity);
  const context = (ip: string) => ({ remoteIp: ip });

  app.post('/sign-up', { config: rateLimited }, async (request) => {
    const input = parseAccountInput(signUpRequest, request.body);
    return success(unwrap(await identity.signUp(request.site.id, input, context(request.ip))));
  });

  app.post('/confirm-sign-up', { config: codeAttempts }, async (request) => {
    const input = parseAccountInput(confirmSignUpRequest, request.body);
    return success(unwrap(await identity.confirmSignUp(request.site.id, input)));
  });

  app.post('/resend-code', { config: codeAttempts }, async (request) => {
    const input = parseAccountInput(resendCodeRequest, request.body);
    return success(unwrap(await identity.resendCode(request.site.id, input)));
  });

  app.post('/sign-in', { config: signInAttempts }, async (request, reply) => {
    const input = parseAccountInput(signInRequest, request.body);
    const result = await identity.signIn(request.site.id, input);
    if (!result.ok) {
      // Shell §8: a failed sign-in leaves no session behind.
      clearSessionCookies(request, reply);
      return unwrap(result);
    }
    const { session, user, firstLogin } = result.value;
    setSessionCookies(request, reply, session, identity.now());
    return success({ user, firstLogin, accessTokenExpiresIn: Math.round((session.accessExpiresAt - identity.now()) / 1000) });
  });

  // Shell §7's session-cookie call (a GET with no-cache headers) and the refresh on expiry (POST):
  // a forged call from another site only renews the victim's own cookies, so no anti-forgery token.
  app.route({
    method: ['GET', 'POST'],
    url: '/refresh',
    config: { csrf: false },
    handler: async (request, reply) => {
      const result = await identity.refresh(request.site.id, refreshTokenOf(request));
      if (!result.ok) {
        clearSessionCookies(request, reply);
        return unwrap(result);
      }
      const { session, user } = result.value;
      setSessionCookies(request, reply, session, identity.now());
      return success({ user, accessTokenExpiresIn: Math.round((session.accessExpiresAt - identity.now()) / 1000) });
    },
  });

  app.post('/sign-out', async (request, reply) => {
    const input = parseAccountInput(signOutRequest, request.body);
    const tokens = { refreshToken: refreshTokenOf(request), accessToken: accessTokenOf(request) };
    const result = unwrap(await identity.signOut(request.site.id, tokens, input.global));
    clearSessionCookies(request, reply);
    return success(result);
  });

  app.post('/reset-password', { config: codeAttempts }, async (request) => {
    const input = parseAccountInput(resetPasswordRequest, request.body);
    return success(unwrap(await identity.resetPassword(request.site.id, input)));
  });

  app.post('/change-password', async (request, reply) => {
    const auth = await requireUser(identity, request, reply);
    const input = parseAccountInput(changePasswordRequest, request.body);
    return success(unwrap(await identity.changePassword(request.site.id, auth, input)));
  });

  app.post('/update-attributes', async (request, reply) => {
    const auth = await requireUser(identity, request, reply);
    const input = parseAccountInput(updateAttributesRequest, request.body);
    return success(unwrap(await identity.updateAttributes(request.site.id, auth, input)));
  });
}

/** `GET /generateCsrfToken` (shell §7): a token for the anti-forgery header, and when to fetch a new one. */
export async function csrfRoutes(app: FastifyInstance, { identity }: IdentityRoutesOptions) {
  app.get('/generateCsrfToken', async (request, reply) => {
    const issued = identity.issueCsrfToken(request.cookies?.[SESSION_COOKIES.csrf]);
    if (issued.cookieIsNew) {
      reply.setCookie(SESSION_COOKIES.csrf, issued.cookie, {
        httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: '/', maxAge: 180 * 86_400,
      });
    }
    reply.header('cache-control', 'no-store');
    return success({ token: issued.token, expiry: issued.expiry });
  });
}
