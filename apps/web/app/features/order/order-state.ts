import type { StepState } from '../../components/step-badge.tsx';
import { isTerminal, OrderStatus } from '@store/contracts/order-status.ts';
import type { OrderView } from '@store/contracts';

/** True once the order can never change again (the waiting page then moves to the complete page). */
export function isFinished(status: number): boolean {
  return isTerminal(status as OrderStatus);
}

/**
 * Where an order stands in the two steps the waiting page shows: Payment → Delivery. A payment the
 * provider calls pending (the shopper opened its page) is still a payment the store waits for: the
 * shopper may have closed that page, so the waiting page offers it again (ADR 0021). A step is done
 * only when it succeeded: a delivery that failed (and is refunded) is `deliveryFailed`, never done,
 * and an order that was never paid is `notPaid`.
 */
export type Progress = 'awaitingPayment' | 'delivering' | 'delivered' | 'deliveryFailed' | 'notPaid';

export function progressOf(status: number): Progress {
  switch (status) {
    case OrderStatus.NotInit:
    case OrderStatus.PaymentInit:
    case OrderStatus.PaymentPending:
      return 'awaitingPayment';
    case OrderStatus.PaymentCompleted:
    case OrderStatus.InProgress:
      return 'delivering';
    case OrderStatus.FulfillmentCompleted:
      return 'delivered';
    case OrderStatus.FulfillmentFailed:
      return 'deliveryFailed';
    default:
      return 'notPaid';
  }
}

/** A step of the waiting page's list, as its badge shows it. */
export type { StepState };

/** The state of each step: a step is done only once it has succeeded. */
export function stepsOf(progress: Progress): { payment: StepState; delivery: StepState } {
  switch (progress) {
    case 'awaitingPayment':
      return { payment: 'current', delivery: 'upcoming' };
    case 'delivering':
      return { payment: 'done', delivery: 'current' };
    case 'delivered':
      return { payment: 'done', delivery: 'done' };
    case 'deliveryFailed':
      return { payment: 'done', delivery: 'failed' };
    case 'notPaid':
      return { payment: 'failed', delivery: 'upcoming' };
  }
}

/** The complete page's outcomes (commerce §2 "transaction complete" statuses). */
export type Outcome =
  'delivered' | 'paymentFailed' | 'cancelled' | 'expired' | 'deliveryFailed' | 'unavailable' | 'awaitingPayment' | 'delivering';

/** The complete page's outcome of an order: a Cancelled order says whether it was cancelled or ran out of time. */
export function outcomeOfOrder(order: Pick<OrderView, 'status' | 'cancellation'>): Outcome {
  return order.cancellation === 'expired' ? 'expired' : outcomeOf(order.status);
}

/** What the status alone says (the history's outcome column); the complete page reads `outcomeOfOrder`. */
export function outcomeOf(status: number): Exclude<Outcome, 'expired'> {
  switch (status) {
    case OrderStatus.FulfillmentCompleted:
      return 'delivered';
    case OrderStatus.PaymentFailed:
      return 'paymentFailed';
    case OrderStatus.Cancelled:
      return 'cancelled';
    case OrderStatus.FulfillmentFailed:
      return 'deliveryFailed';
    case OrderStatus.VoucherUnavailable:
      return 'unavailable';
    case OrderStatus.PaymentCompleted:
    case OrderStatus.InProgress:
      return 'delivering';
    default:
      return 'awaitingPayment';
  }
}
