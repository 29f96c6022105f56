import type { Site } from '@store/contracts';
import type { AppServices } from '@store/server';

/**
 * What the Fastify host hands every loader (apps/server/src/plugins/web.ts): the same services the
 * API uses, so pages read the catalogue and orders without an HTTP hop to ourselves.
 */
declare module 'react-router' {
  interface AppLoadContext {
    services: AppServices;
    /** The storefront site of the request's Host (shell §3); every page is scoped by it. */
    site: Site;
    /**
     * The site is blocked (or the host unknown and refused, ADR 0009): the root renders the
     * blocked-host page instead of the route, and the server answers it with status 403.
     */
    siteBlocked: boolean;
    /**
     * The nonce of this render's inline scripts, named by the page's Content-Security-Policy
     * (ADR 0020). A kept page is sent again with the policy of the nonce it was rendered with.
     */
    cspNonce: string;
  }
}

export {};
