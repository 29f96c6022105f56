import { useEffect, useId, useState, type FormEvent } from 'react';
import type { InitTopupResponse } from '@store/contracts/wallet.ts';
import { checkOneTimeCode } from '@store/contracts/validation-messages.ts';
import { WALLET, WALLET_CHARGE_SUCCESS, walletErrors } from '@store/contracts/wallet.ts';
import type { OrderView } from '@store/contracts';
import { callApi } from '../../lib/api.ts';
import { callGraphql } from '../../lib/graphql.ts';
import { networkErrorMessage } from '../../lib/network-error.ts';
import { t, type MessageKey, type MessageParams } from '../../lib/i18n.ts';
import { walletFailure, walletMessageKey } from '../../lib/wallet-messages.ts';
import { accountPost, csrfHeaders } from '../account/index.ts';
import type { CodacashPanel } from './codacash-state.ts';

const CHARGE_WALLET = /* GraphQL */ `
  mutation ChargeWallet($input: ChargeWalletInput!) {
    chargeWallet(input: $input) {
      resultCode
      orderId
      status
      remainingAttempts
      retryAfterSeconds
    }
  }
`;
const SEND_CODE = /* GraphQL */ `
  mutation SendWalletChargeCode($orderId: String!) {
    sendWalletChargeCode(orderId: $orderId) {
      resultCode
      destination
      expiresInSeconds
      resendAfterSeconds
      retryAfterSeconds
    }
  }
`;

type WalletAnswer = {
  resultCode: number;
  status?: number | null;
  remainingAttempts?: number | null;
  retryAfterSeconds?: number | null;
  destination?: string | null;
  expiresInSeconds?: number | null;
  resendAfterSeconds?: number | null;
};

/** A wallet operation over GraphQL with the anti-forgery token (commerce §7); null when no answer came. */
async function walletMutation(
  field: 'chargeWallet' | 'sendWalletChargeCode',
  query: string,
  variables: object,
): Promise<WalletAnswer | null> {
  const send = async (renew: boolean) => {
    const answer = await callGraphql<Record<string, WalletAnswer | null>>({ query, variables, headers: await csrfHeaders(renew) });
    return answer.body?.data?.[field] ?? null;
  };
  try {
    const answer = await send(false);
    // A token that lapsed meanwhile: fetched again once, as the account calls do.
    return answer?.resultCode === 403 ? await send(true) : answer;
  } catch {
    return null;
  }
}

/** Counts down from `seconds` (reset when `seconds` or `key` change); 0 once run out. */
function useCountdown(seconds: number, key: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const end = Date.now() + seconds * 1000;
    setLeft(seconds);
    if (seconds <= 0) return;
    const timer = setInterval(() => {
      const now = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, key]);
  return left;
}

/**
 * A phone number kept left to right inside a right-to-left sentence: it has no letters, so a
 * first-strong isolate would take the sentence's direction and turn "+20…" around (LRI … PDI).
 */
const ltr = (text: string) => `\u2066${text}\u2069`;

type Note = { key: MessageKey; params?: MessageParams; tone: 'info' | 'error' };

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2 text-center font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The waiting page's "Pay with Codacash" (ADR 0033): the 6-digit code sent to the wallet's phone,
 * Pay (`ChargeWallet`), the code's 100 s, "Send a new code" with its wait, the tries left and the
 * lock; and when the balance is short, the quick top-up (commerce §4). `onPaid` gets the order as
 * the charge left it, so the page goes on live.
 */
