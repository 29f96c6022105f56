import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOrderRequest,
  denominationStatesQuery,
  errors,
  idempotencyKey,
  orderHistoryQuery,
  playerSearchQuery,
  removeSavedPlayerRequest,
  savedPlayersQuery,
  searchRequest,
  validatePlayerRequest,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type PlayerMatch,
  type PlayerSearchQuery,
  type ProductSummary,
  type RevealedVoucherCode,
  type ValidatePlayerRequest,
  type ValidatePlayerResponse,
  type UserType,
} from '@store/contracts';
import { AppError, envelope, unwrap } from '../../plugins/errors.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import type { Result } from '../../result.ts';
import type { OrderService } from './service.ts';
import { accountScope, requireUser, signedInUser, userTypeOfRequest, type IdentityService } from '../identity/index.ts';

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
    createOrder(request: {
      siteId: number;
      input: CreateOrderRequest;
      idempotencyKey: string | null;
      userId: string | null;
      userType: UserType;
    }): Promise<Result<CreateOrderResponse>>;
    validatePlayer(siteId: number, input: ValidatePlayerRequest): Promise<Result<ValidatePlayerResponse>>;
    /** Nickname search where the product's publisher supports it (docs/decisions/0055). */
    searchPlayers(siteId: number, input: PlayerSearchQuery): Promise<Result<PlayerMatch[]>>;
  };
  /** Asks the payment provider about an order waiting for payment and applies its answer (ADR 0021). */
  checkPayment(orderId: string): Promise<unknown>;
  /** A delivered voucher's whole code (the fulfilment module's); the route has checked who asks. */
  revealVoucherCode(orderId: string): Promise<RevealedVoucherCode | null>;
  /** The catalogue's product search (`POST /search`). */
  searchProducts(siteId: number, countryCode: string, query: string): Promise<ProductSummary[]>;
  /** Accounts: the signed-in shopper of the history. */
  identity: IdentityService;
};

/** Order host API (`/api/order`): create, validate the player, read an order, check its payment, search. */
export async function orderRoutes(fastify: FastifyInstance, options: OrderRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { orders, checkout, identity } = options;

  app.post('/', { config: rateLimited, schema: { body: createOrderRequest } }, async (request) => {
    const header = request.headers['idempotency-key'];
    let key: string | null = null;
    if (header !== undefined) {
      const parsed = idempotencyKey.safeParse(header);
      if (!parsed.success) throw new AppError(errors.invalidParameters, { fields: [{ path: 'Idempotency-Key', code: 'invalid' }] });
      key = parsed.data;
    }
    // A signed-in shopper's order is theirs from the start (the token's site is the request's).
    return envelope(
      unwrap(
        await checkout.createOrder({
          siteId: request.site.id,
          input: request.body,
          idempotencyKey: key,
          userId: request.viewer?.userId ?? null,
          userType: await userTypeOfRequest(request, identity),
        }),
      ),
    );
  });

  app.post('/validate-player', { config: rateLimited, schema: { body: validatePlayerRequest } }, async (request) => {
    const player = unwrap(await checkout.validatePlayer(request.site.id, request.body));
    // A signed-in shopper's validated player is one of their saved players (commerce §3, ADR 0040).
    const shopperId = request.viewer?.userId;
    if (shopperId) {
      const { countryCode, productSlug } = request.body;
      await orders.savedPlayers.remember(request.site.id, shopperId, { countryCode, productSlug, ...player });
    }
    return envelope(player);
  });

  // Commerce §3's nickname search (docs/decisions/0055): at most 5 players a query, each query
  // limited per address as checking a player is, so nobody lists a game's players.
  app.get('/players', { config: rateLimited, schema: { querystring: playerSearchQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return envelope(unwrap(await checkout.searchPlayers(request.site.id, request.query)));
  });

  // Commerce §4's denomination states for the player the product page names (docs/decisions/0036).
  app.get('/denomination-states', { config: rateLimited, schema: { querystring: denominationStatesQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return envelope(unwrap(await orders.denominationStates(request.site.id, request.query)));
  });

  app.post('/search', { onSend: withErrorMessage, schema: { body: searchRequest } }, async (request) =>
    envelope(await options.searchProducts(request.site.id, request.body.countryCode, request.body.query)),
  );

  // The signed-in shopper's history (commerce §3, §9), in the account envelope and codes.
  await app.register(async (fastifyScope) => {
    const scope = fastifyScope.withTypeProvider<ZodTypeProvider>();
    accountScope(scope, identity);
    const { history } = orders;
    scope.get('/history', { preValidation: requireUser(identity), schema: { querystring: orderHistoryQuery } }, async (request) =>
      envelope(
        await history.list(
          request.site.id,
          signedInUser(request).user.id,
          request.query.days,
          request.query.page,
          undefined,
          request.query.status ?? null,
        ),
      ),
    );
    // The shopper's saved players of a product (commerce §3, ADR 0040); a guest's stay in the browser.
    const { savedPlayers } = orders;
    scope.get('/saved-players', { preValidation: requireUser(identity), schema: { querystring: savedPlayersQuery } }, async (request) =>
      envelope(unwrap(await savedPlayers.list(request.site.id, signedInUser(request).user.id, request.query))),
    );
    scope.post(
      '/saved-players/remove',
      { config: rateLimited, preValidation: requireUser(identity), schema: { body: removeSavedPlayerRequest } },
      async (request) => envelope(unwrap(await savedPlayers.forget(request.site.id, signedInUser(request).user.id, request.body))),
    );
  });

  app.get<{ Params: { orderId: string } }>('/:orderId', async (request, reply) => {
    const view = await orders.getOrderView(request.site.id, request.params.orderId, request.viewer?.userId ?? null);
    if (!view) throw new AppError(errors.orderNotFound);
    reply.header('cache-control', 'no-store');
    return envelope(view);
  });

  // A voucher's code (docs/decisions/0038), to whoever may read the order: its signed-in owner, or
  // for a guest's order whoever holds its unguessable id, as the order page itself. Another shopper
  // gets the same not-found as for the order; never cached anywhere.
  app.get<{ Params: { orderId: string } }>('/:orderId/voucher-code', async (request, reply) => {
    const view = await orders.getOrderView(request.site.id, request.params.orderId, request.viewer?.userId ?? null);
    const revealed = view?.voucherCode ? await options.revealVoucherCode(view.orderId) : null;
    if (!revealed) throw new AppError(errors.orderNotFound);
    reply.header('cache-control', 'no-store');
    return envelope(revealed);
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
