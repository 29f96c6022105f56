import { createHash, randomBytes } from 'node:crypto';
import {
  checkoutDetailProblems,
  errors,
  firstCheckoutError,
  isValidEmail,
  mobileMatches,
  OrderStatus,
  orderStatusLabel,
  orderStatusName,
  asksCharacterName,
  playerProblems,
  type PlayerField,
  type PlayerInput,
  type BillingAddress,
  type CatalogedError,
  type CheckoutErrorField,
  type CreateOrderRequest,
  type DenominationState,
  type DenominationStatesQuery,
  type OrderRewards,
  type OrderView,
  type OrderStatus as Status,
  type VoucherCode,
  type RemoveSavedPlayerRequest,
  type SavedPlayer,
  type SavedPlayersQuery,
  type Site,
  SAVED_PLAYERS_PER_PRODUCT,
  CustomerType,
  type Platform,
  type UserType,
} from '@store/contracts';
import { denominationNameIn } from '@store/contracts/catalogue-texts.ts';
import { isUniqueViolation, type Db } from '@store/db';
import { commitOnlyOk, fail, ok, type Result } from '../../result.ts';
import { createOrderRepository, type CheckoutItems, type OrderRow, type OrderViewRow, type SavedPlayerRow } from './repository.ts';
import type { OrderStatusKeeper, OrderWork } from './status.ts';
import { createOrderHistory } from './history.ts';
import { createCache } from '../../plugins/cache.ts';
import { checkPurchaseRules, denominationStates } from './purchase-rules.ts';

export type OrderServiceDeps = {
  db: Db;
  keeper: OrderStatusKeeper;
  ttlSeconds: number;
  /** The rewards orders used and earned (the rewards module's; the order view and history show them). */
  rewardsOf?: RewardsOf;
  /** Voucher orders' codes, masked (the fulfilment module's; docs/decisions/0038). */
  voucherCodesOf?: VoucherCodesOf;
  /** The clock of the in-process caches (tests move it). */
  now?: () => number;
};

/** The "most used" payment channel (ADR 0040): paid orders of the last 30 days, counted at most every 10 minutes. */
export const MOST_USED_DAYS = 30;
const MOST_USED_TTL_MS = 10 * 60_000;
const PAID_STATUSES: number[] = [OrderStatus.PaymentCompleted, OrderStatus.InProgress, OrderStatus.FulfillmentCompleted];

export type RewardsOf = (orderIds: string[]) => Promise<Map<string, OrderRewards>>;
export type VoucherCodesOf = (orderIds: string[]) => Promise<Map<string, VoucherCode>>;

/** What a checkout is made of once checked and priced from the database (never from the client). */
export type PricedOrder = {
  [K in keyof CheckoutItems]: NonNullable<CheckoutItems[K]>;
} & {
  email: string | null;
  mobile: string | null;
  zoneId: string | null;
  /** The character credited, where the game's publisher asks for one (docs/decisions/0044). */
  characterName: string | null;
  locale: string;
  billingAddress: BillingAddress | null;
  /** The shopper's nationality, where the product or the channel asks for it (docs/decisions/0047). */
  nationality: string | null;
};

/**
 * The game's own rules for its player inputs (docs/decisions/0044), the same the checkout form
 * applies: a malformed Riot ID is −222; a server not on the list or a missing input is a parameter
 * error naming the field. Null when the player is fine for this game.
 */
export function checkPlayerInputs(fields: readonly PlayerField[], player: PlayerInput): Result<null> {
  const [problem] = playerProblems(fields, player);
  if (!problem) return ok(null);
  if (problem.code === 'riotIdFormat') return fail(errors.invalidRiotId, { fields: [{ path: 'userId', code: problem.code }] });
  return fail(errors.invalidParameters, { fields: [{ path: problem.field, code: problem.code }] });
}

/** Who placed an order and how it is paid; the rest comes from its `PricedOrder`. */
export type Placement = {
  siteId: number;
  userId: string | null;
  /** Null for a voucher, which has no player (docs/decisions/0038). */
  playerUserId: string | null;
  playerNickname: string | null;
  idempotencyKey: string | null;
  requestHash: string;
  paymentProvider: string;
  /** What the shopper pays, when not the denomination's price (rewards paid part of it, or all). */
  amountMinor?: bigint;
  /** Commerce §4's user type, decided from the request's session (ADR 0053). */
  userType: UserType;
  /** Where the shopper buys, as the browser reported it; null when it did not. */
  platform: Platform | null;
};

