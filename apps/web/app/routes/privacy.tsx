import type { Route } from './+types/privacy';
import { LegalPage } from '../features/pages/legal.tsx';
import { t } from '../lib/i18n.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { requireShop } from '../lib/locale.server.ts';
import { shopPath } from '../lib/locale.ts';
import { loadMessages } from '../lib/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { PRIVACY_SEGMENT } from '../lib/paths.ts';
import { shopFrom, useShop } from '../lib/shop.ts';

/** The privacy policy of the request's site, /{cc}/privacy, in the shop's language (ADR 0039). */
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
    title: t('legal.privacy.title'),
    description: t('legal.privacy.description', { store: data.store }),
    path: shopPath(shop, PRIVACY_SEGMENT),
  });
};

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  return <LegalPage document="privacy" store={loaderData.store} locale={shop.locale} />;
}
