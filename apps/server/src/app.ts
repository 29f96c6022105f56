import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { openDatabase, type Database } from '@store/db';
import { seedDemoCatalogue } from '@store/db/seed';
import type { Config } from './config.ts';
import { errors, STORE_SITE } from '@store/contracts';
import { errorEnvelope, errorHandling } from './plugins/errors.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { serializerCompiler, validatorCompiler } from './plugins/schema-compilers.ts';
import { health } from './plugins/health.ts';
import { hostileInputGuard } from './plugins/hostile-input.ts';
import { createRequestIds, requestLogger } from './plugins/request-log.ts';
import { createFrontCache, type FrontCache } from './plugins/front-cache.ts';
import { webApp } from './plugins/web.ts';
import { rateLimiting } from './plugins/rate-limit.ts';
import { trustFunction } from './plugins/proxy-trust.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { privateCookies } from './plugins/private-cookies.ts';
import { requestSigning } from './plugins/request-signing.ts';
import { createCatalogService, catalogRoutes } from './modules/catalog/index.ts';
import { createOrderService, createOrderStatusKeeper, ORDER_CHANGES_CHANNEL, orderIdsOf, orderRoutes } from './modules/order/index.ts';
import { graphqlRoutes } from './modules/order/index.ts';
import { createPaymentService, paymentRoutes } from './modules/payment/index.ts';
import { createFulfilmentService } from './modules/fulfilment/index.ts';
import { createRealtimeHub, realtimeRoutes } from './modules/realtime/index.ts';
import { sandboxRoutes, sandboxWalletRoutes } from './modules/sandbox/index.ts';
import { analyticsRoutes, createAnalyticsService } from './modules/analytics/index.ts';
import { createSiteService, siteResolution, siteRoutes } from './modules/site/index.ts';
import { createStorefrontService, storefrontRoutes } from './modules/storefront/index.ts';
import { createIdentityService, csrfRoutes, identityRoutes, viewerResolution } from './modules/identity/index.ts';
import { graphqlHostOrigins, graphqlPaths } from '@store/contracts/graphql-client.ts';
import { customerRoutes } from './modules/customer/index.ts';
import { createSocialService, socialRoutes, type InjectFetch } from './modules/social/index.ts';
import { sandboxOidcRoutes } from './modules/sandbox/index.ts';
import { partnerSignIn } from './modules/partner/index.ts';
import { createRewardsService, operatorRoutes, rewardsRoutes } from './modules/rewards/index.ts';
import { createLedgerService } from './modules/ledger/index.ts';
import { createGiftCodes, createTopups, createWalletChargeCodes, createWalletService, walletRoutes } from './modules/wallet/index.ts';
import { outboxRoutes } from './providers/messaging/index.ts';
import { createJobQueue } from './jobs/index.ts';
import { createProviders } from './providers/index.ts';
import { createPurchaseWorkflows } from './workflows/index.ts';
import type { AppServices } from './services.ts';

export type { AppServices } from './services.ts';

/** Timings that tests shorten; production uses the defaults. */
export type Tuning = {
  /** How long a claimed job belongs to its worker (default: the configuration's `JOB_LEASE_MS`). */
  jobLeaseMs?: number;
  /** First retry delay of a delivery; doubles each retry up to a minute. */
  deliveryBackoffMs: number;
  /** First retry delay of an order's receipt or refund notice the provider refused; doubles up to 10 minutes. */
  messageBackoffMs: number;
  /** How often unpaid orders past their expiry are cancelled. */
  expirySweepMs: number;
  /** How long closing waits for running jobs before leaving them to their lease. */
  workerStopTimeoutMs: number;
  /** A request's headers and body must have arrived within this, else 408 and the connection closes. */
  requestTimeoutMs: number;
  /** How often lapsed wallet reservations are released. */
  walletReservationSweepMs: number;
};

/** The periodic job that releases lapsed wallet reservations (docs/decisions/0033). */
const WALLET_RESERVATIONS_QUEUE = 'release-wallet-reservations';

/** How far idle job polls back off on the embedded database (see the queue's `idlePollMaxMs`). */
const EMBEDDED_IDLE_POLL_MAX_MS = 4_000;

const defaultTuning: Tuning = {
  deliveryBackoffMs: 2_000,
  messageBackoffMs: 5_000,
  expirySweepMs: 15_000,
  workerStopTimeoutMs: 10_000,
  requestTimeoutMs: 20_000,
  walletReservationSweepMs: 60_000,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Public answers replayed ahead of the router (ADR 0028); routes opt in with its `keep` hook. */
    frontCache: FrontCache;
  }
}

