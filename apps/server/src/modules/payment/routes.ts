import type { FastifyInstance } from 'fastify';
import { errors } from '@store/contracts';
import { AppError, envelope } from '../../plugins/errors.ts';
import type { PaymentEvent, PaymentProvider } from '../../providers/payment/index.ts';

export type PaymentRoutesOptions = {
  provider: PaymentProvider;
  /** Applies a verified event; answers what became of it (stored in `payment_webhooks.outcome`). */
  handleEvent(event: PaymentEvent): Promise<string>;
};

/**
 * `POST /api/payment/webhooks/:provider`. The body is kept raw: the signature covers the exact
 * bytes sent, so it is verified before anything is parsed.
 */
export async function paymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions) {
  const { provider, handleEvent } = options;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post<{ Params: { provider: string } }>('/webhooks/:provider', async (request) => {
    if (request.params.provider !== provider.id) throw new AppError(errors.notFound);
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const verified = provider.verifyWebhook(rawBody, request.headers, new Date());
    if (!verified.ok) {
      request.log.warn({ failure: verified.failure }, 'payment webhook refused');
      throw new AppError(verified.failure === 'malformedEvent' ? errors.invalidParameters : errors.invalidSignature);
    }
    const outcome = await handleEvent(verified.event);
    request.log.info({ eventId: verified.event.id, type: verified.event.type, outcome }, 'payment webhook');
    return envelope({ received: true });
  });
}
