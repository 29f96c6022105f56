import { lazy, Suspense, useState } from 'react';
import type { RewardsSettings } from '@store/contracts/rewards.ts';
import { InfoIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import type { ShopLocale } from '../../lib/locale.ts';

// The modal's code is fetched when it is first opened: the rewards home and the landing page both
// offer it, and a module two routes share would otherwise join every page's shell (ADR 0032).
const RewardsExplainer = lazy(() => import('./explainer.tsx'));

/** The button that opens "How Coda Rewards work" (commerce §2's explainer modal). */
export function ExplainerButton({
  shop,
  settings,
  className,
}: {
  shop: ShopLocale;
  /** The country's settings when the page has them; the modal reads them itself otherwise. */
  settings: RewardsSettings | null;
  className: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog" className={className} data-testid="rewards-explainer-open">
        <InfoIcon className="h-4 w-4 flex-none" />
        {t('rewardsExplainer.open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <RewardsExplainer shop={shop} settings={settings} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
