import { Link } from 'react-router';
import { t, type MessageKey } from '../../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../../lib/locale.ts';
import type { VoucherCode } from '@store/contracts';
import { outcomeOf, playerLabel, VoucherCodePanel } from '../../order/index.ts';

/** What the loader reads from the order service (ADR 0016). */
export type TransactionRow = {
  orderId: string;
  orderDate: string;
  productName: string;
  denominationName: string;
  /** Who received the credits; null for a voucher (docs/decisions/0038). */
  player: { userId: string; zoneId: string | null; nickname: string | null } | null;
  paymentChannelName: string;
  amountFormatted: string;
  amountMinor: string;
  currency: string;
  countryCode: string;
  status: number;
  /** Commerce §3: the rewards the order used and earned, and its refund, written; null where there is none. */
  rewards?: { rewardsUsed: string | null; rewardsEarned: string | null; refund: string | null };
  /** A voucher's code, masked until its owner shows it (docs/decisions/0038). */
  voucherCode?: VoucherCode | null;
};
export type TransactionsPage = { days: 7 | 30 | 90; page: number; totalRows: number; totalPages: number; rows: TransactionRow[] };

const FILTERS: { days: 7 | 30 | 90; key: MessageKey }[] = [
  { days: 7, key: 'transactions.days7' },
  { days: 30, key: 'transactions.days30' },
  { days: 90, key: 'transactions.days90' },
];

function query(days: number, page: number) {
  return `?days=${days}${page > 1 ? `&page=${page}` : ''}`;
}

/** The order's date in the shop's language, in UTC so the server and the browser agree. */
function formatDate(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));
}

/** Commerce §2 /{cc}/user/transactions: the signed-in shopper's orders, 7/30/90 days, paged. */
export function TransactionsScreen({ shop, history }: { shop: ShopLocale; history: TransactionsPage }) {
  const base = shopPath(shop, 'user/transactions');
  const { days, page, totalPages, rows } = history;
  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('transactions.heading')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('transactions.intro')}</p>
        </div>
        <nav aria-label={t('transactions.filterLabel')}>
          <ul className="flex flex-wrap gap-2">
            {FILTERS.map((filter) => (
              <li key={filter.days}>
                <Link
                  to={`${base}${query(filter.days, 1)}`}
                  aria-current={filter.days === days ? 'page' : undefined}
                  className={`inline-block rounded-full px-4 py-2 text-sm font-medium ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                    filter.days === days
                      ? 'bg-blue-700 text-white ring-blue-700'
                      : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100'
                  }`}
                >
                  {t(filter.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-slate-700" data-testid="transactions-summary">
          {t('transactions.summary', { count: history.totalRows })}
        </p>
        {rows.length === 0 ? (
          <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
            <p className="text-slate-700">{t('transactions.empty')}</p>
            <Link
              to={shopPath(shop)}
              className="mt-3 inline-block font-semibold text-blue-700 underline focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              {t('transactions.emptyAction')}
            </Link>
          </div>
        ) : (
          <ul className="space-y-3" aria-label={t('transactions.heading')}>
            {rows.map((row) => (
              <li key={row.orderId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="transaction-row">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">
                      <span className="sr-only">{t('transactions.product')}: </span>
                      {row.productName} — {row.denominationName}
                    </p>
                    <p className="text-sm text-slate-600">
                      <span className="sr-only">{t('transactions.date')}: </span>
                      <time dateTime={row.orderDate}>{formatDate(row.orderDate, shop.language)}</time>
                    </p>
                  </div>
                  <p className="text-end font-bold text-slate-900">
                    <span className="sr-only">{t('transactions.total')}: </span>
                    {row.amountFormatted}
                  </p>
                </div>
                <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                  {row.player && (
                    <div data-testid="transaction-player">
                      <dt className="text-slate-600">{t('order.details.player')}</dt>
                      {/* Ids and names are data in Latin script: isolated, so right-to-left pages keep their order. */}
                      <dd className="text-slate-900 [overflow-wrap:anywhere]">
                        <bdi>{playerLabel(row.player)}</bdi>
                      </dd>
                    </div>
                  )}
                  <div>
                    <dt className="text-slate-600">{t('transactions.orderId')}</dt>
                    <dd className="break-all text-slate-900">{row.orderId}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{t('transactions.channel')}</dt>
                    <dd className="text-slate-900">{row.paymentChannelName}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{t('transactions.status')}</dt>
                    <dd className="text-slate-900">{t(`transactions.outcome.${outcomeOf(row.status)}`)}</dd>
                  </div>
                  {row.rewards?.rewardsUsed && (
                    <div data-testid="transaction-rewards-used">
                      <dt className="text-slate-600">{t('cashbackHistory.rewardsUsed')}</dt>
                      <dd className="font-medium text-slate-900">
                        <bdi>−{row.rewards.rewardsUsed}</bdi>
                      </dd>
                    </div>
                  )}
                  {row.rewards?.rewardsEarned && (
                    <div data-testid="transaction-rewards-earned">
                      <dt className="text-slate-600">{t('cashbackHistory.rewardsEarned')}</dt>
                      <dd className="font-medium text-emerald-800">
                        <bdi>+{row.rewards.rewardsEarned}</bdi>
                      </dd>
                    </div>
                  )}
                  {row.rewards?.refund && (
                    <div data-testid="transaction-refund">
                      <dt className="text-slate-600">{t('cashbackHistory.refund')}</dt>
                      <dd className="font-medium text-slate-900">
                        <bdi>{row.rewards.refund}</bdi>
                      </dd>
                    </div>
                  )}
                </dl>
                {row.voucherCode && (
                  <div className="mt-3">
                    <VoucherCodePanel orderId={row.orderId} productName={row.productName} code={row.voucherCode} />
                  </div>
                )}
                <Link
                  to={`/${row.countryCode}/complete?order=${encodeURIComponent(row.orderId)}`}
                  className="mt-3 inline-block text-sm font-semibold text-blue-700 underline focus-visible:outline-2 focus-visible:outline-blue-700"
                  aria-label={`${t('transactions.view')} ${row.orderId}`}
                >
                  {t('transactions.view')}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {totalPages > 1 ? (
          <nav aria-label={t('transactions.pagination')} className="flex items-center justify-between gap-2">
            {page > 1 ? (
              <Link
                to={`${base}${query(days, page - 1)}`}
                rel="prev"
                className="rounded-lg bg-white px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-blue-700"
              >
                {t('transactions.previous')}
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-slate-700">{t('transactions.pageOf', { page, pages: totalPages })}</p>
            {page < totalPages ? (
              <Link
                to={`${base}${query(days, page + 1)}`}
                rel="next"
                className="rounded-lg bg-white px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-blue-700"
              >
                {t('transactions.next')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </main>
  );
}
