import { Link } from 'react-router';
import type { Route } from './+types/global-product';
import { Artwork } from '../components/artwork.tsx';
import { PlainHeader } from '../components/shop-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { productReach } from '../lib/availability.server.ts';
import { STORE_NAME } from '../lib/brand.ts';
import { t } from '../lib/i18n.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { countryIndex, defaultInterface, notFound, shopOfSegment } from '../lib/locale.server.ts';
import { shopPath } from '../lib/locale.ts';
import { loadMessages } from '../lib/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { globalProductPath } from '../lib/paths.ts';
import { price } from '../lib/price.server.ts';
import { countryNamer, groupByRegion, regionKey } from '../lib/regions.ts';

/**
 * Shell §2: /product/{gameName}, a game outside any shop: what it is, and every country that sells
 * it, grouped by region, each with its lowest price written the country's way and a link to the
 * game in that shop. A game no country sells is not found.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!/^[a-z0-9-]{1,80}$/.test(params.game)) throw notFound();
  const reach = (await productReach(context)).get(params.game);
  if (!reach) throw notFound();
  const countries = await countryIndex(context);
  const first = reach.countries[0]!;
  const detail = await context.services.catalog.getProduct(context.site.id, first.code, params.game);
  const nameOf = countryNamer(defaultInterface.locale);
  const entries = reach.countries.flatMap(({ code, fromPriceMinor }) => {
    const shop = shopOfSegment(code, countries);
    if (!shop) return [];
    return [
      {
        code,
        group: shop.country.group,
        name: nameOf(code, shop.country.enName),
        href: shopPath(shop, params.game),
        fromPrice: price(shop, fromPriceMinor),
      },
    ];
  });
  return {
    product: {
      slug: reach.product.slug,
      name: reach.product.name,
      publisher: reach.product.publisher,
      artwork: reach.product.artwork,
      description: detail?.description ?? '',
    },
    count: entries.length,
    groups: groupByRegion(entries, defaultInterface.locale),
    messages: await loadMessages(defaultInterface.language, ['pages', 'international']),
  };
}

export const headers: Route.HeadersFunction = () => cataloguePageHeaders;

export const meta: Route.MetaFunction = ({ matches, data }) => {
  if (!data) return [];
  const { product, count } = data;
  return pageMeta({
    matches,
    title: t('globalProduct.title', { product: product.name }),
    description: t('globalProduct.description', { product: product.name, publisher: product.publisher, store: STORE_NAME, count }),
    path: globalProductPath(product.slug),
  });
};

export default function GlobalProduct({ loaderData }: Route.ComponentProps) {
  const { product, count, groups } = loaderData;
  return (
    <>
      <PlainHeader />
      <main id="main" className="flex-1">
        <div className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:gap-6">
            <Artwork artwork={product.artwork} className="h-20 w-20 flex-none rounded-2xl shadow-md sm:h-28 sm:w-28" />
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{product.name}</h1>
              <p className="mt-0.5 text-slate-600">{product.publisher}</p>
              {product.description && <p className="mt-2 max-w-3xl text-sm leading-relaxed text-slate-700">{product.description}</p>}
              <p className="mt-3 inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
                {t('globalProduct.availableIn', { count })}
              </p>
            </div>
          </div>
        </div>
        <section aria-labelledby="product-countries" className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="product-countries" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('globalProduct.countriesHeading')}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">{t('globalProduct.countriesIntro', { product: product.name })}</p>
          <div className="mt-8 space-y-8">
            {groups.map(({ group, items }) => {
              const key = regionKey(group);
              const headingId = `product-region-${group.toLowerCase().replace(/\W+/g, '-')}`;
              return (
                <section key={group} aria-labelledby={headingId}>
                  <h3 id={headingId} className="text-lg font-semibold text-slate-900">
                    {key ? t(key) : group}
                  </h3>
                  <ul role="list" className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
                    {items.map((country) => (
                      <li key={country.code}>
                        <Link
                          to={country.href}
                          className="flex h-full items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 transition hover:bg-brand-50 hover:ring-brand-300"
                        >
                          <span className="min-w-0 truncate font-medium text-slate-900">{country.name}</span>
                          <span className="flex-none text-sm text-slate-700">
                            {t('globalProduct.fromPrice', { price: country.fromPrice })}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
