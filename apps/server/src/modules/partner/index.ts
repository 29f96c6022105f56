import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IdentityService } from '../identity/index.ts';
import { createSandboxPartnerSso } from '../../providers/partner-sso/index.ts';
import { createPartnerService, type PartnerService } from './service.ts';
import { partnerCustomerRoutes, partnerSdkRoutes } from './routes.ts';

/** How long a partner session lasts; the publisher's SSO signs the player in again after it (ADR 0014). */
export const PARTNER_SESSION_TTL_SECONDS = 24 * 3600;

type PartnerSignInOptions = {
  identity: IdentityService;
  sandbox: boolean;
  secret: string;
  servesCountry(siteId: number, countryCode: string): Promise<boolean>;
  now?: () => number;
};

/**
 * Partner sign-in (shell §4–§9, ADR 0014): the customer calls under /api/customer, the publisher's
 * SDK at /partner-sdk.js and, when SANDBOX is on, the sandbox publisher under /sandbox/partner.
 * Decorates the app with `partner` for the web app's loaders.
 */
export const partnerSignIn = fp(
  async (app: FastifyInstance, options: PartnerSignInOptions) => {
    const sandbox = options.sandbox ? createSandboxPartnerSso(options.now ? { now: options.now } : {}) : null;
    const partner = createPartnerService({
      sso: sandbox,
      servesCountry: options.servesCountry,
      secret: options.secret,
      sessionTtlSeconds: PARTNER_SESSION_TTL_SECONDS,
      log: app.log,
      ...(options.now ? { now: options.now } : {}),
    });
    app.decorate('partner', partner);
    await app.register(partnerCustomerRoutes, { prefix: '/api/customer', partner, identity: options.identity });
    await app.register(partnerSdkRoutes, { sandbox });
  },
  { name: 'partner-sign-in' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Partner sessions (ADR 0014): `partner.viewerOf(siteId, cookie)`. */
    partner: PartnerService;
  }
}
