import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  confirmSignUpRequest,
  resendCodeRequest,
  resetPasswordRequest,
  SESSION_COOKIES,
  signInRequest,
  signOutRequest,
  signUpRequest,
  updateAttributesRequest,
} from '@store/contracts/identity.ts';
import { codeAttempts, rateLimited, signInAttempts } from '../../plugins/rate-limit.ts';
import { envelope, unwrap } from '../../plugins/errors.ts';
import {
  accessTokenOf,
  accountScope,
  clearSessionCookies,
  clearSignUpProof,
  refreshTokenOf,
  requireUser,
  setSessionCookies,
  setSignUpProof,
  signedInUser,
  signUpProofOf,
} from './http.ts';
import type { IdentityService } from './service.ts';

export type IdentityRoutesOptions = { identity: IdentityService };

/**
 * `/api/identity`: the identity provider operations of shell §7 (sign-up, confirm, resend, sign-in,
 * refresh, sign-out, reset, change password, update attributes). Sessions travel in cookies.
 */
export async function identityRoutes(fastify: FastifyInstance, { identity }: IdentityRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  accountScope(app, identity);
  const signedIn = requireUser(identity);
  const context = (ip: string) => ({ remoteIp: ip });

  app.post('/sign-up', { config: rateLimited, schema: { body: signUpRequest } }, async (request, reply) => {
    const { answer, proof } = unwrap(await identity.signUp(request.site.id, request.body, context(request.ip)));
    setSignUpProof(request, reply, proof);
    return envelope(answer);
  });

  app.post('/confirm-sign-up', { config: codeAttempts, schema: { body: confirmSignUpRequest } }, async (request, reply) => {
    const { signedIn } = unwrap(await identity.confirmSignUp(request.site.id, request.body, signUpProofOf(request)));
    clearSignUpProof(request, reply);
    if (!signedIn) return envelope({ confirmed: true, signedIn: false });
    const { session, user, firstLogin } = signedIn;
    setSessionCookies(request, reply, session, identity.now());
    const accessTokenExpiresIn = Math.round((session.accessExpiresAt - identity.now()) / 1000);
    return envelope({ confirmed: true, signedIn: true, user, firstLogin, accessTokenExpiresIn });
  });

  app.post('/resend-code', { config: codeAttempts, schema: { body: resendCodeRequest } }, async (request) =>
    envelope(unwrap(await identity.resendCode(request.site.id, request.body))),
  );

  app.post('/sign-in', { config: signInAttempts, schema: { body: signInRequest } }, async (request, reply) => {
    const result = await identity.signIn(request.site.id, request.body);
    if (!result.ok) {
      // Shell §8: a failed sign-in leaves no session behind.
      clearSessionCookies(request, reply);
      return unwrap(result);
    }
    const { session, user, firstLogin } = result.value;
    setSessionCookies(request, reply, session, identity.now());
    return envelope({ user, firstLogin, accessTokenExpiresIn: Math.round((session.accessExpiresAt - identity.now()) / 1000) });
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
      return envelope({ user, accessTokenExpiresIn: Math.round((session.accessExpiresAt - identity.now()) / 1000) });
    },
  });

  app.post('/sign-out', { schema: { body: signOutRequest } }, async (request, reply) => {
    const tokens = { refreshToken: refreshTokenOf(request), accessToken: accessTokenOf(request) };
    const result = unwrap(await identity.signOut(request.site.id, tokens, request.body.global));
    clearSessionCookies(request, reply);
    return envelope(result);
  });

  app.post('/reset-password', { config: codeAttempts, schema: { body: resetPasswordRequest } }, async (request) =>
    envelope(unwrap(await identity.resetPassword(request.site.id, request.body))),
  );

  app.post('/change-password', { preValidation: signedIn, schema: { body: changePasswordRequest } }, async (request) =>
    envelope(unwrap(await identity.changePassword(request.site.id, signedInUser(request), request.body))),
  );

  app.post('/update-attributes', { preValidation: signedIn, schema: { body: updateAttributesRequest } }, async (request) =>
    envelope(unwrap(await identity.updateAttributes(request.site.id, signedInUser(request), request.body))),
  );
}

/** `GET /generateCsrfToken` (shell §7): a token for the anti-forgery header, and when to fetch a new one. */
export async function csrfRoutes(app: FastifyInstance, { identity }: IdentityRoutesOptions) {
  app.get('/generateCsrfToken', async (request, reply) => {
    const issued = identity.issueCsrfToken(request.cookies?.[SESSION_COOKIES.csrf]);
    if (issued.cookieIsNew) {
      reply.setCookie(SESSION_COOKIES.csrf, issued.cookie, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: '/',
        maxAge: 180 * 86_400,
      });
    }
    reply.header('cache-control', 'no-store');
    return envelope({ token: issued.token, expiry: issued.expiry });
  });
}
