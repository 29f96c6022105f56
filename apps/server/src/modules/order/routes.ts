import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createOrderRequest, errors, idempotencyKey, searchRequest, validatePlayerRequest,
  type CreateOrderRequest, type CreateOrderResponse, type ValidatePlayerRequest, type ValidatePlayerResponse,
} from '@store/contracts';
import { AppError, envelope, parseInput } from '../../plugins/errors.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import type { Result } from '../../result.ts';
import type { OrderService } from './service.ts';
import { AccountFailure, accountScope, requireUser, success } from '../identity/index.ts';
import { accountErrors } from '@store/contracts/identity.ts';
import { HISTORY_DAYS, type HistoryDays } from './history.ts';

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

export type OrderRoutesOptions = {
  orders: OrderService;
  /** Placing an order and checking the player: the checkout workflow's (workflows/checkout.ts). */
  checkout: {
    createOrder(request: { siteId: number; input: CreateOrderRequest; idempotencyKey: string | null; userId: string | null }): Promise<Result<CreateOrderResponse>>;
    validatePlayer(siteId: number, input: ValidatePlayerRequest): Promise<Result<ValidatePlayerResponse>>;
  };
  /** Asks the payment provider about an order waiting for payment and applies its answer (ADR 0021). */
  checkPayment(orderId: string): Promise<unknown>;
};

/** Order host API (`/api/order`): create, validate the player, read an order, check its payment, search. */
export async function orderRoutes(app: FastifyInstance, options: OrderRoutesOptions) {
  const { orders, checkout } = options;
  const { catalog } = app.services;

  app.post('/', { config: rateLimited }, async (request) => {
    const input = parseInput(createOrderRequest, request.body);
    const header = request.headers['idempotency-key'];
    let key: string | null = null;
    if (header !== undefined) {
      const parsed = idempotencyKey.safeParse(header);
      if (!parsed.success) throw new AppError(errors.invalidParameters, { fields: [{ path: 'Idempotency-Key', code: 'invalid' }] });
      key = parsed.data;
    }
    // A signed-in shopper's order is theirs from the start (the token's site is the request's).
    return envelope(unwrap(await checkout.createOrder({ siteId: request.site.id, input, idempotencyKey: key, userId: request.viewer?.userId ?? null })));
  });

  app.post('/validate-player', { config: rateLimited }, async (request) => {
    const input = parseInput(validatePlayerRequest, request.body);
    return envelope(unwrap(await checkout.validatePlayer(request.site.id, input)));
  });

  app.post('/search', { onSend: withErrorMessage }, async (request) => {
    const input = parseInput(searchRequest, request.body);
    return envelope(await catalog.search(request.site.id, input.countryCode, input.query));
  });

  // The signed-in shopper's history (commerce §3, §9), in the account envelope and codes.
  await app.register(async (scope) => {
    const { identity } = app.services;
    accountScope(scope, identity);
    const { history } = orders;
    scope.get<{ Querystring: { days?: string; page?: string } }>('/history', async (request, reply) => {
      const auth = await requireUser(identity, request, reply);
      const days = Number(request.query.days ?? 30);
      const page = Number(request.query.page ?? 1);
      const fields = [];
      if (!HISTORY_DAYS.includes(days as HistoryDays)) fields.push({ path: 'days', code: 'invalid_enum_value' });
      if (!Number.isSafeInteger(page) || page < 1 || page > 10_000) fields.push({ path: 'page', code: 'invalid' });
      if (fields.length) throw new AccountFailure(accountErrors.InvalidParameterException, { fields });
      return success(await history.list(request.site.id, auth.user.id, days as HistoryDays, page));
    });
  });

  app.get<{ Params: { orderId: string } }>('/:orderId', async (request, reply) => {
    const view = await orders.getOrderView(request.site.id, request.params.orderId, request.viewer?.userId ?? null);
    if (!view) throw new AppError(errors.orderNotFound);
    reply.header('cache-control', 'no-store');
    return envelope(view);
  });

  // "Check payment status" (commerce §2): whoever may read the order may have its payment asked
  // about now instead of at the next reconciliation; answers the order as it then stands.
  app.post<{ Params: { orderId: string } }>('/:orderId/check-payment', { config: rateLimited }, async (request, reply) => {
    const viewerId = request.viewer?.userId ?? null;
    const seen = await orders.getOrderView(request.site.id, request.params.orderId, viewerId);
    if (!seen) throw new AppError(errors.orderNotFound);
    await options.checkPayment(seen.orderId);
    const view = await orders.getOrderView(request.site.id, seen.orderId, viewerId);
    reply.header('cache-control', 'no-store');
    return envelope(view ?? seen);
  });
}
