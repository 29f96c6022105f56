import { createHash, randomBytes } from 'node:crypto';
import {
  errorForResultCode, errors, firstCheckoutError, isValidEmail, mobileMatches, OrderStatus, orderStatusName,
  type CatalogedError, type CheckoutErrorField, type CreateOrderRequest, type CreateOrderResponse, type OrderView,
  type OrderStatus as Status, type ValidatePlayerRequest, type ValidatePlayerResponse,
} from '@store/contracts';
import type { Db } from '@store/db';
import type { PaymentProvider } from '../../providers/payment/index.ts';
import type { PublisherProvider } from '../../providers/publisher/index.ts';
import { createOrderRepository, type OrderRow, type OrderViewRow } from './repository.ts';
import type { OrderStatusKeeper } from './status.ts';
import { createOrderHistory } from './history.ts';

/** Expected failures are results, not exceptions: the route maps them to the envelope. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: CatalogedError; data?: unknown };

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const fail = (error: CatalogedError, data?: unknown): Result<never> => ({ ok: false, error, data });

export type OrderServiceDeps = {
  db: Db;
  keeper: OrderStatusKeeper;
  payment: PaymentProvider;
  publisher: PublisherProvider;
  /** Where a site's shoppers come back after paying: the origin of the site's own host (ADR 0009). */
  siteOrigin(siteId: number): Promise<string>;
  ttlSeconds: number;
  log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
};

const orderIdPattern = /^ord_[A-Za-z0-9_-]{22}$/;

export function isOrderId(value: string): boolean {
  return orderIdPattern.test(value);
}

function newOrderId(): string {
  return `ord_${randomBytes(16).toString('base64url')}`;
}

/** The same request, however its keys were ordered, hashes the same. */
function hashRequest(input: CreateOrderRequest): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
    }
    return value;
  };
  return createHash('sha256').update(JSON.stringify(canonical(input))).digest('hex');
}

const checkoutErrors: Record<CheckoutErrorField, { error: CatalogedError; field: string }> = {
  paymentChannel: { error: errors.channelUnavailable, field: 'paymentChannelId' },
  billingAddress: { error: errors.invalidBillingAddress, field: 'billingAddress' },
  email: { error: errors.invalidEmail, field: 'email' },
  termsAndCondition: { error: errors.invalidParameters, field: 'acceptedTerms' },
};

/** Statuses in which the shopper can still pay on the provider's page. */
const payable = new Set<number>([OrderStatus.PaymentInit, OrderStatus.PaymentPending]);

/**
 * The order event a delivery job writes when the game refused a top-up that will be tried again:
 * `{ attempt, maxAttempts, nextAttemptAt, code }` (the attempt that failed, its job's limit, when the
 * next is due by the database's clock, and the publisher's result code).
 */
export const DELIVERY_RETRY_EVENT = 'delivery.retrying';

/** Statuses in which a delivery may be under way. */
const delivering = new Set<number>([OrderStatus.PaymentCompleted, OrderStatus.InProgress]);

/** What the shopper may know of a retried delivery: counts and a time, never the publisher's code or words. */
function deliveryRetryOf(data: Record<string, unknown> | null, now: number): OrderView['deliveryRetry'] {
  if (!data) return null;
  const { attempt, maxAttempts, nextAttemptAt } = data;
  if (typeof attempt !== 'number' || typeof maxAttempts !== 'number' || typeof nextAttemptAt !== 'string') return null;
  const dueAt = Date.parse(nextAttemptAt);
  if (Number.isNaN(dueAt)) return null;
  return {
    attempt: Math.min(attempt + 1, maxAttempts),
    maxAttempts,
    nextAttemptInSeconds: Math.max(0, Math.ceil((dueAt - now) / 1000)),
  };
}

