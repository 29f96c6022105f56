import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Artwork } from '../../components/artwork.tsx';
import { t } from '../../lib/i18n.ts';
import { PromoText } from './highlighted-promos.tsx';
import type { PromoView } from './views.ts';

const TABS = ['buy', 'promos'] as const;
type Tab = (typeof TABS)[number];

/**
 * The product page's purchase tab and, beside it, the promo tab (commerce §2), after the WAI-ARIA
 * tabs pattern. Without promotions there is no tab list, only the purchase. The purchase panel is
 * hidden, never unmounted, while the promo tab is open, so what the shopper entered stays.
 */
export function ProductTabs({ promos, dir, children }: { promos: readonly PromoView[]; dir: 'ltr' | 'rtl'; children: ReactNode }) {
  const [tab, setTab] = useState<Tab>('buy');
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  if (promos.length === 0) return <>{children}</>;

  const select = (next: Tab, focus = false) => {
    setTab(next);
    if (focus) refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? TABS[(index + 1) % TABS.length]
        : event.key === backward
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };
  const tabClass = (name: Tab) =>
    `inline-flex items-center gap-2 rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-semibold ${
      tab === name ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'
    }`;

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('promotions.tabsLabel')}
        className="mb-4 flex gap-2 border-b border-slate-200"
        onKeyDown={onKeyDown}
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(node) => {
              refs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-controls={`panel-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            className={tabClass(name)}
            onClick={() => select(name)}
          >
            {name === 'buy' ? (
              t('promotions.tabBuy')
            ) : (
              <>
                {t('promotions.tabPromos')}
                <span className="rounded-full bg-rose-600 px-1.5 text-xs font-bold text-white">{promos.length}</span>
              </>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="panel-buy" aria-labelledby="tab-buy" hidden={tab !== 'buy'}>
        {children}
      </div>
      <div
        role="tabpanel"
        id="panel-promos"
        aria-labelledby="tab-promos"
        hidden={tab !== 'promos'}
        tabIndex={0}
        data-testid="product-promos"
      >
        <ul role="list" className="grid gap-3 sm:grid-cols-2">
          {promos.map((promo) => (
            <li key={promo.id} className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
              <Artwork artwork={promo.artwork} className="h-14 w-14 flex-none rounded-xl" />
              <PromoText promo={promo} />
              <button
                type="button"
                className="flex-none rounded-full bg-brand-600 px-3 py-1.5 text-sm font-bold text-white hover:bg-brand-700"
                onClick={() => select('buy', true)}
              >
                {t('promotions.buyNow')}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
