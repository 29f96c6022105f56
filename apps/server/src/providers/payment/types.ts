/** What the store needs from a payment provider (DESIGN §5). */

import type { BillingAddress } from '@store/contracts';

export type PaymentEventType = 'payment.pending' | 'payment.succeeded' | 'payment.failed' | 'payment.cancelled';

/** A verified webhook event. */
export type PaymentEvent = {
  id: string;
  type: PaymentEventType;
  paymentRef: string;
  /** Our order id, as given to `createPayment`. */
  merchantRef: string;
  amountMinor: bigint;
  currency: string;
  occurredAt: Date;
  /** The event as received, stored once for audit. */
  payload: unknown;
};

export type WebhookFailure = 'missingSignature' | 'malformedSignature' | 'staleSignature' | 'badSignature' | 'malformedEvent';
export type WebhookVerification = { ok: true; event: PaymentEvent } | { ok: false; failure: WebhookFailure };

/** The billing address as checked for its country (commerce §3, docs/decisions/0047). */
export type { BillingAddress };

export type CreatePaymentInput = {
  orderId: string;
  amountMinor: bigint;
  currency: string;
  /** The payment channel's display name. */
  channel: string;
  description: string;
  /** Where the hosted page sends the shopper afterwards. */
  returnUrl: string;
  billingAddress?: BillingAddress | undefined;
  /** The shopper's nationality (ISO 3166-1), where the product or the channel asked for it. */
  nationality?: string | undefined;
};

export type PaymentStatus = 'created' | 'pending' | 'succeeded' | 'failed' | 'cancelled';

/**
 * What the provider's own records say of a payment, asked directly rather than waited for in a
 * webhook (reconciliation, ADR 0021): the same facts a webhook carries, so the answer is applied
 * the way a webhook is.
 */
export type PaymentStatusReport = {
  paymentRef: string;
  /** Our order id, as given to `createPayment`. */
  merchantRef: string;
  status: PaymentStatus;
  amountMinor: bigint;
  currency: string;
  refunded: boolean;
};

export interface PaymentProvider {
  /** Stored with orders and webhooks; names the webhook route `/api/payment/webhooks/:id`. */
  readonly id: string;
  /** Idempotent by `orderId`: asking again returns the same payment. */
  createPayment(input: CreatePaymentInput): Promise<{ paymentRef: string; paymentUrl: string }>;
  /**
   * Cancels a payment nobody has paid (the checkout that opened it failed after). Idempotent: a
   * payment already cancelled or failed stays so. A payment that succeeded cannot be cancelled
   * (it is refunded instead): `PaymentProviderError`.
   */
  cancelPayment(paymentRef: string): Promise<void>;
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, now: Date): WebhookVerification;
  /** Idempotent by `paymentRef`: refunding again returns the same refund. */
  refund(paymentRef: string, amountMinor: bigint): Promise<{ refundRef: string }>;
  /** The payment as the provider knows it now; null when it knows no such payment. */
  getStatus(paymentRef: string): Promise<PaymentStatusReport | null>;
}

/** The provider could not be reached or refused the call; the caller may try again later. */
export class PaymentProviderError extends Error {}
