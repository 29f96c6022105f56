import { OrderStatus, walletErrors } from '@store/contracts';
import type { OrderWork } from '../modules/order/index.ts';
import type { Moved } from '../modules/wallet/index.ts';
import { fail, ok, type Result } from '../result.ts';
import { QUEUES, type WorkflowDeps } from './deps.ts';

/** The payment provider id of orders paid from the wallet (channel kind `codacash`). */
export const CODACASH_PROVIDER = 'codacash';

const awaiting = new Set<number>([OrderStatus.PaymentInit, OrderStatus.PaymentPending]);
const paid = new Set<number>([
  OrderStatus.PaymentCompleted,
  OrderStatus.InProgress,
  OrderStatus.FulfillmentCompleted,
  OrderStatus.FulfillmentFailed,
]);

/**
 * Pays a Codacash order from the shopper's wallet, inside the caller's unit of work: the order
 * locked and still waiting, the wallet charged through the ledger (key `charge:<orderId>`, so a
 * second charge of the order moves nothing), the order paid and its delivery enqueued. A failure
 * must roll the unit back (`commitOnlyOk`). An order already paid from the wallet answers ok.
 */
export async function chargeOrderFromWallet(
  deps: WorkflowDeps,
  work: OrderWork,
  input: { orderId: string; userId: string; walletId: string },
): Promise<Result<Moved | null>> {
  const order = await work.lock(input.orderId);
  if (!order || order.userId !== input.userId || order.paymentProvider !== CODACASH_PROVIDER) return fail(walletErrors.transactionNotFound);
  if (paid.has(order.status)) return ok(null);
  if (!awaiting.has(order.status)) return fail(walletErrors.chargeCancelled);
  const charged = await deps.wallet.money.charge(work.tx, {
    walletId: input.walletId,
    amountMinor: order.amountMinor,
    currency: order.currency,
    orderId: order.id,
  });
  if (!charged.ok) return charged;
  await work.transition(order.id, OrderStatus.PaymentCompleted, 'wallet.charged', {
    data: { walletId: input.walletId, balanceVersion: charged.value.balanceVersion },
  });
  await deps.queue.enqueue(work.tx, QUEUES.deliverOrder, order.id, { orderId: order.id });
  work.announce(input.walletId);
  return ok(charged.value);
}
