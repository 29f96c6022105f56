import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { HighlightedPromo } from '@store/contracts/storefront.ts';
import { Artwork } from '../../components/artwork.tsx';
import { ChevronEndIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';

/** How long a banner stays before the next one, while the carousel rotates. */
const ROTATE_MS = 6_000;

/**
 * The home carousel (shell §3 `carousel`), after the WAI-ARIA carousel pattern: rendered by the
 * server with the first banner shown and every banner's artwork drawn inline at a fixed height (no
 * image request, no layout shift); once the scripts run it rotates, unless the shopper prefers
 * reduced motion, and stops while the pointer or keyboard focus is in it or after its pause button.
 * Previous and next buttons, one button per banner, and the arrow keys (mirrored right to left).
 */
export function BannerCarousel({ banners, dir }: { banners: readonly HighlightedPromo[]; dir: 'ltr' | 'rtl' }) {
  const [current, setCurrent] = useState(0);
  // Off in the server's render: only a browser that allows motion starts it.
  const [rotating, setRotating] = useState(false);
  const [held, setHeld] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count > 1 && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) setRotating(true);
  }, [count]);

  useEffect(() => {
    if (!rotating || held || count < 2) return;
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), ROTATE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, held, current, count]);

  if (count === 0) return null;
  const show = (index: number) => setCurrent(((index % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    show(current + (dir === 'rtl' ? -step : step));
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      className="relative"
      data-testid="banner-carousel"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div aria-live={rotating && !held ? 'off' : 'polite'} className="h-44 overflow-hidden rounded-2xl sm:h-56">
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('banners.slide', { index: index + 1, count })}
            hidden={index !== current}
            className="h-full"
          >
            <Slide banner={banner} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        // Below the banner, in a row of fixed height: nothing covers the banner's words, nothing moves.
        <div className="mt-2 flex h-9 items-center justify-between gap-2" onKeyDown={onKeyDown}>
          <div className="flex items-center">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className="group grid h-8 w-8 place-items-center"
                aria-label={t('banners.show', { index: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
              >
                <span
                  aria-hidden="true"
                  className="block h-2 w-2 rounded-full bg-slate-400 group-aria-[current=true]:w-5 group-aria-[current=true]:bg-brand-600"
                />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-1">
            <button
              type="button"
              className="grid h-9 w-9 place-items-center rounded-full bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50"
              aria-label={rotating ? t('banners.pause') : t('banners.play')}
              onClick={() => setRotating((on) => !on)}
            >
              {rotating ? <PauseGlyph /> : <PlayGlyph />}
            </button>
            <button
              type="button"
              className="grid h-9 w-9 place-items-center rounded-full bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50"
              aria-label={t('banners.previous')}
              onClick={() => show(current - 1)}
            >
              <ChevronEndIcon className="h-4 w-4 -scale-x-100 rtl:scale-x-100" />
            </button>
            <button
              type="button"
              className="grid h-9 w-9 place-items-center rounded-full bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50"
              aria-label={t('banners.next')}
              onClick={() => show(current + 1)}
            >
              <ChevronEndIcon className="h-4 w-4 rtl:-scale-x-100" />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function Slide({ banner }: { banner: HighlightedPromo }) {
  return (
    <Link
      to={banner.productPath}
      prefetch="intent"
      className="relative flex h-full items-center gap-4 overflow-hidden bg-slate-900 px-5 py-4 text-white sm:gap-8 sm:px-10"
      style={{ backgroundImage: `linear-gradient(120deg, ${banner.artwork.from}cc, ${banner.artwork.to}99)` }}
    >
      {/* A dark veil keeps white words readable on the light gradients too. */}
      <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-r from-black/55 to-black/10 rtl:bg-gradient-to-l" />
      <span className="relative min-w-0 flex-1">
        <span className="block truncate text-xs font-semibold uppercase tracking-wide text-white/90">
          <bdi>{banner.productName}</bdi>
        </span>
        <span className="mt-1 line-clamp-2 block text-xl font-extrabold leading-tight sm:text-3xl">
          {banner.title || banner.productName}
        </span>
        <span className="mt-3 inline-flex items-center gap-1 rounded-full bg-white px-3 py-1.5 text-sm font-bold text-slate-900">
          {t('banners.cta')}
          <ChevronEndIcon className="h-4 w-4 rtl:-scale-x-100" />
        </span>
      </span>
      <Artwork
        artwork={banner.artwork}
        className="relative h-20 w-20 flex-none rounded-2xl shadow-lg ring-2 ring-white/40 sm:h-36 sm:w-36"
      />
    </Link>
  );
}

function PauseGlyph() {
  return (
    <svg viewBox="0 0 16 16" className="h-4 w-4" aria-hidden="true" focusable="false">
      <rect x="3" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
      <rect x="9.5" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 16 16" className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" focusable="false">
      <path d="M4 2.5v11l9.5-5.5z" fill="currentColor" />
    </svg>
  );
}
