import { isTerminal, OrderStatus } from '@store/contracts/order-status.ts';

/** True once the order can never change again (the waiting page then moves to the complete page). */
export function isFinished(status: number): boolean {
  return isTerminal(status as OrderStatus);
}

/**
 * Where an order stands in the two steps the waiting page shows: Payment → Delivery. A payment the
 * provider calls pending (the shopper opened its page) is still a payment the store waits for: the
 * shopper may have closed that page, so the waiting page offers it again (ADR 0021).
 */
export type Progress = 'awaitingPayment' | 'delivering' | 'done';

export function progressOf(status: number): Progress {
  switch (status) {
    case OrderStatus.NotInit:
    case OrderStatus.PaymentInit:
    case OrderStatus.PaymentPending:
      return 'awaitingPayment';
    case OrderStatus.PaymentCompleted:
    case OrderStatus.InProgress:
      return 'delivering';
    default:
      return 'done';
  }
}

/** The complete page's outcomes (commerce §2 "transaction complete" statuses). */
export type Outcome = 'delivered' | 'paymentFailed' | 'cancelled' | 'deliveryFailed' | 'unavailable' | 'awaitingPayment' | 'delivering';

export function outcomeOf(status: number): Outcome {
  switch (status) {
    case OrderStatus.FulfillmentCompleted: return 'delivered';
    case OrderStatus.PaymentFailed: return 'paymentFailed';
    case OrderStatus.Cancelled: return 'cancelled';
    case OrderStatus.FulfillmentFailed: return 'deliveryFailed';
    case OrderStatus.VoucherUnavailable: return 'unavailable';
    case OrderStatus.PaymentCompleted:
    case OrderStatus.InProgress: return 'delivering';
    default: return 'awaitingPayment';
  }
}
