import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { amountWithin, parseAmountInput } from '@store/contracts/amount-input.ts';
import { formatPrice } from '@store/contracts/money.ts';
import {
  GIFT_CODE_LENGTH,
  normalizeGiftCode,
  type InitTopupResponse,
  type RedeemGiftCodeResponse,
  type WalletTransaction,
  type WalletTransactionsPage,
} from '@store/contracts/wallet.ts';
import { AlertIcon, GiftIcon, WalletIcon } from '../../../components/icons.tsx';
import { t } from '../../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../../lib/locale.ts';
import { Field, FormError, SubmitButton } from '../../account/index.ts';
import { walletGet, walletPost } from '../client.ts';
import { walletFailure, type WalletFailure } from '../../../lib/wallet-messages.ts';
import { WalletDialog } from '../dialog.tsx';
import { showWalletBalance, type LiveWalletBalance } from '../header.tsx';
import { useLiveWallet, writtenBalance } from '../use-live-wallet.ts';
import { HISTORY_PAGE_SIZE, inSentence, type HistoryRow, type TopupOptions, type WalletView } from '../views.ts';
import { Card, WalletPage } from './layout.tsx';
import { ltrGroup } from './verify.tsx';

/** Prices the browser writes itself (gift-code answers, further history pages), with the server's rules (ADR 0004). */
function priceIn(shop: ShopLocale, minor: string): string {
  return formatPrice(minor, { ...shop.country, locale: shop.locale });
}

function formatDate(iso: string, locale: string) {
  // The store has no time zone per country, and the server's render must match the browser's: UTC, said.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';
}

/**
 * Commerce §2 WalletHome: the balance, the top-up panel (presets, a custom amount in the shop's
 * amount style, the channel, then the provider's page), the gift-code box and the wallet's history.
 * A restricted wallet opens with the "wallet restricted" modal (shell §2); a suspended one shows its
 * balance and says why nothing moves.
 */
export function WalletHomeScreen({
  shop,
  view,
  topup,
  history,
}: {
  shop: ShopLocale;
  view: WalletView;
  topup: TopupOptions | null;
  history: { rows: HistoryRow[]; nextBefore: string | null };
}) {
  const wallet = view.wallet!;
  const [redeemed, setRedeemed] = useState<LiveWalletBalance | null>(null);
  // Pushed over the socket that follows the wallet (a top-up credited in another tab, an operator's change).
  const pushed = useLiveWallet(shop, { walletId: wallet.walletId });
  const newest = [pushed, redeemed].reduce<LiveWalletBalance | null>(
    (best, next) => (next && next.version >= (best?.version ?? wallet.balanceVersion) ? next : best),
    null,
  );
  const balance = newest?.balance ?? wallet.balance;
  const [restrictedOpen, setRestrictedOpen] = useState(view.state === 'restricted');
  const countryName = shop.language === 'en' ? shop.country.enName : shop.country.name;
  return (
    <WalletPage heading={t('walletHome.title')} wide>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <section
            aria-labelledby="wallet-balance-heading"
            className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-sm sm:p-6"
          >
            <div className="flex items-center gap-2 text-brand-100">
              <WalletIcon className="h-5 w-5" />
              <h2 id="wallet-balance-heading" className="text-sm font-semibold">
                {t('walletHome.balance')}
              </h2>
            </div>
            <p className="mt-2 text-4xl font-bold tracking-tight" data-testid="wallet-balance" dir="ltr">
              <span className="inline-block">{balance}</span>
            </p>
            <p className="mt-3 text-sm text-brand-100">{t('walletHome.phone', { phone: `\u2066${wallet.mobileNumber}\u2069` })}</p>
          </section>
          {view.state === 'restricted' || view.state === 'suspended' ? (
            <p
              className="flex items-start gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
              data-testid="wallet-state"
            >
              <AlertIcon className="mt-0.5 h-4 w-4 flex-none" />
              {view.state === 'restricted' ? t('walletState.restricted') : t('walletState.suspended', { country: countryName })}
            </p>
          ) : null}
          {topup ? <TopupPanel shop={shop} options={topup} /> : null}
          {view.state === 'activated' ? (
            <GiftCodeBox
              shop={shop}
              onRedeemed={(answer) => {
                const next = writtenBalance(shop, { ...answer, walletId: wallet.walletId });
                setRedeemed(next);
                // Gift codes are not announced on the socket: the header is told here.
                showWalletBalance(next);
              }}
            />
          ) : null}
        </div>
        <History shop={shop} initial={history} version={newest?.version ?? wallet.balanceVersion} />
      </div>
      {restrictedOpen ? (
        <WalletDialog
          heading={t('walletModals.restrictedHeading')}
          closeLabel={t('walletModals.ok')}
          onClose={() => setRestrictedOpen(false)}
          testId="wallet-restricted-modal"
        >
          <p>{t('walletModals.restrictedBody')}</p>
        </WalletDialog>
      ) : null}
    </WalletPage>
  );
}

