import type { Route } from './+types/partner-storefront';
import { PARTNER_STOREFRONT } from '@store/contracts/partner.ts';
import { PartnerStorefront } from '../features/partner/partner-storefront.tsx';
import { t } from '../lib/i18n.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { countryIndex, notFound, requireShop } from '../lib/locale.server.ts';
import { shopPath } from '../lib/locale.ts';
import { loadMessages } from '../lib/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { shopFrom, useShop } from '../lib/shop.ts';

/**
 * Shell §2: the single-title partner storefront, /id/mobile-legends-tri (ADR 0014). Only in the
 * partner's country and where the site sells the game; the player signs in in the browser.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  if (shop.country.code !== PARTNER_STOREFRONT.countryCode) throw notFound();
  const product = await context.services.catalog.getProduct(context.site.id, shop.country.code, PARTNER_STOREFRONT.game, shop.language);
  if (!product) throw notFound();
  return {
    product: { name: product.name, slug: product.slug, artwork: product.artwork },
    servedCountries: [...(await countryIndex(context)).keys()],
    renderedAt: Date.now(),
    // An auth code back from the publisher: the page shows that it is signing in from the first paint.
    arrivedWithCode: new URL(request.url).searchParams.has('code'),
    messages: await loadMessages(shop.language, ['partner']),
  };
}

export const headers: Route.HeadersFunction = () => cataloguePageHeaders;

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const shop = shopFrom(matches);
  if (!shop || !data) return [];
  return pageMeta({
    matches,
    title: t('partnerStorefront.title'),
    description: t('partnerStorefront.description'),
    path: shopPath(shop, PARTNER_STOREFRONT.segment),
    alternates: { countries: [PARTNER_STOREFRONT.countryCode] },
  });
};

export default function PartnerStorefrontPage({ loaderData }: Route.ComponentProps) {
  return <PartnerStorefront shop={useShop()} {...loaderData} />;
}
