import type { Route } from './+types/unsubscribe';
import { UnsubscribeScreen } from '../features/account/screens/unsubscribe.tsx';
import { t } from '../lib/i18n.ts';
import { requireShop } from '../lib/locale.server.ts';
import { shopPath } from '../lib/locale.ts';
import { loadMessages } from '../lib/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { shopFrom, useShop } from '../lib/shop.ts';

/** Shell §2: /{cc}/unsubscribe, open to everyone (a link in a marketing message leads here). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  return { messages: await loadMessages(shop.language, ['account']) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const shop = shopFrom(matches);
  if (!shop) return [];
  return pageMeta({
    matches,
    title: t('unsubscribe.title'),
    description: t('unsubscribe.intro'),
    path: shopPath(shop, 'unsubscribe'),
    noindex: true,
  });
};

export default function Unsubscribe() {
  return <UnsubscribeScreen shop={useShop()} />;
}
