import type { FastifyInstance } from 'fastify';
import type { SandboxAction, SandboxPaymentProvider, SandboxPaymentRow } from '../../providers/payment/index.ts';
import { formatMinor, renderHostedPage, renderNotFoundPage } from './page.ts';

const MERCHANT = 'Top-up Store';
const refPattern = /^sbp_[A-Za-z0-9_-]{8,64}$/;
const actions = new Set<SandboxAction>(['approve', 'decline', 'abandon']);

/**
 * The sandbox payment provider's hosted page, `/sandbox/pay/:paymentRef` (mounted only when
 * SANDBOX is on). Opening it makes the payment pending; the buttons post the shopper's choice,
 * after which the shopper is sent back to the store's waiting page.
 */
export async function sandboxRoutes(app: FastifyInstance, options: { payment: SandboxPaymentProvider }) {
  const { payment } = options;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  function securityHeaders(returnUrl: string) {
    const returnOrigin = new URL(returnUrl).origin;
    return {
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigin}; frame-ancestors 'none'; base-uri 'none'`,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    };
  }

  function page(row: SandboxPaymentRow) {
    return renderHostedPage({
      paymentRef: row.id,
      merchant: MERCHANT,
      description: row.description,
      amount: formatMinor(row.amountMinor, row.currency),
      channel: row.channelName,
      billingAddress: row.billingAddress
        ? ['name', 'line1', 'line2', 'city', 'state', 'province', 'zipCode']
            .map((k) => row.billingAddress![k])
            .filter(Boolean)
            .join(', ')
        : null,
      nationality: row.nationality,
      status: row.status,
      returnUrl: row.returnUrl,
    });
  }

  app.get<{ Params: { paymentRef: string } }>('/pay/:paymentRef', async (request, reply) => {
    const ref = request.params.paymentRef;
    // A HEAD (link previews, prefetchers) must not count as the shopper opening the page.
    const row = !refPattern.test(ref) ? null : request.method === 'HEAD' ? await payment.find(ref) : await payment.open(ref);
    if (!row) return reply.status(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
    return reply.headers(securityHeaders(row.returnUrl)).type('text/html; charset=utf-8').send(page(row));
  });

  app.post<{ Params: { paymentRef: string }; Body: { action?: string } | undefined }>('/pay/:paymentRef', async (request, reply) => {
    const ref = request.params.paymentRef;
    const action = request.body?.action as SandboxAction | undefined;
    const row = refPattern.test(ref) ? await payment.find(ref) : null;
    if (!row) return reply.status(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
    if (!action || !actions.has(action)) {
      return reply.status(400).headers(securityHeaders(row.returnUrl)).type('text/html; charset=utf-8').send(page(row));
    }
    await payment.act(ref, action);
    return reply.redirect(row.returnUrl, 303);
  });
}
