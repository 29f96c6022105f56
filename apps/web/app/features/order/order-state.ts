import { isTerminal, OrderStatus } from '@store/contracts/order-status.ts';

/** True once the order can never change again (the waiting page then moves to the complete page). */
export function isFinished(status: number): boolean {
  return isTerminal(status as OrderStatus);
}

/** Where an order stands in the two steps the waiting page shows: Payment → Delivery. */
export type Progress = 'awaitingPayment' | 'confirmingPayment' | 'delivering' | 'done';

export function progressOf(status: number): Progress {
  switch (status) {
    case OrderStatus.NotInit:
    case OrderStatus.PaymentInit:
      return 'awaitingPayment';
    case OrderStatus.PaymentPending:
      return 'confirmingPayment';
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
