import {
  CashbackToggle,
  errors,
  OrderStatus,
  REWARDS_PROVIDER,
  rewardErrors,
  UserType,
  type CashbackQuote,
  type CreateOrderResponse,
} from '@store/contracts';
import type { CashbackQuoteQuery, RedeemPointsRequest } from '@store/contracts/rewards-requests.ts';
import { checkPlayerInputs, type PricedOrder } from '../modules/order/index.ts';
import { contactKey, type RewardsOrderContext, type RewardsPlan } from '../modules/rewards/index.ts';
import { fail, ok, type Result } from '../result.ts';
import { QUEUES, type WorkflowDeps } from './deps.ts';

type Priced = Pick<PricedOrder, 'country' | 'product' | 'denomination' | 'channel'>;

export const rewardsContextOf = (priced: Priced): RewardsOrderContext => ({
  countryCode: priced.country.code,
  product: { id: priced.product.id, publisher: priced.product.publisher },
  channel: { id: priced.channel.id, kind: priced.channel.kind },
  priceMinor: priced.denomination.priceMinor,
  currency: priced.denomination.currency,
  currencyExponent: priced.country.currencyExponent,
});

/** An order that neither spends nor earns (its owner is never looked at). */
const NOTHING: RewardsPlan = { owner: { contact: '' }, burnMinor: 0n, earnMinor: 0n, rule: null };

/**
 * The checkout's "price the rewards" step: what the order burns (the toggle on) and earns, and
 * whose rewards they are: the signed-in shopper's, or the guest's contact. Using rewards needs
 * signing in (1105), a product that takes them (1104) and something to spend (1106).
 */
export async function priceRewards(
  deps: Pick<WorkflowDeps, 'rewards' | 'rewardsOffered'>,
  request: { siteId: number; userId: string | null; priced: Priced & Pick<PricedOrder, 'email' | 'mobile'>; useRewards: boolean },
): Promise<Result<RewardsPlan>> {
  const { userId, priced, useRewards } = request;
  if (!(await deps.rewardsOffered(request.siteId, priced.country.code))) {
    // Elsewhere an order neither spends nor earns rewards.
    return useRewards ? fail(rewardErrors.notOffered) : ok(NOTHING);
  }
  if (useRewards && !userId) return fail(rewardErrors.signInRequired);
  const { quote, plan, burnable } = await deps.rewards.quote({ userId, order: rewardsContextOf(priced), useRewards });
  if (useRewards && !burnable) return fail(rewardErrors.productNotEligible);
  if (useRewards && quote.cashbackToggle !== CashbackToggle.On) return fail(rewardErrors.nothingToUse);
  const contact = userId ? null : contactKey(priced, priced.country.phoneCode);
  if (!userId && !contact) return ok(NOTHING);
  return ok({ ...plan, owner: userId ? { userId } : { contact: contact! } });
}

/** `GET /api/rewards/quote`: the cashback purchase info the checkout shows before paying. */
export async function quoteCashback(
  deps: WorkflowDeps,
  request: { siteId: number; userId: string | null; query: CashbackQuoteQuery },
): Promise<Result<CashbackQuote>> {
  const { query } = request;
  const items = await deps.orders.checkoutItems(
    request.siteId,
    query.countryCode,
    query.productSlug,
    query.denominationId,
    query.paymentChannelId,
  );
  const { country, product, denomination, channel } = items;
  if (!country || !product) return fail(errors.productUnavailable);
  if (!denomination || !denomination.available) return fail(errors.denominationUnavailable);
  if (!channel || !channel.available) return fail(errors.channelUnavailable);
  const { quote } = await deps.rewards.quote({
    userId: request.userId,
    order: rewardsContextOf({ country, product, denomination, channel }),
    useRewards: query.useRewards === 'true',
  });
  return ok(quote);
}

