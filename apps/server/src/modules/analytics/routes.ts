import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, pageViewRequest } from '@store/contracts';
import { AppError } from '../../plugins/errors.ts';
import type { AnalyticsService } from './service.ts';
import { userTypeOfRequest, type IdentityService } from '../identity/index.ts';

export type AnalyticsRoutesOptions = {
  analytics: AnalyticsService;
  /** The user type of a request's session (the identity service's). */
  identity: Pick<IdentityService, 'userTypeOf'>;
  /** The per-address limit of order creation (`RATE_LIMIT_PER_MINUTE`); page views get four times it. */
  rateLimitPerMinute: number;
};

/** `/api/analytics`: page views, answered 204 whether counted or not (a beacon reads no answer). */
export async function analyticsRoutes(fastify: FastifyInstance, { analytics, identity, rateLimitPerMinute }: AnalyticsRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A shopper navigating quickly sends more page views than order attempts: four times the limit.
  const rateLimit = { max: rateLimitPerMinute * 4, timeWindow: 60_000 };

  // Page views arrive by `navigator.sendBeacon`, which sends a string as text/plain (no preflight,
  // and Chromium long refused other types in a beacon), so the JSON may come as text: it is read
  // before the route's schema looks at it.
  app.addHook('preValidation', (request, _reply, done) => {
    if (typeof request.body !== 'string') return done();
    try {
      request.body = JSON.parse(request.body) as unknown;
    } catch {
      return done(new AppError(errors.invalidParameters));
    }
    done();
  });

  app.post('/page-view', { config: { rateLimit }, schema: { body: pageViewRequest } }, async (request, reply) => {
    const outcome = await analytics.recordPageView(request.body, {
      siteId: request.site.id,
      cookies: request.headers.cookie,
      userType: await userTypeOfRequest(request, identity),
      userId: request.viewer?.userId ?? null,
    });
    if (outcome === 'unknownCountry') throw new AppError(errors.invalidParameters, { fields: [{ path: 'countryCode', code: 'unknown' }] });
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
