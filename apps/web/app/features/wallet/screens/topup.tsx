import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { WalletTransaction } from '@store/contracts/wallet.ts';
import { CheckIcon, ClockIcon, CrossIcon, SpinnerIcon } from '../../../components/icons.tsx';
import { t } from '../../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../../lib/locale.ts';
import { Steps } from '../steps.tsx';
import { isFinalTopup, quickTopupSteps, topupProgress, topupSteps, type TopupProgress } from '../topup-state.ts';
import { useLiveWallet } from '../use-live-wallet.ts';
import { inSentence, type TopupView } from '../views.ts';
import { Card, WalletPage } from './layout.tsx';

const orderWaiting = (shop: ShopLocale, orderId: string) => shopPath(shop, `waiting?order=${encodeURIComponent(orderId)}`);

function TopupSteps({ progress, quick }: { progress: TopupProgress; quick: boolean }) {
  if (quick) {
    const s = quickTopupSteps(progress);
    return (
      <Steps
        label={t('walletTopup.stepsLabel')}
        steps={[
          { name: 'topup', label: t('walletTopup.stepQuickTopup'), state: s.topup },
          { name: 'order', label: t('walletTopup.stepContinueOrder'), state: s.order },
          { name: 'completed', label: t('walletTopup.stepOrderCompleted'), state: s.completed },
        ]}
      />
    );
  }
  const s = topupSteps(progress);
  return (
    <Steps
      label={t('walletTopup.stepsLabel')}
      steps={[
        { name: 'payment', label: t('walletTopup.stepPayment'), state: s.payment },
        { name: 'credit', label: t('walletTopup.stepCredit'), state: s.credit },
      ]}
    />
  );
}

function statusText(shop: ShopLocale, progress: TopupProgress, written: string, quick: boolean): string {
  const amount = inSentence(shop.dir, written);
  if (progress === 'done') return quick ? t('walletTopup.status.quickDone') : t('walletTopup.status.done', { amount });
  return t(`walletTopup.status.${progress}`, { amount });
}

