import { data, redirect } from 'react-router';
import type { Route } from './+types/wallet-screen';
import { formatAmount } from '@store/contracts/money.ts';
import { WalletCountryStatus } from '@store/contracts/wallet.ts';
import { SpinnerIcon } from '../components/icons.tsx';
import { accessCookie, sessionState } from '../features/account/session.server.ts';
import { WalletHomeScreen } from '../features/wallet/screens/home.tsx';
import { WalletStateNotice } from '../features/wallet/screens/state-notice.tsx';
import { TopupCompleteScreen, TopupNotFound, TopupWaitingScreen } from '../features/wallet/screens/topup.tsx';
import { WalletVerifyScreen } from '../features/wallet/screens/verify.tsx';
import { isFinalTopup } from '../features/wallet/topup-state.ts';
import type { TopupOptions } from '../features/wallet/views.ts';
import { accountPhone, historyPage, topupView, walletReads, walletView } from '../features/wallet/wallet-data.server.ts';
import { enforceAccess } from '../lib/access.server.ts';
import { t, type MessageKey } from '../lib/i18n.ts';
import { notFound, requireShop } from '../lib/locale.server.ts';
import { shopPath } from '../lib/locale.ts';
import { loadMessages } from '../lib/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { price } from '../lib/price.server.ts';
import { WALLET_SCREENS, type WalletScreen } from '../lib/paths.ts';
import { shopFrom, useShop } from '../lib/shop.ts';
import type { TrackingHandle } from '../features/tracking/index.ts';

const TITLES: Record<WalletScreen, MessageKey> = {
  verify: 'walletVerify.title',
  home: 'walletHome.title',
  waiting: 'walletTopup.waitingTitle',
  complete: 'walletTopup.completeTitle',
};

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * Commerce §2 WalletVerification, WalletHome, WalletTransactionWaiting and WalletTransactionComplete:
 * /{cc}/wallet/verify, /home, /waiting?topup=…, /complete?topup=…. A signed-in shopper and the
 * country's wallet feature (never on white-label sites); guests go to "/", others to the shop home.
 * One route module for the four screens, so their shared code stays out of the page shell (ADR 0032).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  const url = new URL(request.url);
  const screen = url.pathname.split('/')[3] as WalletScreen;
  if (!(WALLET_SCREENS as readonly string[]).includes(screen)) throw notFound();
  // An access cookie that no longer passes: the layout's session keeper refreshes it and loads the page again.
  if ((await sessionState(context, request)).expired)
    return data({ screen: 'refreshing' as const, messages: await loadMessages(shop.language, ['account']) }, { headers: noStore });
  const viewer = await enforceAccess({ context, request, shop }, { kind: 'signedIn', feature: 'wallet' });
  const userId = viewer.userId!;
  const messages = await loadMessages(shop.language, ['wallet', 'account']);
  const reads = walletReads(context);
  const [wallet, country] = reads
    ? await Promise.all([reads.currentWallet(userId, shop.country.code), reads.country(shop.country.code)])
    : [null, null];
  const view = walletView(shop, wallet, country);
  const home = shopPath(shop, 'wallet/home');
  const verify = shopPath(shop, 'wallet/verify');

  if (screen === 'verify') {
    if (view.state === 'activated' || view.state === 'restricted' || view.state === 'suspended') throw redirect(home, { headers: noStore });
    const auth = await context.services.identity.authenticate(context.site.id, accessCookie(request) ?? undefined);
    if (!auth.ok) throw redirect(shopPath(shop), { headers: noStore });
    const user = context.services.identity.details(auth.value);
    // A wallet of another country may move here (a wallet switch, commerce §4) unless this country is locked.
    const canSwitch =
      view.state === 'unavailable' && view.wallet !== null && country?.countryStatus !== WalletCountryStatus.Locked && country !== null;
    return data(
      {
        screen,
        view,
        canSwitch,
        account: { userId, email: user.email, ...accountPhone(shop, user) },
        messages,
      },
      { headers: noStore },
    );
  }

  if (screen === 'home') {
    if (view.state === 'notActivated' || view.state === 'activationDisabled' || view.state === 'maxUsersReached')
      throw redirect(verify, { headers: noStore });
    const usable = view.state === 'activated';
    const [channels, history] =
      reads && view.wallet && view.state !== 'unavailable'
        ? await Promise.all([usable ? reads.paymentChannels(shop.country.code) : [], historyPage(reads, shop, userId)])
        : [[], { rows: [], nextBefore: null }];
    const label = (minor: string) => ({ minor, label: price(shop, minor) });
    const topup: TopupOptions | null =
      usable && country
        ? {
            presets: country.topupPresets.map(label),
            customTopup: country.customTopup,
            min: label(country.minTopup),
            max: label(country.maxTopup),
            example: formatAmount(country.minTopup, { ...shop.country, locale: shop.locale }),
            // Codacash itself is a channel to pay orders, never to top itself up (the service leaves it out).
            channels: channels.map(({ id, name }) => ({ id, name })),
          }
        : null;
    return data({ screen, view, topup, history, messages }, { headers: noStore });
  }

  // The top-up pages.
  const id = url.searchParams.get('topup') ?? '';
  const row = reads && /^[\w-]{1,64}$/.test(id) ? await reads.transaction(userId, id) : null;
  if (!row || row.type !== 'topup') return data({ screen, view, topup: null, raw: null, messages }, { status: 404, headers: noStore });
  const query = `?topup=${encodeURIComponent(row.id)}`;
  if (screen === 'waiting' && isFinalTopup(row.status)) throw redirect(shopPath(shop, `wallet/complete${query}`), { headers: noStore });
  if (screen === 'complete' && !isFinalTopup(row.status)) throw redirect(shopPath(shop, `wallet/waiting${query}`), { headers: noStore });
  return data({ screen, view, topup: topupView(shop, row), raw: row, messages }, { headers: noStore });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The top-up pages are mid-payment, not browsing: no page view (shell §2), like the order pages. */
