import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '@store/db';
import { createSandboxPaymentRepository, type SandboxPaymentRow } from './sandbox-repository.ts';
import { signWebhook, verifyWebhookSignature, SIGNATURE_HEADER } from './signature.ts';
import {
  PaymentProviderError, type PaymentEventType, type PaymentProvider, type PaymentStatus, type WebhookVerification,
} from './types.ts';

export type SandboxPaymentOptions = {
  db: Db;
  secret: string;
  toleranceSeconds: number;
  /** The store's public address: the hosted page lives at `${publicUrl}/sandbox/pay/:paymentRef`. */
  publicUrl: string;
  webhookDelayMs: number;
  /** Each event is sent this many times (same event id), all at once. */
  webhookDuplicates: number;
  /** Hold 'payment.pending' back and send it after the final event, as a late network would. */
  webhookReorder: boolean;
  log: { warn(obj: object, msg?: string): void };
};

/** Sends a signed webhook to the store; resolves with the HTTP status it answered. */
export type WebhookTransport = (rawBody: string, headers: Record<string, string>) => Promise<number>;

export type SandboxAction = 'approve' | 'decline' | 'abandon';

const finalEvent: Record<SandboxAction, { status: PaymentStatus; type: PaymentEventType }> = {
  approve: { status: 'succeeded', type: 'payment.succeeded' },
  decline: { status: 'failed', type: 'payment.failed' },
  abandon: { status: 'cancelled', type: 'payment.cancelled' },
};