/**
 * Points redemption (the redeem-points modal): a denomination bought wholly with rewards. The
 * order is placed, its points spent and its payment completed in one transaction, and its
 * delivery job enqueued there too: it is delivered like any paid order, and given its points back
 * if delivery fails.
 */
export async function redeemPoints(
  deps: WorkflowDeps,
  request: { siteId: number; userId: string; input: RedeemPointsRequest },
): Promise<Result<CreateOrderResponse>> {
  const { input, userId, siteId } = request;
  const user = await deps.findUser(siteId, userId);
  if (!user || (!user.email && !user.phoneNumber)) return fail(rewardErrors.signInRequired);
  const channelId = await deps.rewards.redemptionChannel(input.countryCode);
  const points = await deps.rewards.redemptionPrice(input.denominationId);
  if (channelId === null || points === null) return fail(rewardErrors.pointsNotRedeemable);
  const items = await deps.orders.checkoutItems(siteId, input.countryCode, input.productSlug, input.denominationId, channelId);
  const { country, product, denomination, channel } = items;
  if (!country || !product || !channel) return fail(errors.productUnavailable);
  // Points buy game credits for a player; vouchers are sold for money only (docs/decisions/0038).
  if (!denomination || !denomination.available || product.kind === 'voucher') return fail(rewardErrors.pointsNotRedeemable);
  const zoneId = product.needsZone ? (input.zoneId ?? null) : null;
  if (product.needsZone && !zoneId) return fail(errors.invalidParameters, { fields: [{ path: 'zoneId', code: 'required' }] });
  // The game's own rules (docs/decisions/0044); a redemption carries no character name, so a game
  // that needs one is refused here rather than delivered to no character.
  const inputs = checkPlayerInputs(product.playerFields, input);
  if (!inputs.ok) return inputs;
  const player = await deps.publisher.validateUser({ game: product.slug, userId: input.userId, zoneId, countryCode: country.code });
  if (!player.ok) return fail(errors.userIdNotFound);
  const placed = await deps.orders.place(
    {
      country,
      product,
      denomination,
      channel,
      email: user.email,
      mobile: user.email ? null : user.phoneNumber,
      zoneId,
      characterName: null,
      locale: input.locale && country.languages.some((l) => l.locale === input.locale) ? input.locale : country.locale,
      billingAddress: null,
      // Points pay no provider: there is no payment to give a nationality to (docs/decisions/0047).
      nationality: null,
    },
    {
      siteId,
      userId,
      playerUserId: input.userId,
      playerNickname: player.nickname,
      idempotencyKey: null,
      requestHash: `redeem:${input.denominationId}`,
      paymentProvider: REWARDS_PROVIDER,
      amountMinor: 0n,
      // Redeeming points needs a signed-in shopper; the redemption request names no platform.
      userType: UserType.LoggedIn,
      platform: null,
    },
    async (work, order) => {
      const spent = await deps.rewards.redeem(work.tx, {
        orderId: order.id,
        userId,
        order: rewardsContextOf({ country, product, denomination, channel }),
        pointsMinor: points,
      });
      if (!spent.ok) return spent;
      const paymentRef = `${REWARDS_PROVIDER}:${order.id}`;
      await work.transition(order.id, OrderStatus.PaymentInit, 'payment.session-created', {
        changes: { paymentRef },
        data: { paymentRef },
      });
      await work.transition(order.id, OrderStatus.PaymentCompleted, 'payment.succeeded', {
        data: { paidWith: 'points', points: points.toString() },
      });
      await deps.queue.enqueue(work.tx, QUEUES.deliverOrder, order.id, { orderId: order.id });
      return ok(null);
    },
  );
  if (!placed.ok) return placed;
  deps.queue.wake();
  const order = placed.value!;
  return ok({
    orderId: order.id,
    status: OrderStatus.PaymentCompleted,
    paymentUrl: `${await deps.siteOrigin(siteId)}/${country.code}/waiting?order=${order.id}`,
  });
}