export const handle: TrackingHandle = { skipPageView: true };

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  const shop = shopFrom(matches);
  if (!shop || !loaded) return [];
  const title = loaded.screen === 'refreshing' ? t('accountForm.working') : t(TITLES[loaded.screen]);
  const path = loaded.screen === 'refreshing' ? 'wallet/home' : `wallet/${loaded.screen}`;
  return pageMeta({ matches, title, description: title, path: shopPath(shop, path), noindex: true });
};

export default function WalletScreenPage({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  if (loaderData.screen === 'refreshing') {
    return (
      <main id="main" className="flex flex-1 items-center justify-center gap-2 px-4 py-16 text-slate-700" aria-busy="true">
        <SpinnerIcon className="h-5 w-5 animate-spin" />
        <p>{t('accountForm.working')}</p>
      </main>
    );
  }
  switch (loaderData.screen) {
    case 'verify': {
      const { view, account, canSwitch } = loaderData as Extract<typeof loaderData, { screen: 'verify' }>;
      if (!canSwitch && view.state !== 'notActivated') return <WalletStateNotice shop={shop} state={view.state} />;
      return <WalletVerifyScreen shop={shop} account={account} switching={canSwitch} />;
    }
    case 'home': {
      const { view, topup, history } = loaderData as Extract<typeof loaderData, { screen: 'home' }>;
      if (view.state === 'unavailable' || !view.wallet)
        return <WalletStateNotice shop={shop} state={view.state} hasWallet={view.wallet !== null} />;
      return <WalletHomeScreen key={view.wallet.balanceVersion} shop={shop} view={view} topup={topup} history={history} />;
    }
    default: {
      const { view, topup, raw } = loaderData as Extract<typeof loaderData, { screen: 'waiting' | 'complete' }>;
      if (!topup || !raw) return <TopupNotFound shop={shop} />;
      return loaderData.screen === 'waiting' ? (
        <TopupWaitingScreen shop={shop} topup={topup} raw={raw} walletId={view.wallet?.walletId ?? null} />
      ) : (
        <TopupCompleteScreen shop={shop} topup={topup} wallet={view.wallet} />
      );
    }
  }
}
