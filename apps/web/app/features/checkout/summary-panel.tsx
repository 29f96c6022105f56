import type { ReactNode, Ref } from 'react';
import { t } from '../../lib/i18n.ts';
import { BuyButton } from './buy-button.tsx';
import { FieldError } from './fields.tsx';
import type { PendingOrder } from './form-model.ts';

type Props = {
  itemName: string | null;
  channelName: string | null;
  price: string | null;
  /** The Coda Rewards the order will use (the toggle on), and what is left to pay; null when none. */
  rewardsUsed: { amount: string; pay: string } | null;
  /** The Coda Rewards box: the toggle, what the order earns. */
  rewards: ReactNode;
  /** The order this tab already created for the form as it stands, still waiting for payment. */
  pending: PendingOrder | null;
  /** A complete form sent before the scripts ran: the order itself needs them (player check, confirmation). */
  needsScript: boolean;
  /** A problem of the form that belongs to no field, under Buy now. */
  formError: string | null;
  preparing: boolean;
  buyRef: Ref<HTMLButtonElement>;
  /** The sticky bar holds Buy now on a phone: this one keeps its place there, out of sight and of the keyboard. */
  barShown: boolean;
};

/** The order summary beside the steps: what is chosen, its total, and Buy now. */
export function SummaryPanel(props: Props) {
  return (
    <aside
      aria-labelledby="summary-heading"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
        {t('checkout.summary.heading')}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('checkout.summary.item')}</dt>
          <dd className="text-end font-medium text-slate-900">
            {props.itemName ? <bdi>{props.itemName}</bdi> : t('checkout.summary.none')}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('checkout.summary.payment')}</dt>
          <dd className="text-end font-medium text-slate-900">
            {props.channelName ? <bdi>{props.channelName}</bdi> : t('checkout.summary.none')}
          </dd>
        </div>
        {props.rewardsUsed && props.price && (
          <>
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-3">
              <dt className="text-slate-600">{t('cashbackCheckout.price')}</dt>
              <dd className="text-end font-medium text-slate-900">
                <bdi>{props.price}</bdi>
              </dd>
            </div>
            <div className="flex justify-between gap-4" data-testid="summary-rewards-used">
              <dt className="text-slate-600">{t('cashbackCheckout.rewardsUsed')}</dt>
              <dd className="text-end font-medium text-emerald-700">
                <bdi>−{props.rewardsUsed.amount}</bdi>
              </dd>
            </div>
          </>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900">{t('checkout.summary.total')}</dt>
          <dd className="text-xl font-bold text-brand-700" data-testid="summary-total">
            <bdi>{props.rewardsUsed && props.price ? props.rewardsUsed.pay : (props.price ?? t('checkout.summary.none'))}</bdi>
          </dd>
        </div>
      </dl>
      {props.rewards}
      {/* Said once: as the answer to a complete form sent without the scripts, else for browsers without them. */}
      {props.needsScript ? (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('checkout.needsScript')}
        </p>
      ) : (
        <noscript>
          <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{t('checkout.needsScript')}</p>
        </noscript>
      )}
      {props.pending && (
        <div className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-200">
          <p className="font-semibold">{t('checkout.pending.heading')}</p>
          <a
            href={props.pending.paymentUrl}
            className="mt-2 inline-flex min-h-11 w-full items-center justify-center rounded-full border border-brand-600 bg-white px-4 py-2 text-center font-semibold text-brand-700 hover:bg-brand-100"
          >
            {t('checkout.pending.continue')}
          </a>
        </div>
      )}
      <BuyButton
        preparing={props.preparing}
        formError={props.formError}
        buttonRef={props.buyRef}
        className={`${props.barShown ? 'max-lg:invisible ' : ''}mt-5 w-full`}
      />
      <FieldError id="form-error" message={props.formError} />
      <p className="mt-3 text-center text-xs text-slate-600">{t('checkout.summary.secure')}</p>
    </aside>
  );
}