export function CodacashPayment({
  order,
  panel,
  amount,
  countryCode,
  onPaid,
}: {
  order: OrderView;
  panel: CodacashPanel;
  amount: string;
  countryCode: string;
  onPaid: (order: OrderView) => void;
}) {
  const codeId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'paying' | 'sending' | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [phone, setPhone] = useState(panel.phone);
  const [expiry, setExpiry] = useState({ seconds: panel.codeSecondsLeft, key: 0 });
  const [resend, setResend] = useState({ seconds: 0, key: 0 });
  const [lockedFor, setLockedFor] = useState<number | null>(null);
  const [short, setShort] = useState(panel.short !== null);
  const codeLeft = useCountdown(expiry.seconds, expiry.key);
  const resendLeft = useCountdown(resend.seconds, resend.key);
  const lockLeft = useCountdown(lockedFor ?? 0, lockedFor ?? -1);
  const locked = lockedFor !== null && lockLeft > 0;

  if (panel.state !== 'activated') {
    const reason: MessageKey =
      panel.state === 'restricted'
        ? 'errors:wallet.charge.restricted'
        : panel.state === 'suspended'
          ? 'errors:wallet.charge.countryLocked'
          : 'errors:wallet.notActivated';
    return (
      <section className="mt-4 rounded-xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200" data-testid="codacash-panel">
        <h2 className="font-semibold">{t('waiting.codacash.heading')}</h2>
        <p className="mt-1 text-sm">{t(reason)}</p>
      </section>
    );
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || locked) return;
    const problem = checkOneTimeCode(code, WALLET.otpLength);
    if (problem) {
      setNote({ key: problem.key, params: problem.params, tone: 'error' });
      return;
    }
    setBusy('paying');
    setNote(null);
    const answer = await walletMutation('chargeWallet', CHARGE_WALLET, { input: { orderId: order.orderId, otp: code } });
    setBusy(null);
    if (!answer) return setNote({ key: networkErrorMessage['networkError.other'], tone: 'error' });
    if (answer.resultCode === WALLET_CHARGE_SUCCESS) {
      setNote({ key: 'waiting.codacash.paid', tone: 'info' });
      const view = await callApi<OrderView>(`/api/order/${encodeURIComponent(order.orderId)}`);
      if (view.ok) onPaid(view.data);
      return;
    }
    setCode('');
    switch (answer.resultCode) {
      case walletErrors.chargeOtpInvalid.resultCode:
        return setNote({
          key: answer.remainingAttempts != null ? 'waiting.codacash.wrongCode' : 'errors:wallet.charge.otpInvalid',
          params: { count: answer.remainingAttempts ?? 0 },
          tone: 'error',
        });
      case walletErrors.chargeOtpTooMany.resultCode:
        setLockedFor(answer.retryAfterSeconds ?? 3 * 3600);
        return setNote({ key: 'errors:wallet.charge.otpTooMany', tone: 'error' });
      case walletErrors.insufficientBalance.resultCode:
        setShort(true);
        return setNote({ key: 'errors:wallet.insufficientBalance', tone: 'error' });
      default:
        return setNote({ key: walletMessageKey(answer.resultCode), tone: 'error' });
    }
  }

  async function sendCode() {
    if (busy) return;
    setBusy('sending');
    setNote(null);
    const answer = await walletMutation('sendWalletChargeCode', SEND_CODE, { orderId: order.orderId });
    setBusy(null);
    if (!answer) return setNote({ key: networkErrorMessage['networkError.other'], tone: 'error' });
    if (answer.resultCode === 0) {
      if (answer.destination) setPhone(answer.destination);
      setExpiry((e) => ({ seconds: answer.expiresInSeconds ?? WALLET.otpTimeoutSeconds, key: e.key + 1 }));
      setResend((r) => ({ seconds: answer.resendAfterSeconds ?? 0, key: r.key + 1 }));
      return setNote({ key: 'waiting.codacash.sent', params: { phone: ltr(answer.destination ?? phone ?? '') }, tone: 'info' });
    }
    if (answer.retryAfterSeconds) setResend((r) => ({ seconds: answer.retryAfterSeconds!, key: r.key + 1 }));
    setNote({ key: walletMessageKey(answer.resultCode), tone: 'error' });
  }

  const lockMinutes = Math.max(1, Math.ceil(lockLeft / 60));
  return (
    <section
      aria-labelledby={`${codeId}-heading`}
      className="mt-4 rounded-xl bg-white p-4 ring-1 ring-brand-200 sm:p-5"
      data-testid="codacash-panel"
    >
      <h2 id={`${codeId}-heading`} className="text-lg font-semibold text-slate-900">
        {t('waiting.codacash.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {phone ? t('waiting.codacash.sentTo', { phone: ltr(phone), amount: `\u2068${amount}\u2069` }) : t('waiting.codacash.enterCode')}
      </p>
      {panel.balance && (
        <p className="mt-1 text-sm text-slate-700" data-testid="codacash-balance">
          {t('waiting.codacash.balance', { balance: `\u2068${panel.balance}\u2069` })}
        </p>
      )}
      {short && panel.short && (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="codacash-short">
          {t('waiting.codacash.short', { amount: `\u2068${panel.short}\u2069` })}
        </p>
      )}
      {!short && (
        <form onSubmit={(event) => void pay(event)} className="mt-4" noValidate>
          <label htmlFor={codeId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('waiting.codacash.codeLabel')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={codeId}
              name="otp"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, WALLET.otpLength))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={WALLET.otpLength}
              pattern="[0-9]*"
              dir="ltr"
              disabled={locked}
              aria-describedby={`${codeId}-timer`}
              className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-center font-mono text-lg tracking-[0.4em] text-slate-900 focus:border-brand-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-brand-500 disabled:bg-slate-100 sm:w-48"
            />
            <button
              type="submit"
              disabled={busy !== null || locked}
              aria-busy={busy === 'paying'}
              className={`${buttonClass} flex-1 bg-brand-600 text-white hover:bg-brand-700`}
            >
              {busy === 'paying' ? t('waiting.codacash.paying') : t('waiting.codacash.pay', { amount: `\u2068${amount}\u2069` })}
            </button>
          </div>
          <p id={`${codeId}-timer`} className="mt-2 text-sm text-slate-600" data-testid="codacash-timer">
            {locked
              ? t('waiting.codacash.locked', { minutes: lockMinutes })
              : codeLeft > 0
                ? t('waiting.codacash.expiresIn', { seconds: codeLeft })
                : t('waiting.codacash.expired')}
          </p>
          <button
            type="button"
            onClick={() => void sendCode()}
            disabled={busy !== null || resendLeft > 0 || locked}
            className="mt-2 text-sm font-semibold text-brand-700 underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
          >
            {busy === 'sending'
              ? t('waiting.codacash.sending')
              : resendLeft > 0
                ? t('waiting.codacash.resendIn', { seconds: resendLeft })
                : t('waiting.codacash.resend')}
          </button>
        </form>
      )}
      <p
        role="status"
        aria-live="polite"
        className={`mt-2 text-sm ${note?.tone === 'error' ? 'text-red-700' : 'text-emerald-800'}`}
        data-testid="codacash-note"
      >
        {note ? t(note.key, note.params) : ''}
      </p>
      {short && <QuickTopup panel={panel} orderId={order.orderId} countryCode={countryCode} />}
      <noscript>
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('waiting.codacash.needsScript')}</p>
      </noscript>
    </section>
  );
}

