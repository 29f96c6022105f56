import { errors, OrderStatus, walletErrors, type InitTopupResponse, type TopupStatus } from '@store/contracts';
import type { InitTopupRequest } from '@store/contracts/wallet-requests.ts';
import type { JobDefinition } from '../jobs/index.ts';
import type { OrderWork } from '../modules/order/index.ts';
import type { TopupRow } from '../modules/wallet/index.ts';
import type { PaymentEvent } from '../providers/payment/index.ts';
import { commitOnlyOk, fail, ok, type Result } from '../result.ts';
import { QUEUES, type WorkflowDeps } from './deps.ts';
import { chargeOrderFromWallet, CODACASH_PROVIDER } from './pay-with-codacash.ts';
import { runWorkflow } from './steps.ts';

export type TopupRequest = {
  siteId: number;
  userId: string;
  countryCode: string;
  input: InitTopupRequest;
  idempotencyKey: string | null;
};

/** A top-up still waiting for its payment. */
export const awaitingPayment = new Set<string>(['Init', 'Pending']);
/** Given up before the money came: a payment arriving now is still the shopper's top-up. */
const givenUp = new Set<string>(['Failed', 'Cancelled']);

/**
 * A quick top-up (commerce §4) pays for one Codacash order: the shopper's own, still waiting, and
 * the top-up at least what the wallet lacks for it.
 */
async function checkQuickTopup(deps: WorkflowDeps, request: TopupRequest, amountMinor: bigint): Promise<Result<null>> {
  const order = await deps.orders.find(request.input.orderId!);
  if (
    !order ||
    order.userId !== request.userId ||
    order.paymentProvider !== CODACASH_PROVIDER ||
    order.countryCode !== request.countryCode
  ) {
    return fail(walletErrors.transactionNotFound);
  }
  if (order.status !== OrderStatus.PaymentInit && order.status !== OrderStatus.PaymentPending) return fail(walletErrors.chargeCancelled);
  return amountMinor > 0n ? ok(null) : fail(walletErrors.topupAmountInvalid);
}

/**
 * `POST /initTopup`: record the top-up → open the payment at the provider (the top-up's id as
 * merchant reference) → record the payment. A payment session that cannot be recorded is
 * cancelled; a top-up whose payment never opened is closed as Failed.
 */
export async function initTopup(deps: WorkflowDeps, request: TopupRequest): Promise<Result<InitTopupResponse>> {
  const { topups } = deps.wallet;
  const amountMinor = BigInt(request.input.amount);
  const quick = request.input.orderId !== undefined;
  return runWorkflow('wallet top-up', deps.log, async (step) => {
    if (quick) await step('check the order it pays for', () => checkQuickTopup(deps, request, amountMinor));
    const made = await step(
      'record the top-up',
      () =>
        topups.create({
          userId: request.userId,
          countryCode: request.countryCode,
          amountMinor,
          paymentChannelId: request.input.paymentChannelId,
          paymentProvider: deps.payment.id,
          orderId: request.input.orderId ?? null,
          idempotencyKey: request.idempotencyKey,
          quick,
        }),
      async ({ topup, replayed }) => {
        if (!replayed)
          await deps.keeper.run(async (work) => closeTopup(deps, work, topup.id, 'Failed', walletErrors.topupFailed.resultCode));
      },
    );
    const { topup, channelName } = made;
    if (topup.paymentUrl) return { topupId: topup.id, status: topup.status as TopupStatus, paymentUrl: topup.paymentUrl };
    const session = await step(
      'open the payment',
      async () => {
        try {
          return ok(
            await deps.payment.createPayment({
              orderId: topup.id,
              amountMinor: topup.amountMinor,
              currency: topup.currency,
              channel: channelName,
              description: 'Codacash top-up',
              returnUrl: `${await deps.siteOrigin(request.siteId)}/${request.countryCode}/wallet/waiting?topup=${topup.id}`,
            }),
          );
        } catch (err) {
          deps.log.error({ err, topupId: topup.id }, 'top-up payment could not be opened');
          return fail(errors.serverUnavailable);
        }
      },
      made.replayed ? undefined : (opened) => deps.payment.cancelPayment(opened.paymentRef),
    );
    const recorded = await step('record the payment', async () => ok(await topups.recordPayment(topup.id, session)));
    const current = recorded ?? (await topups.find(topup.id))!;
    return { topupId: current.id, status: current.status as TopupStatus, paymentUrl: current.paymentUrl ?? session.paymentUrl };
  });
}

/** Moves a top-up still waiting to a final unpaid status, announced to its followers. */
async function closeTopup(deps: WorkflowDeps, work: OrderWork, topupId: string, status: 'Failed' | 'Cancelled', failureCode: number) {
  const topup = await deps.wallet.topups.lock(work.tx, topupId);
  if (!topup || !awaitingPayment.has(topup.status)) return;
  await deps.wallet.topups.setStatus(work.tx, topupId, status, failureCode);
  work.announce(topupId);
}

/**
 * The money of a paid top-up: marked Paid, credited to the wallet (Success) and, for a quick
 * top-up, spent on its order, each part in its own savepoint: a credit refused by a limit that
 * filled meanwhile leaves the top-up Paid with a refund to the channel enqueued; an order that can
 * no longer be paid leaves the money in the wallet.
 */
