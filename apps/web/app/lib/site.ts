import { useRouteLoaderData } from 'react-router';
import { STORE_SITE, type Site } from '@store/contracts/site.ts';

/** What the root loader sends about the request's site (shell §3): all of it is public. */
export type RootSiteData = { site?: Site };

/**
 * The storefront site of the current request (the store's own or a white-label one), which the
 * root loader takes from the load context. Outside the root's data (never in practice) it is the
 * store's own site, every switch on.
 */
export function useSite(): Site {
  const data = useRouteLoaderData('root') as RootSiteData | undefined;
  return data?.site ?? STORE_SITE;
}

/** White-label sites get no wallet, no account screens and no install prompt (shell §3, §6). */
export function isWhiteLabel(site: Pick<Site, 'theme'>): boolean {
  return site.theme === 'whitelabel';
}
