import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '@store/contracts/money.ts';
import {
  RewardStatus,
  type RewardItem,
  type RewardMovement,
  type RewardsHistory,
  type RewardsSettings,
  type RewardsSummary,
} from '@store/contracts/rewards.ts';
import { AlertIcon, CheckIcon, ClockIcon, ShieldIcon, SpinnerIcon } from '../../../components/icons.tsx';
import { t, type MessageKey } from '../../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../../lib/locale.ts';
import { rewardsFailure, rewardsGet, rewardsPost } from '../client.ts';
import { ExplainerButton } from '../explainer-button.tsx';
import { showRewardsBalance } from '../header.tsx';
import { inSentence } from '../direction.ts';
import { CalendarIcon, HistoryIcon, HourglassIcon, RewardsIcon } from '../icons.tsx';
import {
  appendMovements,
  dailyClaimable,
  expiryBanner,
  isPermanent,
  nextUtcDay,
  originOf,
  remainingPercent,
  rewardDate,
  ringFenceSentence,
  signedParts,
  sortRewardItems,
  sourceLabel,
  statusName,
} from '../views.ts';

/** What the page shows; the loader's first read, or the browser's own when that failed. */
export type RewardsHomeView = {
  summary: RewardsSummary;
  items: RewardItem[];
  history: RewardsHistory;
  settings: RewardsSettings | null;
  readAt: number;
};

/** The reward details list shows this many at first, then this many more a click. */
const ITEMS_STEP = 5;

function money(shop: ShopLocale, minor: string): string {
  return formatPrice(minor, { ...shop.country, locale: shop.locale });
}

/** Reads everything the page shows from the API (the loader could not). */
async function readAll(countryCode: string): Promise<RewardsHomeView | null> {
  const [summary, items, history, settings] = await Promise.all([
    rewardsGet<RewardsSummary>(countryCode, 'summary'),
    rewardsGet<{ items: RewardItem[] }>(countryCode, 'items'),
    rewardsGet<RewardsHistory>(countryCode, 'history'),
    rewardsGet<RewardsSettings>(countryCode, 'settings'),
  ]);
  if (!summary.ok || !items.ok || !history.ok) return null;
  return {
    summary: summary.data,
    items: items.data.items,
    history: history.data,
    settings: settings.ok ? settings.data : null,
    readAt: Date.now(),
  };
}

/**
 * Commerce §2 UserCashback, the rewards home at /{cc}/user/coda-rewards: the balance, the expiry
 * notice (alert within 24 h, warning within 36 h; ADR 0034), the daily reward, the expiry breakdown,
 * the reward details and the history. The loader's read renders on the server; without it the page
 * reads the API itself, with its loading and error states.
 */
