import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  cmsRequest, detectedCountryQuery, errors, homeHighlightedPromoRequest, homePageRequest, infoBarRequest,
  marketingConsentRequest, productHighlightedPromoRequest,
} from '@store/contracts';
import { AppError, envelope, errorEnvelope, parseInput } from '../../plugins/errors.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import type { StorefrontResult, StorefrontService } from './service.ts';

/**
 * The answer of a storefront call: its value; its default with resultCode 98 (server temporarily
 * unavailable) and HTTP 200 when a backing lookup failed, as the spec's client takes a default
 * rather than an error (ADR 0009); a refusal of bad input as its catalogued 4xx.
 */
function answer<T>(reply: FastifyReply, result: StorefrontResult<T>) {
  reply.header('cache-control', 'no-store');
  if (result.kind === 'refused') throw new AppError(result.error, result.data ?? null);
  if (result.kind === 'default') return errorEnvelope(errors.serverUnavailable, result.value);
  return envelope(result.value);
}

/** Storefront API of commerce §7 (`/api/storefront`), every call for the request's site. */
export async function storefrontRoutes(app: FastifyInstance, options: { storefront: StorefrontService }) {
  const { storefront } = options;

  app.post('/cms', async (request, reply) =>
    answer(reply, await storefront.cms(request.site, parseInput(cmsRequest, request.body))));

  app.post('/homePage', async (request, reply) =>
    answer(reply, await storefront.homePage(request.site, parseInput(homePageRequest, request.body))));

  app.post('/infoBar', async (request, reply) =>
    answer(reply, await storefront.infoBar(request.site, parseInput(infoBarRequest, request.body))));

  // Each call stores a row: limited per client address like order creation.
  app.post('/marketing-consent', { config: rateLimited }, async (request, reply) =>
    answer(reply, await storefront.marketingConsent(request.site, parseInput(marketingConsentRequest, request.body))));

  app.post('/homeHighlightedPromo', async (request, reply) =>
    answer(reply, await storefront.homeHighlightedPromo(request.site, parseInput(homeHighlightedPromoRequest, request.body))));

  app.post('/productHighlightedPromo', async (request, reply) =>
    answer(reply, await storefront.productHighlightedPromo(request.site, parseInput(productHighlightedPromoRequest, request.body))));

  app.get('/detected-country', async (request, reply) => {
    const query = parseInput(detectedCountryQuery, { ...(request.query as object) });
    // The answer depends on where the request comes from: never shared between visitors.
    reply.header('vary', 'CF-IPCountry, X-Country-Code, CloudFront-Viewer-Country, Accept-Language');
    return answer(reply, await storefront.detectedCountry(request.site, query, request.headers));
  });
}
