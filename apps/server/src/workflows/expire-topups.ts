import { walletErrors } from '@store/contracts';
import type { JobDefinition } from '../jobs/index.ts';
import type { WorkflowDeps } from './deps.ts';
import { askProvider } from './reconcile-payment.ts';
import { awaitingPayment } from './topup.ts';

/**
 * The periodic sweep of top-ups past their expiry (30 minutes; 180 s for a quick top-up): the
 * provider is asked first (a paid one is credited), then the top-up is Cancelled with 407
 * "Topup expired" and its payment cancelled at the provider.
 */
export function expireTopupsJob(deps: WorkflowDeps, everyMs: number): JobDefinition {
  return {
    everyMs,
    maxAttempts: 3,
    async handler() {
      for (const topupId of await deps.wallet.topups.listExpired(200)) {
        const topup = await deps.wallet.topups.find(topupId);
        if (!topup) continue;
        if (topup.paymentRef && (await askProvider(deps, topup.paymentRef, { topupId })) === 'unanswered') continue;
        let cancelled = false;
        await deps.keeper.run(async (work) => {
          const locked = await deps.wallet.topups.lock(work.tx, topupId);
          if (!locked || !awaitingPayment.has(locked.status) || locked.expiresAt.getTime() > Date.now()) return;
          await deps.wallet.topups.setStatus(work.tx, topupId, 'Cancelled', walletErrors.topupExpired.resultCode);
          work.announce(topupId);
          cancelled = true;
        });
        if (cancelled && topup.paymentRef) {
          await deps.payment
            .cancelPayment(topup.paymentRef)
            .catch((err: unknown) => deps.log.warn({ err, topupId }, 'expired top-up not cancelled at the provider'));
        }
      }
    },
  };
}
