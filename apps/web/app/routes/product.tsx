import { loadMessageSections, loadMessages } from '../lib/messages.server.ts';
import type { Route } from './+types/product';
import { Artwork } from '../components/artwork.tsx';
import { BoltIcon, ShieldIcon } from '../components/icons.tsx';
import { useEffect } from 'react';
import { data } from 'react-router';
import { clearReturnPath } from '../features/account/return-path.ts';
import { channelFallbacks } from '../features/checkout/channel-fallback.ts';
import { Checkout } from '../features/checkout/checkout.tsx';
import { checkPostedCheckout } from '../features/checkout/posted-checkout.server.ts';
import { mergeMessages, t } from '../lib/i18n.ts';
import { shopPath } from '../lib/locale.ts';
import { notFound, requireShop } from '../lib/locale.server.ts';
import { price, withPrices } from '../lib/price.server.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { pageMeta, siteNameFrom } from '../lib/meta.ts';
import { productReach } from '../lib/availability.server.ts';
import { globalProductPath } from '../lib/paths.ts';
import { shopFrom, useShop } from '../lib/shop.ts';
import { isWhiteLabel } from '../lib/site.ts';
import { ProductAbout } from '../features/storefront/product-about.tsx';
import { ProductTabs } from '../features/storefront/product-tabs.tsx';
import { ReviewWidget } from '../features/storefront/ratings.tsx';
import { productStorefront } from '../features/storefront/storefront-data.server.ts';

/** Commerce §2 product detail: /{cc}/{gameName}. Unknown games are the not-found page. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { shop, product } = await findProduct(context, params);
  return {
    product,
    // Its promos (the promo tab), ratings and long description, as the site's switches allow (shell §3).
    storefront: await productStorefront(context, shop, product.slug),
    // Of Coda Rewards, what the checkout shows: the toggle, its errors, the redeem-points modal.
    messages: mergeMessages([
      await loadMessages(shop.language, ['catalogue', 'checkout']),
      await loadMessageSections(shop.language, 'cashback', ['cashbackCheckout', 'cashbackErrors', 'cashbackRedeem']),
    ]),
    // hreflang alternates: the game in every shop of the countries that sell it.
    sellers: (await productReach(context)).get(product.slug)?.countries.map((country) => country.code) ?? [shop.country.code],
  };
}

async function findProduct(context: Route.LoaderArgs['context'], params: Route.LoaderArgs['params']) {
  const shop = await requireShop(context, params.shop);
  if (!/^[a-z0-9-]{1,80}$/.test(params.game)) throw notFound();
  const product = await context.services.catalog.getProduct(context.site.id, shop.country.code, params.game, shop.language);
  if (!product) throw notFound();
  // A white-label site has no wallet (shell §3, commerce §2): Codacash is not one of its channels.
  const paymentChannels = isWhiteLabel(context.site)
    ? product.paymentChannels.filter((c) => c.kind !== 'codacash')
    : product.paymentChannels;
  // The channel most shoppers of the country paid with lately (ADR 0040): the same for everyone, so
  // the page stays cacheable; suggested only where this product offers it.
  // None on a site whose payment suggestion switch is off (shell §3).
  const mostUsed = await context.services.orders.mostUsedChannel(context.site, shop.country.code);
  return {
    shop,
    product: {
      ...product,
      paymentChannels,
      mostUsedChannelId: paymentChannels.some((c) => c.id === mostUsed) ? mostUsed : null,
      // The channels simple-icons has no mark for, each with a fallback unlike the others here (ADR
      // 0039), drawn up with the page rather than by its script.
      channelFallbacks: Object.fromEntries(
        channelFallbacks(paymentChannels.filter((channel) => channel.kind !== 'codacash' && channel.marks.length === 0)),
      ),
      denominations: withPrices(shop, product.denominations),
      fromPrice: price(shop, product.fromPriceMinor),
    },
  };
}

/** The checkout form sent without its scripts: checked, and the page answered with its errors (ADR 0025). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { shop, product } = await findProduct(context, params);
  const checkout = await checkPostedCheckout(request, shop, product);
  // The answer holds what the shopper typed (e-mail, mobile): never kept by a cache.
  const headers = { 'Cache-Control': 'private, no-store' };
  return data({ checkout }, { status: Object.keys(checkout.errors).length > 0 ? 400 : 200, headers });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : cataloguePageHeaders;

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const shop = shopFrom(matches);
  if (!shop || !data) return [];
  const { product } = data;
  return pageMeta({
    matches,
    title: t('product.title', { product: product.name, country: shop.country.enName }),
    description: t('product.description', {
      product: product.name,
      credits: product.creditName,
      price: product.fromPrice,
      store: siteNameFrom(matches),
    }),
    path: shopPath(shop, product.slug),
    alternates: { countries: data.sellers, xDefault: globalProductPath(product.slug) },
  });
};

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const shop = useShop();
  const { product, storefront } = loaderData;
  // Shell §2: opening a product page forgets the path saved for the way back after sign-in.
  useEffect(() => clearReturnPath(), [product.slug]);
  return (
    <main id="main" className="flex-1">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:gap-6">
          <Artwork artwork={product.artwork} className="h-20 w-20 flex-none rounded-2xl shadow-md sm:h-28 sm:w-28" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{product.name}</h1>
            <p className="mt-0.5 text-slate-600">{product.publisher}</p>
            <p className="mt-2 max-w-3xl text-sm leading-relaxed text-slate-700">
              <bdi>{product.description}</bdi>
            </p>
            <ul role="list" className="mt-3 flex flex-wrap gap-2 text-xs font-medium">
              <li className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-amber-900 ring-1 ring-amber-200">
                <BoltIcon className="h-3.5 w-3.5" />
                {t('product.instant')}
              </li>
              <li className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-900 ring-1 ring-emerald-200">
                <ShieldIcon className="h-3.5 w-3.5" />
                {t('product.officialPrices', { currency: shop.country.currency })}
              </li>
            </ul>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-6">
        <ProductTabs key={product.slug} promos={storefront.promos} dir={shop.dir}>
          <Checkout key={product.slug} shop={shop} product={product} posted={actionData?.checkout} />
        </ProductTabs>
      </div>
      {storefront.longDescription || storefront.rating ? (
        <div className="mx-auto grid max-w-6xl gap-4 px-4 pb-10 lg:grid-cols-2">
          {storefront.longDescription ? <ProductAbout product={product} currency={shop.country.currency} /> : null}
          {storefront.rating ? <ReviewWidget rating={storefront.rating} /> : null}
        </div>
      ) : null}
    </main>
  );
}
