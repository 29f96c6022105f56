import { data, redirect, useNavigate } from 'react-router';
import { loadMessages } from '../lib/messages.server.ts';
import type { Route } from './+types/waiting';
import type { TrackingHandle } from '../features/tracking/index.ts';
import { CheckIcon, ClockIcon, SpinnerIcon } from '../components/icons.tsx';
import { findOrder, noStore } from '../features/order/load-order.server.ts';
import { OrderDetails } from '../features/order/order-details.tsx';
import { OrderNotFound } from '../features/order/order-not-found.tsx';
import { PaymentActions } from '../features/order/payment-actions.tsx';
import { isFinished, progressOf, type Progress } from '../features/order/order-state.ts';
import { useLiveOrder } from '../features/order/use-live-order.ts';
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
  if (!order) return data({ order: null, amount: '', messages }, { status: 404, headers: noStore });
  const query = `?order=${encodeURIComponent(order.orderId)}`;
  if (order.countryCode !== shop.country.code) throw redirect(`/${order.countryCode}/waiting${query}`);
  if (isFinished(order.status)) throw redirect(shopPath(shop, `complete${query}`), { headers: noStore });
  return data({ order, amount: price(shop, order.amountMinor), messages }, { headers: noStore });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Order pages are not counted as page views (shell §2); the shopper is mid-purchase, not browsing. */
export const handle: TrackingHandle = { skipPageView: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const shop = shopFrom(matches);
  if (!shop) return [];
  return pageMeta({ matches, title: t('waiting.title'), description: t('waiting.description'), path: shopPath(shop, 'waiting'), noindex: true });
};

export default function Waiting({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  if (!loaderData.order) return <OrderNotFound shop={shop} />;
  return <LiveWaiting initial={loaderData.order} amount={loaderData.amount} />;
}

function LiveWaiting({ initial, amount }: { initial: OrderView; amount: string }) {
  const shop = useShop();
  const navigate = useNavigate();
  const [order, checked] = useLiveOrder(initial, (done) => {
    void navigate(shopPath(shop, `complete?order=${encodeURIComponent(done.orderId)}`), { replace: true });
  });
  const progress = progressOf(order.status);
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t('waiting.heading')}</h1>
        <Stepper progress={progress} />
        <div role="status" aria-live="polite" className="mt-6 flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-brand-900">
          {/* Nothing turns while the store waits on the shopper; it does while the store works. */}
          {progress === 'awaitingPayment'
            ? <ClockIcon className="mt-0.5 h-5 w-5 flex-none" />
            : <SpinnerIcon className="mt-0.5 h-5 w-5 flex-none animate-spin motion-reduce:animate-none" />}
          <p>
            {progress === 'awaitingPayment' && t('waiting.status.awaitingPayment')}
            {progress === 'delivering' && t('waiting.status.delivering', { item: order.denominationName, player: order.playerNickname || order.playerUserId })}
            {progress === 'done' && t('waiting.status.done')}
          </p>
        </div>
        {progress === 'awaitingPayment' && <PaymentActions order={order} onChecked={checked} />}
        <div className="mt-6">
          <OrderDetails order={order} amount={amount} />
        </div>
        <p className="mt-6 text-sm text-slate-600">
          {t('waiting.keepOpen')}
          {progress !== 'awaitingPayment' && (
            <>
              {' '}
              <a href={shopPath(shop, `complete?order=${encodeURIComponent(order.orderId)}`)} className="font-medium text-brand-700 underline">
                {t('waiting.checkStatus')}
              </a>
            </>
          )}
        </p>
      </div>
    </main>
  );
}

function Stepper({ progress }: { progress: Progress }) {
  const paymentDone = progress === 'delivering' || progress === 'done';
  const steps = [
    { label: t('waiting.steps.payment'), state: paymentDone ? 'done' : 'current' },
    { label: t('waiting.steps.delivery'), state: progress === 'done' ? 'done' : paymentDone ? 'current' : 'upcoming' },
  ] as const;
  return (
    <ol className="mt-6 flex items-center gap-3" aria-label={t('waiting.steps.label')}>
      {steps.map((step, index) => (
        <li key={step.label} className="flex flex-1 items-center gap-3" aria-current={step.state === 'current' ? 'step' : undefined}>
          <span className={`grid h-9 w-9 flex-none place-items-center rounded-full text-sm font-bold ${
            step.state === 'done' ? 'bg-emerald-600 text-white'
              : step.state === 'current' ? 'bg-brand-600 text-white ring-4 ring-brand-100'
              : 'bg-slate-200 text-slate-600'}`}>
            {step.state === 'done' ? <CheckIcon className="h-5 w-5" /> : step.state === 'current' ? <ClockIcon className="h-5 w-5" /> : index + 1}
          </span>
          <span className="flex flex-col">
            <span className="font-semibold text-slate-900">{step.label}</span>
            <span className="text-xs text-slate-600">
              {step.state === 'done' ? t('waiting.steps.done') : step.state === 'current' ? t('waiting.steps.current') : t('waiting.steps.upcoming')}
            </span>
          </span>
          {index < steps.length - 1 && <span aria-hidden="true" className={`h-0.5 flex-1 rounded ${paymentDone ? 'bg-emerald-500' : 'bg-slate-200'}`} />}
        </li>
      ))}
    </ol>
  );
}
