import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, isProductReturnPath } from '@store/contracts';
import {
  SOCIAL_SIGN_IN_ERROR_PARAM,
  SOCIAL_SIGN_IN_ERRORS,
  SOCIAL_WELCOME_COOKIE,
  type SocialSignInErrorCode,
} from '@store/contracts/identity.ts';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../config.ts';
import { errorEnvelope } from '../../plugins/errors.ts';
import { accountScope, setSessionCookies, type IdentityService } from '../identity/index.ts';
import type { PendingSignIn, SocialService } from './service.ts';

export type SocialRoutesOptions = { identity: IdentityService; social: SocialService };

/** The pending sign-in's cookie: only the callback ever reads it. */
export const SOCIAL_COOKIE = 'store_social';
const COOKIE_PATH = '/api/identity/social';

/** A shop's first path segment: a country (`sg`) or a language and country (`en-eg`). */
const SHOP_SEGMENT = /^[a-z]{2}(?:-[a-z]{2})?$/;

const isProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value);
const one = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The shop's home (`/sg/`) from the `shop` parameter, else from the return path, else the root. */
function homeOf(shop: string | undefined, returnTo: string | undefined): string {
  if (shop && SHOP_SEGMENT.test(shop)) return `/${shop}/`;
  const segment = returnTo && isProductReturnPath(returnTo) ? returnTo.split('/')[1] : undefined;
  return segment ? `/${segment}/` : '/';
}

function shopOf(home: string): { countryCode: string | null; langCode: string | null } {
  const segment = home.split('/')[1] ?? '';
  if (!SHOP_SEGMENT.test(segment)) return { countryCode: null, langCode: null };
  const [first, second] = segment.split('-');
  return second ? { countryCode: second, langCode: first! } : { countryCode: first!, langCode: null };
}

/**
 * `/api/identity/social/{google|facebook}/start` and `/callback` (shell §5, §8; docs/decisions/0013):
 * the authorization code flow with state, nonce and PKCE, kept in a short-lived signed cookie. The
 * callback always ends in a redirect: to the stored return path or the shop's home on success, to
 * the home on access denied, and to the home with `signInError` (shown as an error toast) otherwise.
 */
export async function socialRoutes(app: FastifyInstance, { identity, social }: SocialRoutesOptions) {
  accountScope(app, identity);

  const cookieOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
  });
  const callbackUrl = (request: FastifyRequest, provider: SocialProvider) =>
    `${request.protocol}://${request.host}/api/identity/social/${provider}/callback`;

  function failed(reply: FastifyReply, home: string, code: SocialSignInErrorCode) {
    return reply.redirect(`${home}?${SOCIAL_SIGN_IN_ERROR_PARAM}=${code}`, 302);
  }

  app.get<{ Params: { provider: string }; Querystring: Record<string, unknown> }>('/:provider/start', async (request, reply) => {
    const { provider } = request.params;
    if (!isProvider(provider) || !social.enabled(provider)) return reply.status(404).send(errorEnvelope(errors.notFound));
    const query = request.query ?? {};
    const asked = one(query.returnTo);
    const home = homeOf(one(query.shop), asked);
    // Only a product page of the spec's format, or the home itself: never an open redirect.
    const returnTo = asked && asked.length <= 200 && (isProductReturnPath(asked) || asked === home) ? asked : home;
    let begun;
    try {
      begun = await social.begin(provider, callbackUrl(request, provider), returnTo, home);
    } catch (err) {
      request.log.warn({ err, provider }, 'social sign-in provider unavailable');
      return failed(reply, home, 'UNKNOWN_SIGN_IN_ERROR');
    }
    reply.setCookie(SOCIAL_COOKIE, social.seal(begun.pending), { ...cookieOptions(request), maxAge: 600 });
    return reply.redirect(begun.url.href, 302);
  });

  app.get<{ Params: { provider: string }; Querystring: Record<string, unknown> }>('/:provider/callback', async (request, reply) => {
    const { provider } = request.params;
    if (!isProvider(provider) || !social.enabled(provider)) return reply.status(404).send(errorEnvelope(errors.notFound));
    const query = request.query ?? {};
    const pending: PendingSignIn | null = social.open(request.cookies?.[SOCIAL_COOKIE]);
    // The attempt is over whatever happens: its state, nonce and verifier are never used twice.
    reply.clearCookie(SOCIAL_COOKIE, cookieOptions(request));
    if (!pending || pending.p !== provider || one(query.state) !== pending.s) {
      return failed(reply, pending?.h ?? homeOf(undefined, undefined), 'SOCIAL_STATE_INVALID');
    }
    const error = one(query.error);
    if (error === 'access_denied') return reply.redirect(pending.h, 302);
    if (error) return failed(reply, pending.h, 'UNKNOWN_SIGN_IN_ERROR');

    let profile;
    try {
      profile = await social.finish(pending, new URL(request.url, callbackUrl(request, provider)));
    } catch (err) {
      request.log.warn({ err, provider }, 'social sign-in code exchange failed');
      return failed(reply, pending.h, 'UNKNOWN_SIGN_IN_ERROR');
    }
    const signedIn = await identity.signInVouched(request.site.id, profile, shopOf(pending.h));
    if (!signedIn.ok) return failed(reply, pending.h, codeOf(signedIn.error.resultCode));
    setSessionCookies(request, reply, signedIn.value.session, identity.now());
    if (signedIn.value.firstLogin) {
      // The page shows the welcome modal of a first sign-in (shell §4) and deletes this cookie.
      reply.setCookie(SOCIAL_WELCOME_COOKIE, JSON.stringify({ name: signedIn.value.user.name ?? '' }), {
        path: '/',
        maxAge: 120,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        httpOnly: false,
      });
    }
    return reply.redirect(pending.r, 302);
  });
}

const KNOWN = new Set<string>(SOCIAL_SIGN_IN_ERRORS);
const codeOf = (code: string | number): SocialSignInErrorCode =>
  (KNOWN.has(String(code)) ? String(code) : 'UNKNOWN_SIGN_IN_ERROR') as SocialSignInErrorCode;