const eventSchema = z.object({
  id: z.string().regex(/^evt_[a-f0-9]{16,64}$/),
  type: z.enum(['payment.pending', 'payment.succeeded', 'payment.failed', 'payment.cancelled']),
  created: z.number().int().positive(),
  data: z.object({
    paymentRef: z.string().regex(/^sbp_[A-Za-z0-9_-]{8,64}$/),
    merchantRef: z.string().min(1).max(64),
    amountMinor: z.string().regex(/^\d{1,19}$/),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
});

/** Delivery retries of a webhook the store did not accept (non-2xx or unreachable). */
const SEND_ATTEMPTS = 4;
const RETRY_BASE_MS = 200;

/**
 * The built-in payment provider: keeps its payments in `sandbox_payments`, serves the hosted page
 * (mounted by the sandbox module) and sends HMAC-signed webhooks, with the configured delay,
 * duplicates and reordering, through whatever transport the app connects.
 *
 * Abandoning ("Cancel and return") sends 'payment.cancelled', so the order ends at once instead
 * of waiting for its expiry.
 */
export function createSandboxPaymentProvider(options: SandboxPaymentOptions) {
  const repository = createSandboxPaymentRepository(options.db);
  const timers = new Set<NodeJS.Timeout>();
  const sending = new Set<Promise<void>>();
  /** 'payment.pending' events held back for reordering, by payment. */
  const held = new Map<string, string>();
  let transport: WebhookTransport | null = null;
  let stopped = false;

  function eventBody(type: PaymentEventType, payment: SandboxPaymentRow): string {
    return JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        paymentRef: payment.id,
        merchantRef: payment.merchantRef,
        amountMinor: payment.amountMinor.toString(),
        currency: payment.currency,
      },
    });
  }

  async function sendOnce(rawBody: string): Promise<void> {
    for (let attempt = 1; attempt <= SEND_ATTEMPTS && !stopped; attempt++) {
      let status = 0;
      try {
        // Signed at sending time, like a provider re-signing each retry.
        const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(options.secret, rawBody, new Date()) };
        status = transport ? await transport(rawBody, headers) : 0;
      } catch (err) {
        options.log.warn({ err }, 'sandbox webhook delivery failed');
      }
      if (status >= 200 && status < 300) return;
      if (attempt < SEND_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * 2 ** (attempt - 1)));
    }
    options.log.warn({ body: rawBody }, 'sandbox webhook not accepted; giving up');
  }

  function dispatch(rawBody: string): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      for (let copy = 0; copy < options.webhookDuplicates; copy++) {
        const task = sendOnce(rawBody).finally(() => sending.delete(task));
        sending.add(task);
      }
    }, options.webhookDelayMs);
    timers.add(timer);
  }

  const provider = {
    id: 'sandbox',

    async createPayment(input) {
      const payment = await repository.createOnce({
        id: `sbp_${randomBytes(16).toString('base64url')}`,
        merchantRef: input.orderId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        channelName: input.channel,
        description: input.description,
        status: 'created',
        returnUrl: input.returnUrl,
      });
      return { paymentRef: payment.id, paymentUrl: `${options.publicUrl}/sandbox/pay/${payment.id}` };
    },

    verifyWebhook(rawBody, headers, now): WebhookVerification {
      const signature = verifyWebhookSignature(options.secret, rawBody, headers[SIGNATURE_HEADER], now, options.toleranceSeconds);
      if (!signature.ok) return signature;
      let parsed: z.infer<typeof eventSchema>;
      try {
        const result = eventSchema.safeParse(JSON.parse(rawBody));
        if (!result.success) return { ok: false, failure: 'malformedEvent' };
        parsed = result.data;
      } catch {
        return { ok: false, failure: 'malformedEvent' };
      }
      return {
        ok: true,
        event: {
          id: parsed.id,
          type: parsed.type,
          paymentRef: parsed.data.paymentRef,
          merchantRef: parsed.data.merchantRef,
          amountMinor: BigInt(parsed.data.amountMinor),
          currency: parsed.data.currency,
          occurredAt: new Date(parsed.created * 1000),
          payload: parsed,
        },
      };
    },

    async refund(paymentRef, amountMinor) {
      const payment = await repository.find(paymentRef);
      if (!payment || payment.status !== 'succeeded') throw new PaymentProviderError(`payment ${paymentRef} is not refundable`);
      if (amountMinor <= 0n || amountMinor > payment.amountMinor) throw new PaymentProviderError('refund amount out of range');
      await repository.markRefunded(paymentRef);
      // Derived from the payment, so asking twice names the same single refund.
      return { refundRef: `sbr_${paymentRef.slice(4)}` };
    },

    async getStatus(paymentRef) {
      const payment = await repository.find(paymentRef);
      return payment ? { status: payment.status as PaymentStatus, refunded: payment.refundedAt !== null } : null;
    },
  } satisfies PaymentProvider;

  return {
    ...provider,

    /** Connects the store's webhook endpoint (the app does this once its routes exist). */
    connectWebhooks(send: WebhookTransport): void {
      transport = send;
    },

    find: (paymentRef: string) => repository.find(paymentRef),

    /** The shopper opened the hosted page: the payment is pending, and the store hears so. */
    async open(paymentRef: string): Promise<SandboxPaymentRow | null> {
      const moved = await repository.move(paymentRef, ['created'], 'pending');
      if (moved) {
        const body = eventBody('payment.pending', moved);
        if (options.webhookReorder) held.set(moved.id, body);
        else dispatch(body);
      }
      return moved ?? repository.find(paymentRef);
    },

    /** The shopper pressed a button on the hosted page. Only the first final action counts. */
    async act(paymentRef: string, action: SandboxAction): Promise<SandboxPaymentRow | null> {
      const { status, type } = finalEvent[action];
      const moved = await repository.move(paymentRef, ['created', 'pending'], status);
      if (moved) {
        dispatch(eventBody(type, moved));
        const late = held.get(moved.id);
        held.delete(moved.id);
        if (late) dispatch(late);
      }
      return moved ?? repository.find(paymentRef);
    },

    /** Drops webhooks not yet sent and waits for those being sent. */
    async stop(): Promise<void> {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...sending]);
    },
  };
}

export type SandboxPaymentProvider = ReturnType<typeof createSandboxPaymentProvider>;