export function RewardsHomeScreen({ shop, initial }: { shop: ShopLocale; initial: RewardsHomeView | null }) {
  const [view, setView] = useState<RewardsHomeView | null>(initial);
  const [state, setState] = useState<'ready' | 'loading' | 'failed'>(initial ? 'ready' : 'loading');
  const code = shop.country.code;

  const load = useCallback(async () => {
    setState('loading');
    const read = await readAll(code);
    if (read) {
      setView(read);
      setState('ready');
    } else setState('failed');
  }, [code]);

  useEffect(() => {
    if (!initial) void load();
  }, [initial, load]);

  // The header shows the balance this page read (it may be newer than the layout's).
  const balanceMinor = view?.summary.balanceAmount ?? null;
  useEffect(() => {
    if (balanceMinor !== null) showRewardsBalance({ countryCode: code, balance: money(shop, balanceMinor) });
  }, [balanceMinor, code, shop]);

  /** After the balance moved (a claim): the reward details and the first page of the history again. */
  const reread = useCallback(async () => {
    const [items, history] = await Promise.all([
      rewardsGet<{ items: RewardItem[] }>(code, 'items'),
      rewardsGet<RewardsHistory>(code, 'history'),
    ]);
    setView((shown) =>
      shown ? { ...shown, items: items.ok ? items.data.items : shown.items, history: history.ok ? history.data : shown.history } : shown,
    );
  }, [code]);

  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{t('rewardsHome.title')}</h1>
          <ExplainerButton
            shop={shop}
            settings={view?.settings ?? null}
            className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
          />
        </div>
        <noscript>
          <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {t('accountForm.needsScript')}
          </p>
        </noscript>
        {view ? (
          <RewardsHome
            shop={shop}
            view={view}
            onClaimed={(summary) => {
              setView((shown) => (shown ? { ...shown, summary, readAt: Date.now() } : shown));
              void reread();
            }}
            onAlreadyClaimed={() =>
              setView((shown) =>
                shown
                  ? {
                      ...shown,
                      summary: {
                        ...shown.summary,
                        daily: {
                          ...shown.summary.daily,
                          claimedToday: true,
                          nextClaimAt: shown.summary.daily.nextClaimAt ?? nextUtcDay(Date.now()),
                        },
                      },
                    }
                  : shown,
              )
            }
          />
        ) : state === 'failed' ? (
          <div
            className="mt-6 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
            role="alert"
            data-testid="rewards-load-failed"
          >
            <AlertIcon className="mx-auto h-8 w-8 text-red-600" />
            <p className="mt-2 text-slate-800">{t('rewardsHome.loadFailed')}</p>
            <button
              type="button"
              onClick={() => void load()}
              className="mt-4 h-11 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              {t('rewardsHome.retry')}
            </button>
          </div>
        ) : (
          <LoadingHome />
        )}
      </div>
    </main>
  );
}

function LoadingHome() {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" aria-busy="true" data-testid="rewards-loading">
      <div className="space-y-6">
        <div className="h-44 animate-pulse rounded-2xl bg-amber-200/60" />
        <div className="h-36 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />
      </div>
      <div className="space-y-6">
        <div className="flex h-64 items-center justify-center gap-2 rounded-2xl bg-white text-slate-600 ring-1 ring-slate-200">
          <SpinnerIcon className="h-5 w-5 animate-spin" />
          <p>{t('rewardsHome.loading')}</p>
        </div>
      </div>
    </div>
  );
}

