import { useId, type SVGProps } from 'react';
import { CashbackToggle } from '@store/contracts/rewards.ts';
import { SpinnerIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import type { QuoteView } from './client.ts';
import type { QuoteStanding } from './use-cashback-quote.ts';

/** A coin with a star: Coda Rewards. Decorative. */
export function RewardsCoinIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" {...props}>
      <circle cx="12" cy="12" r="9.25" fill="currentColor" opacity="0.18" />
      <circle cx="12" cy="12" r="9.25" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="m12 6.8 1.5 3.1 3.4.5-2.45 2.4.58 3.4L12 14.6l-3.03 1.6.58-3.4L7.1 10.4l3.4-.5L12 6.8Z"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="0.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Channel kinds that never earn (commerce §6). */
const NON_EARNING = new Set(['card', 'codacash']);

/** The quote on screen: the answer, or the last one while the next is asked. */
export function shownQuote(standing: QuoteStanding): QuoteView | null {
  return standing.status === 'ready' || standing.status === 'loading' ? standing.quote : null;
}

/** Whether the shopper can turn the toggle on for this order (commerce §4: −1 is disabled). */
export function toggleAvailable(standing: QuoteStanding): boolean {
  const quote = shownQuote(standing);
  return quote !== null && quote.cashbackToggle !== CashbackToggle.Disabled;
}

type Props = {
  standing: QuoteStanding;
  signedIn: boolean;
  /** The shopper's choice, as the form holds it. */
  useRewards: boolean;
  onUseRewards(on: boolean): void;
  /** The chosen channel's kind, or null before one is chosen. */
  channelKind: string | null;
  signInHref: string;
};

/**
 * Coda Rewards in the checkout's summary (commerce §3 cashback purchase info, §4 toggle): the
 * use-rewards switch for a signed-in shopper with rewards this order can use, what the order will
 * earn (nothing on cards and Codacash, commerce §6), and for a guest how to earn and where to sign
 * in to spend. The switch is a real checkbox named `useRewards`, so a form sent before the page's
 * scripts ran still carries the choice.
 */
export function CheckoutRewards({ standing, signedIn, useRewards, onUseRewards, channelKind, signInHref }: Props) {
  const id = useId();
  const quote = shownQuote(standing);
  const loading = standing.status === 'loading';
  const canToggle = signedIn && toggleAvailable(standing);
  const earn = quote && BigInt(quote.earnAmount) > 0n ? quote.written.earn : null;
  const noEarnChannel = channelKind !== null && NON_EARNING.has(channelKind);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-busy={loading || undefined}
      data-testid="checkout-rewards"
      className="mt-4 rounded-xl bg-amber-50/70 p-3 text-sm ring-1 ring-amber-200"
    >
      <h3 id={`${id}-heading`} className="flex items-center gap-2 font-semibold text-amber-950">
        <RewardsCoinIcon className="h-5 w-5 flex-none text-amber-600" />
        {t('cashbackCheckout.heading')}
        {loading && (
          <SpinnerIcon className="ms-auto h-4 w-4 flex-none animate-spin text-amber-700" aria-label={t('cashbackCheckout.loading')} />
        )}
      </h3>

      {canToggle && quote && (
        <label className="mt-3 flex cursor-pointer items-center justify-between gap-3 rounded-lg bg-white px-3 py-2.5 ring-1 ring-amber-200 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500">
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">{t('cashbackCheckout.toggle')}</span>
            <span className="block text-slate-600" data-testid="rewards-available">
              {useRewards && BigInt(quote.burnAmount) > 0n
                ? t('cashbackCheckout.applied', { amount: isolate(quote.written.burn) })
                : t('cashbackCheckout.available', { amount: isolate(quote.written.maximumBurn) })}
            </span>
          </span>
          <input
            type="checkbox"
            role="switch"
            name="useRewards"
            value="true"
            checked={useRewards}
            onChange={(event) => onUseRewards(event.target.checked)}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className="relative inline-flex h-6 w-11 flex-none items-center rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-600 peer-checked:[&>span]:translate-x-5 rtl:peer-checked:[&>span]:-translate-x-5"
          >
            <span className="absolute start-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform" />
          </span>
        </label>
      )}

      <div aria-live="polite" className="mt-2 space-y-1.5 text-slate-700">
        {standing.status === 'none' && <p>{signedIn ? t('cashbackCheckout.choose') : t('cashbackCheckout.guestIntro')}</p>}
        {standing.status === 'loading' && !quote && <p>{t('cashbackCheckout.loading')}</p>}
        {standing.status === 'failed' && <p>{t('cashbackCheckout.failed')}</p>}
        {quote && earn && (
          <p className="font-medium text-emerald-800" data-testid="rewards-earn">
            {signedIn ? t('cashbackCheckout.earn', { amount: isolate(earn) }) : t('cashbackCheckout.earnGuest', { amount: isolate(earn) })}
          </p>
        )}
        {quote && earn && <p className="text-slate-600">{t('cashbackCheckout.earnLater')}</p>}
        {quote && !earn && noEarnChannel && <p className="text-slate-600">{t('cashbackCheckout.noEarnChannel')}</p>}
        {signedIn && quote && !canToggle && <p className="text-slate-600">{t('cashbackCheckout.nothingToUse')}</p>}
      </div>

      {!signedIn && (
        <p className="mt-2 text-slate-700">
          {t('cashbackCheckout.guestUse')}{' '}
          <a href={signInHref} className="font-semibold text-brand-700 underline">
            {t('cashbackCheckout.signIn')}
          </a>
        </p>
      )}
    </section>
  );
}

/** An amount set apart from the sentence around it, so right-to-left sentences keep its digits in place. */
const isolate = (text: string) => `\u2068${text}\u2069`;
