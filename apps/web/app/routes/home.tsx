import { loadMessages } from '../lib/messages.server.ts';
import type { Route } from './+types/home';
import { ProductGrid } from '../components/product-card.tsx';
import { BoltIcon, ShieldIcon } from '../components/icons.tsx';
import { t } from '../lib/i18n.ts';
import { shopPath } from '../lib/locale.ts';
import { requireShop } from '../lib/locale.server.ts';
import { withFromPrice } from '../lib/price.server.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { pageMeta, siteNameFrom } from '../lib/meta.ts';
import { countryNamer } from '../lib/regions.ts';
import { shopFrom, useShop } from '../lib/shop.ts';
import { useSite } from '../lib/site.ts';
import { BannerCarousel } from '../features/storefront/banner-carousel.tsx';
import { HighlightedPromos } from '../features/storefront/highlighted-promos.tsx';
import { NewsList } from '../features/storefront/news-list.tsx';
import { TrustRating } from '../features/storefront/ratings.tsx';
import { homeStorefront } from '../features/storefront/storefront-data.server.ts';

export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  return {
    // Banners, highlights, news and the trust rating, as far as the site's switches show them (shell §3).
    storefront: await homeStorefront(context, shop),
    products: withFromPrice(shop, await context.services.catalog.listProducts(context.site.id, shop.country.code, shop.language)),
    // The country named in the page's language: "مصر" in Arabic, not "Egypt" inside Arabic text.
    countryName: countryNamer(shop.locale)(shop.country.code, shop.country.enName),
    messages: await loadMessages(shop.language, ['catalogue']),
  };
}

export const headers: Route.HeadersFunction = () => cataloguePageHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const shop = shopFrom(matches);
  if (!shop) return [];
  const country = data?.countryName ?? shop.country.enName;
  return pageMeta({
    matches,
    title: t('home.title', { country }),
    description: t('home.description', { store: siteNameFrom(matches), country, currency: shop.country.currency }),
    path: shopPath(shop),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const site = useSite();
  const { banners, highlighted, news, trustRating } = loaderData.storefront;
  return (
    <main id="main" className="flex-1">
      <section
        aria-labelledby="home-heading"
        className="bg-gradient-to-br rtl:bg-gradient-to-bl from-brand-700 via-brand-600 to-fuchsia-600 text-white"
      >
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <h1 id="home-heading" className="max-w-2xl text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('home.heading', { country: loaderData.countryName })}
          </h1>
          <p className="mt-3 max-w-xl text-base text-brand-50 sm:text-lg">{t('home.intro', { currency: shop.country.currency })}</p>
          <ul role="list" className="mt-6 flex flex-wrap gap-3 text-sm font-medium">
            <li className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1.5">
              <BoltIcon className="h-4 w-4" />
              {t('home.perkInstant')}
            </li>
            <li className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1.5">
              <ShieldIcon className="h-4 w-4" />
              {t('home.perkSecure')}
            </li>
          </ul>
          {trustRating ? (
            <div className="mt-3">
              <TrustRating rating={trustRating} store={site.name} />
            </div>
          ) : null}
        </div>
      </section>
      {banners.length > 0 ? (
        <div className="mx-auto max-w-6xl px-4 pt-6">
          <BannerCarousel banners={banners} dir={shop.dir} />
        </div>
      ) : null}
      <HighlightedPromos promos={highlighted} />
      <section aria-labelledby="products-heading" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="products-heading" className="mb-4 text-xl font-bold text-slate-900">
          {t('home.productsHeading')}
        </h2>
        {loaderData.products.length > 0 ? (
          <ProductGrid products={loaderData.products} shop={shop} />
        ) : (
          <p className="rounded-xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">{t('home.noProducts')}</p>
        )}
      </section>
      <NewsList news={news} />
    </main>
  );
}
