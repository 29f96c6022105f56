import type { FastifyInstance } from 'fastify';
import { errors } from '@store/contracts';
import { AppError, envelope } from '../../plugins/errors.ts';

const countryParam = /^[a-z]{2}$/;

/**
 * Read-only catalogue API: countries, a country's products, one product with prices and channels,
 * all of the request's site (its Host): what the site does not sell is not found there.
 */
export async function catalogRoutes(app: FastifyInstance) {
  const { catalog } = app.services;

  async function requireCountry(siteId: number, code: string) {
    const country = countryParam.test(code) ? await catalog.getCountry(siteId, code) : null;
    if (!country) throw new AppError(errors.notFound);
    return country;
  }

  app.get('/countries', async (request) => envelope(await catalog.listCountries(request.site.id)));

  app.get<{ Params: { cc: string } }>('/:cc/products', async (request, reply) => {
    const json = countryParam.test(request.params.cc) ? await catalog.listProductsJson(request.site.id, request.params.cc) : null;
    if (json === null) throw new AppError(errors.notFound);
    reply.header('cache-control', 'public, max-age=30, stale-while-revalidate=300');
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.get<{ Params: { cc: string; slug: string } }>('/:cc/products/:slug', async (request, reply) => {
    await requireCountry(request.site.id, request.params.cc);
    const product = await catalog.getProduct(request.site.id, request.params.cc, request.params.slug);
    if (!product) throw new AppError(errors.notFound);
    reply.header('cache-control', 'public, max-age=30, stale-while-revalidate=300');
    return envelope(product);
  });
}