const choice =
  'flex min-h-11 cursor-pointer items-center justify-center rounded-xl px-3 py-2 text-center font-semibold text-slate-800 ring-1 ring-slate-300 peer-checked:bg-brand-50 peer-checked:text-brand-800 peer-checked:ring-2 peer-checked:ring-brand-600 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:ring-slate-400';

function TopupPanel({ shop, options }: { shop: ShopLocale; options: TopupOptions }) {
  const name = useId();
  const [preset, setPreset] = useState<string | null>(null);
  const [custom, setCustom] = useState('');
  const [channel, setChannel] = useState<number | null>(options.channels.length === 1 ? options.channels[0]!.id : null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [channelError, setChannelError] = useState<string | null>(null);
  const [failure, setFailure] = useState<WalletFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const { country } = shop;

  const customMinor = custom.trim() ? parseAmountInput(custom, country) : null;
  const chosen = preset ?? customMinor;
  const range = { min: inSentence(shop.dir, options.min.label), max: inSentence(shop.dir, options.max.label) };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    let amount = preset;
    let amountProblem: string | null = null;
    if (!amount) {
      if (!custom.trim()) amountProblem = t('walletHome.amountRequired');
      else if (!customMinor) amountProblem = t('walletHome.amountInvalid', { example: options.example });
      else if (!amountWithin(customMinor, options.min.minor, options.max.minor)) amountProblem = t('walletHome.amountRange', range);
      else amount = customMinor;
    }
    const channelProblem = channel === null ? t('walletHome.channelRequired') : null;
    setAmountError(amountProblem);
    setChannelError(channelProblem);
    if (amountProblem || channelProblem || !amount || channel === null) return;
    setBusy(true);
    const result = await walletPost<InitTopupResponse>(country.code, 'initTopup', { amount, paymentChannelId: channel });
    if (!result.ok) {
      setBusy(false);
      setFailure(walletFailure(result));
      return;
    }
    // The provider's hosted page, which sends the shopper back to /wallet/waiting?topup=….
    window.location.assign(result.data.paymentUrl);
  }

  return (
    <Card labelledBy="wallet-topup-heading">
      <h2 id="wallet-topup-heading" className="text-lg font-semibold text-slate-900">
        {t('walletHome.topupHeading')}
      </h2>
      <form method="post" onSubmit={submit} noValidate className="mt-4 space-y-5">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('walletHome.presets')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {options.presets.map((p) => (
              <label key={p.minor}>
                <input
                  type="radio"
                  name={`${name}-amount`}
                  value={p.minor}
                  checked={preset === p.minor}
                  onChange={() => {
                    setPreset(p.minor);
                    setCustom('');
                    setAmountError(null);
                  }}
                  className="peer sr-only"
                />
                <span className={choice} dir="ltr">
                  {p.label}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {options.customTopup ? (
          <Field
            label={t('walletHome.custom')}
            hint={t('walletHome.customHint', range)}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            prefix={country.currencySymbol}
            value={custom}
            error={amountError}
            onChange={(e) => {
              setCustom(e.target.value);
              setPreset(null);
            }}
            className={ltrGroup}
          />
        ) : amountError ? (
          <p className="text-sm font-medium text-red-700">{amountError}</p>
        ) : null}
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('walletHome.channels')}</legend>
          {options.channels.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('walletHome.noChannels')}</p>
          ) : (
            <div className="mt-2 grid grid-cols-2 gap-2">
              {options.channels.map((c) => (
                <label key={c.id}>
                  <input
                    type="radio"
                    name={`${name}-channel`}
                    value={c.id}
                    checked={channel === c.id}
                    onChange={() => {
                      setChannel(c.id);
                      setChannelError(null);
                    }}
                    className="peer sr-only"
                  />
                  {/* A name like "e& Etisalat" keeps its own direction in a right-to-left page. */}
                  <span className={choice} dir="auto">
                    {c.name}
                  </span>
                </label>
              ))}
            </div>
          )}
          {channelError ? <p className="mt-1 text-sm font-medium text-red-700">{channelError}</p> : null}
        </fieldset>
        <FormError messageKey={failure?.key ?? null} params={failure?.params} />
        <SubmitButton busy={busy}>
          {chosen && (preset || amountWithin(chosen, options.min.minor, options.max.minor))
            ? t('walletHome.topupButton', { amount: inSentence(shop.dir, priceIn(shop, chosen)) })
            : t('walletHome.topupButtonEmpty')}
        </SubmitButton>
        {busy ? <p className="text-center text-sm text-slate-600">{t('walletHome.redirecting')}</p> : null}
      </form>
    </Card>
  );
}

