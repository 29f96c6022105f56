import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cmsRequest,
  detectedCountryQuery,
  homeHighlightedPromoRequest,
  homePageRequest,
  infoBarRequest,
  marketingConsentRequest,
  productHighlightedPromoRequest,
  productRatingRequest,
} from '@store/contracts';
import { envelope, unwrap } from '../../plugins/errors.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import type { Result } from '../../result.ts';
import type { StorefrontService } from './service.ts';

/**
 * The answer of a storefront call, never cached: its value; or its failure, which is a refusal of
 * bad input (its catalogued 4xx) or the call's default after a failed lookup (98 with HTTP 200,
 * `answeredDefault`, ADR 0009).
 */
function answer<T>(reply: FastifyReply, result: Result<T>) {
  reply.header('cache-control', 'no-store');
  return envelope(unwrap(result));
}

/** Storefront API of commerce §7 (`/api/storefront`), every call for the request's site. */
export async function storefrontRoutes(fastify: FastifyInstance, options: { storefront: StorefrontService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storefront } = options;

  app.post('/cms', { schema: { body: cmsRequest } }, async (request, reply) =>
    answer(reply, await storefront.cms(request.site, request.body)),
  );

  app.post('/homePage', { schema: { body: homePageRequest } }, async (request, reply) =>
    answer(reply, await storefront.homePage(request.site, request.body)),
  );

  app.post('/infoBar', { schema: { body: infoBarRequest } }, async (request, reply) =>
    answer(reply, await storefront.infoBar(request.site, request.body)),
  );

  // Each call stores a row: limited per client address like order creation.
  app.post('/marketing-consent', { config: rateLimited, schema: { body: marketingConsentRequest } }, async (request, reply) =>
    answer(reply, await storefront.marketingConsent(request.site, request.body)),
  );

  app.post('/homeHighlightedPromo', { schema: { body: homeHighlightedPromoRequest } }, async (request, reply) =>
    answer(reply, await storefront.homeHighlightedPromo(request.site, request.body)),
  );

  app.post('/productHighlightedPromo', { schema: { body: productHighlightedPromoRequest } }, async (request, reply) =>
    answer(reply, await storefront.productHighlightedPromo(request.site, request.body)),
  );

  app.post('/productRating', { schema: { body: productRatingRequest } }, async (request, reply) =>
    answer(reply, await storefront.productRating(request.site, request.body)),
  );

  app.get('/detected-country', { schema: { querystring: detectedCountryQuery } }, async (request, reply) => {
    // The answer depends on where the request comes from: never shared between visitors.
    reply.header('vary', 'CF-IPCountry, X-Country-Code, CloudFront-Viewer-Country, Accept-Language');
    return answer(reply, await storefront.detectedCountry(request.site, request.query, request.headers));
  });
}
