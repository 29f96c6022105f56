import type { Database } from '@store/db';
import type { Config } from './config.ts';
import type { CatalogService } from './modules/catalog/index.ts';
import type { OrderService } from './modules/order/index.ts';
import type { RealtimeHub } from './modules/realtime/index.ts';
import type { SiteService } from './modules/site/index.ts';
import type { StorefrontService } from './modules/storefront/index.ts';
import type { IdentityService } from './modules/identity/index.ts';
import type { WalletService } from './modules/wallet/index.ts';
import type { JobQueue } from './jobs/index.ts';
import type { Providers } from './providers/index.ts';
import type { PaymentProvider } from './providers/payment/index.ts';
import type { PublisherProvider } from './providers/publisher/index.ts';
import type { Checkout, PurchaseWorkflows } from './workflows/index.ts';
import type { Topups } from './modules/wallet/index.ts';
import type { RewardsService } from './modules/rewards/index.ts';

/**
 * The services `buildApp` makes once and hands out: each route plugin is given the ones it uses
 * as options; the web app's loaders get them all as their load context (plugins/web.ts,
 * apps/web/app/load-context.ts), and tests reach them as `app.services`.
 */
export type AppServices = {
  config: Config;
  database: Database;
  catalog: CatalogService;
  /** Orders: `getOrderView(siteId, orderId, viewerId)` and the history for the web app's loaders. */
  orders: OrderService;
  /** The checkout workflow (workflows/checkout.ts): placing an order and opening its payment. */
  checkout: Checkout;
  payment: PaymentProvider;
  publisher: PublisherProvider;
  /** The sandbox provider instances (hosted page, test hooks) when SANDBOX is on. */
  sandbox: Providers['sandbox'];
  jobs: JobQueue;
  realtime: RealtimeHub;
  /** White-label sites (shell §3): each request's site comes from its Host (`request.site`). */
  sites: SiteService;
  /** The storefront API of commerce §7 (CMS, home page, info bar, promos, consents, detected country). */
  storefront: StorefrontService;
  /**
   * Accounts and sessions (docs/decisions/0012). Loaders find the signed-in shopper of a web
   * request with `identity.viewerFromHeaders(site.id, request.headers)`; API routes read `request.viewer`.
   */
  identity: IdentityService;
  /**
   * Codacash (docs/decisions/0033): activation, switching and the wallet pages' reads; `wallet.money`
   * moves a wallet's money inside a workflow's own transaction.
   */
  wallet: WalletService & { topups: Topups; initTopup: PurchaseWorkflows['initTopup'] };
  /** Coda Rewards (docs/decisions/0034): balances, lots and history for the rewards pages. */
  rewards: RewardsService;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services, for tests and tools; plugins and routes get theirs as options. */
    services: AppServices;
  }
}