function GiftCodeBox({ shop, onRedeemed }: { shop: ShopLocale; onRedeemed(answer: RedeemGiftCodeResponse): void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<WalletFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [redeemed, setRedeemed] = useState<{ amount: string; balance: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const giftCode = normalizeGiftCode(code);
    // Commerce §5's two messages: nothing typed, and a code too short to be one.
    if (!giftCode) return setError(t('walletGift.empty'));
    if (giftCode.length < GIFT_CODE_LENGTH) return setError(t('walletGift.tooShort'));
    setError(null);
    setBusy(true);
    const result = await walletPost<RedeemGiftCodeResponse>(shop.country.code, 'redeemGiftCode', { giftCode });
    setBusy(false);
    if (!result.ok) {
      setFailure(walletFailure(result, 'giftCode'));
      return;
    }
    setRedeemed({
      amount: inSentence(shop.dir, priceIn(shop, result.data.amount)),
      balance: inSentence(shop.dir, priceIn(shop, result.data.balanceAmount)),
    });
    setCode('');
    onRedeemed(result.data);
  }

  return (
    <Card labelledBy="wallet-gift-heading">
      <div className="flex items-center gap-2">
        <GiftIcon className="h-5 w-5 text-brand-700" />
        <h2 id="wallet-gift-heading" className="text-lg font-semibold text-slate-900">
          {t('walletGift.heading')}
        </h2>
      </div>
      <form method="post" onSubmit={submit} noValidate className="mt-4 space-y-3">
        <Field
          label={t('walletGift.label')}
          name="giftCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          maxLength={32}
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value)}
          className="[&_input]:uppercase [&_input]:tracking-widest"
        />
        <FormError messageKey={failure?.key ?? null} params={failure?.params} />
        <SubmitButton busy={busy}>{t('walletGift.submit')}</SubmitButton>
      </form>
      {redeemed ? (
        <WalletDialog
          heading={t('walletGift.successHeading')}
          closeLabel={t('walletGift.close')}
          onClose={() => setRedeemed(null)}
          testId="gift-code-success"
        >
          <p className="text-lg font-semibold text-slate-900">{t('walletGift.successBody', { amount: redeemed.amount })}</p>
          <p>{t('walletGift.successBalance', { balance: redeemed.balance })}</p>
        </WalletDialog>
      ) : null}
    </Card>
  );
}

