import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { RewardsSettings } from '@store/contracts/rewards.ts';
import { AlertIcon, BoltIcon, ClockIcon, SpinnerIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import { rewardsGet } from './client.ts';
import { CalendarIcon, RewardsIcon } from './icons.tsx';
import { rewardsFacts } from './facts.ts';

/**
 * Commerce §2's explainer modal, "How Coda Rewards work": what earns and how much, what does not,
 * spending with the checkout's toggle, expiry and the order rewards are spent in, the daily reward;
 * every number from `GET /api/rewards/settings` (handed in by the page, or read here). A native
 * `<dialog>`: the page behind is inert and Escape closes it.
 */
export default function RewardsExplainer({
  shop,
  settings: given,
  onClose,
}: {
  shop: ShopLocale;
  settings: RewardsSettings | null;
  onClose(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const [settings, setSettings] = useState(given);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => dialog.close();
  }, []);
  useEffect(() => {
    if (settings) return;
    let current = true;
    void rewardsGet<RewardsSettings>(shop.country.code, 'settings').then((result) => {
      if (!current) return;
      if (result.ok) setSettings(result.data);
      else setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [settings, shop.country.code]);

  const facts = settings ? rewardsFacts(shop, settings) : null;
  const line = (icon: ReactNode, text: string, testId?: string) => (
    <li className="flex gap-3" data-testid={testId}>
      <span className="mt-0.5 inline-flex h-8 w-8 flex-none items-center justify-center rounded-full bg-amber-100 text-amber-800">
        {icon}
      </span>
      <p className="pt-1 leading-relaxed">{text}</p>
    </li>
  );
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-heading`}
      data-testid="rewards-explainer"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="bg-gradient-to-br from-amber-500 via-orange-500 to-rose-600 px-6 py-5 text-white rtl:bg-gradient-to-bl">
        <RewardsIcon className="h-8 w-8" />
        <h2 id={`${id}-heading`} className="mt-2 text-xl font-bold">
          {t('rewardsExplainer.heading')}
        </h2>
      </div>
      <div className="p-6">
        {facts ? (
          <ul className="space-y-4 text-slate-700">
            {line(
              <RewardsIcon className="h-4 w-4" />,
              facts.range
                ? facts.channels
                  ? t('rewardsExplainer.earn', { range: facts.range, channels: facts.channels })
                  : t('rewardsExplainer.earnAny', { range: facts.range })
                : t('rewardsExplainer.earnNone'),
              'rewards-explainer-earn',
            )}
            {line(<AlertIcon className="h-4 w-4" />, t('rewardsExplainer.exclusions'))}
            {line(<BoltIcon className="h-4 w-4" />, t('rewardsExplainer.spend'))}
            {line(<ClockIcon className="h-4 w-4" />, t('rewardsExplainer.expiry', { count: facts.days }), 'rewards-explainer-expiry')}
            {facts.daily ? line(<CalendarIcon className="h-4 w-4" />, t('rewardsExplainer.daily', { amount: facts.daily })) : null}
          </ul>
        ) : failed ? (
          <p className="text-slate-700">{t('rewardsHome.loadFailed')}</p>
        ) : (
          <p className="flex items-center gap-2 text-slate-700" aria-busy="true">
            <SpinnerIcon className="h-4 w-4 animate-spin" />
            {t('rewardsHome.loading')}
          </p>
        )}
        <button
          type="button"
          ref={closeRef}
          onClick={onClose}
          className="mt-6 h-11 w-full rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t('rewardsExplainer.close')}
        </button>
      </div>
    </dialog>
  );
}
