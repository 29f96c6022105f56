import { data, isRouteErrorResponse, Outlet, redirect, useParams, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/shop-layout';
import { ErrorPage } from '../components/error-page.tsx';
import { ShopHeader } from '../components/shop-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { rememberCountry, requireShop } from '../lib/locale.server.ts';

/** Every page under /{cc}/: resolves the shop (unknown → 404) and remembers the country. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  const url = new URL(request.url);
  // Shell §2: a path that is only the shop segment gets its trailing slash, keeping the query.
  if (url.pathname === `/${shop.segment}`) throw redirect(`/${shop.segment}/${url.search}`, 301);
  return data({ shop }, { headers: rememberCountry(request, shop) });
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  const params = useParams();
  const query = params.query;
  return (
    <>
      <ShopHeader shop={loaderData.shop} query={query} />
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
      <ShopHeader shop={loaded.shop} />
      <ErrorPage kind={notFound ? 'notFound' : 'error'} shop={loaded.shop} />
      <SiteFooter shop={loaded.shop} />
    </>
  );
}
