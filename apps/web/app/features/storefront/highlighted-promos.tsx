import { Link } from 'react-router';
import { Artwork } from '../../components/artwork.tsx';
import { ChevronEndIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import type { PromoView } from './views.ts';

/** The home page's highlighted promotions (shell §3 `promotion`), each a card leading to its product. */
export function HighlightedPromos({ promos }: { promos: readonly PromoView[] }) {
  if (promos.length === 0) return null;
  return (
    <section aria-labelledby="promotions-heading" className="mx-auto max-w-6xl px-4 pt-8" data-testid="highlighted-promos">
      <h2 id="promotions-heading" className="mb-4 text-xl font-bold text-slate-900">
        {t('promotions.heading')}
      </h2>
      <ul role="list" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {promos.map((promo) => (
          <li key={promo.id}>
            <Link
              to={promo.productPath}
              prefetch="intent"
              className="group flex h-full items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-200"
            >
              <Artwork artwork={promo.artwork} className="h-16 w-16 flex-none rounded-xl" />
              <PromoText promo={promo} />
              <ChevronEndIcon className="h-5 w-5 flex-none text-slate-500 group-hover:text-brand-700 rtl:-scale-x-100" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A promo's words: its title, its product and, when it ends, until when. */
export function PromoText({ promo }: { promo: PromoView }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block font-semibold leading-snug text-slate-900 group-hover:text-brand-700">{promo.title || promo.productName}</span>
      <span className="mt-0.5 block truncate text-sm text-slate-600">
        <bdi>{promo.productName}</bdi>
      </span>
      {promo.endsOn ? (
        <span className="mt-1 block text-xs font-medium text-amber-800">{t('promotions.until', { date: promo.endsOn })}</span>
      ) : null}
    </span>
  );
}