export type BuildOptions = {
  config: Config;
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  /** Whether to mount the server-rendered web app (needs `npm run build`). */
  web?: boolean;
  tuning?: Partial<Tuning>;
  /** The clock of the identity service (code expiry, lockouts, tokens); tests move it instead of waiting. */
  now?: () => number;
};

/** Builds the whole store without listening, so tests drive it with `inject()`. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const tuning = { ...defaultTuning, ...options.tuning };
  const requestIds = createRequestIds();
  // One trust decision for Fastify (request.ip, .host, .protocol) and the front cache (ADR 0020).
  const trustProxy = trustFunction(config.trustProxy);
  const frontCache = createFrontCache({
    ttlMs: config.frontCacheMs,
    maxBytes: 16 * 1024 * 1024,
    requestIds,
    trustProxy,
    log: () => app.log,
    ...(options.now ? { now: options.now } : {}),
  });
  const app: FastifyInstance = Fastify({
    ...(config.logLevel === 'silent' ? { logger: false } : { logger: { level: config.logLevel }, childLoggerFactory: requestLogger }),
    serverFactory: frontCache.serverFactory,
    genReqId: requestIds,
    requestIdHeader: false,
    bodyLimit: 64 * 1024,
    // Slow clients (a body sent a byte at a time, headers that never end) are cut with 408 rather
    // than holding a connection for minutes; Node checks the limits every connectionsCheckingInterval.
    requestTimeout: tuning.requestTimeoutMs,
    keepAliveTimeout: 5_000,
    http: {
      headersTimeout: Math.min(10_000, tuning.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(2_000, tuning.requestTimeoutMs),
    },
    trustProxy,
    return503OnClosing: true,
    // Malformed URLs and over-long path parameters are refused by the router before any handler:
    // answer them in the envelope too (an id that long cannot exist, so "not found").
    frameworkErrors: (error, _request, reply) => {
      const catalogued = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? errors.notFound : errors.badRequest;
      void (reply as FastifyReply).status(catalogued.status).send(errorEnvelope(catalogued));
    },
  });
  // Routes declare the contracts' zod schemas; the handler gets the parsed input (ADR 0030).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('frontCache', frontCache);
  for (const warning of config.warnings) app.log.warn(warning);
  app.addHook('preClose', (done) => {
    frontCache.close();
    done();
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

  const db = database.db;
  const sites = createSiteService(db, { unknownHosts: config.sites.unknownHosts, log: app.log });
  const catalog = createCatalogService(db);
  const storefront = createStorefrontService({ db, catalog, log: app.log, ...(options.now ? { now: options.now } : {}) });
  const providers = createProviders(config, {
    db,
    // The store's own site sells every product, so it answers for a game whatever site sold it.
    gamePlayerFields: async (game, countryCode) => (await catalog.getProduct(STORE_SITE.id, countryCode, game))?.playerFields ?? [],
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
  });
  const { payment, publisher, sandbox } = providers;
  const keeper = createOrderStatusKeeper(db);
  const jobs = createJobQueue({
    db,
    log: app.log,
    pollIntervalMs: config.jobs.pollIntervalMs,
    leaseMs: options.tuning?.jobLeaseMs ?? config.jobs.leaseMs,
    // The embedded database runs each poll on the main thread, between requests; and with it every
    // job is enqueued in this process, which wakes the queue, so idle polls can back off. One
    // process at a time opens it (ADR 0022): the jobs a crashed one held are taken over at start.
    ...(database.kind === 'pglite' ? { idlePollMaxMs: EMBEDDED_IDLE_POLL_MAX_MS, soleWorker: true } : {}),
  });
  const ledger = createLedgerService(db);
  /** Coda Rewards are the store's own scheme: on its own site, in countries whose `rewards` switch is on. */
  const rewardsOffered = async (siteId: number, countryCode: string) =>
    (await sites.getSite(siteId))?.site.theme === 'store' && (await catalog.getCountry(siteId, countryCode))?.features.rewards === true;
  const rewards = createRewardsService({ db, ledger, ...(options.now ? { now: () => new Date(options.now!()) } : {}) });
  const fulfilment = createFulfilmentService(db, config.voucherCodeKeys);
  const orders = createOrderService({
    db,
    keeper,
    ttlSeconds: config.order.ttlSeconds,
    rewardsOf: rewards.ofOrders,
    voucherCodesOf: fulfilment.maskedVoucherCodes,
    ...(options.now ? { now: options.now } : {}),
  });
  const identity = createIdentityService({
    db,
    messaging: providers.messaging,
    captcha: providers.captcha,
    ...config.identity,
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
  });
  const wallet = createWalletService({
    db,
    ledger,
    identity,
    catalog,
    ...(options.now ? { now: options.now } : {}),
  });
  const topups = createTopups({ db, ledger, now: options.now ?? Date.now });
  const workflows = createPurchaseWorkflows(
    {
      wallet: { money: wallet.money, topups, codes: createWalletChargeCodes({ identity }) },
      rewards,
      rewardsOffered,
      findUser: (siteId, userId) => identity.findUser(siteId, userId),
      orders,
      keeper,
      payments: createPaymentService(db),
      fulfilment,
      queue: jobs,
      payment,
      publisher,
      messaging: providers.messaging,
      siteOrigin: (siteId) => sites.originOf(siteId, config.publicUrl),
      log: app.log,
    },
    {
      delivery: { maxAttempts: config.delivery.maxAttempts, backoff: { baseMs: tuning.deliveryBackoffMs, maxMs: 60_000 } },
      messageBackoff: { baseMs: tuning.messageBackoffMs, maxMs: 10 * 60_000 },
      expirySweepMs: tuning.expirySweepMs,
      topupSweepMs: tuning.expirySweepMs,
      rewardsSweepMs: tuning.expirySweepMs,
      reconcile: { everyMs: config.payment.reconcileIntervalSeconds * 1000, afterMs: config.payment.reconcileAfterSeconds * 1000 },
    },
  );
  const realtime = createRealtimeHub({
    getOrderView: orders.getOrderView,
    readers: {
      // A wallet top-up, for the shopper whose wallet it is (the wallet's waiting page).
      wtx_: async (follower, topupId) => {
        const found = follower.viewerId ? await wallet.transaction({ id: follower.viewerId }, topupId) : null;
        return found?.ok ? { message: { type: 'walletTopup', topup: found.value }, version: found.value.updatedAt } : null;
      },
      // A wallet's balance, for its owner (the header and the wallet page, commerce §9's live balance).
      wal_: async (follower, walletId) => {
        const row = follower.viewerId ? await topups.wallet(walletId) : null;
        if (!row || row.userId !== follower.viewerId) return null;
        const data = await wallet.walletData(row);
        return { message: { type: 'wallet', wallet: data }, version: String(data.balanceVersion).padStart(16, '0') };
      },
    },
    log: app.log,
  });
  if (config.role !== 'worker') {
    // Every web process hears every order change, whichever process (a worker, another node) made it.
    const stopListening = await database.listen(ORDER_CHANGES_CHANNEL, (payload) => void realtime.publish(orderIdsOf(payload)));
    app.addHook('preClose', async () => stopListening());
  }
  // Reservations left to lapse give their places back (sending a code also does, for its country).
  jobs.define(WALLET_RESERVATIONS_QUEUE, {
    everyMs: tuning.walletReservationSweepMs,
    maxAttempts: 3,
    handler: async () => {
      await wallet.releaseLapsedReservations();
    },
  });
  const services: AppServices = {
    config,
    database,
    catalog,
    orders,
    checkout: workflows.checkout,
    payment,
    publisher,
    sandbox,
    jobs,
    realtime,
    sites,
    storefront,
    identity,
    wallet: { ...wallet, topups, initTopup: workflows.initTopup },
    rewards,
  };
  app.decorate('services', services);

  await app.register(errorHandling);
  // First of the request hooks, so every answer carries the headers, refusals included.
  await app.register(securityHeaders, { apiDocs: config.apiDocs, connectSources: graphqlHostOrigins(config.graphqlEndpoints) });
  // Before the routes: the OpenAPI document is collected as they are added.
  if (config.apiDocs) await app.register(apiDocs);
  await app.register(hostileInputGuard);
  await app.register(siteResolution, { sites });
  await app.register(fastifyCookie);
  await app.register(privateCookies);
  await app.register(viewerResolution, { identity });
  await app.register(requestSigning, { secret: config.identity.secret, ...(options.now ? { now: options.now } : {}) });
  await app.register(siteRoutes, { sites });
  await app.register(health, { database });
  await app.register(rateLimiting, { perMinute: config.rateLimitPerMinute, accountAttemptsPerAddress: config.accountAttemptsPerAddress });
  await app.register(catalogRoutes, { prefix: '/api/catalog', catalog });
  await app.register(orderRoutes, {
    prefix: '/api/order',
    orders,
    checkout: workflows.checkout,
    checkPayment: workflows.reconcilePayment,
    revealVoucherCode: fulfilment.revealVoucherCode,
    identity,
    searchProducts: (siteId, countryCode, query) => catalog.search(siteId, countryCode, query),
  });
  await app.register(storefrontRoutes, { prefix: '/api/storefront', storefront });
  await app.register(paymentRoutes, { prefix: '/api/payment', provider: payment, handleEvent: workflows.applyPaymentEvent });
  await app.register(realtimeRoutes, { hub: realtime, limits: config.websockets });
  await app.register(analyticsRoutes, {
    prefix: '/api/analytics',
    rateLimitPerMinute: config.rateLimitPerMinute,
    identity,
    analytics: createAnalyticsService({
      db,
      countryExists: async (siteId, code) => (await catalog.getCountry(siteId, code)) !== null,
      hasPaidOrder: orders.hasPaidOrder,
    }),
  });
  await app.register(identityRoutes, { prefix: '/api/identity', identity });
  await app.register(customerRoutes, {
    prefix: '/api/customer',
    identity,
    cashbackOf: rewards.balance,
    consents: storefront,
    settings: wallet,
  });
  await app.register(graphqlRoutes, {
    identity,
    history: orders.history,
    wallet: workflows,
    adoptRewards: rewards.adopt,
    env: config.env,
    paths: graphqlPaths(config.graphqlEndpoints),
  });
  await app.register(partnerSignIn, {
    identity,
    sandbox: !!sandbox,
    secret: config.identity.secret,
    ...(options.now ? { now: options.now } : {}),
    servesCountry: async (siteId, code) => (await catalog.getCountry(siteId, code)) !== null,
  });
  await app.register(csrfRoutes, { identity });
  await app.register(walletRoutes, {
    prefix: '/api/wallet',
    wallet,
    identity,
    giftCodes: createGiftCodes({ db, money: wallet.money, now: options.now ?? Date.now, log: app.log }),
    initTopup: workflows.initTopup,
  });
  await app.register(rewardsRoutes, {
    prefix: '/api/rewards',
    rewards,
    identity,
    offered: rewardsOffered,
    quote: workflows.quoteCashback,
    redeem: workflows.redeemPoints,
  });
  await app.register(operatorRoutes, { prefix: '/api/operator', rewards, token: config.operatorToken });
  // Social sign-in (docs/decisions/0013): the built-in sandbox provider is called in-process, through its real routes.
  const sandboxFetch: InjectFetch = async (url, init) => {
    const target = new URL(url);
    const answer = await app.inject({
      method: init.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...init.headers, host: target.host },
      ...(init.body === undefined || init.body === null ? {} : { payload: String(init.body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
  const social = createSocialService({
    secret: config.identity.secret,
    providers: config.social,
    sandboxFetch,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.register(socialRoutes, { prefix: '/api/identity/social', identity, social });
  if (sandbox) {
    await app.register(outboxRoutes, { prefix: '/sandbox', messaging: sandbox.messaging });
    await app.register(sandboxRoutes, { prefix: '/sandbox', payment: sandbox.payment });
    // The operator's wallet hold, for browser tests (ADR 0033).
    await app.register(sandboxWalletRoutes, { prefix: '/sandbox', db });
    await app.register(sandboxOidcRoutes, {
      prefix: '/sandbox/oidc',
      issuerOf: (provider) => `${config.publicUrl}/sandbox/oidc/${provider}`,
      ...(options.now ? { now: options.now } : {}),
    });
    // The sandbox's webhooks enter through the real route, signature check and parsing included.
    sandbox.payment.connectWebhooks(
      async (payload, headers) =>
        (await app.inject({ method: 'POST', url: `/api/payment/webhooks/${payment.id}`, payload, headers })).statusCode,
    );
  }
  if (config.role === 'all' || config.role === 'worker') {
    app.addHook('onReady', async () => {
      jobs.start();
      // The sandbox provider's webhook sender stands in for the provider's own infrastructure.
      sandbox?.payment.startSending();
    });
  }
  app.addHook('preClose', async () => {
    await sandbox?.payment.stop();
    await jobs.stop({ timeoutMs: tuning.workerStopTimeoutMs });
  });
  if (options.web ?? true) await app.register(webApp, { services });
  return app;
}
