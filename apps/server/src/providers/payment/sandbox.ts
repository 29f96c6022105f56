import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '@store/db';
import { createSandboxPaymentRepository, type OutboxEvent, type SandboxPaymentRow, type SandboxWebhookRow } from './sandbox-repository.ts';
import { signWebhook, verifyWebhookSignature, SIGNATURE_HEADER } from './signature.ts';
import {
  PaymentProviderError,
  type PaymentEventType,
  type PaymentProvider,
  type PaymentStatus,
  type WebhookVerification,
} from './types.ts';

export type SandboxPaymentOptions = {
  db: Db;
  secret: string;
  toleranceSeconds: number;
  /** The store's public address: the hosted page lives at `${publicUrl}/sandbox/pay/:paymentRef`. */
  publicUrl: string;
  webhookDelayMs: number;
  /** Each event is sent this many times (same event id), all at once, on every try. */
  webhookDuplicates: number;
  /** Hold 'payment.pending' back and send it after the final event, as a late network would. */
  webhookReorder: boolean;
  /** Re-sending of refused webhooks (default: 1 s doubling to 1 h, for 24 h). */
  retry?: WebhookRetry;
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

/**
 * How the outbox re-sends a webhook the store did not accept (non-2xx or unreachable), as real
 * providers do: the first retry after `firstMs`, doubling up to `maxMs` between tries, for
 * `giveUpAfterMs` after the event was created.
 */
export type WebhookRetry = { firstMs: number; maxMs: number; giveUpAfterMs: number };
export const defaultWebhookRetry: WebhookRetry = { firstMs: 1_000, maxMs: 60 * 60_000, giveUpAfterMs: 24 * 60 * 60_000 };

/** The wait before the next try, after `attempts` tries were refused. */
export function webhookRetryDelayMs(retry: WebhookRetry, attempts: number): number {
  return Math.min(retry.maxMs, retry.firstMs * 2 ** Math.max(0, attempts - 1));
}

/** Webhooks one poll claims; a claimed webhook belongs to its sender this long. */
const SEND_BATCH = 20;
const SEND_LEASE_MS = 30_000;
/** Idle polls of the outbox back off from the first to the second. */
const POLL_MS = { first: 1_000, idleMax: 4_000 };

/**
 * The built-in payment provider: keeps its payments in `sandbox_payments`, serves the hosted page
 * (mounted by the sandbox module) and sends HMAC-signed webhooks, with the configured delay,
 * duplicates and reordering, through whatever transport the app connects.
 *
 * Webhooks go through an outbox table written with the payment's change and sent by `startSending`
 * (the app runs it where workers run), so a webhook survives the store's restart and is retried
 * with backoff for a day, like a real provider's.
 *
 * Abandoning ("Cancel and return") sends 'payment.cancelled', so the order ends at once instead
 * of waiting for its expiry.
 */
export function createSandboxPaymentProvider(options: SandboxPaymentOptions) {
  const repository = createSandboxPaymentRepository(options.db);
  const retry = options.retry ?? defaultWebhookRetry;
  const timers = new Set<NodeJS.Timeout>();
  let transport: WebhookTransport | null = null;
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  /** A wake-up that came while a batch was being sent: look again at once instead of sleeping. */
  let woken = false;
  let idleMs = POLL_MS.first;

  function event(type: PaymentEventType, payment: SandboxPaymentRow, held = false): OutboxEvent {
    const eventId = `evt_${randomBytes(12).toString('hex')}`;
    const body = JSON.stringify({
      id: eventId,
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        paymentRef: payment.id,
        merchantRef: payment.merchantRef,
        amountMinor: payment.amountMinor.toString(),
        currency: payment.currency,
      },
    });
    return { eventId, type, body, delayMs: options.webhookDelayMs, held };
  }

  function wake(): void {
    idleMs = POLL_MS.first;
    if (wakeUp) wakeUp();
    else woken = true;
  }

  /** Polls once `ms` have passed, for webhooks this process knows to come due then. */
  function wakeIn(ms: number): void {
    if (!running) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      wake();
    }, ms);
    timers.add(timer);
  }

  async function sendCopy(rawBody: string): Promise<{ status: number; error?: string }> {
    try {
      // Signed at sending time, like a provider re-signing each retry.
      const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(options.secret, rawBody, new Date()) };
      return transport ? { status: await transport(rawBody, headers) } : { status: 0, error: 'no webhook endpoint connected' };
    } catch (err) {
      return { status: 0, error: err instanceof Error ? err.message : String(err) };
    }
  }

  async function deliver(row: SandboxWebhookRow): Promise<void> {
    const copies = await Promise.all(Array.from({ length: options.webhookDuplicates }, () => sendCopy(row.body)));
    if (copies.some((copy) => copy.status >= 200 && copy.status < 300)) {
      await repository.markDelivered(row);
      return;
    }
    const error = copies.map((copy) => copy.error ?? `HTTP ${copy.status}`).join('; ');
    const delayMs = webhookRetryDelayMs(retry, row.attempts);
    options.log.warn(
      { eventId: row.eventId, attempt: row.attempts, retryInMs: delayMs, error },
      'sandbox webhook not accepted; will retry',
    );
    await repository.markRefused(row, error, delayMs, retry.giveUpAfterMs);
    wakeIn(delayMs);
  }

  async function sendDue(): Promise<number> {
    const rows = await repository.claimDue(SEND_BATCH, SEND_LEASE_MS);
    // One payment's events go out in order (the reordering switch relies on it), payments side by side.
    const byPayment = new Map<string, SandboxWebhookRow[]>();
    for (const row of rows) byPayment.set(row.paymentId, [...(byPayment.get(row.paymentId) ?? []), row]);
    await Promise.all(
      [...byPayment.values()].map(async (events) => {
        for (const row of events) {
          try {
            await deliver(row);
          } catch (err) {
            // The row keeps its lease and is claimed again when it ends.
            options.log.warn({ err, eventId: row.eventId }, 'sandbox webhook bookkeeping failed');
          }
        }
      }),
    );
    return rows.length;
  }

  function sleep(ms: number): Promise<void> {
    if (woken) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function sendLoop(): Promise<void> {
    while (running) {
      let claimed = 0;
      try {
        claimed = await sendDue();
      } catch (err) {
        options.log.warn({ err }, 'sandbox webhook outbox polling failed');
      }
      if (!running) break;
      if (claimed > 0) {
        idleMs = POLL_MS.first;
        continue;
      }
      await sleep(idleMs);
      idleMs = Math.min(idleMs * 2, POLL_MS.idleMax);
    }
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
        billingAddress: input.billingAddress ? ({ ...input.billingAddress } as Record<string, string>) : null,
        nationality: input.nationality ?? null,
      });
      return { paymentRef: payment.id, paymentUrl: `${options.publicUrl}/sandbox/pay/${payment.id}` };
    },

    async cancelPayment(paymentRef) {
      // As a real provider does, the cancellation is announced by webhook too.
      const moved = await repository.move(paymentRef, ['created', 'pending'], 'cancelled', (row) => [event('payment.cancelled', row)]);
      if (moved) {
        wakeIn(options.webhookDelayMs);
        return;
      }
      const payment = await repository.find(paymentRef);
      if (!payment) throw new PaymentProviderError(`no payment ${paymentRef}`);
      if (payment.status === 'succeeded') throw new PaymentProviderError(`payment ${paymentRef} succeeded and cannot be cancelled`);
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
      if (!payment) return null;
      return {
        paymentRef: payment.id,
        merchantRef: payment.merchantRef,
        status: payment.status as PaymentStatus,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        refunded: payment.refundedAt !== null,
      };
    },
  } satisfies PaymentProvider;

  return {
    ...provider,

    /** Connects the store's webhook endpoint (the app does this once its routes exist). */
    connectWebhooks(send: WebhookTransport): void {
      transport = send;
    },

    find: (paymentRef: string) => repository.find(paymentRef),

    /** The webhooks of a payment, oldest first (tests and the outbox's own checks). */
    webhooks: (paymentRef: string) => repository.listWebhooks(paymentRef),

    /** The shopper opened the hosted page: the payment is pending, and the store hears so. */
    async open(paymentRef: string): Promise<SandboxPaymentRow | null> {
      const moved = await repository.move(paymentRef, ['created'], 'pending', (row) => [
        event('payment.pending', row, options.webhookReorder),
      ]);
      if (moved && !options.webhookReorder) wakeIn(options.webhookDelayMs);
      return moved ?? repository.find(paymentRef);
    },

    /** The shopper pressed a button on the hosted page. Only the first final action counts. */
    async act(paymentRef: string, action: SandboxAction): Promise<SandboxPaymentRow | null> {
      const { status, type } = finalEvent[action];
      const moved = await repository.move(paymentRef, ['created', 'pending'], status, (row) => [event(type, row)]);
      if (moved) wakeIn(options.webhookDelayMs);
      return moved ?? repository.find(paymentRef);
    },

    /** Starts sending the outbox's webhooks, those left by an earlier run first. */
    startSending(): void {
      if (running) return;
      running = true;
      loop = sendLoop();
    },

    /** Stops sending and waits for the batch being sent; unsent webhooks stay in the outbox. */
    async stop(): Promise<void> {
      running = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      wakeUp?.();
      await loop;
      loop = null;
    },
  };
}

export type SandboxPaymentProvider = ReturnType<typeof createSandboxPaymentProvider>;