function rowFrom(shop: ShopLocale, row: WalletTransaction): HistoryRow {
  const negative = row.amount.startsWith('-');
  const magnitude = negative ? row.amount.slice(1) : row.amount;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    negative,
    amount: row.currencyCode === shop.country.currency ? priceIn(shop, magnitude) : `${magnitude} ${row.currencyCode}`,
    createdAt: row.createdAt,
    orderId: row.orderId,
  };
}

function History({
  shop,
  initial,
  version,
}: {
  shop: ShopLocale;
  initial: { rows: HistoryRow[]; nextBefore: string | null };
  /** The balance's version: when it moves (a gift code, a push), the first page is read again. */
  version: number;
}) {
  const [rows, setRows] = useState(initial.rows);
  const [next, setNext] = useState(initial.nextBefore);
  const [shownVersion, setShownVersion] = useState(version);
  useEffect(() => {
    if (version === shownVersion) return;
    let current = true;
    void walletGet<WalletTransactionsPage>(shop.country.code, `transactions?limit=${HISTORY_PAGE_SIZE}`).then((result) => {
      if (!current || !result.ok) return;
      setRows(result.data.items.map((row) => rowFrom(shop, row)));
      setNext(result.data.nextBefore);
      setShownVersion(version);
    });
    return () => {
      current = false;
    };
  }, [shop, version, shownVersion]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<WalletFailure | null>(null);

  async function loadMore() {
    if (busy || !next) return;
    setBusy(true);
    setFailure(null);
    const result = await walletGet<WalletTransactionsPage>(
      shop.country.code,
      `transactions?limit=${HISTORY_PAGE_SIZE}&before=${encodeURIComponent(next)}`,
    );
    setBusy(false);
    if (!result.ok) return setFailure(walletFailure(result));
    setRows((shown) => [...shown, ...result.data.items.map((row) => rowFrom(shop, row))]);
    setNext(result.data.nextBefore);
  }

  return (
    <Card labelledBy="wallet-history-heading" className="self-start">
      <h2 id="wallet-history-heading" className="text-lg font-semibold text-slate-900">
        {t('walletHistory.heading')}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('walletHistory.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" data-testid="wallet-history">
          {rows.map((row) => {
            const waiting = row.type === 'topup' && (row.status === 'Init' || row.status === 'Pending');
            const undone = row.status === 'Failed' || row.status === 'Cancelled' || row.status === 'Refunded';
            return (
              <li key={row.id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{t(`walletHistory.type.${row.type}`)}</p>
                  <p className="text-xs text-slate-600">
                    <time dateTime={row.createdAt}>{formatDate(row.createdAt, shop.language)}</time>
                    {' · '}
                    {t(`walletHistory.status.${row.status}`)}
                  </p>
                  {row.orderId ? (
                    <p className="truncate text-xs text-slate-500">{t('walletHistory.order', { orderId: row.orderId })}</p>
                  ) : null}
                  {waiting ? (
                    <Link
                      to={shopPath(shop, `wallet/waiting?topup=${encodeURIComponent(row.id)}`)}
                      className="text-sm font-medium text-brand-700 underline"
                    >
                      {t('walletHistory.pay')}
                    </Link>
                  ) : null}
                </div>
                <p
                  dir="ltr"
                  className={`flex-none font-semibold ${undone ? 'text-slate-400 line-through decoration-1' : row.status !== 'Success' ? 'text-slate-500' : row.negative ? 'text-slate-900' : 'text-emerald-700'}`}
                >
                  {row.negative ? '−' : '+'}
                  {row.amount}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <FormError messageKey={failure?.key ?? null} params={failure?.params} />
      {next ? (
        <button
          type="button"
          onClick={loadMore}
          aria-busy={busy || undefined}
          className="mt-4 h-11 w-full rounded-full border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('walletHistory.loadMore')}
        </button>
      ) : null}
    </Card>
  );
}
