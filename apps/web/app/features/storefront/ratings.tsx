import { useId } from 'react';
import { t } from '../../lib/i18n.ts';
import type { RatingView } from './views.ts';

/** Five stars filled to the average, drawn inline; decorative (the words beside it say the number). */
export function Stars({ average, className = 'h-4 w-24' }: { average: number; className?: string }) {
  const id = `stars${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const filled = Math.max(0, Math.min(5, average)) * 20;
  const star = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';
  return (
    <svg viewBox="0 0 100 20" className={`${className} rtl:-scale-x-100`} aria-hidden="true" focusable="false" direction="ltr">
      <defs>
        <clipPath id={id}>
          {[0, 1, 2, 3, 4].map((i) => (
            <path key={i} d={star} transform={`translate(${i * 20} 0)`} />
          ))}
        </clipPath>
      </defs>
      <g clipPath={`url(#${id})`}>
        <rect width="100" height="20" fill="#cbd5e1" />
        <rect width={filled} height="20" fill="#f59e0b" />
      </g>
    </svg>
  );
}

/** The site's trust rating (shell §3 `trustRating`): the mean of its shoppers' ratings, and how many. */
export function TrustRating({ rating, store }: { rating: RatingView; store: string }) {
  return (
    <p
      className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-full bg-white/15 px-3 py-1.5 text-sm font-medium"
      data-testid="trust-rating"
    >
      <span>{t('ratings.trust', { store })}</span>
      <Stars average={rating.average} className="h-4 w-20" />
      <span>
        {t('ratings.outOf', { average: rating.averageText })} · {countText(rating)}
      </span>
    </p>
  );
}

/** A product's ratings (shell §3 `reviewWidget`): the mean, how many, and how many gave each number of stars. */
export function ReviewWidget({ rating }: { rating: RatingView }) {
  const rows = [5, 4, 3, 2, 1] as const;
  return (
    <section aria-labelledby="ratings-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200" data-testid="review-widget">
      <h2 id="ratings-heading" className="text-lg font-bold text-slate-900">
        {t('ratings.heading')}
      </h2>
      <div className="mt-3 flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="flex-none text-center sm:w-40">
          <p className="text-4xl font-extrabold text-slate-900">{rating.averageText}</p>
          <Stars average={rating.average} className="mx-auto mt-1 h-5 w-28" />
          <p className="mt-1 text-sm text-slate-700">{t('ratings.outOf', { average: rating.averageText })}</p>
          <p className="text-sm text-slate-600">{countText(rating)}</p>
        </div>
        <ul role="list" className="flex-1 space-y-1.5">
          {rows.map((stars) => {
            const n = rating.stars[stars - 1] ?? 0;
            const share = rating.count === 0 ? 0 : Math.round((n / rating.count) * 100);
            return (
              <li key={stars} className="flex items-center gap-2 text-sm">
                <span className="w-20 flex-none text-slate-700">{t('ratings.starRow', { count: stars })}</span>
                <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
                  <span className="block h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
                </span>
                <span className="w-14 flex-none text-end tabular-nums text-slate-700">{rating.starTexts[stars - 1]}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** "1,234 ratings": the language's plural form, the number grouped the locale's way (by the loader). */
function countText(rating: RatingView): string {
  return t('ratings.count', { count: rating.count, number: rating.countText });
}
