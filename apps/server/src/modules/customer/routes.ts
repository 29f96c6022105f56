import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountErrors,
  deleteAccountRequest,
  forgotPasswordRequest,
  initDeleteRequest,
  userAuthRequest,
  userSettingsRequest,
} from '@store/contracts/identity.ts';
import { AppError, envelope, unwrap } from '../../plugins/errors.ts';
import { codeAttempts, rateLimited } from '../../plugins/rate-limit.ts';
import { unsubscribe, unsubscribeRequest } from './unsubscribe.ts';
import type { StorefrontService } from '../storefront/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { accountScope, clearSessionCookies, requireUser, signedInUser, type IdentityService } from '../identity/index.ts';

export type CustomerRoutesOptions = {
  identity: IdentityService;
  /** The shopper's Coda Rewards balance in a country (minor units), for `cashbackDetails.amount`. */
  cashbackOf(userId: string, countryCode: string): Promise<bigint>;
  /** The guests' marketing consents an unsubscribe withdraws. */
  consents: Pick<StorefrontService, 'withdrawMarketingConsents'>;
  /** Shell §3's user settings state, kept by the wallet beside the switches it counts. */
  settings: Pick<WalletService, 'userSettings' | 'saveUserSettings'>;
};

/**
 * `/api/customer`: the customer and account service of shell §7. Calls about the signed-in user
 * answer "The user is not authenticated" without a session and `SEC_01` once its token expired.
 */
export async function customerRoutes(fastify: FastifyInstance, { identity, cashbackOf, consents, settings }: CustomerRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  accountScope(app, identity);
  const signedIn = requireUser(identity);

  app.post('/user/forgot-password', { config: codeAttempts, schema: { body: forgotPasswordRequest } }, async (request) =>
    envelope(unwrap(await identity.forgotPassword(request.site.id, request.body, { remoteIp: request.ip }))),
  );

  app.get('/user/details', { preValidation: signedIn }, async (request) => {
    const auth = signedInUser(request);
    const details = identity.details(auth);
    // The shop's country (shell §7's header), else the account's: rewards are kept per country.
    const header = request.headers['x-country-code'];
    const country = (
      typeof header === 'string' && /^[a-z]{2}$/i.test(header.trim()) ? header.trim() : auth.user.countryCode
    )?.toLowerCase();
    const [amount, userSettings] = await Promise.all([
      country ? cashbackOf(auth.user.id, country) : 0n,
      settings.userSettings(auth.user.id),
    ]);
    return envelope({ ...details, settings: { ...details.settings, ...userSettings, cashbackDetails: { amount: Number(amount) } } });
  });

  // Shell §3's user settings state, per user on the server (ADR 0052): read, and the hint flags written.
  app.get('/user/settings', { preValidation: signedIn }, async (request) =>
    envelope(await settings.userSettings(signedInUser(request).user.id)),
  );
  app.post('/user/settings', { config: rateLimited, preValidation: signedIn, schema: { body: userSettingsRequest } }, async (request) =>
    envelope(await settings.saveUserSettings(signedInUser(request).user.id, request.body)),
  );

  app.post('/user/auth', { preValidation: signedIn, schema: { body: userAuthRequest } }, async (request) =>
    envelope(unwrap(await identity.userAuth(request.site.id, signedInUser(request), request.body, { remoteIp: request.ip }))),
  );

  app.post('/user/init-delete', { config: rateLimited, preValidation: signedIn, schema: { body: initDeleteRequest } }, async (request) =>
    envelope(unwrap(await identity.initDelete(signedInUser(request), request.body.medium))),
  );

  // Shell §2 /unsubscribe: by e-mail or mobile, signed in or not; the same answer either way.
  app.post('/user/unsubscribe', { config: rateLimited, schema: { body: unsubscribeRequest } }, async (request) => {
    if ((await unsubscribe(identity, consents, request.site.id, request.body)) === 'invalid') {
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
