import {
  isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import './load-context.ts';
import './app.css';
import { ErrorPage } from './components/error-page.tsx';
import { cataloguesFor, registerCatalogues, t } from './lib/i18n.ts';
import { defaultInterface, resolveShop } from './lib/locale.server.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * `<html lang dir>` of the page, from the shop its first path segment names (shell §2), and the
 * interface language's catalogues for the browser.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split('/')[1];
  // A failing lookup here must not hide the page's own error: that route's boundary reports it.
  const shop = await resolveShop(context, segment).catch(() => null);
  const ui = shop ?? defaultInterface;
  return { lang: ui.locale, dir: ui.dir, origin: context.services.config.publicUrl, messages: cataloguesFor(ui.language) };
}

/** The interface language only changes with the first path segment. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const first = (url: URL) => url.pathname.split('/')[1];
  return first(currentUrl) !== first(nextUrl);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  registerCatalogues(data?.messages);
  return (
    <html lang={data?.lang ?? 'en'} dir={data?.dir ?? 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-4">
          {t('shell.skipToContent')}
        </a>
        {children}
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
  return <ErrorPage kind={notFound ? 'notFound' : 'error'} />;
}
