import type { JobQueue } from '../jobs/index.ts';
import type { FulfilmentService } from '../modules/fulfilment/index.ts';
import type { OrderService, OrderStatusKeeper } from '../modules/order/index.ts';
import type { PaymentService } from '../modules/payment/index.ts';
import type { RewardsService } from '../modules/rewards/index.ts';
import type { Topups, WalletChargeCodes, WalletMoney } from '../modules/wallet/index.ts';
import type { PaymentProvider } from '../providers/payment/index.ts';
import type { PublisherProvider } from '../providers/publisher/index.ts';
import type { MessagingProvider } from '../providers/messaging/index.ts';

/**
 * What the purchase workflows work with: the modules' services (never their repositories), the
 * order module's units of work, the job queue and the outside providers; the app hands in the
 * real ones, tests the sandbox.
 */
export type WorkflowDeps = {
  orders: OrderService;
  keeper: OrderStatusKeeper;
  payments: PaymentService;
  fulfilment: FulfilmentService;
  /** Codacash: the wallet's money on the ledger, and its top-ups. */
  wallet: { money: WalletMoney; topups: Topups; codes: WalletChargeCodes };
  /** Coda Rewards: what orders burn and earn, on the same ledger (docs/decisions/0034). */
  rewards: RewardsService;
  /** Whether rewards are earned and spent on this site in this country (ADR 0034). */
  rewardsOffered(siteId: number, countryCode: string): Promise<boolean>;
  /** The signed-in shopper's contact (points redemption names the order's contact from it). */
  findUser(siteId: number, userId: string): Promise<{ email: string | null; phoneNumber: string | null; status: string } | null>;
  queue: JobQueue;
  payment: PaymentProvider;
  publisher: PublisherProvider;
  /** E-mail and SMS: the order's receipt and refund notice (workflows/order-messages.ts). */
  messaging: MessagingProvider;
  /** Where a site's shoppers come back after paying: the origin of the site's own host (ADR 0009). */
  siteOrigin(siteId: number): Promise<string>;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
};

export const QUEUES = {
  deliverOrder: 'deliver-order',
  refundPayment: 'refund-payment',
  expireOrders: 'expire-orders',
  reconcilePayments: 'reconcile-payments',
  expireTopups: 'expire-topups',
  refundTopup: 'refund-topup',
  expireRewards: 'expire-rewards',
  orderMessage: 'order-message',
} as const;
