import type { Route } from './+types/signed-in-screen';
import { redirect } from 'react-router';
import { accessCookie, sessionState } from '../features/account/session.server.ts';
import { SettingsScreen } from '../features/account/screens/settings.tsx';
import { VerifyAccountDeleteScreen } from '../features/account/screens/verify-account-delete.tsx';
import { TransactionsScreen } from '../features/account/screens/transactions.tsx';
import { SpinnerIcon } from '../components/icons.tsx';
import { enforceAccess } from '../lib/access.server.ts';
import { mergeMessages, t } from '../lib/i18n.ts';
import { notFound, requireShop } from '../lib/locale.server.ts';
import { shopPath } from '../lib/locale.ts';
import { loadMessageSections, loadMessages } from '../lib/messages.server.ts';
import { historyRewards } from '../features/cashback/history-rewards.ts';
import { formatPrice } from '@store/contracts/money.ts';
import { countryIndex } from '../lib/locale.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { SIGNED_IN_SCREENS } from '../lib/paths.ts';
import { shopFrom, useShop } from '../lib/shop.ts';

/**
 * Shell §2 and commerce §2: everything under /{cc}/user/ and /{cc}/wallet/ needs a signed-in
 * shopper (guests go to "/") and the screen's country feature (else the shop home). Built so far:
 * user/settings and user/verifyAccountDelete; the others are the not-found page until they exist.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  const prefix = new URL(request.url).pathname.split('/')[2];
  const screen = `${prefix}/${params['*'] ?? ''}`;
  const feature = Object.hasOwn(SIGNED_IN_SCREENS, screen) ? SIGNED_IN_SCREENS[screen]! : null;
  // An access cookie that no longer passes (15 minutes after the last refresh): the layout's
  // session keeper refreshes it and loads the page again, which then decides (ADR 0015).
  if ((await sessionState(context, request)).expired)
    return { screen: 'refreshing' as const, user: null, messages: await loadMessages(shop.language, ['account']) };
  await enforceAccess({ context, request, shop }, { kind: 'signedIn', feature });
  if (screen === 'user/transactions') {
    // The history is read for the account itself (ADR 0016): a revoked session ends here too.
    const auth = await context.services.identity.authenticate(context.site.id, accessCookie(request) ?? undefined);
    if (!auth.ok) throw redirect(shopPath(shop), { headers: { 'Cache-Control': 'no-store' } });
    const search = new URL(request.url).searchParams;
    const days = [7, 30, 90].includes(Number(search.get('days'))) ? (Number(search.get('days')) as 7 | 30 | 90) : 30;
    const pageAsked = Number(search.get('page') ?? 1);
    const page = Number.isSafeInteger(pageAsked) && pageAsked >= 1 && pageAsked <= 10_000 ? pageAsked : 1;
    const listed = await context.services.orders.history.list(context.site.id, auth.value.user.id, days, page, shop.language);
    // Commerce §3: each row's rewards used and earned, and its refund, written the way its total is.
    const countries = await countryIndex(context);
    const history = {
      ...listed,
      rows: listed.rows.map((row) => {
        const country = countries.get(row.countryCode);
        const write = (amountMinor: string) =>
          country
            ? formatPrice(amountMinor, { ...country, locale: shop.locale, currency: row.currency })
            : `${row.currency} ${amountMinor}`;
        return { ...row, rewards: historyRewards(row, write) };
      }),
    };
    const messages = mergeMessages([
      await loadMessages(shop.language, ['account']),
      await loadMessageSections(shop.language, 'cashback', ['cashbackHistory']),
      // A voucher's code panel (docs/decisions/0038).
      await loadMessageSections(shop.language, 'order', ['order']),
    ]);
    return { screen, user: null, history, messages };
  }
  if (screen === 'user/verifyAccountDelete') {
    return { screen, user: null, messages: await loadMessages(shop.language, ['account']) };
  }
  if (screen !== 'user/settings') throw notFound();
  // The settings are read from the account itself (a revoked session or a deleted account ends here).
  const auth = await context.services.identity.authenticate(context.site.id, accessCookie(request) ?? undefined);
  if (!auth.ok) throw redirect(shopPath(shop), { headers: { 'Cache-Control': 'no-store' } });
  const user = context.services.identity.details(auth.value);
  return { screen, user, messages: await loadMessages(shop.language, ['account']) };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const shop = shopFrom(matches);
  if (!shop || !data) return [];
  const title =
    data.screen === 'user/transactions'
      ? t('transactions.title')
      : data.screen === 'user/settings'
        ? t('accountSettings.title')
        : data.screen === 'refreshing'
          ? t('accountForm.working')
          : t('deleteAccount.title');
  return pageMeta({ matches, title, description: title, path: shopPath(shop, data.screen), noindex: true });
};

export default function SignedInScreen({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  if (loaderData.screen === 'refreshing') {
    return (
      <main id="main" className="flex flex-1 items-center justify-center gap-2 px-4 py-16 text-slate-700" aria-busy="true">
        <SpinnerIcon className="h-5 w-5 animate-spin" />
        <p>{t('accountForm.working')}</p>
      </main>
    );
  }
  if (loaderData.screen === 'user/settings' && loaderData.user) return <SettingsScreen shop={shop} user={loaderData.user} />;
  if (loaderData.screen === 'user/transactions' && 'history' in loaderData && loaderData.history)
    return <TransactionsScreen shop={shop} history={loaderData.history} />;
  return <VerifyAccountDeleteScreen shop={shop} />;
}
