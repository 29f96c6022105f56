import { useEffect, useRef, type Ref } from 'react';
import { t } from '../../lib/i18n.ts';
import { BuyButton } from './buy-button.tsx';

type Props = {
  /** What the order costs as it stands (after the rewards it uses). */
  total: string;
  /** The summary's message under Buy now, repeated here for the eye; screen readers get it from the summary's. */
  formError: string | null;
  preparing: boolean;
  buyRef: Ref<HTMLButtonElement>;
};

/**
 * On a phone, once an amount is chosen, the total and Buy now stay at the bottom of the screen
 * (ADR 0040): the summary with its own Buy now is three screens down there. It is the form's one
 * Buy now on a phone then (the summary's is hidden, keeping its place), so that keyboard and
 * screen reader users meet one button; it is fixed, so it moves nothing when it appears, and the
 * page keeps room for it at its end (the body's bottom padding, the bar's height; none on a
 * desktop, where the bar is not displayed), so that it covers nothing once scrolled to the end.
 */
export function StickyBuyBar(props: Props) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const { style } = document.body;
    const observer = new ResizeObserver(() => {
      // Rounded up, never down (offsetHeight rounds), so that a bar of fractional height covers
      // not even part of a pixel.
      const height = Math.ceil(element.getBoundingClientRect().height);
      style.paddingBottom = height > 0 ? `${height}px` : '';
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      style.paddingBottom = '';
    };
  }, []);
  return (
    <div
      ref={bar}
      role="region"
      aria-label={t('checkout.summary.heading')}
      data-testid="sticky-buy-bar"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4">
        <p className="min-w-0">
          <span className="block text-xs font-medium text-slate-600">{t('checkout.summary.total')}</span>
          <span className="block truncate text-lg font-bold text-brand-700">
            <bdi>{props.total}</bdi>
          </span>
        </p>
        <BuyButton preparing={props.preparing} formError={props.formError} buttonRef={props.buyRef} className="flex-none px-8" />
      </div>
      {props.formError && (
        <p aria-hidden="true" className="mx-auto mt-2 max-w-6xl text-sm font-medium text-red-700">
          {props.formError}
        </p>
      )}
    </div>
  );
}
