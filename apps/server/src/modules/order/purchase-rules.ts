import { errors, OrderStatus, type CatalogedError, type DenominationState } from '@store/contracts';
import type { OrderRepository, PlayerOrderCounts, PurchaseRuleRow } from './repository.ts';

/** Orders still waiting to be paid: a second one is "a pending transaction" (656). */
export const UNPAID_STATUSES: number[] = [OrderStatus.NotInit, OrderStatus.PaymentInit, OrderStatus.PaymentPending];

/**
 * Orders that count against once-only and daily/monthly rules: unpaid, paid, being delivered and
 * delivered. An order that ended unpaid (failed, cancelled, expired) or whose delivery failed (it is
 * refunded) does not.
 */
export const COUNTING_STATUSES: number[] = [
  ...UNPAID_STATUSES,
  OrderStatus.PaymentCompleted,
  OrderStatus.InProgress,
  OrderStatus.FulfillmentCompleted,
];

const onceOnlyErrors = new Map<number, CatalogedError>(
  [errors.alreadyPurchased, errors.onceOnly1503, errors.onceOnly1512, errors.onceOnly1515, errors.onceOnly5034, errors.onceOnly5152].map(
    (e) => [e.resultCode, e],
  ),
);

/**
 * Why one rule refuses one more order, given the player's orders in its scope; null when it
 * allows it. In this order: an unpaid order waiting (656, also for a once-only item, whose second
 * order would otherwise race the first's payment), once only (the rule's code), the daily limit
 * (633), the monthly limit (655).
 */
export function refusalOf(rule: PurchaseRuleRow, counts: PlayerOrderCounts): CatalogedError | null {
  if (rule.onePending && counts.pending > 0) return errors.pendingTransaction;
  if (rule.onceCode !== null && counts.within > 0) {
    return counts.pending > 0 ? errors.pendingTransaction : (onceOnlyErrors.get(rule.onceCode) ?? errors.alreadyPurchased);
  }
  if (rule.dailyLimit !== null && counts.day >= rule.dailyLimit) return errors.purchaseLimitReached;
  if (rule.monthlyLimit !== null && counts.month >= rule.monthlyLimit) return errors.monthlyPurchaseLimitReached;
  return null;
}

export type PurchaseRulesAnswer = { refused: CatalogedError } | { replay: true } | null;

/**
 * The purchase rules of the order about to be placed, checked in the transaction that places it
 * (docs/decisions/0036). With rules, the player's purchases of the product are locked first, so a
 * concurrent placement for the same player and product counts this one's order once it commits.
 * A request whose idempotency key has an order by then is the replay of the one that placed it.
 */
export async function checkPurchaseRules(
  repository: OrderRepository,
  order: { productId: string; denominationId: string; playerUserId: string; playerZoneId: string | null; idempotencyKey: string | null },
): Promise<PurchaseRulesAnswer> {
  const rules = await repository.purchaseRules(order.productId, order.denominationId);
  if (rules.length === 0) return null;
  await repository.lockPlayerPurchases(order.productId, order.playerUserId, order.playerZoneId);
  if (order.idempotencyKey && (await repository.findByIdempotencyKey(order.idempotencyKey))) return { replay: true };
  for (const rule of rules) {
    const counts = await repository.countPlayerOrders({
      productId: order.productId,
      denominationId: rule.denominationId,
      playerUserId: order.playerUserId,
      playerZoneId: order.playerZoneId,
      counting: COUNTING_STATUSES,
      unpaid: UNPAID_STATUSES,
      withinDays: rule.onceWithinDays,
    });
    const refused = refusalOf(rule, counts);
    if (refused) return { refused };
  }
  return null;
}

const stateOfRefusal = (refused: CatalogedError): DenominationState['state'] => {
  if (refused === errors.pendingTransaction) return 'pendingPurchase';
  if (refused === errors.purchaseLimitReached) return 'dailyLimitReached';
  if (refused === errors.monthlyPurchaseLimitReached) return 'monthlyLimitReached';
  return 'purchased';
};

/**
 * The state of each of a product's denominations for one player (commerce §4): what placing an
 * order of it would answer now. Read without the lock: a hint for the product page, which the
 * placement checks again.
 */
export async function denominationStates(
  repository: OrderRepository,
  player: { productId: string; countryCode: string; playerUserId: string; playerZoneId: string | null },
): Promise<DenominationState[]> {
  const [listed, rules] = await Promise.all([
    repository.listDenominations(player.productId, player.countryCode),
    repository.productPurchaseRules(player.productId),
  ]);
  const refusals = new Map<string, CatalogedError | null>();
  for (const rule of rules) {
    const counts = await repository.countPlayerOrders({
      productId: player.productId,
      denominationId: rule.denominationId,
      playerUserId: player.playerUserId,
      playerZoneId: player.playerZoneId,
      counting: COUNTING_STATUSES,
      unpaid: UNPAID_STATUSES,
      withinDays: rule.onceWithinDays,
    });
    refusals.set(rule.id, refusalOf(rule, counts));
  }
  return listed.map(({ id, available }) => {
    if (!available) return { denominationId: id, state: 'notAvailable', resultCode: errors.denominationUnavailable.resultCode };
    const refused = rules
      .filter((rule) => rule.denominationId === null || rule.denominationId === id)
      .map((rule) => refusals.get(rule.id))
      .find((refusal) => refusal);
    return refused
      ? { denominationId: id, state: stateOfRefusal(refused), resultCode: refused.resultCode }
      : { denominationId: id, state: 'available', resultCode: null };
  });
}
