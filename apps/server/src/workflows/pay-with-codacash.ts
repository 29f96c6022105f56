import { OrderStatus, walletErrors } from '@store/contracts';
import { accountAllows } from '@store/contracts/identity.ts';
import type { OrderWork } from '../modules/order/index.ts';
import type { Moved } from '../modules/wallet/index.ts';
import { commitOnlyOk, fail, ok, type Result } from '../result.ts';
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

export type ChargeWalletRequest = { siteId: number; userId: string; orderId: string; otp: string };
export type ChargeWalletAnswer = { orderId: string; status: number; balanceAmount: string | null; balanceVersion: number | null };

/** The shopper's own Codacash order on this site, as it stands; null for any other. */
async function ownCodacashOrder(deps: WorkflowDeps, siteId: number, userId: string, orderId: string) {
  const order = await deps.orders.find(orderId);
  return order && order.userId === userId && order.siteId === siteId && order.paymentProvider === CODACASH_PROVIDER ? order : null;
}

/**
 * `ChargeWallet` (commerce §7): pays a Codacash order with the code sent to the wallet's phone.
 * The code is checked first (a wrong one counts toward the lock), then the order is charged and
 * marked paid in one unit of work. An order already paid answers as it stands, without a code.
 */
/** Whether the shopper's account may move wallet money now (ADR 0052: not once RESTRICTED, even for an order placed before). */
async function walletAllowed(deps: WorkflowDeps, siteId: number, userId: string): Promise<boolean> {
  const user = await deps.findUser(siteId, userId);
  return !!user && accountAllows(user.status, 'wallet');
}

export async function chargeWallet(deps: WorkflowDeps, request: ChargeWalletRequest): Promise<Result<ChargeWalletAnswer>> {
  const order = await ownCodacashOrder(deps, request.siteId, request.userId, request.orderId);
  if (!order) return fail(walletErrors.transactionNotFound);
  if (!(await walletAllowed(deps, request.siteId, request.userId))) return fail(walletErrors.restricted);
  if (paid.has(order.status)) return ok({ orderId: order.id, status: order.status, balanceAmount: null, balanceVersion: null });
  if (!awaiting.has(order.status)) return fail(walletErrors.chargeCancelled);
  const wallet = await deps.wallet.topups.walletOf(request.userId, order.countryCode);
  if (!wallet) return fail(walletErrors.notActivated);
  const used = await deps.wallet.codes.use(wallet, request.otp);
  if (!used.ok) return used;
  const charged = await commitOnlyOk<OrderWork, Moved | null>(deps.keeper.run, (work) =>
    chargeOrderFromWallet(deps, work, { orderId: order.id, userId: request.userId, walletId: wallet.id }),
  );
  if (!charged.ok) return charged;
  deps.queue.wake();
  return ok({
    orderId: order.id,
    status: OrderStatus.PaymentCompleted,
    balanceAmount: charged.value?.balanceMinor.toString() ?? null,
    balanceVersion: charged.value?.balanceVersion ?? null,
  });
}

/** Sends a new code for a Codacash order still waiting (the waiting page's "send a new code"). */
export async function resendChargeCode(deps: WorkflowDeps, request: Omit<ChargeWalletRequest, 'otp'>) {
  const order = await ownCodacashOrder(deps, request.siteId, request.userId, request.orderId);
  if (!order) return fail(walletErrors.transactionNotFound);
  if (!awaiting.has(order.status)) return fail(walletErrors.chargeCancelled);
  if (!(await walletAllowed(deps, request.siteId, request.userId))) return fail(walletErrors.restricted);
  const wallet = await deps.wallet.topups.walletOf(request.userId, order.countryCode);
  if (!wallet) return fail(walletErrors.notActivated);
  return deps.wallet.codes.send(request.siteId, wallet);
}