const orderIdPattern = /^ord_[A-Za-z0-9_-]{22}$/;

export function isOrderId(value: string): boolean {
  return orderIdPattern.test(value);
}

function newOrderId(): string {
  return `ord_${randomBytes(16).toString('base64url')}`;
}

/** The same request, however its keys were ordered, hashes the same (an idempotency key's replay is checked by it). */
export function hashOrderRequest(input: CreateOrderRequest): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex');
}

const checkoutErrors: Record<CheckoutErrorField, { error: CatalogedError; field: string }> = {
  paymentChannel: { error: errors.channelUnavailable, field: 'paymentChannelId' },
  billingAddress: { error: errors.invalidBillingAddress, field: 'billingAddress' },
  email: { error: errors.invalidEmail, field: 'email' },
  termsAndCondition: { error: errors.invalidParameters, field: 'acceptedTerms' },
};

/** Statuses in which the shopper can still pay on the provider's page. */
const payable = new Set<number>([OrderStatus.PaymentInit, OrderStatus.PaymentPending]);

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

function toView(row: OrderViewRow, rewards: OrderRewards | null, voucherCode: VoucherCode | null): OrderView {
  const { order } = row;
  const status = order.status as Status;
  return {
    orderId: order.id,
    status,
    statusName: orderStatusName[status],
    statusLabel: orderStatusLabel(status),
    countryCode: order.countryCode,
    productSlug: row.productSlug,
    // In the language the order was placed in: the pages right after the purchase and its messages
    // read as the shop the shopper bought in ("86 Diamanten").
    productName: row.localProductName ?? row.productName,
    denominationName: denominationNameIn(
      { name: row.denominationName, creditAmount: row.creditAmount },
      { english: row.creditName, local: row.localCreditName },
    ),
    paymentChannelName: row.paymentChannelName,
    // The provider id of wallet payments (workflows/pay-with-codacash.ts), which a module cannot import.
    paymentKind: order.paymentProvider === 'codacash' ? 'codacash' : 'provider',
    amountMinor: order.amountMinor.toString(),
    currency: order.currency,
    playerUserId: order.playerUserId,
    playerZoneId: order.playerZoneId,
    playerNickname: order.playerNickname,
    voucherCode,
    failureCode: order.failureCode,
    cancellation: status === OrderStatus.Cancelled ? (row.expired ? 'expired' : 'cancelled') : null,
    refunded: row.refunded,
    // Read only while the order is paid and not yet delivered (the view's statement).
    deliveryRetry: deliveryRetryOf(row.deliveryRetry, Date.now()),
    refund: row.refund
      ? { amountMinor: row.refund.amountMinor.toString(), currency: row.refund.currency, createdAt: row.refund.createdAt.toISOString() }
      : null,
    paymentUrl: payable.has(status) ? order.paymentUrl : null,
    rewards,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

function savedPlayerOf(row: SavedPlayerRow): SavedPlayer {
  return { userId: row.playerUserId, zoneId: row.playerZoneId === '' ? null : row.playerZoneId, nickname: row.nickname };
}

/**
 * Orders: what an order may be made of, placing it, its payment session, and reading it back.
 * Cross-domain work (the player at the publisher, the payment at the provider) is the checkout
 * workflow's (workflows/checkout.ts); this service is its order steps.
 */
export function createOrderService(deps: OrderServiceDeps) {
  const { db, keeper } = deps;
  const repository = createOrderRepository(db);
  /** The view of a read order, with its rewards and, for a voucher, its code, from their modules when it has them. */
  const viewOf = async (row: OrderViewRow): Promise<OrderView> => {
    const orderId = row.order.id;
    const rewards = deps.rewardsOf && row.hasRewards ? ((await deps.rewardsOf([orderId])).get(orderId) ?? null) : null;
    const voucherCode =
      deps.voucherCodesOf && row.productKind === 'voucher' ? ((await deps.voucherCodesOf([orderId])).get(orderId) ?? null) : null;
    return toView(row, rewards, voucherCode);
  };
  const mostUsed = createCache<number | null>({ ttlMs: MOST_USED_TTL_MS, max: 1_000, ...(deps.now ? { now: deps.now } : {}) });

  return {
    /** A signed-in shopper's history and guest adoption (ADR 0016); the web's loaders read it too. */
    history: createOrderHistory(repository, deps.rewardsOf, deps.voucherCodesOf),

    find: (orderId: string) => repository.find(orderId),
    findByIdempotencyKey: (key: string) => repository.findByIdempotencyKey(key),
    /** The product, only if the site sells it in the country. */
    /** The checkout's items as the database has them (each null when not sold here), unchecked. */
    checkoutItems: (siteId: number, countryCode: string, productSlug: string, denominationId: string, paymentChannelId: number) =>
      repository.findCheckoutItems(siteId, countryCode, productSlug, denominationId, paymentChannelId),

    findProductInCountry: (siteId: number, countryCode: string, productSlug: string) =>
      repository.findProductInCountry(siteId, countryCode, productSlug),
    /** Unpaid orders past their expiry, oldest first. */
    listExpired: (statuses: number[], limit: number) => repository.listExpired(statuses, limit),
    /** Orders in `statuses` with a payment session older than `olderThanMs`, a page at a time. */
    listWaitingSince: (statuses: number[], olderThanMs: number, afterId: string | null, limit: number) =>
      repository.listWaitingSince(statuses, olderThanMs, afterId, limit),

    /**
     * The payment channel most shoppers of a country paid with lately on this site (ADR 0040), or
     * null: the product page suggests it. Counted from the orders, cached in process. A site whose
     * payment suggestion switch is off (shell §3, ADR 0046) suggests none.
     */
    mostUsedChannel: async (site: Pick<Site, 'id' | 'features'>, countryCode: string): Promise<number | null> =>
      site.features.paymentSuggestion
        ? mostUsed.get(`${site.id}:${countryCode}`, () => repository.mostUsedChannel(site.id, countryCode, PAID_STATUSES, MOST_USED_DAYS))
        : null,

    /**
     * A signed-in shopper's saved players (commerce §3; docs/decisions/0040): the last 5 players
     * the publisher validated for the shopper, per product, most recently used first.
     */
    savedPlayers: {
      async list(siteId: number, userId: string, query: SavedPlayersQuery): Promise<Result<SavedPlayer[]>> {
        const product = await repository.findProductInCountry(siteId, query.countryCode, query.productSlug);
        if (!product) return fail(errors.productUnavailable);
        return ok((await repository.listSavedPlayers(userId, product.id)).map(savedPlayerOf));
      },

      /** Called with a player the publisher has just validated for this shopper. */
      async remember(siteId: number, userId: string, player: { countryCode: string; productSlug: string } & SavedPlayer): Promise<void> {
        const product = await repository.findProductInCountry(siteId, player.countryCode, player.productSlug);
        if (!product) return;
        const row = {
          userId,
          productId: product.id,
          playerUserId: player.userId,
          playerZoneId: player.zoneId ?? '',
          nickname: player.nickname,
        };
        await db.transaction((tx) => createOrderRepository(tx).saveRecentPlayer(row, SAVED_PLAYERS_PER_PRODUCT));
      },

      /** Forgets one; answers the players left (forgetting one that is not there changes nothing). */
      async forget(siteId: number, userId: string, input: RemoveSavedPlayerRequest): Promise<Result<SavedPlayer[]>> {
        const product = await repository.findProductInCountry(siteId, input.countryCode, input.productSlug);
        if (!product) return fail(errors.productUnavailable);
        await repository.deleteSavedPlayer({ userId, productId: product.id, playerUserId: input.userId, playerZoneId: input.zoneId ?? '' });
        return ok((await repository.listSavedPlayers(userId, product.id)).map(savedPlayerOf));
      },
    },

    /**
     * Each denomination of a product sold here, with its state for one player (commerce §4;
     * docs/decisions/0036): available, or why an order of it would be refused now.
     */
    async denominationStates(siteId: number, query: DenominationStatesQuery): Promise<Result<DenominationState[]>> {
      const product = await repository.findProductInCountry(siteId, query.countryCode, query.productSlug);
      if (!product) return fail(errors.productUnavailable);
      return ok(
        await denominationStates(repository, {
          productId: product.id,
          countryCode: query.countryCode,
          playerUserId: query.userId,
          playerZoneId: product.needsZone ? (query.zoneId ?? null) : null,
        }),
      );
    },

    /**
     * Checks a checkout against the catalogue and the shop's rules and prices it from the database:
     * the product on this site and in this country, the denomination, the channel, the contact, the
     * language and the age. The first failing field is answered, in the spec's order.
     */
    /** Whether a signed-in shopper has paid for an order on the site before (a returning customer, ADR 0053). */
    hasPaidOrder(siteId: number, userId: string): Promise<boolean> {
      return repository.hasPaidOrder(siteId, { userId });
    },

    async price(siteId: number, input: CreateOrderRequest): Promise<Result<PricedOrder>> {
      const { country, product, denomination, channel } = await repository.findCheckoutItems(
        siteId,
        input.countryCode,
        input.productSlug,
        input.denominationId,
        input.paymentChannelId,
      );
      if (!country || !product) return fail(errors.productUnavailable);
      if (!denomination || !denomination.available) return fail(errors.denominationUnavailable);
      // A top-up names the game account it credits; a voucher is a code for whoever holds it, and a
      // player sent with one is refused rather than dropped: the client believes it matters.
      if (product.kind === 'voucher' && (input.userId !== undefined || input.zoneId !== undefined)) {
        return fail(errors.invalidParameters, { fields: [{ path: 'userId', code: 'voucherHasNoPlayer' }] });
      }
      if (product.kind !== 'voucher' && input.userId === undefined) {
        return fail(errors.invalidParameters, { fields: [{ path: 'userId', code: 'required' }] });
      }
      const inputs = checkPlayerInputs(product.playerFields, input);
      if (!inputs.ok) return inputs;

      const email = input.email ? input.email : undefined;
      const mobile = input.mobile ? input.mobile : undefined;
      const mobileValid = mobile !== undefined && mobileMatches(country.mobilePattern, country.phoneCode, mobile);
      const firstError = firstCheckoutError({
        paymentChannel: channel !== null && channel.available,
        billingAddress: !channel?.needsBillingAddress || input.billingAddress !== undefined,
        email: email !== undefined ? isValidEmail(email) : mobileValid,
        termsAndCondition: input.acceptedTerms,
      });
      if (!channel || firstError === 'paymentChannel' || firstError === 'billingAddress') {
        const { error, field } = checkoutErrors[firstError ?? 'paymentChannel'];
        return fail(error, { fields: [{ path: field, code: firstError ?? 'paymentChannel' }] });
      }
      // The address's fields, then the nationality (docs/decisions/0047), before the contact and
      // the terms, as the page shows them: the country's rules, each field with its catalogued error.
      const details = checkoutDetailProblems(
        {
          countryCode: country.code,
          billingAddress: channel.needsBillingAddress,
          nationality: product.needsNationality || channel.needsNationality,
        },
        { billingAddress: input.billingAddress, nationality: input.nationality },
      );
      if (!details.ok) {
        const [first] = details.problems;
        return fail(first!.error, {
          fields: details.problems.filter((p) => p.error === first!.error).map((p) => ({ path: p.path, code: p.code })),
        });
      }
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
      return ok({
        country,
        product,
        denomination,
        channel,
        email: email ?? null,
        mobile: email === undefined ? (mobile ?? null) : null,
        zoneId: product.needsZone ? (input.zoneId ?? null) : null,
        characterName: asksCharacterName(product.playerFields) ? (input.characterName ?? null) : null,
        locale: input.locale ?? country.locale,
        // Kept only where asked for, as the country's rules read them: they go to the provider with the payment.
        billingAddress: details.billingAddress,
        nationality: details.nationality,
      });
    },

    /**
     * Places the order (NotInit, with its first event), after checking the product's purchase rules
     * for the player under their lock, in the same transaction (656, 630 and the once-only codes,
     * 633, 655: docs/decisions/0036). `alsoInTheSameTransaction` runs in the
     * transaction that inserts it (the rewards it spends): its failure rolls the order back and is
     * answered. Ok(null) when another request holding the same idempotency key placed one first:
     * the caller answers as that request's replay.
     */
    async place(
      priced: PricedOrder,
      placement: Placement,
      alsoInTheSameTransaction?: (work: OrderWork, order: OrderRow) => Promise<Result<unknown>>,
    ): Promise<Result<OrderRow | null>> {
      const { amountMinor, ...placed } = placement;
      try {
        return await commitOnlyOk<OrderWork, OrderRow | null>(keeper.run, async (work) => {
          // The rules count a game account's purchases: a voucher has none, so none apply (docs/decisions/0038).
          const rules =
            placement.playerUserId === null
              ? null
              : await checkPurchaseRules(createOrderRepository(work.tx), {
                  productId: priced.product.id,
                  denominationId: priced.denomination.id,
                  playerUserId: placement.playerUserId,
                  playerZoneId: priced.zoneId,
                  idempotencyKey: placement.idempotencyKey,
                });
          if (rules && 'replay' in rules) return ok(null);
          if (rules) return fail(rules.refused);
          // A returning customer has paid for an order here before, by account or by contact (ADR 0053).
          const returning = await createOrderRepository(work.tx).hasPaidOrder(placement.siteId, {
            userId: placement.userId,
            email: priced.email,
            mobile: priced.mobile,
          });
          const order = await work.create({
            id: newOrderId(),
            ...placed,
            customer: returning ? CustomerType.Returning : CustomerType.New,
            countryCode: priced.country.code,
            productId: priced.product.id,
            denominationId: priced.denomination.id,
            paymentChannelId: priced.channel.id,
            playerZoneId: priced.zoneId,
            playerCharacterName: priced.characterName,
            email: priced.email,
            mobile: priced.mobile,
            billingAddress: priced.billingAddress,
            nationality: priced.nationality,
            // The price is the database's, never the client's; rewards may have paid part of it.
            amountMinor: amountMinor ?? priced.denomination.priceMinor,
            currency: priced.denomination.currency,
            locale: priced.locale,
            expiresAt: new Date(Date.now() + deps.ttlSeconds * 1000),
          });
          if (alsoInTheSameTransaction) {
            const also = await alsoInTheSameTransaction(work, order);
            if (!also.ok) return also;
          }
          return ok(order);
        });
      } catch (err) {
        if (placement.idempotencyKey && isUniqueViolation(err)) return ok(null);
        throw err;
      }
    },

    /**
     * Records the payment session opened for an order that had none (NotInit → PaymentInit). Under
     * the order's lock only one caller moves it; the others get the order as it then stands.
     */
    async recordPaymentSession(orderId: string, session: { paymentRef: string; paymentUrl: string }): Promise<OrderRow | null> {
      const moved = await keeper.run((work) =>
        work.transition(orderId, OrderStatus.PaymentInit, 'payment.session-created', {
          changes: { paymentRef: session.paymentRef, paymentUrl: session.paymentUrl },
          data: { paymentRef: session.paymentRef },
        }),
      );
      return moved.order ?? (await repository.find(orderId));
    },

    /**
     * Undoes placing an order whose checkout failed after it (the checkout's compensation): the
     * order is Cancelled if nobody can pay it yet, and its idempotency key is freed, so the shopper
     * trying again places a new order instead of being answered with this one.
     */
    async abandon(orderId: string, reason: string, alsoInTheSameTransaction?: (work: OrderWork) => Promise<void>): Promise<void> {
      await keeper.run(async (work) => {
        const order = await work.lock(orderId);
        if (!order || order.status !== OrderStatus.NotInit) return;
        await work.transition(orderId, OrderStatus.Cancelled, reason, { changes: { idempotencyKey: null } });
        await alsoInTheSameTransaction?.(work);
      });
    },

    /**
     * What a message about the order says (its receipt, its refund notice): the order as its own
     * shopper sees it, where to send it, in which language, and its country's price format and
     * phone code. Null for an unknown order.
     */
    async messageFacts(orderId: string) {
      const row = await repository.findView(orderId, null);
      const country = row ? await repository.countryOf(orderId) : null;
      if (!row || !country) return null;
      const { email, mobile, locale, siteId } = row.order;
      return { view: await viewOf(row), siteId, email, mobile, locale, country };
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
      return viewOf(row);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
