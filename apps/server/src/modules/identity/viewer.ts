import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UserType } from '@store/contracts';
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

/**
 * Commerce §4's user type of a request (ADR 0053), from its session alone, never from what the
 * client says: logged in with a live access token, soft with a lapsed one that could be renewed.
 */
export async function userTypeOfRequest(request: FastifyRequest, identity: Pick<IdentityService, 'userTypeOf'>): Promise<UserType> {
  if (request.viewer) return UserType.LoggedIn;
  return identity.userTypeOf(request.site.id, accessTokenOf(request));
}
