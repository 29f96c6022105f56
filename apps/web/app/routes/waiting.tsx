import { useEffect, useState } from 'react';
import { data, redirect, useNavigate } from 'react-router';
import { loadMessages } from '../lib/messages.server.ts';
import type { Route } from './+types/waiting';
import type { TrackingHandle } from '../features/tracking/index.ts';
import { ClockIcon, SpinnerIcon } from '../components/icons.tsx';
import { StepBadge } from '../components/step-badge.tsx';
import { findOrder, noStore } from '../features/order/load-order.server.ts';
import { OrderDetails } from '../features/order/order-details.tsx';
import { OrderNotFound } from '../features/order/order-not-found.tsx';
import { PaymentActions } from '../features/order/payment-actions.tsx';
import { isFinished, progressOf, stepsOf, type Progress, type StepState } from '../features/order/order-state.ts';
import { useLiveOrder } from '../features/order/use-live-order.ts';
import { codacashPanel } from '../features/order/codacash.server.ts';
import { CodacashPayment } from '../features/order/codacash-payment.tsx';
import { quickTopupSteps, type CodacashPanel, type QuickTopupSteps } from '../features/order/codacash-state.ts';
import { t } from '../lib/i18n.ts';
import { shopPath } from '../lib/locale.ts';
import { requireShop } from '../lib/locale.server.ts';
import { price } from '../lib/price.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { shopFrom, useShop } from '../lib/shop.ts';
import type { OrderView } from '@store/contracts';

/** Commerce §2 TransactionWaiting: /{cc}/waiting?order=…, where the payment provider sends the shopper back. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  const order = await findOrder(context, request);
  const messages = await loadMessages(shop.language, ['order']);
  if (!order) return data({ order: null, amount: '', messages, codacash: null }, { status: 404, headers: noStore });
  const query = `?order=${encodeURIComponent(order.orderId)}`;
  if (order.countryCode !== shop.country.code) throw redirect(`/${order.countryCode}/waiting${query}`);
  if (isFinished(order.status)) throw redirect(shopPath(shop, `complete${query}`), { headers: noStore });
  // A Codacash order is paid here, with the code sent to the wallet's phone (ADR 0033).
  const codacash =
    order.paymentKind === 'codacash' && progressOf(order.status) === 'awaitingPayment'
      ? await codacashPanel(context, request, shop, order)
      : null;
  return data({ order, amount: price(shop, order.amountMinor), messages, codacash }, { headers: noStore });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Order pages are not counted as page views (shell §2); the shopper is mid-purchase, not browsing. */
export const handle: TrackingHandle = { skipPageView: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const shop = shopFrom(matches);
  if (!shop) return [];
  return pageMeta({
    matches,
    title: t('waiting.title'),
    description: t('waiting.description'),
    path: shopPath(shop, 'waiting'),
    noindex: true,
  });
};

export default function Waiting({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  if (!loaderData.order) return <OrderNotFound shop={shop} />;
  return <LiveWaiting initial={loaderData.order} amount={loaderData.amount} codacash={loaderData.codacash} />;
}

function LiveWaiting({ initial, amount, codacash }: { initial: OrderView; amount: string; codacash: CodacashPanel | null }) {
  const shop = useShop();
  const navigate = useNavigate();
  const [order, checked] = useLiveOrder(initial, (done) => {
    void navigate(shopPath(shop, `complete?order=${encodeURIComponent(done.orderId)}`), { replace: true });
  });
  const progress = progressOf(order.status);
  const retry = progress === 'delivering' ? order.deliveryRetry : null;
  const payingWithCodacash = order.paymentKind === 'codacash' && codacash !== null;
  // Commerce §4: a quick top-up shows its own three steps (top up, continue the order, completed).
  const quickTopup = payingWithCodacash && (codacash.short !== null || codacash.quickTopup !== null);
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t('waiting.heading')}</h1>
        {quickTopup ? (
          <QuickTopupStepper steps={quickTopupSteps(progress, codacash?.quickTopup?.status ?? null)} />
        ) : (
          <Stepper progress={progress} />
        )}
        <div className="mt-6 flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-brand-900">
          {/* Nothing turns while the store waits on the shopper; it does while the store works. */}
          {progress === 'awaitingPayment' ? (
            <ClockIcon className="mt-0.5 h-5 w-5 flex-none" />
          ) : (
            <SpinnerIcon className="mt-0.5 h-5 w-5 flex-none animate-spin motion-reduce:animate-none" />
          )}
          <div>
            <p role="status" aria-live="polite" data-testid="waiting-status">
              {progress === 'awaitingPayment' &&
                (payingWithCodacash ? t('waiting.status.awaitingCode') : t('waiting.status.awaitingPayment'))}
              {progress === 'delivering' &&
                !retry &&
                (order.playerUserId === null
                  ? t('waiting.status.deliveringVoucher', { item: order.denominationName })
                  : t('waiting.status.delivering', { item: order.denominationName, player: order.playerNickname || order.playerUserId }))}
              {retry && t('waiting.status.retrying', { attempt: retry.attempt, max: retry.maxAttempts })}
              {progress === 'delivered' && t('waiting.status.done')}
              {progress === 'deliveryFailed' && t('waiting.status.deliveryFailed')}
              {progress === 'notPaid' && t('waiting.status.notPaid')}
            </p>
            {/* Outside the live region: a countdown read out every second would drown the news. */}
            {retry && <NextTry retry={retry} />}
          </div>
        </div>
        {progress === 'awaitingPayment' &&
          (payingWithCodacash ? (
            <CodacashPayment order={order} panel={codacash} amount={amount} countryCode={shop.country.code} onPaid={checked} />
          ) : (
            <PaymentActions order={order} onChecked={checked} />
          ))}
        <div className="mt-6">
          <OrderDetails order={order} amount={amount} />
        </div>
        <p className="mt-6 text-sm text-slate-600">
          {t('waiting.keepOpen')}
          {progress !== 'awaitingPayment' && (
            <>
              {' '}
              <a
                href={shopPath(shop, `complete?order=${encodeURIComponent(order.orderId)}`)}
                className="font-medium text-brand-700 underline"
              >
                {t('waiting.checkStatus')}
              </a>
            </>
          )}
        </p>
      </div>
    </main>
  );
}

