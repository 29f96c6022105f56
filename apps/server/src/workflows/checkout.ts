import {
  errorForResultCode,
  errors,
  NICKNAME_MATCHES_MAX,
  walletErrors,
  WalletStatus,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type PlayerMatch,
  type PlayerSearchQuery,
  type ValidatePlayerRequest,
  type ValidatePlayerResponse,
  type UserType,
} from '@store/contracts';
import { checkPlayerInputs, hashOrderRequest, type OrderRow, type PricedOrder } from '../modules/order/index.ts';
import { accountAllows, accountErrors } from '@store/contracts/identity.ts';
import { fail, failField, ok, type Result } from '../result.ts';
import type { WalletRow } from '../modules/wallet/index.ts';
import { CODACASH_PROVIDER } from './pay-with-codacash.ts';
import type { WorkflowDeps } from './deps.ts';
import { runWorkflow, type StepRunner } from './steps.ts';
import { priceRewards, rewardsContextOf } from './rewards.ts';

/** Who is checking out, and the request's idempotency key if it sent one. */
export type CheckoutRequest = {
  siteId: number;
  input: CreateOrderRequest;
  idempotencyKey: string | null;
  userId: string | null;
  /** Commerce §4's user type, decided by the server from the request's session (ADR 0053). */
  userType: UserType;
};

type PaymentSession = { paymentRef: string; paymentUrl: string };

const answer = (order: OrderRow): CreateOrderResponse => ({ orderId: order.id, status: order.status, paymentUrl: order.paymentUrl ?? '' });

/**
 * The checkout, as named steps (CONVENTIONS: workflows):
 *
 *   price the order → price the rewards → validate the player (a top-up's) → place the order (and spend the
 *   rewards it uses, in one transaction) → open the payment → record the payment
 *
 * Each step calls a module's service or an outside provider. A step that fails undoes the ones
 * before it: a payment session opened for an order that then fails is cancelled at the provider,
 * and a placed order that never got its payment is cancelled, its idempotency key freed so the
 * shopper's retry places a new one, and the rewards it spent are given back. Pay with Codacash and
 * promo codes add their steps here.
 */
