export * from './types.ts';
export { signWebhook, verifyWebhookSignature, SIGNATURE_HEADER } from './signature.ts';
export { createSandboxPaymentProvider, type SandboxPaymentProvider, type SandboxAction, type WebhookTransport } from './sandbox.ts';
export type { SandboxPaymentRow } from './sandbox-repository.ts';
