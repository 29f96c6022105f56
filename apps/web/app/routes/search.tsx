import { Link } from 'react-router';
import { loadMessages } from '../lib/messages.server.ts';
import type { Route } from './+types/search';
import { ProductGrid } from '../components/product-card.tsx';
import { SearchIcon } from '../components/icons.tsx';
import { t } from '../lib/i18n.ts';
import { shopPath } from '../lib/locale.ts';
import { requireShop } from '../lib/locale.server.ts';
import { withFromPrice } from '../lib/price.server.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { pageMeta } from '../lib/meta.ts';
import { shopFrom, useShop } from '../lib/shop.ts';

/** Shell §2 `/{cc}/search/{searchString}`; typo tolerance comes from the catalogue's trigram search. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  const query = (params.query ?? '').trim().slice(0, 100);
  const results = query ? await context.services.catalog.search(context.site.id, shop.country.code, query, shop.language) : [];
  return { query, results: withFromPrice(shop, results), messages: await loadMessages(shop.language, ['catalogue']) };
}

export const headers: Route.HeadersFunction = () => cataloguePageHeaders;

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const shop = shopFrom(matches);
  if (!shop || !data) return [];
  return pageMeta({
    matches,
    title: t('search.title', { query: data.query }),
    description: t('search.description', { query: data.query, country: shop.country.enName }),
    path: shopPath(shop, `search/${encodeURIComponent(data.query)}`),
    noindex: true,
  });
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const { query, results } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('search.heading', { query })}</h1>
      <p className="mt-1 text-slate-600" role="status">
        {t('search.count', { count: results.length })}
      </p>
      <div className="mt-6">
        {results.length > 0 ? (
          <>
            <h2 className="sr-only">{t('search.resultsHeading')}</h2>
            <ProductGrid products={results} shop={shop} />
          </>
        ) : (
          <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-slate-200">
            <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-600">
              <SearchIcon className="h-7 w-7" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('search.emptyTitle')}</h2>
            <p className="mt-2 max-w-md text-slate-600">{t('search.emptyMessage', { query })}</p>
            <Link to={shopPath(shop)} className="mt-6 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
              {t('search.browseAll')}
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}
