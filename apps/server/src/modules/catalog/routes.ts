import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogService } from './service.ts';
import { errors } from '@store/contracts';
import { AppError, envelope } from '../../plugins/errors.ts';
import { preferredEncoding } from '../../plugins/compression.ts';
import { etagMatches } from '../../plugins/etag.ts';
import type { SerializedAnswer } from './service.ts';

const countryParam = /^[a-z]{2}$/;
const catalogueCaching = 'public, max-age=30, stale-while-revalidate=300';

/**
 * A serialized answer as it is, in the best coding the client accepts: its bytes, or 304 to a
 * client that already holds them.
 */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer | null): void {
  if (answer === null) throw new AppError(errors.notFound);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const { body, etag } = answer[encoding];
  reply.header('cache-control', catalogueCaching).header('vary', 'accept-encoding').header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304).send();
    return;
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.type('application/json; charset=utf-8').send(body);
}

/**
 * Read-only catalogue API: countries, a country's products, one product with prices and channels,
 * all of the request's site (its Host): what the site does not sell is not found there.
 */
export async function catalogRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogService }) {
  // Public, the same for every shopper of a site: replayed ahead of the router (ADR 0005).
  app.addHook('onSend', app.frontCache.keep);

  async function requireCountry(siteId: number, code: string) {
    const country = countryParam.test(code) ? await catalog.getCountry(siteId, code) : null;
    if (!country) throw new AppError(errors.notFound);
    return country;
  }

  app.get('/countries', async (request, reply) => {
    const countries = await catalog.listCountries(request.site.id);
    reply.header('cache-control', catalogueCaching);
    return envelope(countries);
  });

  // Not an async handler: the answer is nearly always in memory and then sent in the same tick,
  // without a promise; only a cold or expired list waits for its (shared) load.
  app.get<{ Params: { cc: string } }>('/:cc/products', (request, reply) => {
    const { cc } = request.params;
    if (!countryParam.test(cc)) throw new AppError(errors.notFound);
    const now = catalog.productListAnswerNow(request.site.id, cc);
    if (now !== undefined) return sendAnswer(request, reply, now);
    return catalog.productListAnswer(request.site.id, cc).then((answer) => sendAnswer(request, reply, answer));
  });

  app.get<{ Params: { cc: string; slug: string } }>('/:cc/products/:slug', async (request, reply) => {
    await requireCountry(request.site.id, request.params.cc);
    const product = await catalog.getProduct(request.site.id, request.params.cc, request.params.slug);
    if (!product) throw new AppError(errors.notFound);
    reply.header('cache-control', catalogueCaching);
    return envelope(product);
  });
}