export function createCheckout(deps: WorkflowDeps) {
  const { orders, payment, publisher, log } = deps;

  async function validatePlayer(
    game: string,
    countryCode: string,
    userId: string,
    zoneId: string | null,
    characterName: string | null,
  ): Promise<Result<string>> {
    try {
      const player = await publisher.validateUser({ game, userId, zoneId, characterName, countryCode });
      return player.ok ? ok(player.nickname) : fail(errorForResultCode(player.code));
    } catch (err) {
      log.warn({ err, game }, 'publisher could not validate the player');
      return fail(errors.serverUnavailable);
    }
  }

  async function openPayment(
    order: OrderRow,
    priced: Pick<PricedOrder, 'product' | 'denomination' | 'channel'>,
  ): Promise<Result<PaymentSession>> {
    try {
      return ok(
        await payment.createPayment({
          orderId: order.id,
          amountMinor: order.amountMinor,
          currency: order.currency,
          channel: priced.channel.name,
          description: `${priced.product.name} — ${priced.denomination.name}`,
          // Back to the site the order was placed on: it is the only one that shows the order.
          returnUrl: `${await deps.siteOrigin(order.siteId)}/${order.countryCode}/waiting?order=${order.id}`,
          billingAddress: order.billingAddress ?? undefined,
          nationality: order.nationality ?? undefined,
        }),
      );
    } catch (err) {
      log.error({ err, orderId: order.id }, 'payment session could not be created');
      return fail(errors.serverUnavailable);
    }
  }

  /**
   * Pay with Codacash (ADR 0033): the shopper's own active wallet in the shop's country. The charge
   * itself waits for the code sent to the wallet's phone (`ChargeWallet`).
   */
  async function findWallet(userId: string | null, countryCode: string): Promise<Result<WalletRow>> {
    if (!userId) return fail(accountErrors.NOT_AUTHENTICATED);
    const wallet = await deps.wallet.topups.walletOf(userId, countryCode);
    if (!wallet || wallet.status === WalletStatus.Reserved) return fail(walletErrors.notActivated);
    if (wallet.status === WalletStatus.Restricted) return fail(walletErrors.restricted);
    return ok(wallet);
  }

  /**
   * A Codacash order's "payment" is the store's own: the code goes to the wallet's phone, and the
   * order's payment page is its waiting page, where the shopper types it.
   */
  async function openCodacashPayment(order: OrderRow, wallet: WalletRow): Promise<Result<PaymentSession>> {
    const sent = await deps.wallet.codes.send(order.siteId, wallet);
    if (!sent.ok) return sent;
    return ok({
      paymentRef: `codacash:${order.id}`,
      paymentUrl: `${await deps.siteOrigin(order.siteId)}/${order.countryCode}/waiting?order=${order.id}`,
    });
  }

  /** The last two steps, shared by a new order and one whose first request stopped before its payment. */
  async function pay(
    step: StepRunner,
    order: OrderRow,
    priced: Pick<PricedOrder, 'product' | 'denomination' | 'channel'>,
    undo: boolean,
    wallet: WalletRow | null = null,
  ): Promise<CreateOrderResponse> {
    if (wallet) {
      const session = await step('send the wallet code', () => openCodacashPayment(order, wallet));
      const recorded = await step('record the payment on the order', async () => ok(await orders.recordPaymentSession(order.id, session)));
      return answer(recorded ?? order);
    }
    const session = await step(
      'open the payment',
      () => openPayment(order, priced),
      // Only a session this checkout opened for its own new order is cancelled: a replay's session
      // may be the one the first request's shopper is paying on.
      undo ? (opened) => payment.cancelPayment(opened.paymentRef) : undefined,
    );
    const recorded = await step('record the payment on the order', async () => ok(await orders.recordPaymentSession(order.id, session)));
    return answer(recorded ?? order);
  }

  /**
   * The same request again with its key: answered with the order it placed, opening its payment if
   * the first request stopped before (two racing requests open one session: the provider's is
   * idempotent by order, and the order records it once).
   */
  async function replay(request: CheckoutRequest, existing: OrderRow, requestHash: string): Promise<Result<CreateOrderResponse>> {
    // A key names one request on one site: another site's order is not this request's to replay.
    if (existing.requestHash !== requestHash || existing.siteId !== request.siteId) return fail(errors.idempotencyKeyReused);
    if (existing.paymentRef) return ok(answer(existing));
    return runWorkflow('checkout (replay)', log, async (step) => {
      const priced = await step('price the order', () => orders.price(request.siteId, request.input));
      const wallet =
        priced.channel.kind === 'codacash' ? await step('find the wallet', () => findWallet(request.userId, priced.country.code)) : null;
      return pay(step, existing, priced, false, wallet);
    });
  }

  return {
    async createOrder(request: CheckoutRequest): Promise<Result<CreateOrderResponse>> {
      const { siteId, input, idempotencyKey, userId, userType } = request;
      // A signed-in shopper buys as their account allows (ADR 0052: a RESTRICTED one does not).
      if (userId) {
        const shopper = await deps.findUser(siteId, userId);
        if (shopper && !accountAllows(shopper.status, 'purchase')) return fail(errors.purchaseIneligible);
      }
      const requestHash = hashOrderRequest(input);
      if (idempotencyKey) {
        const existing = await orders.findByIdempotencyKey(idempotencyKey);
        if (existing) return replay(request, existing, requestHash);
      }
      const checkout = await runWorkflow('checkout', log, async (step) => {
        const priced = await step('price the order', () => orders.price(siteId, input));
        const rewards = await step('price the rewards', () =>
          priceRewards(deps, { siteId, userId, priced, useRewards: input.useRewards ?? false }),
        );
        const codacash = priced.channel.kind === 'codacash';
        const wallet = codacash ? await step('find the wallet', () => findWallet(userId, priced.country.code)) : null;
        // A voucher has no player to check (docs/decisions/0038); `price` refused one sent with it.
        const player = input.userId;
        const nickname =
          player === undefined
            ? null
            : await step('validate the player', () =>
                validatePlayer(priced.product.slug, priced.country.code, player, priced.zoneId, priced.characterName),
              );
        const order = await step(
          'place the order',
          () =>
            orders.place(
              priced,
              {
                siteId,
                userId,
                playerUserId: player ?? null,
                playerNickname: nickname,
                idempotencyKey,
                requestHash,
                paymentProvider: codacash ? CODACASH_PROVIDER : payment.id,
                amountMinor: priced.denomination.priceMinor - rewards.burnMinor,
                userType,
                platform: input.platform ?? null,
              },
              (work, placed) => deps.rewards.attach(work.tx, { orderId: placed.id, order: rewardsContextOf(priced), plan: rewards }),
            ),
          async (placed) => {
            if (placed) await orders.abandon(placed.id, 'checkout.failed', (work) => deps.rewards.giveBack(work.tx, placed));
          },
        );
        // Null: another request with the same key placed its order first; this one is its replay.
        return order ? pay(step, order, priced, true, wallet) : null;
      });
      if (!checkout.ok) return checkout;
      if (checkout.value) return ok(checkout.value);
      const winner = idempotencyKey ? await orders.findByIdempotencyKey(idempotencyKey) : null;
      return winner ? replay(request, winner, requestHash) : fail(errors.serverUnavailable);
    },

    /** The player check on its own (the product page's check before Buy now). */
    async validatePlayer(siteId: number, input: ValidatePlayerRequest): Promise<Result<ValidatePlayerResponse>> {
      const product = await orders.findProductInCountry(siteId, input.countryCode, input.productSlug);
      if (!product) return fail(errors.productUnavailable);
      if (product.kind === 'voucher') return fail(errors.invalidParameters, { fields: [{ path: 'userId', code: 'voucherHasNoPlayer' }] });
      // The game's own rules first (a Riot ID's format, a server on its list): the publisher is not asked about what we can refuse.
      const inputs = checkPlayerInputs(product.playerFields, input);
      if (!inputs.ok) return inputs;
      const zoneId = product.needsZone ? (input.zoneId ?? null) : null;
      const characterName = product.playerFields.some((field) => field.kind === 'characterName') ? (input.characterName ?? null) : null;
      const player = await validatePlayer(product.slug, input.countryCode, input.userId, zoneId, characterName);
      if (!player.ok) return player;
      return ok({ userId: input.userId, zoneId, nickname: player.value });
    },

    /**
     * Nickname search (commerce §3, docs/decisions/0055): the players the publisher finds for part of
     * a nickname, for a product whose publisher supports it; at most 5, with only what the shopper
     * needs to pick one.
     */
    async searchPlayers(siteId: number, input: PlayerSearchQuery): Promise<Result<PlayerMatch[]>> {
      const product = await orders.findProductInCountry(siteId, input.countryCode, input.productSlug);
      if (!product) return fail(errors.productUnavailable);
      if (product.kind !== 'topup' || !product.nicknameSearch) {
        return failField(errors.invalidParameters, 'productSlug', 'nicknameSearchUnsupported');
      }
      const zoneId = product.needsZone ? (input.zoneId ?? null) : null;
      try {
        const found = await publisher.searchPlayers({ game: product.slug, query: input.q, countryCode: input.countryCode, zoneId });
        if (!found.ok) return fail(errorForResultCode(found.code));
        return ok(
          found.players.slice(0, NICKNAME_MATCHES_MAX).map((player) => ({
            userId: player.userId,
            zoneId: product.needsZone ? (player.zoneId ?? null) : null,
            nickname: player.nickname,
            level: player.level ?? null,
          })),
        );
      } catch (err) {
        log.warn({ err, game: product.slug }, 'publisher could not search players');
        return fail(errors.serverUnavailable);
      }
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
