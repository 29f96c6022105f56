export * from './types.ts';
export { createSandboxMessaging, outboxRoutes, type OutboxEntry, type SandboxMessaging } from './sandbox.ts';
export { createSmtpMessaging, type SmtpSettings } from './smtp.ts';
export { messageLanguage, renderMessage, type RenderedMessage } from './render.ts';

import type { MessagingProvider } from './types.ts';

/** E-mail through one provider and text messages through another (SMTP for mail, the sandbox or none for SMS). */
export function routeByChannel(email: MessagingProvider, sms: MessagingProvider): MessagingProvider {
  return {
    id: `${email.id}+${sms.id}`,
    send: (message) => (message.channel === 'email' ? email.send(message) : sms.send(message)),
  };
}
