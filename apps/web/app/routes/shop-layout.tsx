import { data, isRouteErrorResponse, Outlet, useParams, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/shop-layout';
import { ErrorPage, errorPageMeta } from '../components/error-page.tsx';
import { ShopHeader } from '../components/shop-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { AccountSession } from '../features/account/session.tsx';
import { GuestPurchaseAdoption } from '../features/account/adoption.tsx';
import { sessionState } from '../features/account/session.server.ts';
import { SocialSignInErrorToast } from '../features/account/social-sign-in.tsx';
import { enterShop } from '../lib/locale.server.ts';
import { loadMessageSections, loadMessages } from '../lib/messages.server.ts';
import { mergeMessages } from '../lib/i18n.ts';
import { walletHeaderSummary } from '../features/wallet/summary.server.ts';
import { rewardsHeaderSummary } from '../features/rewards/rewards-data.server.ts';

/**
 * Every page under /{cc}/: the language-segment rules of shell §2 (lib/locale.server.ts: unknown
 * → 404, rewrites → redirects), and the cookies that remember the country and switched language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { shop, cookies, shops } = await enterShop(context, request);
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  // The session (ADR 0012): the header's user menu, the refresh timer and the welcome modal.
  const session = await sessionState(context, request);
  const [wallet, rewards] = session.signedIn
    ? await Promise.all([walletHeaderSummary(context, request, shop), rewardsHeaderSummary(context, request, shop)])
    : [null, null];
  const messages = session.signedIn
    ? mergeMessages([
        await loadMessages(shop.language, ['account']),
        wallet ? await loadMessageSections(shop.language, 'wallet', ['walletHeader']) : undefined,
        rewards ? await loadMessageSections(shop.language, 'rewards', ['rewardsHeader']) : undefined,
      ])
    : undefined;
  return data({ shop, shops, session, wallet, rewards, messages }, { headers });
}

/** A page with an error has the not-found head; otherwise each page sets its own (or keeps the root's). */
export const meta: Route.MetaFunction = ({ error, matches }) => (error ? errorPageMeta() : (matches[0]?.meta ?? []));

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  const params = useParams();
  const query = params.query;
  return (
    <>
      <ShopHeader
        shop={loaderData.shop}
        query={query}
        signedIn={loaderData.session.signedIn}
        wallet={loaderData.wallet}
        rewards={loaderData.rewards}
      />
      <AccountSession session={loaderData.session} />
      <GuestPurchaseAdoption signedIn={loaderData.session.signedIn} />
      <SocialSignInErrorToast />
      <Outlet />
      <SiteFooter shop={loaderData.shop} />
    </>
  );
}

/** A missing product or page inside a known shop keeps the shop's header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  const loaded = useRouteLoaderData<typeof loader>('shop');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && !isRouteErrorResponse(error)) console.error(error);
  if (!loaded) return <ErrorPage kind={notFound ? 'notFound' : 'error'} />;
  return (
    <>
      <ShopHeader shop={loaded.shop} signedIn={loaded.session.signedIn} wallet={loaded.wallet} rewards={loaded.rewards} />
      <ErrorPage kind={notFound ? 'notFound' : 'error'} shop={loaded.shop} />
      <SiteFooter shop={loaded.shop} />
    </>
  );
}
