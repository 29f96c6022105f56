import type { ReactNode } from 'react';
import { data, Link, redirect } from 'react-router';
import { loadMessageSections, loadMessages } from '../lib/messages.server.ts';
import type { Route } from './+types/complete';
import type { TrackingHandle } from '../features/tracking/index.ts';
import { AlertIcon, CheckIcon, ClockIcon, CrossIcon, RefundIcon } from '../components/icons.tsx';
import { findOrder, noStore } from '../features/order/load-order.server.ts';
import { OrderDetails } from '../features/order/order-details.tsx';
import { OrderNotFound } from '../features/order/order-not-found.tsx';
import { VoucherCodePanel } from '../features/order/voucher-code.tsx';
import { outcomeOfOrder, type Outcome } from '../features/order/order-state.ts';
import { mergeMessages, t } from '../lib/i18n.ts';
import { shopPath } from '../lib/locale.ts';
import { requireShop } from '../lib/locale.server.ts';
import { price } from '../lib/price.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { shopFrom, useShop, useSignedIn } from '../lib/shop.ts';
import { CashbackPanel } from '../features/cashback/cashback-panel.tsx';
import { orderRewardsView } from '../features/cashback/order-rewards.ts';
import { useHydrated } from '../lib/hydrated.ts';

/** Commerce §2 TransactionComplete: /{cc}/complete?order=…, the outcome and what to do next. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  const order = await findOrder(context, request);
  const messages = mergeMessages([
    await loadMessages(shop.language, ['order']),
    // The cashback info panel and the adopt-account modal (commerce §2).
    await loadMessageSections(shop.language, 'cashback', ['cashbackPanel', 'cashbackAdopt']),
  ]);
  if (!order) return data({ order: null, amount: '', refundAmount: '', rewards: null, messages }, { status: 404, headers: noStore });
  if (order.countryCode !== shop.country.code) {
    throw redirect(`/${order.countryCode}/complete?order=${encodeURIComponent(order.orderId)}`);
  }
  const refundAmount = order.refund ? price(shop, order.refund.amountMinor) : '';
  const rewards = orderRewardsView(order.rewards, (amountMinor) => price(shop, amountMinor));
  return data({ order, amount: price(shop, order.amountMinor), refundAmount, rewards, messages }, { headers: noStore });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Order pages are not counted as page views (shell §2); the shopper is mid-purchase, not browsing. */
export const handle: TrackingHandle = { skipPageView: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const shop = shopFrom(matches);
  if (!shop) return [];
  return pageMeta({
    matches,
    title: t('complete.title'),
    description: t('complete.description'),
    path: shopPath(shop, 'complete'),
    noindex: true,
  });
};

const tone: Record<Outcome, { icon: ReactNode; badge: string }> = {
  delivered: { icon: <CheckIcon className="h-8 w-8" />, badge: 'bg-emerald-100 text-emerald-700' },
  paymentFailed: { icon: <CrossIcon className="h-8 w-8" />, badge: 'bg-red-100 text-red-700' },
  cancelled: { icon: <AlertIcon className="h-8 w-8" />, badge: 'bg-slate-200 text-slate-700' },
  expired: { icon: <ClockIcon className="h-8 w-8" />, badge: 'bg-slate-200 text-slate-700' },
  deliveryFailed: { icon: <RefundIcon className="h-8 w-8 rtl:-scale-x-100" />, badge: 'bg-amber-100 text-amber-800' },
  unavailable: { icon: <AlertIcon className="h-8 w-8" />, badge: 'bg-amber-100 text-amber-800' },
  awaitingPayment: { icon: <ClockIcon className="h-8 w-8" />, badge: 'bg-brand-100 text-brand-700' },
  delivering: { icon: <ClockIcon className="h-8 w-8" />, badge: 'bg-brand-100 text-brand-700' },
};

