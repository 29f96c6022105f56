import type { FastifyInstance } from 'fastify';
import { errors } from '@store/contracts';
import { AppError } from '../../plugins/errors.ts';
import type { SiteService } from './service.ts';

const logoFile = /^(\d{1,9})\.svg$/;

/** `/site-logos/{id}.svg`: the logos the store draws for its sites. */
export async function siteRoutes(app: FastifyInstance, options: { sites: SiteService }) {
  app.get<{ Params: { file: string } }>('/site-logos/:file', async (request, reply) => {
    const match = logoFile.exec(request.params.file);
    const svg = match ? await options.sites.logoSvg(Number(match[1])) : null;
    if (svg === null) throw new AppError(errors.notFound);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(svg);
  });
}
