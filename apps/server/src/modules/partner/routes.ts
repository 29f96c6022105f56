import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTHORIZE_SUCCESS, PARTNER_SDK_PATH, PARTNER_SESSION_COOKIE } from '@store/contracts/partner.ts';
import { envelope, unwrap } from '../../plugins/errors.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import { accountScope, type IdentityService } from '../identity/index.ts';
import { partnerSdkScript, sandboxPartnerSsoRoutes, type SandboxPartnerSso } from '../../providers/partner-sso/index.ts';
import type { PartnerService, PartnerSession } from './service.ts';

function setPartnerCookie(request: FastifyRequest, reply: FastifyReply, session: PartnerSession, now: number) {
  reply.setCookie(PARTNER_SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: Math.max(1, Math.floor((session.expiresAt - now) / 1000)),
  });
}

function clearPartnerCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(PARTNER_SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: '/' });
}

export type PartnerRoutesOptions = { partner: PartnerService; identity: IdentityService };

/**
 * The partner calls of the customer service (under /api/customer, shell §7; ADR 0014):
 * `POST /user/authorize` opens the partner session, `GET /user/partner-session` says whether one is
 * open, `POST /user/partner-logout` ends it. The account calls' rules apply (ADR 0012): anti-forgery
 * token on POSTs, no caching, small bodies, the site's account switch.
 */
export async function partnerCustomerRoutes(app: FastifyInstance, { partner, identity }: PartnerRoutesOptions) {
  accountScope(app, identity);

  app.post<{ Body: unknown }>('/user/authorize', { config: rateLimited }, async (request, reply) => {
    const body = request.body;
    const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const result = await partner.authorize(request.site.id, input);
    if (!result.ok) {
      clearPartnerCookie(request, reply);
      return unwrap(result);
    }
    setPartnerCookie(request, reply, result.value.session, partner.now());
    const { player } = result.value;
    return {
      resultCode: AUTHORIZE_SUCCESS,
      resultMessage: 'Success',
      data: { playerId: player.id, name: player.name, country: player.country },
    };
  });

  app.get('/user/partner-session', async (request) => {
    const viewer = await partner.viewerOf(request.site.id, request.cookies?.[PARTNER_SESSION_COOKIE]);
    return envelope({ signedIn: !!viewer, playerId: viewer?.playerId ?? null });
  });

  app.post('/user/partner-logout', async (request, reply) => {
    clearPartnerCookie(request, reply);
    return envelope({ signedOut: true });
  });
}

/** The publisher's browser SDK (shell §7), served by the store; 404 when no publisher is configured. */
export async function partnerSdkRoutes(app: FastifyInstance, { sandbox }: { sandbox: SandboxPartnerSso | null }) {
  const script = sandbox ? partnerSdkScript('/sandbox/partner/api') : null;
  app.get(PARTNER_SDK_PATH, async (_request, reply) => {
    if (!script) return reply.status(404).type('text/plain; charset=utf-8').send('No publisher SDK is configured.');
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(script);
  });
  if (sandbox) await app.register(sandboxPartnerSsoRoutes, { prefix: '/sandbox/partner', sso: sandbox });
}