export default function Complete({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const signedIn = useSignedIn();
  const { order, amount, refundAmount, rewards } = loaderData;
  const refundTime = useRefundTime(order?.refund?.createdAt ?? null, shop.locale);
  if (!order) return <OrderNotFound shop={shop} />;
  const outcome = outcomeOfOrder(order);
  const player = order.playerNickname || order.playerUserId || '';
  // A voucher is a code, not credits on a player's account (docs/decisions/0038).
  const voucher = order.playerUserId === null;
  const productPath = shopPath(shop, order.productSlug);
  const waitingPath = shopPath(shop, `waiting?order=${encodeURIComponent(order.orderId)}`);

  const content: Record<Outcome, { heading: string; message: string; actions: ReactNode }> = {
    delivered: {
      heading: voucher ? t('complete.voucherDelivered.heading') : t('complete.delivered.heading'),
      message: voucher
        ? t('complete.voucherDelivered.message', { item: order.denominationName })
        : t('complete.delivered.message', { item: order.denominationName, player }),
      actions: (
        <>
          <Primary to={productPath}>{t('complete.buyAgain')}</Primary>
          <Secondary to={shopPath(shop)}>{t('order.backHome')}</Secondary>
        </>
      ),
    },
    paymentFailed: {
      heading: t('complete.paymentFailed.heading'),
      message: t('complete.paymentFailed.message'),
      actions: (
        <>
          <Primary to={productPath}>{t('complete.paymentFailed.retry')}</Primary>
          <Secondary to={shopPath(shop)}>{t('order.backHome')}</Secondary>
        </>
      ),
    },
    cancelled: {
      heading: t('complete.cancelled.heading'),
      message: t('complete.cancelled.message'),
      actions: (
        <>
          <Primary to={productPath}>{t('complete.startAgain')}</Primary>
          <Secondary to={shopPath(shop)}>{t('order.backHome')}</Secondary>
        </>
      ),
    },
    expired: {
      heading: t('complete.expired.heading'),
      message: t('complete.expired.message'),
      actions: (
        <>
          <Primary to={productPath}>{t('complete.startAgain')}</Primary>
          <Secondary to={shopPath(shop)}>{t('order.backHome')}</Secondary>
        </>
      ),
    },
    deliveryFailed: {
      heading: t('complete.deliveryFailed.heading'),
      message: order.refund
        ? `${t('complete.deliveryFailed.refunded', { amount: isolate(refundAmount), channel: isolate(order.paymentChannelName), time: isolate(refundTime) })} ${t(
            'complete.deliveryFailed.refundArrival',
            { channel: isolate(order.paymentChannelName) },
          )}`
        : t('complete.deliveryFailed.refunding', { amount, channel: order.paymentChannelName }),
      actions: (
        <>
          <Primary to={productPath}>{t('complete.startAgain')}</Primary>
          <Secondary to={shopPath(shop)}>{t('order.backHome')}</Secondary>
        </>
      ),
    },
    unavailable: {
      heading: t('complete.unavailable.heading'),
      message: t('complete.unavailable.message'),
      actions: (
        <>
          <Primary to={shopPath(shop)}>{t('order.backHome')}</Primary>
        </>
      ),
    },
    awaitingPayment: {
      heading: t('complete.awaitingPayment.heading'),
      message: t('complete.awaitingPayment.message'),
      actions: (
        <>
          {order.paymentUrl && (
            <a href={order.paymentUrl} className={primaryClass}>
              {t('complete.awaitingPayment.pay')}
            </a>
          )}
          <Secondary to={waitingPath}>{t('complete.checkStatus')}</Secondary>
        </>
      ),
    },
    delivering: {
      heading: voucher ? t('complete.voucherDelivering.heading') : t('complete.delivering.heading'),
      message: voucher
        ? t('complete.voucherDelivering.message', { item: order.denominationName })
        : t('complete.delivering.message', { item: order.denominationName, player }),
      actions: <Secondary to={waitingPath}>{t('complete.checkStatus')}</Secondary>,
    },
  };
  const view = content[outcome];

  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-10">
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8" data-outcome={outcome}>
        <span className={`mx-auto grid h-16 w-16 place-items-center rounded-full ${tone[outcome].badge}`}>{tone[outcome].icon}</span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{view.heading}</h1>
        <p className="mx-auto mt-2 max-w-md text-slate-700" data-testid="outcome-message">
          {view.message}
        </p>
        {order.voucherCode && (
          <div className="mt-6">
            <VoucherCodePanel orderId={order.orderId} productName={order.productName} code={order.voucherCode} />
          </div>
        )}
        {rewards && (
          <div className="mt-6">
            <CashbackPanel shop={shop} order={order} rewards={rewards} signedIn={signedIn} />
          </div>
        )}
        <div className="mt-6 text-start">
          <OrderDetails order={order} amount={amount} />
        </div>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">{view.actions}</div>
      </div>
    </main>
  );
}

/**
 * An amount, a channel name or a time set apart from the sentence around it (Unicode first-strong
 * isolate … pop directional isolate): in a right-to-left sentence, "73.99 EGP" and
 * "Visa / Mastercard" would otherwise be reordered with their neighbours.
 */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * When the refund was made, in the shop's language. The server cannot know the shopper's time zone,
 * so its render (and hydration) says the time in UTC, naming it; the browser then writes it in the
 * shopper's own time zone.
 */
function useRefundTime(iso: string | null, locale: string): string {
  const hydrated = useHydrated();
  if (!iso) return '';
  const options: Intl.DateTimeFormatOptions = hydrated
    ? { dateStyle: 'medium', timeStyle: 'short' }
    : { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' };
  return new Intl.DateTimeFormat(locale, { ...options, numberingSystem: 'latn' }).format(new Date(iso));
}

const primaryClass =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';

function Primary({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={primaryClass}>
      {children}
    </Link>
  );
}

function Secondary({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex h-11 items-center justify-center rounded-full border border-slate-300 bg-white px-6 font-semibold text-slate-800 hover:bg-slate-50"
    >
      {children}
    </Link>
  );
}
