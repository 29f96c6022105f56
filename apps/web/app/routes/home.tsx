import type { Route } from './+types/home';
import { ProductGrid } from '../components/product-card.tsx';
import { BoltIcon, ShieldIcon } from '../components/icons.tsx';
import { STORE_NAME } from '../lib/brand.ts';
import { t } from '../lib/i18n.ts';
import { shopPath } from '../lib/locale.ts';
import { requireShop } from '../lib/locale.server.ts';
import { withFromPrice } from '../lib/price.server.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { pageMeta } from '../lib/meta.ts';
import { shopFrom, useShop } from '../lib/shop.ts';

export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  return { products: withFromPrice(shop, await context.services.catalog.listProducts(shop.country.code)) };
}

export const headers: Route.HeadersFunction = () => cataloguePageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const shop = shopFrom(matches);
  if (!shop) return [];
  return pageMeta({
    matches,
    title: t('home.title', { country: shop.country.enName }),
    description: t('home.description', { store: STORE_NAME, country: shop.country.enName, currency: shop.country.currency }),
    path: shopPath(shop),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  return (
    <main id="main" className="flex-1">
      <section aria-labelledby="home-heading" className="bg-gradient-to-br from-brand-700 via-brand-600 to-fuchsia-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <h1 id="home-heading" className="max-w-2xl text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('home.heading', { country: shop.country.enName })}
          </h1>
          <p className="mt-3 max-w-xl text-base text-brand-50 sm:text-lg">
            {t('home.intro', { currency: shop.country.currency })}
          </p>
          <ul role="list" className="mt-6 flex flex-wrap gap-3 text-sm font-medium">
            <li className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1.5">
              <BoltIcon className="h-4 w-4" />{t('home.perkInstant')}
            </li>
            <li className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1.5">
              <ShieldIcon className="h-4 w-4" />{t('home.perkSecure')}
            </li>
          </ul>
        </div>
      </section>
      <section aria-labelledby="products-heading" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="products-heading" className="mb-4 text-xl font-bold text-slate-900">{t('home.productsHeading')}</h2>
        {loaderData.products.length > 0
          ? <ProductGrid products={loaderData.products} shop={shop} />
          : <p className="rounded-xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">{t('home.noProducts')}</p>}
      </section>
    </main>
  );
}
