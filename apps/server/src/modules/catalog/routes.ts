import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogService } from './service.ts';
import { catalogueQuery, errors, suggestionsQuery } from '@store/contracts';
import { isInterfaceLanguage } from '@store/i18n';
import { AppError, envelope } from '../../plugins/errors.ts';
import { createAnswerRepresentations, sendSerialized } from './http-representation.ts';

const countryParam = /^[a-z]{2}$/;
const catalogueCaching = 'public, max-age=30, stale-while-revalidate=300';

/**
 * Read-only catalogue API: countries, a country's products, one product with prices and channels,
 * all of the request's site (its Host): what the site does not sell is not found there.
 */
export async function catalogRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogService }) {
  const lists = createAnswerRepresentations();
  // Public, the same for every shopper of a site: replayed ahead of the router (ADR 0028).
  app.addHook('onSend', app.frontCache.keep);

  /** The shop language a query asks for; English when it names none the store has. */
  function languageOf(query: unknown): string {
    const parsed = catalogueQuery.safeParse(query ?? {});
    if (!parsed.success) throw new AppError(errors.invalidParameters);
    const { lang } = parsed.data;
    return lang && isInterfaceLanguage(lang) ? lang : 'en';
  }

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

  // Not an async handler: the list and its bytes are nearly always in memory and then sent in the
  // same tick, without a promise; only a cold or expired list waits for its (shared) load.
  app.get<{ Params: { cc: string } }>('/:cc/products', (request, reply) => {
    const { cc } = request.params;
    if (!countryParam.test(cc)) throw new AppError(errors.notFound);
    const language = languageOf(request.query);
    const list = catalog.productListNow(request.site.id, cc, language);
    if (list === null) throw new AppError(errors.notFound);
    const ready = list && lists.now(list);
    if (ready) return sendSerialized(request, reply, ready, catalogueCaching);
    return catalog.productList(request.site.id, cc, language).then(async (loaded) => {
      if (loaded === null) throw new AppError(errors.notFound);
      sendSerialized(request, reply, await lists.of(loaded), catalogueCaching);
    });
  });

  // The search box's suggestions while typing (ADR 0041): a few names, public and short-lived like
  // the rest of the catalogue, so the prefixes every shopper types are answered from the caches.
  app.withTypeProvider<ZodTypeProvider>().get('/:cc/suggestions', { schema: { querystring: suggestionsQuery } }, async (request, reply) => {
    const country = await requireCountry(request.site.id, (request.params as { cc: string }).cc);
    const { q, lang } = request.query;
    const language = lang && isInterfaceLanguage(lang) ? lang : 'en';
    reply.header('cache-control', catalogueCaching);
    return envelope(await catalog.suggest(request.site.id, country.code, q, language));
  });

  app.get<{ Params: { cc: string; slug: string } }>('/:cc/products/:slug', async (request, reply) => {
    const language = languageOf(request.query);
    await requireCountry(request.site.id, request.params.cc);
    const product = await catalog.getProduct(request.site.id, request.params.cc, request.params.slug, language);
    if (!product) throw new AppError(errors.notFound);
    reply.header('cache-control', catalogueCaching);
    return envelope(product);
  });
}
