import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '@store/db';
import { seedDemoCatalogue } from '@store/db/seed';
import type { Config } from './config.ts';
import { errorHandling } from './plugins/errors.ts';
import { health } from './plugins/health.ts';
import { webApp } from './plugins/web.ts';
import { createCatalogService, catalogRoutes, type CatalogService } from './modules/catalog/index.ts';

export type AppServices = {
  config: Config;
  database: Database;
  catalog: CatalogService;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export type BuildOptions = {
  config: Config;
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  /** Whether to mount the server-rendered web app (needs `npm run build`). */
  web?: boolean;
};

/** Builds the whole store without listening, so tests drive it with `inject()`. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 64 * 1024,
    trustProxy: true,
    return503OnClosing: true,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.database));
  if (ownsDatabase) {
    await database.migrate();
    if (config.seedDemo) await seedDemoCatalogue(database.db);
    app.addHook('onClose', async () => database.close());
  }

  const catalog = createCatalogService(database.db);
  app.decorate('services', { config, database, catalog });

  await app.register(errorHandling);
  await app.register(health);
  await app.register(catalogRoutes, { prefix: '/api/catalog' });
  if (options.web ?? true) await app.register(webApp);
  return app;
}
