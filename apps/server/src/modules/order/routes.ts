import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createOrderRequest, errors, idempotencyKey, searchRequest, validatePlayerRequest,
} from '@store/contracts';
import { AppError, envelope, parseInput } from '../../plugins/errors.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import type { Result } from './service.ts';

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new AppError(result.error, result.data ?? null);
  return result.value;
}

/** The spec's search answers errors with `errorMessage` beside the envelope's message. */
async function withErrorMessage(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as { resultMessage?: string };
    return JSON.stringify({ ...body, errorMessage: body.resultMessage });
  } catch {
    return payload;
  }
}

/** Order host API (`/api/order`): create, validate the player, read an order, search. */
export async function orderRoutes(app: FastifyInstance) {
  const { orders, catalog } = app.services;

  app.post('/', { config: rateLimited }, async (request) => {
    const input = parseInput(createOrderRequest, request.body);
    const header = request.headers['idempotency-key'];
    let key: string | null = null;
    if (header !== undefined) {
      const parsed = idempotencyKey.safeParse(header);
      if (!parsed.success) throw new AppError(errors.invalidParameters, { fields: [{ path: 'Idempotency-Key', code: 'invalid' }] });
      key = parsed.data;
    }
    return envelope(unwrap(await orders.createOrder(input, key)));
  });

  app.post('/validate-player', { config: rateLimited }, async (request) => {
    const input = parseInput(validatePlayerRequest, request.body);
    return envelope(unwrap(await orders.validatePlayer(input)));
  });

  app.post('/search', { onSend: withErrorMessage }, async (request) => {
    const input = parseInput(searchRequest, request.body);
    return envelope(await catalog.search(input.countryCode, input.query));
  });

  app.get<{ Params: { orderId: string } }>('/:orderId', async (request, reply) => {
    const view = await orders.getOrderView(request.params.orderId);
    if (!view) throw new AppError(errors.orderNotFound);
    reply.header('cache-control', 'no-store');
    return envelope(view);
  });
}
