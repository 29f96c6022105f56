import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokenOf } from './http.ts';
import type { IdentityService } from './service.ts';
import type { Viewer } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in shopper of the request, from the access token (cookie or bearer) of this
     * site, checked for signature and expiry only; null for a guest. Calls that act on the account
     * check it against the database (`identity.authenticate`).
     */
    viewer: Viewer | null;
  }
}

/** Decorates every request with `request.viewer`; registered after the site resolution. */
export const viewerResolution = fp(
  async (app: FastifyInstance, { identity }: { identity: IdentityService }) => {
    app.decorateRequest('viewer', null);
    // A callback hook: a guest's request (no token) costs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = accessTokenOf(request);
      if (!token) return done();
      identity.viewerOf(request.site.id, token).then(
        (viewer) => {
          request.viewer = viewer;
          done();
        },
        () => done(),
      );
    });
  },
  { name: 'viewer-resolution', dependencies: ['site-resolution'] },
);
