export * from './types.ts';
export { signWebhook, verifyWebhookSignature, SIGNATURE_HEADER } from './signature.ts';
export {
  createSandboxPaymentProvider,
  defaultWebhookRetry,
  webhookRetryDelayMs,
  type SandboxPaymentProvider,
  type SandboxAction,
  type WebhookRetry,
  type WebhookTransport,
} from './sandbox.ts';
export type { SandboxPaymentRow, SandboxWebhookRow } from './sandbox-repository.ts';
