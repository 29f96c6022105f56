import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '@store/db';
import { seedDemoCatalogue } from '@store/db/seed';
import type { Config } from './config.ts';
import { errors } from '@store/contracts';
import { errorEnvelope, errorHandling } from './plugins/errors.ts';
import { health } from './plugins/health.ts';
import { webApp } from './plugins/web.ts';
import { rateLimiting } from './plugins/rate-limit.ts';
import { createCatalogService, catalogRoutes, type CatalogService } from './modules/catalog/index.ts';
import { createOrderService, createOrderStatusKeeper, orderRoutes, type OrderService } from './modules/order/index.ts';
import { paymentRoutes } from './modules/payment/index.ts';
import { createRealtimeHub, realtimeRoutes, type RealtimeHub } from './modules/realtime/index.ts';
import { sandboxRoutes } from './modules/sandbox/index.ts';
import { createJobQueue, type JobQueue } from './jobs/index.ts';
import { createProviders, type Providers } from './providers/index.ts';
import type { PaymentProvider } from './providers/payment/index.ts';
import type { PublisherProvider } from './providers/publisher/index.ts';
import { createPurchaseWorkflows } from './workflows/index.ts';

export type AppServices = {
  config: Config;
  database: Database;
  catalog: CatalogService;
  /** Orders: `getOrderView(orderId)` for the web app's loaders, checkout for the API. */
  orders: OrderService;
  payment: PaymentProvider;
  publisher: PublisherProvider;
  /** The sandbox provider instances (hosted page, test hooks) when SANDBOX is on. */
  sandbox: Providers['sandbox'];
  jobs: JobQueue;
  realtime: RealtimeHub;
};

/** Timings that tests shorten; production uses the defaults. */
export type Tuning = {
  /** How long a claimed job belongs to its worker. */
  jobLeaseMs: number;
  /** First retry delay of a delivery; doubles each retry up to a minute. */
  deliveryBackoffMs: number;
  /** How often unpaid orders past their expiry are cancelled. */
  expirySweepMs: number;
  /** How long closing waits for running jobs before leaving them to their lease. */
  workerStopTimeoutMs: number;
};

const defaultTuning: Tuning = { jobLeaseMs: 60_000, deliveryBackoffMs: 2_000, expirySweepMs: 15_000, workerStopTimeoutMs: 10_000 };

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
  tuning?: Partial<Tuning>;
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
    // Malformed URLs and over-long path parameters are refused by the router before any handler:
    // answer them in the envelope too (an id that long cannot exist, so "not found").
    frameworkErrors: (error, _request, reply) => {
      const catalogued = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? errors.notFound : errors.badRequest;
      void (reply as FastifyReply).status(catalogued.status).send(errorEnvelope(catalogued));
    },
  });
  // A callback hook, not an async one: it runs on every request and a promise each is measurable.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.database));
  if (ownsDatabase) {
    await database.migrate();
    if (config.seedDemo) await seedDemoCatalogue(database.db);
    app.addHook('onClose', async () => database.close());
  }

  const tuning = { ...defaultTuning, ...options.tuning };
  const db = database.db;
  const catalog = createCatalogService(db);
  const providers = createProviders(config, {
    db,
    gameNeedsZone: async (game, countryCode) => (await catalog.getProduct(countryCode, game))?.needsZone ?? false,
    log: app.log,
  });
  const { payment, publisher, sandbox } = providers;
  const keeper = createOrderStatusKeeper(db);
  const jobs = createJobQueue({ db, log: app.log, pollIntervalMs: config.jobs.pollIntervalMs, leaseMs: tuning.jobLeaseMs });
  const workflows = createPurchaseWorkflows({ db, queue: jobs, keeper, payment, publisher, log: app.log }, {
    delivery: { maxAttempts: config.delivery.maxAttempts, backoff: { baseMs: tuning.deliveryBackoffMs, maxMs: 60_000 } },
    expirySweepMs: tuning.expirySweepMs,
  });
  const orders = createOrderService({
    db, keeper, payment, publisher, publicUrl: config.publicUrl, ttlSeconds: config.order.ttlSeconds, log: app.log,
  });
  const realtime = createRealtimeHub({ getOrderView: orders.getOrderView, log: app.log });
  keeper.onChange((orderIds) => void realtime.publish(orderIds));
  app.decorate('services', { config, database, catalog, orders, payment, publisher, sandbox, jobs, realtime });

  await app.register(errorHandling);
  await app.register(health);
  await app.register(rateLimiting);
  await app.register(catalogRoutes, { prefix: '/api/catalog' });
  await app.register(orderRoutes, { prefix: '/api/order' });
  await app.register(paymentRoutes, { prefix: '/api/payment', provider: payment, handleEvent: workflows.applyPaymentEvent });
  await app.register(realtimeRoutes, { hub: realtime });
  if (sandbox) {
    await app.register(sandboxRoutes, { prefix: '/sandbox', payment: sandbox.payment });
    // The sandbox's webhooks enter through the real route, signature check and parsing included.
    sandbox.payment.connectWebhooks(async (payload, headers) =>
      (await app.inject({ method: 'POST', url: `/api/payment/webhooks/${payment.id}`, payload, headers })).statusCode);
  }
  if (config.role === 'all' || config.role === 'worker') app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => {
    await sandbox?.payment.stop();
    await jobs.stop({ timeoutMs: tuning.workerStopTimeoutMs });
  });
  if (options.web ?? true) await app.register(webApp);
  return app;
}
