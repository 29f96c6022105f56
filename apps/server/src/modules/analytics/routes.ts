import type { FastifyInstance } from 'fastify';
import { errors, pageViewRequest } from '@store/contracts';
import { AppError, parseInput } from '../../plugins/errors.ts';
import type { AnalyticsService } from './service.ts';

/**
 * Page views arrive by `navigator.sendBeacon`, which sends a string as text/plain (no preflight,
 * and Chromium long refused other types in a beacon), so the JSON may come as text.
 */
function bodyOf(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new AppError(errors.invalidParameters);
  }
}

export type AnalyticsRoutesOptions = { analytics: AnalyticsService };

/** `/api/analytics`: page views, answered 204 whether counted or not (a beacon reads no answer). */
export async function analyticsRoutes(app: FastifyInstance, { analytics }: AnalyticsRoutesOptions) {
  // A shopper navigating quickly sends more page views than order attempts: four times the limit.
  const rateLimit = { max: app.services.config.rateLimitPerMinute * 4, timeWindow: 60_000 };

  app.post('/page-view', { config: { rateLimit } }, async (request, reply) => {
    const view = parseInput(pageViewRequest, bodyOf(request.body));
    const outcome = await analytics.recordPageView(view, {
      siteId: request.site.id,
      cookies: request.headers.cookie,
    });
    if (outcome === 'unknownCountry') throw new AppError(errors.invalidParameters, { fields: [{ path: 'countryCode', code: 'unknown' }] });
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