function toView(row: OrderViewRow, retry: Record<string, unknown> | null): OrderView {
  const { order } = row;
  const status = order.status as Status;
  return {
    orderId: order.id,
    status,
    statusName: orderStatusName[status],
    countryCode: order.countryCode,
    productSlug: row.productSlug,
    productName: row.productName,
    denominationName: row.denominationName,
    paymentChannelName: row.paymentChannelName,
    amountMinor: order.amountMinor.toString(),
    currency: order.currency,
    playerUserId: order.playerUserId,
    playerZoneId: order.playerZoneId,
    playerNickname: order.playerNickname,
    failureCode: order.failureCode,
    refunded: row.refunded,
    deliveryRetry: delivering.has(status) ? deliveryRetryOf(retry, Date.now()) : null,
    refund: row.refund
      ? { amountMinor: row.refund.amountMinor.toString(), currency: row.refund.currency, createdAt: row.refund.createdAt.toISOString() }
      : null,
    paymentUrl: payable.has(status) ? order.paymentUrl : null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Guest checkout: validate, price from the database, create the order and its payment session. */
export function createOrderService(deps: OrderServiceDeps) {
  const { db, keeper, payment, publisher, log } = deps;
  const repository = createOrderRepository(db);

  function response(order: OrderRow): CreateOrderResponse {
    return { orderId: order.id, status: order.status, paymentUrl: order.paymentUrl ?? '' };
  }

  /**
   * Opens the payment session of an order that has none yet. Safe to repeat (a retried request,
   * two requests racing on one key): the provider answers the same session for the same order,
   * and only one caller moves the order to PaymentInit under its lock.
   */
  async function ensurePayment(order: OrderRow): Promise<Result<CreateOrderResponse>> {
    if (order.paymentRef || order.status !== OrderStatus.NotInit) return ok(response(order));
    const view = await repository.findView(order.id, order.siteId);
    if (!view) return fail(errors.orderNotFound);
    let session: { paymentRef: string; paymentUrl: string };
    try {
      session = await payment.createPayment({
        orderId: order.id,
        amountMinor: order.amountMinor,
        currency: order.currency,
        channel: view.paymentChannelName,
        description: `${view.productName} — ${view.denominationName}`,
        // Back to the site the order was placed on: it is the only one that shows the order.
        returnUrl: `${await deps.siteOrigin(order.siteId)}/${order.countryCode}/waiting?order=${order.id}`,
      });
    } catch (err) {
      log.error({ err, orderId: order.id }, 'payment session could not be created');
      return fail(errors.serverUnavailable);
    }
    const moved = await keeper.run((work) => work.transition(order.id, OrderStatus.PaymentInit, 'payment.session-created', {
      changes: { paymentRef: session.paymentRef, paymentUrl: session.paymentUrl },
      data: { paymentRef: session.paymentRef },
    }));
    const current = moved.order ?? (await repository.find(order.id)) ?? order;
    return ok(response(current));
  }

  function replay(siteId: number, existing: OrderRow, requestHash: string): Promise<Result<CreateOrderResponse>> | Result<CreateOrderResponse> {
    // A key names one request on one site: another site's order is not this request's to replay.
    if (existing.requestHash !== requestHash || existing.siteId !== siteId) return fail(errors.idempotencyKeyReused);
    return ensurePayment(existing);
  }

  async function checkPlayer(game: string, countryCode: string, userId: string, zoneId: string | null): Promise<Result<string>> {
    try {
      const player = await publisher.validateUser({ game, userId, zoneId, countryCode });
      return player.ok ? ok(player.nickname) : fail(errorForResultCode(player.code));
    } catch (err) {
      log.warn({ err, game }, 'publisher could not validate the player');
      return fail(errors.serverUnavailable);
    }
  }

  return {
    /** A signed-in shopper's history and guest adoption (ADR 0016); the web's loaders read it too. */
    history: createOrderHistory(db),

    /** An order on the site the shopper is on; only products the site sells can be ordered there. */
    async createOrder(siteId: number, input: CreateOrderRequest, idempotencyKey: string | null, userId: string | null = null): Promise<Result<CreateOrderResponse>> {
      const requestHash = hashRequest(input);
      if (idempotencyKey) {
        const existing = await repository.findByIdempotencyKey(idempotencyKey);
        if (existing) return replay(siteId, existing, requestHash);
      }

      const { country, product, denomination, channel } = await repository.findCheckoutItems(
        siteId, input.countryCode, input.productSlug, input.denominationId, input.paymentChannelId,
      );
      if (!country || !product) return fail(errors.productUnavailable);
      if (!denomination || !denomination.available) return fail(errors.denominationUnavailable);

      const email = input.email ? input.email : undefined;
      const mobile = input.mobile ? input.mobile : undefined;
      const mobileValid = mobile !== undefined && mobileMatches(country.mobilePattern, country.phoneCode, mobile);
      const firstError = firstCheckoutError({
        paymentChannel: channel !== null && channel.available,
        billingAddress: !channel?.needsBillingAddress || input.billingAddress !== undefined,
        email: email !== undefined ? isValidEmail(email) : mobileValid,
        termsAndCondition: input.acceptedTerms,
      });
      if (firstError) {
        // Without an e-mail the contact that failed is the mobile number, which has no code of its own.
        if (firstError === 'email' && email === undefined && mobile !== undefined) {
          return fail(errors.invalidParameters, { fields: [{ path: 'mobile', code: 'mobilePattern' }] });
        }
        const { error, field } = checkoutErrors[firstError];
        return fail(error, { fields: [{ path: field, code: firstError }] });
      }
      // The order's language is one the shop offers, never whatever the client names: it picks the
      // catalogues of the messages sent about this order.
      if (input.locale !== undefined && !country.languages.some((language) => language.locale === input.locale)) {
        return fail(errors.invalidParameters, { fields: [{ path: 'locale', code: 'invalid_value' }] });
      }
      if (product.minAge !== null && input.ageConfirmed !== true) return fail(errors.underage, { minAge: product.minAge });

      const zoneId = product.needsZone ? input.zoneId ?? null : null;
      const player = await checkPlayer(product.slug, country.code, input.userId, zoneId);
      if (!player.ok) return player;

      let order: OrderRow;
      try {
        order = await keeper.run((work) => work.create({
          id: newOrderId(),
          siteId,
          countryCode: country.code,
          productId: product.id,
          denominationId: denomination.id,
          paymentChannelId: channel!.id,
          playerUserId: input.userId,
          playerZoneId: zoneId,
          playerNickname: player.value,
          email: email ?? null,
          mobile: email === undefined ? mobile ?? null : null,
          userId,
          // The price is the database's, never the client's.
          amountMinor: denomination.priceMinor,
          currency: denomination.currency,
          locale: input.locale ?? country.locale,
          idempotencyKey,
          requestHash,
          paymentProvider: payment.id,
          expiresAt: new Date(Date.now() + deps.ttlSeconds * 1000),
        }));
      } catch (err) {
        // Another request with the same key won the race: answer as its replay.
        if (idempotencyKey && isUniqueViolation(err)) {
          const existing = await repository.findByIdempotencyKey(idempotencyKey);
          if (existing) return replay(siteId, existing, requestHash);
        }
        throw err;
      }
      return ensurePayment(order);
    },

    async validatePlayer(siteId: number, input: ValidatePlayerRequest): Promise<Result<ValidatePlayerResponse>> {
      const product = await repository.findProductInCountry(siteId, input.countryCode, input.productSlug);
      if (!product) return fail(errors.productUnavailable);
      const zoneId = product.needsZone ? input.zoneId ?? null : null;
      const player = await checkPlayer(product.slug, input.countryCode, input.userId, zoneId);
      if (!player.ok) return player;
      return ok({ userId: input.userId, zoneId, nickname: player.value });
    },

    /**
     * The order as the waiting and complete pages show it; null for an unknown or malformed id, for
     * an order placed on another site (it is not visible there), and for an order placed signed in
     * when `viewerId` is not its shopper. A guest's order is shown to whoever has its unguessable id,
     * as the link back from the payment page needs.
     */
    async getOrderView(siteId: number, orderId: string, viewerId: string | null): Promise<OrderView | null> {
      if (!isOrderId(orderId)) return null;
      const row = await repository.findView(orderId, siteId);
      if (!row || (row.order.userId !== null && row.order.userId !== viewerId)) return null;
      const retry = delivering.has(row.order.status) ? await repository.latestEventData(orderId, DELIVERY_RETRY_EVENT) : null;
      return toView(row, retry);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
