import type { OrderRow, OrderWork } from '../modules/order/index.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { commitOnlyOk, fail, ok, type Result } from '../result.ts';
import { REWARDS_PROVIDER, walletErrors } from '@store/contracts';
import { CODACASH_PROVIDER } from './pay-with-codacash.ts';
import { QUEUES, type WorkflowDeps } from './deps.ts';
import { runWorkflow } from './steps.ts';
import { enqueueOrderMessage } from './order-messages.ts';

/**
 * Starts refunding an order's payment inside the caller's unit of work: the refund owed (at most
 * one per order), its rewards settled, an event, and the job that asks the provider. The provider is called by the
 * job, never under the order's lock.
 */
export async function requestRefund(
  deps: Pick<WorkflowDeps, 'payments' | 'queue' | 'rewards'>,
  work: OrderWork,
  order: OrderRow,
  reason: string,
  data: Record<string, unknown> = {},
): Promise<boolean> {
  const owed = await deps.payments.oweRefund(work.tx, {
    orderId: order.id,
    amountMinor: order.amountMinor,
    currency: order.currency,
    reason,
  });
  if (!owed) return false;
  // The rewards it burned come back and those it earned go (docs/decisions/0034), with the refund.
  await deps.rewards.giveBack(work.tx, order);
  await work.record(order.id, 'refund.requested', { reason, amountMinor: order.amountMinor.toString(), currency: order.currency, ...data });
  await deps.queue.enqueue(work.tx, QUEUES.refundPayment, order.id, { orderId: order.id });
  return true;
}

/**
 * An order paid with Codacash gets its money back in the wallet it came from (ADR 0033), in one
 * unit of work with the refund's record: the ledger's key `refund:<orderId>` moves it once.
 */
async function refundToWallet(deps: WorkflowDeps, order: OrderRow, amountMinor: bigint): Promise<Result<null>> {
  const wallet = order.userId ? await deps.wallet.topups.walletOf(order.userId, order.countryCode) : null;
  if (!wallet) return fail(walletErrors.notActivated);
  return commitOnlyOk<OrderWork, null>(deps.keeper.run, async (work) => {
    const moved = await deps.wallet.money.refund(work.tx, { walletId: wallet.id, amountMinor, orderId: order.id });
    if (!moved.ok) return moved;
    const refundRef = `codacash:refund:${order.id}`;
    if (await deps.payments.recordRefundMade(work.tx, order.id, refundRef)) {
      await work.record(order.id, 'refund.completed', { refundRef, to: 'codacash', walletId: wallet.id });
      await enqueueOrderMessage(deps, work, 'refund-notice', order.id);
    }
    work.announce(wallet.id);
    return ok(null);
  });
}

/**
 * The refund job (`refund-payment`), as steps:
 *
 *   find the refund owed → void a voucher's code → refund at the provider → record the refund made
 *
 * The provider's refund is idempotent by payment, so a job that died between the last two steps
 * asks again and records the same reference, once.
 */
export function refundPaymentJob(deps: WorkflowDeps): JobDefinition<{ orderId: string }> {
  const { orders, payments, keeper } = deps;
  /** The refund recorded: its event, and the shopper's notice sent by its own job after commit. */
  const refunded = async (work: OrderWork, orderId: string, refundRef: string) => {
    await work.record(orderId, 'refund.completed', { refundRef });
    await enqueueOrderMessage(deps, work, 'refund-notice', orderId);
  };
  return {
    maxAttempts: 8,
    async handler(job) {
      const { orderId } = job.payload;
      const done = await runWorkflow('refund-payment', deps.log, async (step) => {
        const owed = await step('find the refund owed', async () => {
          const [refund, order] = await Promise.all([payments.findRefund(orderId), orders.find(orderId)]);
          return ok(refund && !refund.providerRef && order?.paymentRef ? { refund, order, paymentRef: order.paymentRef } : null);
        });
        if (!owed) return;
        // A refunded voucher's code must stop working first: money back and a code still good would
        // pay twice (docs/decisions/0038). Voiding is idempotent at the publisher and here.
        if (await deps.fulfilment.isVoucher(owed.order.productId, owed.order.denominationId)) {
          await step('void the voucher code', async () => {
            await deps.publisher.voidVoucher(orderId);
            return ok(await keeper.run((work) => deps.fulfilment.voidVoucherCode(work.tx, orderId)));
          });
        }
        if (owed.order.paymentProvider === CODACASH_PROVIDER) {
          await step('refund to the wallet', () => refundToWallet(deps, owed.order, owed.refund.amountMinor));
          return;
        }
        if (owed.order.paymentProvider === REWARDS_PROVIDER) {
          // Paid wholly with points: they came back when the refund was requested; no money moved.
          await step('record the refund made', async () =>
            ok(
              await keeper.run(async (work) => {
                const refundRef = `${REWARDS_PROVIDER}:refund:${orderId}`;
                if (await payments.recordRefundMade(work.tx, orderId, refundRef)) await refunded(work, orderId, refundRef);
              }),
            ),
          );
          return;
        }
        const { refundRef } = await step('refund at the provider', async () =>
          ok(await deps.payment.refund(owed.paymentRef, owed.refund.amountMinor)),
        );
        await step('record the refund made', async () =>
          ok(
            await keeper.run(async (work) => {
              if (await payments.recordRefundMade(work.tx, orderId, refundRef)) await refunded(work, orderId, refundRef);
            }),
          ),
        );
      });
      if (!done.ok) throw new Error(`refund of ${orderId} stopped: ${done.error.key}`);
      deps.queue.wake();
    },
    async onExhausted(job, error) {
      // Money owed to a shopper is never dropped silently: the event shows it to operators.
      deps.log.error({ orderId: job.payload.orderId, err: error }, 'refund failed; needs an operator');
      await keeper.run((work) =>
        work.record(job.payload.orderId, 'refund.failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    },
  };
}
