import type { FastifyInstance } from 'fastify';
import { accountErrors, deleteAccountRequest, forgotPasswordRequest, initDeleteRequest, userAuthRequest } from '@store/contracts/identity.ts';
import { codeAttempts, rateLimited } from '../../plugins/rate-limit.ts';
import { unsubscribe, unsubscribeRequest } from './unsubscribe.ts';
import {
  AccountFailure, accountScope, clearSessionCookies, parseAccountInput, requireUser, success, unwrap, type IdentityService,
} from '../identity/index.ts';

export type CustomerRoutesOptions = { identity: IdentityService };

/**
 * `/api/customer`: the customer and account service of shell §7. Calls about the signed-in user
 * answer "The user is not authenticated" without a session and `SEC_01` once its token expired.
 */
export async function customerRoutes(app: FastifyInstance, { identity }: CustomerRoutesOptions) {
  accountScope(app, identity);

  app.post('/user/forgot-password', { config: codeAttempts }, async (request) => {
    const input = parseAccountInput(forgotPasswordRequest, request.body);
    return success(unwrap(await identity.forgotPassword(request.site.id, input, { remoteIp: request.ip })));
  });

  app.get('/user/details', async (request, reply) => {
    const auth = await requireUser(identity, request, reply);
    return success(identity.details(auth));
  });

  app.post('/user/auth', async (request, reply) => {
    const auth = await requireUser(identity, request, reply);
    const input = parseAccountInput(userAuthRequest, request.body);
    return success(unwrap(await identity.userAuth(request.site.id, auth, input, { remoteIp: request.ip })));
  });

  app.post('/user/init-delete', { config: rateLimited }, async (request, reply) => {
    const auth = await requireUser(identity, request, reply);
    const input = parseAccountInput(initDeleteRequest, request.body);
    return success(unwrap(await identity.initDelete(auth, input.medium)));
  });

  // Shell §2 /unsubscribe: by e-mail or mobile, signed in or not; the same answer either way.
  app.post('/user/unsubscribe', { config: rateLimited }, async (request) => {
    const input = parseAccountInput(unsubscribeRequest, request.body);
    if ((await unsubscribe(identity, request.site.id, input)) === 'invalid') {
      throw new AccountFailure(accountErrors.InvalidParameterException, { fields: [{ path: 'uid', code: 'invalid_format' }] });
    }
    return success({ unsubscribed: true });
  });

  app.post('/user/delete', async (request, reply) => {
    const auth = await requireUser(identity, request, reply);
    const input = parseAccountInput(deleteAccountRequest, request.body);
    const result = unwrap(await identity.deleteAccount(request.site.id, auth, input.otp));
    clearSessionCookies(request, reply);
    return success(result);
  });
}