type DeliveryRetry = NonNullable<OrderView['deliveryRetry']>;

/**
 * When the next delivery attempt is due, counted down from the view's own figure: the server
 * measured it against the database's clock, so the shopper's clock being off does not matter.
 */
function NextTry({ retry }: { retry: DeliveryRetry }) {
  const [seconds, setSeconds] = useState(retry.nextAttemptInSeconds);
  useEffect(() => {
    const dueAt = Date.now() + retry.nextAttemptInSeconds * 1000;
    setSeconds(retry.nextAttemptInSeconds);
    if (retry.nextAttemptInSeconds <= 0) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((dueAt - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [retry]);
  return (
    <p className="mt-1 text-sm text-brand-800" data-testid="waiting-next-try">
      {seconds > 0 ? t('waiting.status.nextTry', { seconds }) : t('waiting.status.tryingNow')}
    </p>
  );
}

const stepText: Record<StepState, 'waiting.steps.done' | 'waiting.steps.current' | 'waiting.steps.upcoming' | 'waiting.steps.failed'> = {
  done: 'waiting.steps.done',
  current: 'waiting.steps.current',
  upcoming: 'waiting.steps.upcoming',
  failed: 'waiting.steps.failed',
};

function Stepper({ progress }: { progress: Progress }) {
  const states = stepsOf(progress);
  return (
    <StepList
      label={t('waiting.steps.label')}
      steps={[
        { name: 'payment', label: t('waiting.steps.payment'), state: states.payment },
        { name: 'delivery', label: t('waiting.steps.delivery'), state: states.delivery },
      ]}
    />
  );
}

function QuickTopupStepper({ steps }: { steps: QuickTopupSteps }) {
  return (
    <StepList
      label={t('waiting.quickTopup.steps.label')}
      steps={[
        { name: 'topUp', label: t('waiting.quickTopup.steps.topUp'), state: steps.topUp },
        { name: 'continueOrder', label: t('waiting.quickTopup.steps.continueOrder'), state: steps.continueOrder },
        { name: 'completed', label: t('waiting.quickTopup.steps.completed'), state: steps.completed },
      ]}
    />
  );
}

type StepItem = { name: string; label: string; state: StepState };

function StepList({ label, steps }: { label: string; steps: readonly StepItem[] }) {
  return (
    <ol className="mt-6 flex items-start gap-2 sm:items-center sm:gap-3" aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={step.name}
          data-step={step.name}
          data-state={step.state}
          className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center sm:flex-row sm:gap-3 sm:text-start"
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <StepBadge state={step.state} number={index + 1} />
          <span className="flex min-w-0 flex-col">
            <span className="font-semibold text-slate-900">{step.label}</span>
            <span className="text-xs text-slate-600">{t(stepText[step.state])}</span>
          </span>
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={`hidden h-0.5 flex-1 rounded sm:block ${step.state === 'done' ? 'bg-emerald-500' : 'bg-slate-200'}`}
            />
          )}
        </li>
      ))}
    </ol>
  );
}
