import nodemailer from 'nodemailer';
import { renderMessage } from './render.ts';
import { MessagingError, type MessagingProvider } from './types.ts';

export type SmtpSettings = {
  /** `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://…:465`. */
  url: string;
  /** The From of every message, `Store <no-reply@example.com>`. */
  from: string;
};

/**
 * E-mail through an SMTP server (nodemailer): each message rendered in the shopper's language from
 * the `messages` catalogue, as plain text and simple HTML. E-mail only: a text message is refused
 * (`createMessaging` sends those elsewhere), and any refusal of the server is a `MessagingError`.
 */
export function createSmtpMessaging(settings: SmtpSettings): MessagingProvider & { close(): void } {
  const transport = nodemailer.createTransport(settings.url);
  return {
    id: 'smtp',
    async send(message) {
      if (message.channel !== 'email') throw new MessagingError('the SMTP provider sends e-mail only');
      const rendered = await renderMessage(message);
      try {
        await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          headers: { 'Content-Language': rendered.language },
        });
      } catch (err) {
        throw new MessagingError(`the SMTP server refused the message: ${(err as Error).message}`, { cause: err });
      }
    },
    close() {
      transport.close();
    },
  };
}
