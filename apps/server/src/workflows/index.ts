import type { PaymentEvent } from '../providers/payment/index.ts';
import { applyPaymentEvent } from './apply-payment-event.ts';
import { createCheckout } from './checkout.ts';
import { QUEUES, type WorkflowDeps } from './deps.ts';
import { expireOrdersJob } from './expire-orders.ts';
import { deliverOrderJob, type DeliveryTuning } from './fulfil-order.ts';
import { reconcilePayment, reconcilePaymentsJob, type ReconcileOutcome } from './reconcile-payment.ts';
import { refundPaymentJob } from './refund-payment.ts';
import { orderMessageJob } from './order-messages.ts';
import { initTopup, refundTopupJob, type TopupRequest } from './topup.ts';
import { expireTopupsJob } from './expire-topups.ts';
import { chargeWallet, resendChargeCode, type ChargeWalletRequest } from './pay-with-codacash.ts';
import { quoteCashback, redeemPoints } from './rewards.ts';
import type { CashbackQuoteQuery, RedeemPointsRequest } from '@store/contracts/rewards-requests.ts';

export { QUEUES, type WorkflowDeps } from './deps.ts';
export { DeliveryError, FinalDeliveryError } from './fulfil-order.ts';

export type { ReconcileOutcome } from './reconcile-payment.ts';
export type { Checkout, CheckoutRequest } from './checkout.ts';

const REWARDS_EXPIRY_BATCH = 200;

export type PurchaseTuning = {
  delivery: DeliveryTuning;
  /** Retries of an order's message the provider refused (workflows/order-messages.ts). */
  messageBackoff: { baseMs: number; maxMs: number };
  expirySweepMs: number;
  /** How often wallet top-ups past their expiry are asked about and closed. */
  topupSweepMs: number;
  /** How often rewards past their expiry are expired (docs/decisions/0034). */
  rewardsSweepMs: number;
  /** How often orders waiting for payment longer than `afterMs` are asked about at the provider. */
  reconcile: { everyMs: number; afterMs: number };
};

/** Defines the purchase journey's jobs on the queue and returns its entry points. */
export function createPurchaseWorkflows(deps: WorkflowDeps, tuning: PurchaseTuning) {
  deps.queue.define(QUEUES.deliverOrder, deliverOrderJob(deps, tuning.delivery));
  deps.queue.define(QUEUES.refundPayment, refundPaymentJob(deps));
  deps.queue.define(QUEUES.expireOrders, expireOrdersJob(deps, tuning.expirySweepMs));
  deps.queue.define(QUEUES.reconcilePayments, reconcilePaymentsJob(deps, tuning.reconcile));
  deps.queue.define(QUEUES.expireTopups, expireTopupsJob(deps, tuning.topupSweepMs));
  deps.queue.define(QUEUES.refundTopup, refundTopupJob(deps));
  deps.queue.define(QUEUES.orderMessage, orderMessageJob(deps, tuning.messageBackoff));
  deps.queue.define(QUEUES.expireRewards, {
    everyMs: tuning.rewardsSweepMs,
    maxAttempts: 3,
    handler: async () => {
      // A full batch means more may be due: go on until a batch comes back short.
      while ((await deps.rewards.expireDue(REWARDS_EXPIRY_BATCH)) === REWARDS_EXPIRY_BATCH);
    },
  });
  return {
    /** Guest and signed-in checkout, and the player check before it (workflows/checkout.ts). */
    checkout: createCheckout(deps),
    applyPaymentEvent: (event: PaymentEvent) => applyPaymentEvent(deps, event),
    /** `POST /initTopup`: a wallet top-up and its payment at the provider (workflows/topup.ts). */
    initTopup: (request: TopupRequest) => initTopup(deps, request),
    /** `ChargeWallet`: pays a Codacash order with the code sent to the wallet's phone. */
    chargeWallet: (request: ChargeWalletRequest) => chargeWallet(deps, request),
    resendChargeCode: (request: Omit<ChargeWalletRequest, 'otp'>) => resendChargeCode(deps, request),
    /** `GET /api/rewards/quote`: what the order would burn and earn (workflows/rewards.ts). */
    quoteCashback: (request: { siteId: number; userId: string | null; query: CashbackQuoteQuery }) => quoteCashback(deps, request),
    /** `POST /api/rewards/redeem`: a denomination bought wholly with points. */
    redeemPoints: (request: { siteId: number; userId: string; input: RedeemPointsRequest }) => redeemPoints(deps, request),
    /** Asks the provider about one order's payment now and applies the answer (ADR 0021). */
    reconcilePayment: (orderId: string): Promise<ReconcileOutcome> => reconcilePayment(deps, orderId),
  };
}

export type PurchaseWorkflows = ReturnType<typeof createPurchaseWorkflows>;
