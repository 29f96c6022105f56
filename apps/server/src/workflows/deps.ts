import type { Db } from '@store/db';
import type { JobQueue } from '../jobs/index.ts';
import type { OrderStatusKeeper } from '../modules/order/index.ts';
import type { PaymentProvider } from '../providers/payment/index.ts';
import type { PublisherProvider } from '../providers/publisher/index.ts';

/** What the purchase workflows work with; the app hands in the real ones, tests the sandbox. */
export type WorkflowDeps = {
  db: Db;
  queue: JobQueue;
  keeper: OrderStatusKeeper;
  payment: PaymentProvider;
  publisher: PublisherProvider;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
};

export const QUEUES = {
  deliverOrder: 'deliver-order',
  refundPayment: 'refund-payment',
  expireOrders: 'expire-orders',
  reconcilePayments: 'reconcile-payments',
} as const;
