import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors, STORE_SITE, type Site } from '@store/contracts';
import { errorEnvelope } from '../../plugins/errors.ts';
import type { SiteService } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The storefront site of the request's Host (shell §3); every query is scoped by its id. */
    site: Site;
    /** Whether that site (or, when configured, an unknown host) is blocked. */
    siteBlocked: boolean;
  }
}

/** Probes answer whatever the Host and whether or not the database answers. */
const unscoped = /^\/(?:healthz|readyz)(?:\?|$)/;
/** What a blocked site may not use: the API and its sockets. Payment webhooks come from the provider, not the site. */
const refusedWhenBlocked = /^\/(?:api|graphql|ws)(?:\/|\?|$)/;
const providerCalls = /^\/api\/payment\/webhooks\//;

function refuseIfBlocked(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!request.siteBlocked || !refusedWhenBlocked.test(request.url) || providerCalls.test(request.url)) return false;
  void reply.status(errors.hostBlocked.status).header('cache-control', 'no-store').send(errorEnvelope(errors.hostBlocked));
  return true;
}

/**
 * Decorates every request with its site, resolved from the Host (`request.host`, which honours
 * X-Forwarded-Host only from the proxies `TRUST_PROXY` names, ADR 0020). A blocked site's API calls get the catalogued
 * "host blocked" error; its pages are rendered as the blocked-host page by the web app.
 */
export const siteResolution = fp(
  async (app: FastifyInstance, options: { sites: SiteService }) => {
    const { sites } = options;
    app.decorateRequest('site', null as unknown as Site);
    app.decorateRequest('siteBlocked', false);

    // A callback hook: it runs on every request, and the sites are nearly always in memory.
    app.addHook('onRequest', (request, reply, done) => {
      if (unscoped.test(request.url)) {
        request.site = STORE_SITE;
        return done();
      }
      const now = sites.resolveHostNow(request.host);
      if (now) {
        request.site = now.site;
        request.siteBlocked = now.blocked;
        if (!refuseIfBlocked(request, reply)) done();
        return;
      }
      sites.resolveHost(request.host).then(
        (resolved) => {
          request.site = resolved.site;
          request.siteBlocked = resolved.blocked;
          if (!refuseIfBlocked(request, reply)) done();
        },
        (err: unknown) => done(err as Error),
      );
    });
  },
  { name: 'site-resolution' },
);
