import { useEffect, useRef } from 'react';
import { CloseButton } from '../../components/close-button.tsx';
import { AlertIcon, SpinnerIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';

export type OrderSummary = {
  productName: string;
  itemName: string;
  price: string;
  /** The player checked at the publisher; null for a voucher, which has none. */
  player: string | null;
  playerNickname: string | null;
  channel: string;
  contact: string;
  /** Coda Rewards (commerce §3 cashback purchase info): what they pay of the order and what is left, what it earns. */
  rewardsUsed?: string | null;
  payAmount?: string | null;
  earn?: string | null;
};

type Props = {
  summary: OrderSummary;
  state: 'idle' | 'submitting' | 'redirecting';
  /** Paid with Codacash: confirmed with a code on the store's own page, not at a provider's. */
  codacash?: boolean;
  error: string | null;
  onConfirm(): void;
  onClose(): void;
};

/**
 * The order confirmation modal (commerce §2), mounted while it is open. A native modal <dialog>:
 * the rest of the page is inert (so focus stays inside), Escape closes it, and it is labelled by
 * its heading.
 */
export function ConfirmDialog({ summary, state, error, onConfirm, onClose, codacash = false }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const busy = state !== 'idle';

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    confirmRef.current?.focus();
    return () => dialog.close();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby="confirm-heading"
      aria-describedby="confirm-description"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-2xl"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="confirm-heading" className="text-xl font-bold">
            {t('checkout.confirm.heading')}
          </h2>
          <CloseButton label={t('checkout.confirm.close')} onClick={onClose} disabled={busy} className="-me-2 -mt-1" />
        </div>
        <p id="confirm-description" className="mt-1 text-sm text-slate-600">
          {codacash ? t('checkout.confirm.codacashDescription') : t('checkout.confirm.description')}
        </p>
        <dl className="mt-5 divide-y divide-slate-200 rounded-xl bg-slate-50 px-4 text-sm ring-1 ring-slate-200">
          <SummaryRow label={t('checkout.confirm.item')} value={`${summary.productName} · ${summary.itemName}`} />
          {summary.player !== null && (
            <SummaryRow label={t('checkout.confirm.player')} value={`${summary.playerNickname} (${summary.player})`} />
          )}
          <SummaryRow label={t('checkout.confirm.payment')} value={summary.channel} />
          <SummaryRow label={t('checkout.confirm.receipt')} value={summary.contact} />
          {summary.rewardsUsed && summary.payAmount && (
            <>
              <SummaryRow label={t('cashbackCheckout.price')} value={summary.price} />
              <SummaryRow label={t('cashbackCheckout.rewardsUsed')} value={`−${summary.rewardsUsed}`} testId="confirm-rewards-used" />
            </>
          )}
          <div className="flex items-baseline justify-between gap-4 py-3">
            <dt className="font-semibold">{t('checkout.confirm.total')}</dt>
            <dd className="text-lg font-bold text-brand-700" data-testid="confirm-total">
              <bdi>{summary.rewardsUsed && summary.payAmount ? summary.payAmount : summary.price}</bdi>
            </dd>
          </div>
          {summary.earn && <SummaryRow label={t('cashbackCheckout.earnRow')} value={summary.earn} testId="confirm-rewards-earn" />}
        </dl>
        <div role="alert" className="empty:hidden">
          {error && (
            <p className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
              <AlertIcon className="mt-0.5 h-4 w-4 flex-none" />
              {error}
            </p>
          )}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            className="h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50"
          >
            {t('checkout.confirm.cancel')}
          </button>
          {/* Not `disabled` while busy: focus stays on it, and onConfirm ignores repeated presses. */}
          <button
            type="button"
            ref={confirmRef}
            onClick={onConfirm}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-80"
          >
            {busy && <SpinnerIcon className="h-4 w-4 animate-spin" />}
            {state === 'submitting'
              ? t('checkout.confirm.submitting')
              : state === 'redirecting'
                ? t('checkout.confirm.redirecting')
                : t('checkout.confirm.pay')}
          </button>
        </div>
      </div>
    </dialog>
  );
}

function SummaryRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3" data-testid={testId}>
      <dt className="flex-none text-slate-600">{label}</dt>
      <dd className="min-w-0 text-end font-medium [overflow-wrap:anywhere]">
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}
