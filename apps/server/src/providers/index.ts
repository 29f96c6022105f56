import type { PlayerField } from '@store/contracts';
import type { Config } from '../config.ts';
import type { Db } from '@store/db';
import { createSandboxPaymentProvider, PaymentProviderError, type PaymentProvider, type SandboxPaymentProvider } from './payment/index.ts';
import { createSandboxPublisher, type PublisherProvider, type SandboxPublisher } from './publisher/index.ts';
import {
  createSandboxMessaging,
  createSmtpMessaging,
  MessagingError,
  routeByChannel,
  type MessagingProvider,
  type SandboxMessaging,
} from './messaging/index.ts';
import { createSandboxCaptcha, unavailableCaptcha, type CaptchaProvider } from './captcha/index.ts';

export type Providers = {
  payment: PaymentProvider;
  publisher: PublisherProvider;
  /** E-mail and SMS (account codes, receipts): e-mail by SMTP when `SMTP_URL` is set. */
  messaging: MessagingProvider;
  captcha: CaptchaProvider;
  /** The sandbox instances (test hooks, hosted page, outbox) when SANDBOX is on; null otherwise. */
  sandbox: { payment: SandboxPaymentProvider; publisher: SandboxPublisher; messaging: SandboxMessaging } | null;
};

export type ProviderSettings = Pick<Config, 'sandbox' | 'publicUrl' | 'payment' | 'sandboxProviders'> & Partial<Pick<Config, 'mail'>>;

/** Stands in where no real provider is configured: every call fails, so orders answer "server unavailable". */
const unavailablePayment: PaymentProvider = {
  id: 'none',
  createPayment: async () => {
    throw new PaymentProviderError('no payment provider is configured');
  },
  cancelPayment: async () => {
    throw new PaymentProviderError('no payment provider is configured');
  },
  verifyWebhook: () => ({ ok: false, failure: 'badSignature' }),
  refund: async () => {
    throw new PaymentProviderError('no payment provider is configured');
  },
  getStatus: async () => null,
};
const unavailablePublisher: PublisherProvider = {
  validateUser: async () => {
    throw new Error('no publisher is configured');
  },
  searchPlayers: async () => ({ ok: false, code: 98 }),
  topUp: async () => ({ ok: false, code: 98, retryable: true }),
  issueVoucher: async () => ({ ok: false, code: 98, retryable: true }),
  voidVoucher: async () => {
    throw new Error('no publisher is configured');
  },
};
const unavailableMessaging: MessagingProvider = {
  id: 'none',
  send: async () => {
    throw new MessagingError('no e-mail or SMS provider is configured');
  },
};

/**
 * Chooses the providers. Only the sandbox ones exist so far; with SANDBOX off (production) the
 * store refuses payments rather than pretending to take them.
 */
export function createProviders(
  settings: ProviderSettings,
  deps: {
    db: Db;
    /** A game's player inputs as the catalogue describes them (docs/decisions/0044). */
    gamePlayerFields(game: string, countryCode: string): Promise<readonly PlayerField[]>;
    log: { warn(obj: object, msg?: string): void };
    now?: () => number;
  },
): Providers {
  // With SMTP_URL, e-mail goes to that server whether the sandbox runs or not; text messages stay
  // with the sandbox's outbox (or nowhere) until an SMS provider is added (ADR 0035).
  const smtp = settings.mail ? createSmtpMessaging({ url: settings.mail.smtpUrl, from: settings.mail.from }) : null;
  const withMail = (others: MessagingProvider) => (smtp ? routeByChannel(smtp, others) : others);
  if (!settings.sandbox) {
    return {
      payment: unavailablePayment,
      publisher: unavailablePublisher,
      messaging: withMail(unavailableMessaging),
      captcha: unavailableCaptcha,
      sandbox: null,
    };
  }
  const payment = createSandboxPaymentProvider({
    db: deps.db,
    secret: settings.payment.webhookSecret,
    toleranceSeconds: settings.payment.toleranceSeconds,
    publicUrl: settings.publicUrl,
    webhookDelayMs: settings.sandboxProviders.webhookDelayMs,
    webhookDuplicates: settings.sandboxProviders.webhookDuplicates,
    webhookReorder: settings.sandboxProviders.webhookReorder,
    log: deps.log,
  });
  const publisher = createSandboxPublisher({
    db: deps.db,
    latencyMs: settings.sandboxProviders.publisherLatencyMs,
    failureRate: settings.sandboxProviders.publisherFailureRate,
    gamePlayerFields: deps.gamePlayerFields,
  });
  const messaging = createSandboxMessaging({ now: deps.now });
  return {
    payment,
    publisher,
    messaging: withMail(messaging),
    captcha: createSandboxCaptcha(),
    sandbox: { payment, publisher, messaging },
  };
}
