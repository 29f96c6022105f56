import type { Route } from './+types/terms';
import { LegalPage } from '../features/pages/legal.tsx';
import { t } from '../lib/i18n.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { requireShop } from '../lib/locale.server.ts';
import { shopPath } from '../lib/locale.ts';
import { loadMessages } from '../lib/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { TERMS_SEGMENT } from '../lib/paths.ts';
import { shopFrom, useShop } from '../lib/shop.ts';

/** The terms of service of the request's site, /{cc}/terms, in the shop's language (ADR 0039). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  return { store: context.site.name, messages: await loadMessages(shop.language, ['pages']) };
}

export const headers: Route.HeadersFunction = () => cataloguePageHeaders;

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const shop = shopFrom(matches);
  if (!shop || !data) return [];
  return pageMeta({
    matches,
    title: t('legal.terms.title'),
    description: t('legal.terms.description', { store: data.store }),
    path: shopPath(shop, TERMS_SEGMENT),
  });
};

export default function Terms({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  return <LegalPage document="terms" store={loaderData.store} locale={shop.locale} />;
}