/**
 * Commerce §4's quick top-up: the difference (at least the country's minimum), paid at another
 * channel of the country; the top-up's payment pays this order in the same transaction (ADR 0033).
 */
function QuickTopup({ panel, orderId, countryCode }: { panel: CodacashPanel; orderId: string; countryCode: string }) {
  const id = useId();
  const offer = panel.topup;
  // A quick top-up already started for this order and not paid yet: its payment page, again.
  const started = panel.quickTopup;
  const pending = started && (started.status === 'Init' || started.status === 'Pending') ? started.paymentUrl : null;
  const [channel, setChannel] = useState<number | null>(offer?.channels[0]?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  if (!offer || offer.channels.length === 0) {
    return <p className="mt-3 text-sm text-slate-700">{t('waiting.quickTopup.unavailable')}</p>;
  }

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !offer) return;
    if (channel === null) return setError('waiting.quickTopup.chooseChannel');
    setBusy(true);
    setError(null);
    const result = await accountPost<InitTopupResponse>(
      '/api/wallet/initTopup',
      { amount: offer.amountMinor, paymentChannelId: channel, orderId },
      { 'x-country-code': countryCode },
    );
    if (result.ok) {
      window.location.assign(result.data.paymentUrl);
      return;
    }
    setBusy(false);
    setError(walletFailure(result).key);
  }

  return (
    <form onSubmit={(event) => void start(event)} className="mt-4 border-t border-slate-200 pt-4" data-testid="quick-topup" noValidate>
      <h3 className="font-semibold text-slate-900">{t('waiting.quickTopup.heading')}</h3>
      <p className="mt-1 text-sm text-slate-700">{t('waiting.quickTopup.intro', { amount: `\u2068${offer.amount}\u2069` })}</p>
      {offer.minimumApplied && <p className="mt-1 text-sm text-slate-600">{t('waiting.quickTopup.minimumApplied')}</p>}
      {pending && (
        <a href={pending} className="mt-3 inline-flex text-sm font-semibold text-brand-700 underline">
          {t('waiting.quickTopup.continue')}
        </a>
      )}
      <fieldset className="mt-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('waiting.quickTopup.channel')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {offer.channels.map((c) => (
            <label
              key={c.id}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name={`${id}-channel`}
                value={c.id}
                checked={channel === c.id}
                onChange={() => setChannel(c.id)}
                className="h-4 w-4 accent-brand-600"
              />
              <span className="font-medium text-slate-900">
                <bdi>{c.name}</bdi>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-3 text-sm text-slate-600">{t('waiting.quickTopup.timeout', { minutes: WALLET.quickTopupTimeoutSeconds / 60 })}</p>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={`${buttonClass} mt-3 w-full bg-brand-600 text-white hover:bg-brand-700`}
      >
        {busy ? t('waiting.quickTopup.redirecting') : t('waiting.quickTopup.submit', { amount: `\u2068${offer.amount}\u2069` })}
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t(error)}
        </p>
      )}
    </form>
  );
}
