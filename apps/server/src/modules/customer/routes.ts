import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountErrors,
  deleteAccountRequest,
  forgotPasswordRequest,
  initDeleteRequest,
  userAuthRequest,
} from '@store/contracts/identity.ts';
import { AppError, envelope, unwrap } from '../../plugins/errors.ts';
import { codeAttempts, rateLimited } from '../../plugins/rate-limit.ts';
import { unsubscribe, unsubscribeRequest } from './unsubscribe.ts';
import { accountScope, clearSessionCookies, requireUser, signedInUser, type IdentityService } from '../identity/index.ts';

export type CustomerRoutesOptions = { identity: IdentityService };

/**
 * `/api/customer`: the customer and account service of shell §7. Calls about the signed-in user
 * answer "The user is not authenticated" without a session and `SEC_01` once its token expired.
 */
export async function customerRoutes(fastify: FastifyInstance, { identity }: CustomerRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  accountScope(app, identity);
  const signedIn = requireUser(identity);

  app.post('/user/forgot-password', { config: codeAttempts, schema: { body: forgotPasswordRequest } }, async (request) =>
    envelope(unwrap(await identity.forgotPassword(request.site.id, request.body, { remoteIp: request.ip }))),
  );

  app.get('/user/details', { preValidation: signedIn }, async (request) => envelope(identity.details(signedInUser(request))));

  app.post('/user/auth', { preValidation: signedIn, schema: { body: userAuthRequest } }, async (request) =>
    envelope(unwrap(await identity.userAuth(request.site.id, signedInUser(request), request.body, { remoteIp: request.ip }))),
  );

  app.post('/user/init-delete', { config: rateLimited, preValidation: signedIn, schema: { body: initDeleteRequest } }, async (request) =>
    envelope(unwrap(await identity.initDelete(signedInUser(request), request.body.medium))),
  );

  // Shell §2 /unsubscribe: by e-mail or mobile, signed in or not; the same answer either way.
  app.post('/user/unsubscribe', { config: rateLimited, schema: { body: unsubscribeRequest } }, async (request) => {
    if ((await unsubscribe(identity, request.site.id, request.body)) === 'invalid') {
      throw new AppError(accountErrors.InvalidParameterException, { fields: [{ path: 'uid', code: 'invalid_format' }] });
    }
    return envelope({ unsubscribed: true });
  });

  app.post('/user/delete', { preValidation: signedIn, schema: { body: deleteAccountRequest } }, async (request, reply) => {
    const result = unwrap(await identity.deleteAccount(request.site.id, signedInUser(request), request.body.otp));
    clearSessionCookies(request, reply);
    return envelope(result);
  });
}