function Details({ topup }: { topup: TopupView }) {
  return (
    <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-slate-600">{t('walletTopup.amount')}</dt>
      <dd className="text-end font-semibold text-slate-900">
        <span dir="ltr">{topup.amount}</span>
      </dd>
      {topup.paymentChannel ? (
        <>
          <dt className="text-slate-600">{t('walletTopup.channel')}</dt>
          <dd className="text-end text-slate-900">
            <bdi>{topup.paymentChannel}</bdi>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * Commerce §2 WalletTransactionWaiting: the top-up followed live (socket, else polling) from its
 * payment to the wallet, with the provider's page a link away while the payment is awaited; then
 * the result page, or, for a quick top-up that succeeded, the order's own waiting page.
 */
export function TopupWaitingScreen({
  shop,
  topup,
  raw,
  walletId,
}: {
  shop: ShopLocale;
  topup: TopupView;
  raw: WalletTransaction;
  walletId: string | null;
}) {
  const navigate = useNavigate();
  const [current, setCurrent] = useState(raw);
  const quick = current.orderId !== null;
  // The same socket keeps the header's balance live: it moves when the top-up is credited.
  useLiveWallet(shop, {
    walletId,
    topup: {
      initial: raw,
      onChange(next) {
        setCurrent(next);
        if (!isFinalTopup(next.status)) return;
        const done = next.status === 'Success';
        const to =
          quick && done && next.orderId
            ? orderWaiting(shop, next.orderId)
            : shopPath(shop, `wallet/complete?topup=${encodeURIComponent(next.id)}`);
        // The order's page is another route's; a moment on "Continue order" says where the shopper goes.
        setTimeout(() => void navigate(to, { replace: true }), quick && done ? 1200 : 0);
      },
    },
  });
  const progress = topupProgress(current.status, current.failureCode);
  return (
    <WalletPage heading={t('walletTopup.waitingTitle')}>
      <Card>
        <TopupSteps progress={progress} quick={quick} />
        <div className="mt-6 flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-brand-900">
          {progress === 'awaitingPayment' ? (
            <ClockIcon className="mt-0.5 h-5 w-5 flex-none" />
          ) : (
            <SpinnerIcon className="mt-0.5 h-5 w-5 flex-none animate-spin motion-reduce:animate-none" />
          )}
          <p role="status" aria-live="polite" data-testid="topup-status" data-progress={progress}>
            {statusText(shop, progress, topup.amount, quick)}
          </p>
        </div>
        {progress === 'awaitingPayment' && current.paymentUrl ? (
          <a
            href={current.paymentUrl}
            // The provider sends the shopper back here, most often paid: its page is a way back, not the next step.
            className="mt-4 inline-flex h-11 w-full items-center justify-center rounded-full border border-slate-300 px-6 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('walletTopup.continuePayment')}
          </a>
        ) : null}
        <Details topup={topup} />
        <p className="mt-6 text-sm text-slate-600">{t('walletTopup.keepOpen')}</p>
      </Card>
    </WalletPage>
  );
}

/** Commerce §2 WalletTransactionComplete: the result, the balance now, and the way back. */
export function TopupCompleteScreen({
  shop,
  topup,
  wallet,
}: {
  shop: ShopLocale;
  topup: TopupView;
  wallet: { walletId: string; balance: string; balanceVersion: number } | null;
}) {
  const live = useLiveWallet(shop, { walletId: wallet?.walletId ?? null });
  const balance = wallet ? (live && live.version >= wallet.balanceVersion ? live.balance : wallet.balance) : null;
  const progress = topupProgress(topup.status, topup.failureCode);
  const done = progress === 'done';
  const quick = topup.orderId !== null;
  return (
    <WalletPage heading={t('walletTopup.completeTitle')}>
      <Card>
        <div className="text-center" data-testid="topup-result" data-progress={progress}>
          <span
            className={`mx-auto grid h-14 w-14 place-items-center rounded-full ${done ? 'bg-emerald-100 text-emerald-700' : 'bg-red-100 text-red-700'}`}
          >
            {done ? <CheckIcon className="h-8 w-8" /> : <CrossIcon className="h-8 w-8" />}
          </span>
          <h2 className="mt-4 text-xl font-bold text-slate-900">{done ? t('walletTopup.resultDone') : t('walletTopup.resultNotDone')}</h2>
          <p className="mt-2 text-slate-700">{t(`walletTopup.status.${progress}`, { amount: inSentence(shop.dir, topup.amount) })}</p>
        </div>
        {quick ? <TopupSteps progress={progress} quick /> : null}
        {balance !== null ? (
          <div className="mt-6 rounded-xl bg-slate-50 p-4 text-center">
            <p className="text-sm text-slate-600">{t('walletTopup.newBalance')}</p>
            <p className="text-2xl font-bold text-slate-900" dir="ltr" data-testid="wallet-balance">
              {balance}
            </p>
          </div>
        ) : null}
        <Details topup={topup} />
        <div className="mt-6 space-y-3">
          {quick && topup.orderId ? (
            <Link
              to={orderWaiting(shop, topup.orderId)}
              className="inline-flex h-11 w-full items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              {t('walletTopup.toOrder')}
            </Link>
          ) : null}
          {/* A full load, so the header's balance is the new one too. */}
          <a
            href={shopPath(shop, 'wallet/home')}
            className={`inline-flex h-11 w-full items-center justify-center rounded-full px-6 font-semibold ${quick ? 'border border-slate-300 text-slate-800 hover:bg-slate-50' : 'bg-brand-600 text-white hover:bg-brand-700'}`}
          >
            {t('walletTopup.backToWallet')}
          </a>
        </div>
      </Card>
    </WalletPage>
  );
}

export function TopupNotFound({ shop }: { shop: ShopLocale }) {
  return (
    <WalletPage heading={t('walletTopup.completeTitle')}>
      <Card>
        <p className="text-slate-700" data-testid="topup-not-found">
          {t('walletTopup.notFound')}
        </p>
        <Link
          to={shopPath(shop, 'wallet/home')}
          className="mt-6 inline-flex h-11 items-center justify-center rounded-full border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('walletTopup.backToWallet')}
        </Link>
      </Card>
    </WalletPage>
  );
}
