import { lazy, Suspense } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import './load-context.ts';
import './app.css';
import { ConsentManager, consentPolicy } from './features/consent/index.ts';
import { Tracking } from './features/tracking/tracking.tsx';
import { ShellOverlays } from './components/shell-overlays.tsx';
import { t, useMessages, type Messages } from './lib/i18n.ts';
import { isWhiteLabel } from './lib/site.ts';
import { errorPageMeta } from './lib/meta.ts';
import { countryIndex, defaultInterface, resolveShop } from './lib/locale.server.ts';
import { useGraphqlClient, type GraphqlClient } from './lib/graphql.ts';
import { graphqlEndpointFor } from '@store/contracts/graphql-client.ts';
import { loadMessages } from './lib/messages.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

// Shown to few visitors, fetched when shown: a page that renders them on the server keeps its
// markup while the chunk comes (ADR 0054).
const ErrorPage = lazy(() => import('./components/error-page.tsx').then((m) => ({ default: m.ErrorPage })));
const BlockedHostPage = lazy(() => import('./components/blocked-host-page.tsx').then((m) => ({ default: m.BlockedHostPage })));

/** Unknown paths and failures outside a shop: the not-found page's head (routes below set their own). */
export const meta: Route.MetaFunction = ({ error }) => (error ? errorPageMeta() : []);

/**
 * `<html lang dir>` of the page, from the shop its first path segment names (shell §2), and the
 * catalogues every page needs (the shell's and the error catalogue) in its interface language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split('/')[1];
  // A failing lookup here must not hide the page's own error: that route's boundary reports it.
  const shop = await resolveShop(context, segment).catch(() => null);
  const ui = shop ?? defaultInterface;
  // Cookie consent from the URL's shop and the Host's site only, never the visitor's cookies (ADR 0010).
  const consent = consentPolicy(shop?.country ?? null, context.site);
  // Shell §7: GraphQL goes to the endpoint of the shop's country's region, else the default one.
  const regionCode = shop ? ((await countryIndex(context).catch(() => null))?.get(shop.country.code)?.regionCode ?? null) : null;
  const graphql: GraphqlClient = {
    endpoint: graphqlEndpointFor(regionCode, context.services.config.graphqlEndpoints),
    whiteLabelId: context.site.id,
    experimentContext: shop ? new URLSearchParams({ country: shop.country.code, language: ui.language }).toString() : '',
  };
  return {
    lang: ui.locale,
    dir: ui.dir,
    // Canonical links name the site's own origin: the configured one for the store, the host a
    // white-label site was reached on for that site.
    origin: context.site.theme === 'store' ? context.services.config.publicUrl : new URL(request.url).origin,
    // The request's site for `useSite()` (logo, name, switches), and the shop its service worker covers.
    site: context.site,
    siteBlocked: context.siteBlocked,
    segment: shop?.segment ?? null,
    consent,
    graphql,
    messages: await loadMessages(ui.language, consent.manager ? ['common', 'errors', 'consent'] : ['common', 'errors']),
  };
}

/** The interface language only changes with the first path segment. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const first = (url: URL) => url.pathname.split('/')[1];
  return first(currentUrl) !== first(nextUrl);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const matches = useMatches();
  useMessages(matches.map((match) => (match.data as { messages?: Messages } | undefined)?.messages));
  useGraphqlClient(data?.graphql);
  return (
    <html lang={data?.lang ?? 'en'} dir={data?.dir ?? 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        {/* A blocked host's page is the blocked-host page whatever the route, so is its head. */}
        {data?.siteBlocked ? (
          <>
            <title>{t('blockedHost.title')}</title>
            <meta name="robots" content="noindex" />
          </>
        ) : (
          <Meta />
        )}
        <Links />
        {data && !isWhiteLabel(data.site) ? (
          <>
            <link rel="manifest" href="/manifest.webmanifest" />
            <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          </>
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
        >
          {t('shell.skipToContent')}
        </a>
        {/* A blocked host gets the blocked-host page whatever the path, and none of the shell. */}
        {data?.siteBlocked ? (
          <Suspense fallback={null}>
            <BlockedHostPage />
          </Suspense>
        ) : (
          <>
            {data && <ConsentManager policy={data.consent} />}
            {data && <Tracking policy={data.consent} language={data.messages.language} />}
            {children}
            <ShellOverlays segment={data?.segment ?? null} />
          </>
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Unknown paths, countries and products land here with status 404 (shell §2, commerce §8). */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && !isRouteErrorResponse(error)) console.error(error);
  return (
    <Suspense fallback={null}>
      <ErrorPage kind={notFound ? 'notFound' : 'error'} />
    </Suspense>
  );
}
