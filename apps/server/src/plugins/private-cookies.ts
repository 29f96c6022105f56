import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPersonalAnswer } from './shared-caching.ts';

/**
 * An answer that sets a cookie is the visitor's own: `private, max-age=0` unless it already says
 * `private` or `no-store`, whatever the route asked for (ADR 0020). A catalogue page that stores
 * the shopper's country is otherwise `public, s-maxage`, and a CDN that ignores `Vary: Cookie`
 * would hand that cookie to everyone. Private, not no-store: the shop's service worker may still
 * keep the page on the shopper's device. The store's own page cache still keeps the rendered page,
 * keyed by the exact Cookie header (ADR 0027); only what leaves the store changes. Registered
 * after @fastify/cookie, whose hook writes the cookies it was given.
 */
export const privateCookies = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.hasHeader('set-cookie') && !isPersonalAnswer(String(reply.getHeader('cache-control') ?? ''))) {
        reply.header('cache-control', 'private, max-age=0');
      }
      done(null, payload);
    });
  },
  { name: 'private-cookies', dependencies: ['@fastify/cookie'] },
);
