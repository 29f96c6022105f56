import { useEffect, useState, type ReactNode } from 'react';
import type { OrderView } from '@store/contracts';
import { REWARDS } from '@store/contracts/rewards.ts';
import { t } from '../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../lib/locale.ts';
import { REWARDS_SEGMENT } from '../../lib/paths.ts';
import { AdoptAccountDialog, type AdoptContact } from './adopt-account-dialog.tsx';
import { RewardsCoinIcon } from './checkout-rewards.tsx';
import { useRouteLoaderData } from 'react-router';
import { useConsent, type ConsentPolicy } from '../consent/index.ts';
import { CASHBACK_COOKIE_CONSENT, cashbackCookieRemoval, cashbackCookieUpdate } from './cookie.ts';
import { guestContactOf } from './guest-contact.ts';
import type { OrderRewardsView } from './order-rewards.ts';

type Props = {
  shop: ShopLocale;
  /** The order as its view has it: the cookie adds up its amounts in minor units. */
  order: Pick<OrderView, 'orderId' | 'rewards'>;
  /** The same rewards, written for the panel. */
  rewards: OrderRewardsView;
  signedIn: boolean;
};

/**
 * The complete page's cashback info panel (commerce §2): the rewards the order used, what it earns
 * (pending until delivered, then earned with its expiry date, or taken back with a refund), and
 * the rewards given back when it was not paid. A guest's rewards are kept for the contact given
 * with the order; the panel offers the adopt-account modal ("sign up to keep your rewards"), and
 * notes the earning in the cashback cookie (commerce §3–§4).
 */
export function CashbackPanel({ shop, order, rewards, signedIn }: Props) {
  const [adopting, setAdopting] = useState(false);
  const [contact, setContact] = useState<AdoptContact | null>(null);
  const guest = !signedIn && rewards.keptFor !== null;
  const keepable = guest && rewards.earned !== null && (rewards.earnStatus === 'pending' || rewards.earnStatus === 'earned');

  useEffect(() => {
    if (!guest) return;
    const noted = guestContactOf(order.orderId);
    if (noted?.email) setContact({ uidType: 'email', uid: noted.email });
    else if (noted?.phone) setContact({ uidType: 'phone_number', uid: noted.phone });
  }, [guest, order.orderId]);

  // The cashback cookie (commerce §3–§4), with the rewards consent (C0009) only.
  const policy = (useRouteLoaderData('root') as { consent?: ConsentPolicy } | undefined)?.consent;
  const consent = useConsent(policy ?? { manager: false, countryCode: null, whitelabel: false, floatingSettings: false });
  const rewardsConsent = consent.ready ? consent.choices[CASHBACK_COOKIE_CONSENT] : null;
  useEffect(() => {
    if (rewardsConsent === null) return;
    const secure = window.location.protocol === 'https:';
    const change = rewardsConsent
      ? guest
        ? cashbackCookieUpdate(document.cookie, order, guestContactOf(order.orderId), secure)
        : null
      : cashbackCookieRemoval(document.cookie, secure);
    if (change) document.cookie = change;
  }, [rewardsConsent, guest, order]);

  const expires = rewards.expiresAt ? formatDay(rewards.expiresAt, shop.locale) : null;
  const status =
    rewards.earnStatus === 'pending'
      ? { label: t('cashbackPanel.pending'), tone: 'bg-amber-100 text-amber-900', note: t('cashbackPanel.pendingNote') }
      : rewards.earnStatus === 'earned'
        ? {
            label: t('cashbackPanel.credited'),
            tone: 'bg-emerald-100 text-emerald-800',
            note: expires ? t('cashbackPanel.expires', { date: expires }) : null,
          }
        : { label: t('cashbackPanel.reversed'), tone: 'bg-slate-200 text-slate-700', note: t('cashbackPanel.reversedNote') };

  return (
    <section
      aria-labelledby="cashback-heading"
      data-testid="cashback-panel"
      data-earn-status={rewards.earnStatus}
      className="rounded-xl bg-amber-50/70 p-4 text-start text-sm ring-1 ring-amber-200"
    >
      <h2 id="cashback-heading" className="flex items-center gap-2 text-base font-semibold text-amber-950">
        <RewardsCoinIcon className="h-5 w-5 flex-none text-amber-600" />
        {t('cashbackPanel.heading')}
      </h2>
      <dl className="mt-3 space-y-3">
        {rewards.used && (
          <Row label={t('cashbackPanel.used')} testId="cashback-used">
            <bdi>−{rewards.used}</bdi>
          </Row>
        )}
        {rewards.restored && (
          <Row label={t('cashbackPanel.restored')} note={t('cashbackPanel.restoredNote')} testId="cashback-restored">
            <bdi>+{rewards.restored}</bdi>
          </Row>
        )}
        {rewards.earned && (
          <Row
            label={t('cashbackPanel.earned')}
            note={status.note}
            testId="cashback-earned"
            badge={<span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.tone}`}>{status.label}</span>}
          >
            <bdi className={rewards.earnStatus === 'reversed' ? 'text-slate-500 line-through' : undefined}>+{rewards.earned}</bdi>
          </Row>
        )}
      </dl>
      {guest && rewards.keptFor && (
        <p className="mt-3 border-t border-amber-200 pt-3 text-slate-700" data-testid="cashback-kept-for">
          {t('cashbackPanel.keptFor', { contact: `\u2068${rewards.keptFor}\u2069` })}
        </p>
      )}
      {keepable && (
        <button
          type="button"
          onClick={() => setAdopting(true)}
          className="mt-3 inline-flex h-11 w-full items-center justify-center rounded-full bg-amber-500 px-5 font-semibold text-amber-950 shadow-sm hover:bg-amber-400"
        >
          {t('cashbackPanel.keep')}
        </button>
      )}
      {signedIn && (rewards.earned || rewards.used || rewards.restored) && (
        <a href={shopPath(shop, `user/${REWARDS_SEGMENT}`)} className="mt-3 inline-block font-semibold text-brand-700 underline">
          {t('cashbackPanel.view')}
        </a>
      )}
      {adopting && rewards.earned && (
        <AdoptAccountDialog
          shop={shop}
          amount={rewards.earned}
          pending={rewards.earnStatus === 'pending'}
          contact={contact}
          maskedContact={rewards.keptFor ?? ''}
          expiryDays={REWARDS.expiryDays}
          onClose={() => setAdopting(false)}
        />
      )}
    </section>
  );
}

function Row(props: { label: string; note?: string | null; badge?: ReactNode; testId: string; children: ReactNode }) {
  const { label, note, badge, testId, children } = props;
  return (
    <div data-testid={testId} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3">
      <dt className="flex flex-wrap items-center gap-2 text-slate-700">
        {label}
        {badge}
      </dt>
      <dd className="text-end text-base font-bold text-slate-900">{children}</dd>
      {note && <dd className="col-span-2 mt-0.5 text-slate-600">{note}</dd>}
    </div>
  );
}

/** A day in the shop's language; in UTC, so the server's render and the browser's agree. */
function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(iso));
}