function Card({
  id,
  icon,
  heading,
  children,
  action,
}: {
  id: string;
  icon: ReactNode;
  heading: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <span className="text-amber-700">{icon}</span>
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {heading}
          </h2>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

function RewardsHome({
  shop,
  view,
  onClaimed,
  onAlreadyClaimed,
}: {
  shop: ShopLocale;
  view: RewardsHomeView;
  onClaimed(summary: RewardsSummary): void;
  onAlreadyClaimed(): void;
}) {
  const { summary } = view;
  const banner = expiryBanner(summary.expiryNotice, summary.expiring, view.readAt);
  return (
    <div className="mt-6 space-y-6">
      {banner ? (
        <p
          data-testid="rewards-expiry-notice"
          data-notice={banner.notice}
          className={`flex items-start gap-3 rounded-2xl p-4 text-sm font-medium ring-1 ${banner.notice === 'alert' ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-amber-50 text-amber-950 ring-amber-200'}`}
        >
          <AlertIcon className={`mt-0.5 h-5 w-5 flex-none ${banner.notice === 'alert' ? 'text-red-600' : 'text-amber-600'}`} />
          <span>
            {t(banner.notice === 'alert' ? 'rewardsNotice.alert' : 'rewardsNotice.warning', {
              amount: inSentence(shop.dir, money(shop, banner.amount)),
              date: rewardDate(banner.expiresAt, shop.locale, true),
            })}
          </span>
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="space-y-6">
          <Balance shop={shop} summary={summary} />
          <DailyReward shop={shop} daily={summary.daily} onClaimed={onClaimed} onAlreadyClaimed={onAlreadyClaimed} />
          <ExpiryBreakdown shop={shop} summary={summary} now={view.readAt} />
        </div>
        <div className="space-y-6">
          <RewardDetails shop={shop} items={view.items} />
          <History key={view.history.items[0]?.id ?? 'none'} shop={shop} initial={view.history} />
        </div>
      </div>
    </div>
  );
}

function Balance({ shop, summary }: { shop: ShopLocale; summary: RewardsSummary }) {
  return (
    <section
      aria-labelledby="rewards-balance-heading"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-amber-500 via-orange-500 to-rose-600 p-5 text-white shadow-sm sm:p-6 rtl:bg-gradient-to-bl"
    >
      <RewardsIcon className="pointer-events-none absolute -end-6 -top-6 h-32 w-32 text-white/15" />
      <div className="flex items-center gap-2 text-amber-50">
        <RewardsIcon className="h-5 w-5" />
        <h2 id="rewards-balance-heading" className="text-sm font-semibold">
          {t('rewardsHome.balance')}
        </h2>
      </div>
      <p className="mt-2 text-4xl font-bold tracking-tight" data-testid="rewards-balance" dir="ltr">
        <span className="inline-block">{money(shop, summary.balanceAmount)}</span>
      </p>
      <p className="mt-3 max-w-sm text-sm text-amber-50">{t('rewardsHome.balanceHint')}</p>
      <Link
        to={shopPath(shop)}
        className="mt-4 inline-flex h-10 items-center rounded-full bg-white px-5 text-sm font-semibold text-orange-800 hover:bg-amber-50"
      >
        {t('rewardsHome.shopAction')}
      </Link>
    </section>
  );
}

function DailyReward({
  shop,
  daily,
  onClaimed,
  onAlreadyClaimed,
}: {
  shop: ShopLocale;
  daily: RewardsSummary['daily'];
  onClaimed(summary: RewardsSummary): void;
  onAlreadyClaimed(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'done' | 'info' | 'error'; key: MessageKey; amount?: string } | null>(null);
  const offered = BigInt(daily.amount || '0') > 0n;
  const amount = money(shop, daily.amount || '0');
  const claimable = offered && dailyClaimable(daily, Date.now());

  async function claim() {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    const result = await rewardsPost<RewardsSummary>(shop.country.code, 'daily');
    setBusy(false);
    if (result.ok) {
      setMessage({ tone: 'done', key: 'rewardsDaily.justClaimed', amount });
      onClaimed(result.data);
      return;
    }
    const key = rewardsFailure(result);
    setMessage({ tone: key === 'rewardsDaily.alreadyClaimed' ? 'info' : 'error', key });
    if (key === 'rewardsDaily.alreadyClaimed') onAlreadyClaimed();
  }

  const next = daily.nextClaimAt ?? nextUtcDay(Date.now());
  return (
    <Card id="rewards-daily-heading" icon={<CalendarIcon className="h-5 w-5" />} heading={t('rewardsDaily.heading')}>
      <div data-testid="rewards-daily" data-state={!offered ? 'unavailable' : claimable ? 'claimable' : 'claimed'}>
        {!offered ? (
          <p className="mt-3 text-sm text-slate-600">{t('rewardsDaily.unavailable')}</p>
        ) : claimable ? (
          <>
            <p className="mt-3 text-sm text-slate-700">{t('rewardsDaily.text', { amount: inSentence(shop.dir, amount) })}</p>
            <button
              type="button"
              onClick={claim}
              aria-busy={busy || undefined}
              className="mt-4 inline-flex h-11 w-full items-center justify-center gap-2 rounded-full bg-amber-500 px-6 font-semibold text-amber-950 shadow-sm hover:bg-amber-400 aria-busy:cursor-wait"
            >
              {busy ? <SpinnerIcon className="h-4 w-4 animate-spin" /> : <RewardsIcon className="h-4 w-4" />}
              {busy ? t('rewardsDaily.claiming') : t('rewardsDaily.claim', { amount: inSentence(shop.dir, amount) })}
            </button>
          </>
        ) : (
          <div className="mt-3 flex items-start gap-3 rounded-xl bg-emerald-50 p-3 ring-1 ring-emerald-200">
            <span className="inline-flex h-8 w-8 flex-none items-center justify-center rounded-full bg-emerald-600 text-white">
              <CheckIcon className="h-4 w-4" />
            </span>
            <div>
              <p className="font-semibold text-emerald-900">{t('rewardsDaily.claimed')}</p>
              <p className="text-sm text-emerald-900/80">{t('rewardsDaily.claimedText', { time: rewardDate(next, shop.locale, true) })}</p>
            </div>
          </div>
        )}
        <p
          role="status"
          data-testid="rewards-daily-message"
          className={
            message
              ? `mt-3 text-sm font-medium ${message.tone === 'error' ? 'text-red-700' : message.tone === 'info' ? 'text-amber-900' : 'text-emerald-800'}`
              : 'sr-only'
          }
        >
          {message ? t(message.key, message.amount ? { amount: inSentence(shop.dir, message.amount) } : undefined) : ''}
        </p>
      </div>
    </Card>
  );
}

function ExpiryBreakdown({ shop, summary, now }: { shop: ShopLocale; summary: RewardsSummary; now: number }) {
  const soon = (iso: string) => {
    const hours = (Date.parse(iso) - now) / 3_600_000;
    return hours <= 24 ? 'alert' : hours <= 36 ? 'warning' : null;
  };
  return (
    <Card id="rewards-expiry-heading" icon={<HourglassIcon className="h-5 w-5" />} heading={t('rewardsExpiry.heading')}>
      {summary.expiring.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('rewardsExpiry.empty')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('rewardsExpiry.intro')}</p>
          <ul className="mt-3 divide-y divide-slate-100" data-testid="rewards-expiry">
            {summary.expiring.map((group) => {
              const flag = soon(group.expiresAt);
              return (
                <li key={group.expiresAt} className="flex items-center justify-between gap-3 py-2.5">
                  <span className="flex items-center gap-2 text-sm text-slate-700">
                    <ClockIcon
                      className={`h-4 w-4 flex-none ${flag === 'alert' ? 'text-red-600' : flag === 'warning' ? 'text-amber-600' : 'text-slate-400'}`}
                    />
                    <time dateTime={group.expiresAt}>{rewardDate(group.expiresAt, shop.locale, true)}</time>
                  </span>
                  <span dir="ltr" className={`font-semibold ${flag === 'alert' ? 'text-red-700' : 'text-slate-900'}`}>
                    {money(shop, group.amount)}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Card>
  );
}

const STATUS_STYLE: Record<ReturnType<typeof statusName>, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  consumed: 'bg-slate-100 text-slate-700 ring-slate-200',
  expired: 'bg-red-50 text-red-800 ring-red-200',
};

function RewardDetails({ shop, items }: { shop: ShopLocale; items: RewardItem[] }) {
  const [shown, setShown] = useState(ITEMS_STEP);
  const sorted = sortRewardItems(items);
  return (
    <Card id="rewards-details-heading" icon={<RewardsIcon className="h-5 w-5" />} heading={t('rewardsDetails.heading')}>
      {sorted.length === 0 ? (
        <div className="mt-4 rounded-xl bg-slate-50 p-5 text-center" data-testid="rewards-details-empty">
          <RewardsIcon className="mx-auto h-8 w-8 text-amber-500" />
          <p className="mt-2 text-sm text-slate-700">{t('rewardsDetails.empty')}</p>
        </div>
      ) : (
        <ul className="mt-3 space-y-3" data-testid="rewards-details">
          {sorted.slice(0, shown).map((item) => {
            const status = statusName(item.status);
            const origin = originOf(item.origin);
            const active = item.status === RewardStatus.Active;
            const source = sourceLabel(item);
            const fence = ringFenceSentence(item);
            return (
              <li key={item.rewardId} className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="reward-item" data-status={status}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="flex flex-wrap items-center gap-1.5">
                    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                      {source.funder === null
                        ? t(`rewardsDetails.source.${source.key}`)
                        : t(`rewardsDetails.sourceNamed.${source.key}`, { funder: inSentence(shop.dir, source.funder) })}
                    </span>
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[status]}`}>
                      {t(`rewardsDetails.status.${status}`)}
                    </span>
                  </div>
                  <p className={`text-sm font-semibold ${active ? 'text-slate-900' : 'text-slate-500'}`}>
                    {t('rewardsDetails.remaining', {
                      remaining: inSentence(shop.dir, money(shop, item.remainingAmount)),
                      amount: inSentence(shop.dir, money(shop, item.amount)),
                    })}
                  </p>
                </div>
                <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100" role="presentation">
                  <div
                    className={`h-full rounded-full ${active ? 'bg-amber-500' : 'bg-slate-300'}`}
                    style={{ width: `${remainingPercent(item)}%` }}
                  />
                </div>
                <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
                  <ShieldIcon className="mt-0.5 h-4 w-4 flex-none text-slate-400" />
                  {t(
                    `rewardsDetails.ringFence.${fence.key}`,
                    fence.funder === null ? undefined : { funder: inSentence(shop.dir, fence.funder) },
                  )}
                </p>
                <p className="mt-2 text-xs text-slate-600">
                  {t('rewardsDetails.earned', { date: rewardDate(item.earnedAt, shop.locale) })}
                  {' · '}
                  {isPermanent(item)
                    ? t('rewardsDetails.noExpiry')
                    : t(item.status === RewardStatus.Expired ? 'rewardsDetails.expired' : 'rewardsDetails.expires', {
                        date: rewardDate(item.expiresAt, shop.locale),
                      })}
                  {origin.kind === 'daily' ? (
                    <>
                      {' · '}
                      {t('rewardsDetails.fromDaily')}
                    </>
                  ) : null}
                </p>
                {origin.kind === 'order' ? (
                  <p className="mt-1 truncate text-xs text-slate-500">{t('rewardsDetails.fromOrder', { orderId: origin.orderId })}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {sorted.length > shown ? (
        <button
          type="button"
          onClick={() => setShown((count) => count + ITEMS_STEP * 2)}
          className="mt-4 h-11 w-full rounded-full border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('rewardsDetails.showMore', { count: sorted.length - shown })}
        </button>
      ) : null}
    </Card>
  );
}

function History({ shop, initial }: { shop: ShopLocale; initial: RewardsHistory }) {
  const [rows, setRows] = useState<RewardMovement[]>(initial.items);
  const [next, setNext] = useState(initial.nextCursor);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);

  async function loadMore() {
    if (busy || !next) return;
    setBusy(true);
    setFailure(null);
    const result = await rewardsGet<RewardsHistory>(shop.country.code, 'history', { cursor: next });
    setBusy(false);
    if (!result.ok) return setFailure(rewardsFailure(result));
    setRows((shown) => appendMovements(shown, result.data.items));
    setNext(result.data.nextCursor);
  }

  return (
    <Card id="rewards-history-heading" icon={<HistoryIcon className="h-5 w-5" />} heading={t('rewardsHistory.heading')}>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="rewards-history-empty">
          {t('rewardsHistory.empty')}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" data-testid="rewards-history">
          {rows.map((row) => {
            const { negative, magnitude } = signedParts(row.amount);
            return (
              <li key={row.id} className="flex items-start justify-between gap-3 py-3" data-kind={row.kind}>
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{t(`rewardsHistory.kind.${row.kind}`)}</p>
                  <p className="text-xs text-slate-600">
                    <time dateTime={row.createdAt}>{rewardDate(row.createdAt, shop.locale, true)}</time>
                  </p>
                  {row.orderId ? (
                    <p className="truncate text-xs text-slate-500">{t('rewardsHistory.order', { orderId: row.orderId })}</p>
                  ) : null}
                </div>
                <div className="flex-none text-end">
                  <p dir="ltr" className={`font-semibold ${negative ? 'text-slate-900' : 'text-emerald-700'}`}>
                    {negative ? '−' : '+'}
                    {money(shop, magnitude)}
                  </p>
                  <p className="text-xs text-slate-500">
                    {t('rewardsHistory.balanceAfter', { amount: inSentence(shop.dir, money(shop, row.balanceAfter)) })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {failure ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {t(failure)}
        </p>
      ) : null}
      {next ? (
        <button
          type="button"
          onClick={loadMore}
          aria-busy={busy || undefined}
          className="mt-4 inline-flex h-11 w-full items-center justify-center gap-2 rounded-full border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {busy ? <SpinnerIcon className="h-4 w-4 animate-spin" /> : null}
          {t('rewardsHistory.loadMore')}
        </button>
      ) : null}
    </Card>
  );
}
