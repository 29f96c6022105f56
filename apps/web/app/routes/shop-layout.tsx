import { lazy, Suspense } from 'react';
import { data, isRouteErrorResponse, Outlet, useParams, useRouteError, useRouteLoaderData, useSearchParams } from 'react-router';
import { SOCIAL_SIGN_IN_ERROR_PARAM } from '@store/contracts/identity-codes.ts';
import type { Route } from './+types/shop-layout';
import { ShopHeader } from '../components/shop-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { sessionState } from '../features/account/session.server.ts';
import { enterShop } from '../lib/locale.server.ts';
import { loadMessageSections, loadMessages } from '../lib/messages.server.ts';
import { mergeMessages } from '../lib/i18n.ts';
import { errorPageMeta } from '../lib/meta.ts';
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

// What only a signed-in shopper's page runs (the session's refresh and the welcome, the adoption of
// a guest purchase), the toast a failed social sign-in comes back with and the error page are
// fetched when they are needed: the first load of a guest's page, the same for every guest, does
// without them (ADR 0054).
const ErrorPage = lazy(() => import('../components/error-page.tsx').then((m) => ({ default: m.ErrorPage })));
const AccountSession = lazy(() => import('../features/account/session.tsx').then((m) => ({ default: m.AccountSession })));
const GuestPurchaseAdoption = lazy(() => import('../features/account/adoption.tsx').then((m) => ({ default: m.GuestPurchaseAdoption })));
const SocialSignInErrorToast = lazy(() =>
  import('../features/account/social-sign-in.tsx').then((m) => ({ default: m.SocialSignInErrorToast })),
);

/** A page with an error has the not-found head; otherwise each page sets its own (or keeps the root's). */
export const meta: Route.MetaFunction = ({ error, matches }) => (error ? errorPageMeta() : (matches[0]?.meta ?? []));

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  const params = useParams();
  const query = params.query;
  const { session } = loaderData;
  const [search] = useSearchParams();
  return (
    <>
      <ShopHeader
        shop={loaderData.shop}
        query={query}
        signedIn={loaderData.session.signedIn}
        wallet={loaderData.wallet}
        rewards={loaderData.rewards}
      />
      {/* Boundaries only around what runs: an empty one would be hydrated late and meet the page's first updates (React error 421). */}
      {(session.signedIn || session.expired) && (
        <Suspense fallback={null}>
          <AccountSession session={session} />
        </Suspense>
      )}
      {session.signedIn && (
        <Suspense fallback={null}>
          <GuestPurchaseAdoption signedIn />
        </Suspense>
      )}
      {search.has(SOCIAL_SIGN_IN_ERROR_PARAM) && (
        <Suspense fallback={null}>
          <SocialSignInErrorToast />
        </Suspense>
      )}
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
  if (!loaded) {
    return (
      <Suspense fallback={null}>
        <ErrorPage kind={notFound ? 'notFound' : 'error'} />
      </Suspense>
    );
  }
  return (
    <>
      <ShopHeader shop={loaded.shop} signedIn={loaded.session.signedIn} wallet={loaded.wallet} rewards={loaded.rewards} />
      <Suspense fallback={null}>
        <ErrorPage kind={notFound ? 'notFound' : 'error'} shop={loaded.shop} />
      </Suspense>
      <SiteFooter shop={loaded.shop} />
    </>
  );
}