async function creditPaidTopup(deps: WorkflowDeps, work: OrderWork, topup: TopupRow, eventData: Record<string, unknown>): Promise<string> {
  const { topups, money } = deps.wallet;
  await topups.setStatus(work.tx, topup.id, 'Paid');
  work.announce(topup.id);
  const credited = await commitOnlyOk<typeof work.tx, unknown>(
    (body) => work.tx.transaction(body),
    (sp) => money.creditTopup(sp, { walletId: topup.walletId, amountMinor: topup.amountMinor, topupId: topup.id }),
  );
  if (!credited.ok) {
    await topups.setStatus(work.tx, topup.id, 'Paid', credited.error.resultCode as number);
    await deps.queue.enqueue(work.tx, QUEUES.refundTopup, topup.id, { topupId: topup.id });
    deps.log.warn({ topupId: topup.id, code: credited.error.resultCode, ...eventData }, 'paid top-up refused by a wallet limit: refunding');
    return 'applied:refund';
  }
  await topups.setStatus(work.tx, topup.id, 'Success');
  work.announce(topup.walletId);
  if (!topup.orderId) return 'applied';
  const wallet = (await topups.wallet(topup.walletId, work.tx))!;
  // The charge's country caps are counted inside its savepoint, not at the commit, which a refusal
  // would otherwise take down with the credit.
  const charged = await commitOnlyOk<typeof work.tx, unknown>(
    (body) => work.tx.transaction(body),
    async () => {
      const paidOrder = await chargeOrderFromWallet(deps, work, { orderId: topup.orderId!, userId: wallet.userId, walletId: wallet.id });
      const refused = paidOrder.ok ? await money.countOnCountryNow(work.tx) : null;
      return refused ? fail(refused) : paidOrder;
    },
  );
  if (!charged.ok)
    deps.log.warn(
      { topupId: topup.id, orderId: topup.orderId, code: charged.error.resultCode },
      'quick top-up credited; its order was not paid',
    );
  return charged.ok ? 'applied:order-paid' : 'applied:order-not-paid';
}

async function decideTopup(deps: WorkflowDeps, work: OrderWork, topup: TopupRow, event: PaymentEvent): Promise<string> {
  const eventData = { eventId: event.id, paymentRef: event.paymentRef };
  const { topups } = deps.wallet;
  switch (event.type) {
    case 'payment.pending':
      if (topup.status !== 'Init') return 'ignored:stale';
      await topups.setStatus(work.tx, topup.id, 'Pending');
      work.announce(topup.id);
      return 'applied';
    case 'payment.succeeded':
      if (!awaitingPayment.has(topup.status) && !givenUp.has(topup.status)) return 'ignored:already-paid';
      return creditPaidTopup(deps, work, topup, eventData);
    case 'payment.failed':
      if (!awaitingPayment.has(topup.status)) return 'ignored:stale';
      await topups.setStatus(work.tx, topup.id, 'Failed', walletErrors.topupFailed.resultCode);
      work.announce(topup.id);
      return 'applied';
    case 'payment.cancelled':
      if (!awaitingPayment.has(topup.status)) return 'ignored:stale';
      await topups.setStatus(work.tx, topup.id, 'Cancelled');
      work.announce(topup.id);
      return 'applied';
  }
}

/**
 * Applies a verified payment event of a top-up exactly once: stored first (unique per provider and
 * event id), then decided under the top-up's row lock, in one transaction with the ledger's credit.
 */
export async function applyTopupEvent(deps: WorkflowDeps, event: PaymentEvent): Promise<string> {
  const provider = deps.payment.id;
  const outcome = await deps.keeper.run(async (work) => {
    const stored = await deps.payments.recordWebhookOnce(work.tx, { provider, ...event });
    if (!stored) return 'duplicate';
    const topup = await deps.wallet.topups.lockByPaymentRef(work.tx, provider, event.paymentRef);
    let result: string;
    if (!topup || topup.id !== event.merchantRef) result = 'ignored:unknown-payment';
    else if (topup.amountMinor !== event.amountMinor || topup.currency !== event.currency) result = 'ignored:amount-mismatch';
    else result = await decideTopup(deps, work, topup, event);
    await deps.payments.setWebhookOutcome(work.tx, provider, event.id, result);
    return result;
  });
  if (outcome.startsWith('ignored:amount') || outcome === 'ignored:unknown-payment') {
    deps.log.error({ eventId: event.id, paymentRef: event.paymentRef, outcome }, 'payment event does not match a top-up');
  }
  if (outcome.startsWith('applied')) deps.queue.wake();
  return outcome;
}

/** `refund-topup`: a paid top-up the wallet could not take goes back to its channel, then Refunded. */
export function refundTopupJob(deps: WorkflowDeps): JobDefinition<{ topupId: string }> {
  return {
    maxAttempts: 10,
    async handler(job) {
      const topup = await deps.wallet.topups.find(job.payload.topupId);
      if (!topup?.paymentRef || topup.status !== 'Paid') return;
      await deps.payment.refund(topup.paymentRef, topup.amountMinor);
      await deps.keeper.run(async (work) => {
        const locked = await deps.wallet.topups.lock(work.tx, topup.id);
        if (locked?.status !== 'Paid') return;
        await deps.wallet.topups.setStatus(work.tx, topup.id, 'Refunded');
        work.announce(topup.id);
      });
    },
  };
}
