import { useRouteLoaderData } from 'react-router';
import type { ShopLocale } from './locale.ts';

type MatchLike = { id: string; data?: unknown } | undefined;

/** The shop of the current page (loaded by the `shop` layout route), for any component under /{cc}/. */
export function useShop(): ShopLocale {
  const loaded = useRouteLoaderData('shop') as { shop: ShopLocale } | undefined;
  if (!loaded) throw new Error('useShop() is for pages under a shop');
  return loaded.shop;
}

/** Whether the page is a signed-in shopper's (the shop layout read the session). */
export function useSignedIn(): boolean {
  const loaded = useRouteLoaderData('shop') as { session?: { signedIn?: boolean } } | undefined;
  return loaded?.session?.signedIn === true;
}

/** The same as `useShop`, for `meta` functions, which get the matches rather than hooks. */
export function shopFrom(matches: readonly MatchLike[]): ShopLocale | undefined {
  return (matches.find((m) => m?.id === 'shop')?.data as { shop?: ShopLocale } | undefined)?.shop;
}
