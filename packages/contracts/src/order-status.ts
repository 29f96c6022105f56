/** Numeric order statuses of commerce §4. */
export const OrderStatus = {
  NotInit: 0,
  VoucherUnavailable: -1,
  PaymentInit: 1,
  PaymentPending: 2,
  PaymentFailed: 3,
  PaymentCompleted: 4,
  FulfillmentFailed: 5,
  FulfillmentCompleted: 6,
  Cancelled: 7,
  InProgress: 100,
  GiftInit: 201,
  GiftExpired: 202,
  GiftClaimed: 203,
} as const;

export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const orderStatusName: Record<OrderStatus, keyof typeof OrderStatus> = Object.fromEntries(
  Object.entries(OrderStatus).map(([name, value]) => [value, name]),
) as Record<OrderStatus, keyof typeof OrderStatus>;

/**
 * The one transition table of an order's life. Anything not listed is refused, so a terminal
 * status (one with no way out) can never change.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // NotInit → Cancelled: the payment session could not be opened and the order expired unpaid.
  [OrderStatus.NotInit]: [OrderStatus.PaymentInit, OrderStatus.VoucherUnavailable, OrderStatus.Cancelled],
  [OrderStatus.PaymentInit]: [OrderStatus.PaymentPending, OrderStatus.PaymentCompleted, OrderStatus.PaymentFailed, OrderStatus.Cancelled],
  [OrderStatus.PaymentPending]: [OrderStatus.PaymentCompleted, OrderStatus.PaymentFailed, OrderStatus.Cancelled],
  [OrderStatus.PaymentCompleted]: [OrderStatus.InProgress],
  [OrderStatus.InProgress]: [OrderStatus.FulfillmentCompleted, OrderStatus.FulfillmentFailed],
  [OrderStatus.VoucherUnavailable]: [],
  [OrderStatus.PaymentFailed]: [],
  [OrderStatus.FulfillmentFailed]: [],
  [OrderStatus.FulfillmentCompleted]: [],
  [OrderStatus.Cancelled]: [],
  // Gift statuses belong to gifting; listed so the table is total over the spec's statuses.
  [OrderStatus.GiftInit]: [OrderStatus.GiftClaimed, OrderStatus.GiftExpired],
  [OrderStatus.GiftClaimed]: [],
  [OrderStatus.GiftExpired]: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

export function isTerminal(status: OrderStatus): boolean {
  return orderTransitions[status].length === 0;
}

export function isOrderStatus(value: number): value is OrderStatus {
  return Object.prototype.hasOwnProperty.call(orderTransitions, value);
}
