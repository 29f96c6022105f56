import { data, redirect } from 'react-router';
import type { Route } from './+types/rewards-screen';
import { SpinnerIcon } from '../components/icons.tsx';
import { accessCookie, sessionState } from '../features/account/session.server.ts';
import { rewardsHomeData } from '../features/rewards/rewards-data.server.ts';
import { RewardsHomeScreen } from '../features/rewards/screens/home.tsx';
import { enforceAccess } from '../lib/access.server.ts';
import { t } from '../lib/i18n.ts';
import { requireShop } from '../lib/locale.server.ts';
import { shopPath } from '../lib/locale.ts';
import { loadMessages } from '../lib/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { REWARDS_SEGMENT } from '../lib/paths.ts';
import { shopFrom, useShop } from '../lib/shop.ts';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * Commerce §2 UserCashback, the rewards home: /{cc}/user/coda-rewards. A signed-in shopper and the
 * country's rewards feature (never on white-label sites); guests go to "/", others to the shop home.
 * The loader reads what the page shows in the same process; if that fails the page asks the API.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  // An access cookie that no longer passes: the layout's session keeper refreshes it and loads the page again.
  if ((await sessionState(context, request)).expired)
    return data(
      { screen: 'refreshing' as const, home: null, messages: await loadMessages(shop.language, ['account']) },
      { headers: noStore },
    );
  await enforceAccess({ context, request, shop }, { kind: 'signedIn', feature: 'rewards' });
  // The account itself (a revoked session or a deleted account ends here), whose guest rewards it takes in.
  const auth = await context.services.identity.authenticate(context.site.id, accessCookie(request) ?? undefined);
  if (!auth.ok) throw redirect(shopPath(shop), { headers: noStore });
  const [home, messages] = await Promise.all([
    rewardsHomeData(context, shop, auth.value.user),
    loadMessages(shop.language, ['rewards', 'account']),
  ]);
  return data({ screen: 'home' as const, home, messages }, { headers: noStore });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  const shop = shopFrom(matches);
  if (!shop || !loaded) return [];
  const title = loaded.screen === 'refreshing' ? t('accountForm.working') : t('rewardsHome.title');
  return pageMeta({ matches, title, description: title, path: shopPath(shop, `user/${REWARDS_SEGMENT}`), noindex: true });
};

export default function RewardsScreen({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  if (loaderData.screen === 'refreshing') {
    return (
      <main id="main" className="flex flex-1 items-center justify-center gap-2 px-4 py-16 text-slate-700" aria-busy="true">
        <SpinnerIcon className="h-5 w-5 animate-spin" />
        <p>{t('accountForm.working')}</p>
      </main>
    );
  }
  return <RewardsHomeScreen shop={shop} initial={loaderData.home} />;
}
