import type { Route } from './+types/legal';
import { LegalPage } from '../features/pages/legal.tsx';
import { t } from '../lib/i18n.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { requireShop } from '../lib/locale.server.ts';
import { shopPath } from '../lib/locale.ts';
import { loadMessages } from '../lib/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { PRIVACY_SEGMENT, TERMS_SEGMENT } from '../lib/paths.ts';
import { shopFrom, useShop } from '../lib/shop.ts';

/**
 * The site's terms of service (/{cc}/terms) and privacy policy (/{cc}/privacy), in the shop's
 * language (ADR 0039): one page, the document named by the address.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  const document = new URL(request.url).pathname.endsWith(`/${PRIVACY_SEGMENT}`) ? ('privacy' as const) : ('terms' as const);
  return { document, store: context.site.name, messages: await loadMessages(shop.language, ['pages']) };
}

export const headers: Route.HeadersFunction = () => cataloguePageHeaders;

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const shop = shopFrom(matches);
  if (!shop || !data) return [];
  return pageMeta({
    matches,
    title: t(`legal.${data.document}.title`),
    description: t(`legal.${data.document}.description`, { store: data.store }),
    path: shopPath(shop, data.document === 'privacy' ? PRIVACY_SEGMENT : TERMS_SEGMENT),
  });
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  return <LegalPage document={loaderData.document} store={loaderData.store} locale={shop.locale} />;
}
