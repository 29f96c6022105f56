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

/**
 * The second naming of commerce §4 (the names the spec's clients show), one to one with the
 * numeric statuses it covers. InProgress and the gift statuses have no name in it (ADR 0053).
 */
export const OrderStatusLabel = {
  NotInit: OrderStatus.NotInit,
  VoucherNotAvailable: OrderStatus.VoucherUnavailable,
  Initiated: OrderStatus.PaymentInit,
  PaymentPending: OrderStatus.PaymentPending,
  FailedClosed: OrderStatus.PaymentFailed,
  PaymentConfirmed: OrderStatus.PaymentCompleted,
  FulfillmentFailed: OrderStatus.FulfillmentFailed,
  Fulfilled: OrderStatus.FulfillmentCompleted,
  Cancelled: OrderStatus.Cancelled,
} as const;

export type OrderStatusLabel = keyof typeof OrderStatusLabel;

const labelByStatus = new Map<number, OrderStatusLabel>(
  Object.entries(OrderStatusLabel).map(([label, status]) => [status, label as OrderStatusLabel]),
);

/** A status in the second naming; null for one it does not name (InProgress, the gift statuses). */
export function orderStatusLabel(status: OrderStatus): OrderStatusLabel | null {
  return labelByStatus.get(status) ?? null;
}

/** Every spelling a client may send, folded: "Payment_Init", "PaymentInit" and "paymentinit" are one. */
const fold = (name: string) => name.replace(/_/g, '').toLowerCase();
const statusBySpelling = new Map<string, OrderStatus>([
  ...Object.entries(OrderStatus).map(([name, status]) => [fold(name), status] as const),
  ...Object.entries(OrderStatusLabel).map(([name, status]) => [fold(name), status] as const),
]);

/**
 * Reads an order status as a client writes it: its number ("4", "-1"), its name in the first
 * naming (with or without the spec's underscores) or in the second; null for anything else.
 */
export function parseOrderStatus(text: string): OrderStatus | null {
  const value = text.trim();
  if (/^-?\d{1,3}$/.test(value)) {
    const n = Number(value);
    return isOrderStatus(n) ? n : null;
  }
  if (value.length > 40) return null;
  return statusBySpelling.get(fold(value)) ?? null;
}
