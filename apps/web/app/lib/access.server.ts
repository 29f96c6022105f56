import type { Site } from '@store/contracts';
import { readCookie } from '@store/contracts/cookies.server.ts';
import { SESSION_COOKIES } from '@store/contracts/identity.ts';
import type { AppLoadContext } from 'react-router';
import type { CountryFeatures, ShopLocale } from './locale.ts';
import { shopCookies } from './locale.server.ts';
import { shopPath } from './locale.ts';
import type { CountryFeature } from './paths.ts';

/**
 * Access rules of the route table (shell §2, commerce §2; ADR 0008): per-country feature
 * switches, white-label sites, and screens that need a signed-in shopper. `decideAccess` is the
 * rule, pure and unit-tested; `enforceAccess` applies it in a loader.
 */

/** Who is asking: `userId` is the signed-in shopper's, null for a guest. */
export type Viewer = { signedIn: boolean; userId: string | null };

/**
 * The shopper behind a request: signed in when the access token (cookie or bearer) is valid for
 * this site (ADR 0012: signature, expiry and site; the account calls check the database). A
 * request with neither is a guest without asking the identity service.
 */
export async function currentViewer(context: AppLoadContext, request: Request): Promise<Viewer> {
  if (!readCookie(request, SESSION_COOKIES.access) && !request.headers.has('authorization')) return { signedIn: false, userId: null };
  const viewer = await context.services.identity.viewerFromHeaders(context.site.id, request.headers);
  return { signedIn: viewer !== null, userId: viewer?.userId ?? null };
}

export type AccessRule =
  /** Open to everyone where the country (and site) has the feature: guest notifications. */
  | { kind: 'feature'; feature: CountryFeature }
  /** Needs a signed-in shopper and the feature; `null` for a screen the table does not know. */
  | { kind: 'signedIn'; feature: CountryFeature | null }
  /** Sign-in, sign-up and the other account screens. */
  | { kind: 'accountScreen' };

/** `home`: the shop's home path; `root`: "/" (which then picks the shop, shell §2). */
export type AccessDecision = 'allow' | 'home' | 'root';

export type AccessSubject = {
  features: CountryFeatures;
  site: Pick<Site, 'theme' | 'features'>;
  viewer: Viewer;
};

/** Whether a feature is on for this country on this site (shell §3, §6; commerce §2). */
export function featureOn(feature: CountryFeature, { features, site }: Pick<AccessSubject, 'features' | 'site'>): boolean {
  if (!features[feature]) return false;
  switch (feature) {
    case 'accounts':
      return site.theme !== 'whitelabel' && site.features.account;
    // Commerce §2: the wallet is hidden on white-label sites, and so are the rewards (issue 16).
    case 'wallet':
    case 'rewards':
      return site.theme !== 'whitelabel';
    case 'notifications':
      return site.features.notification;
    default:
      return true;
  }
}

export function decideAccess(rule: AccessRule, subject: AccessSubject): AccessDecision {
  switch (rule.kind) {
    case 'feature':
      return featureOn(rule.feature, subject) ? 'allow' : 'home';
    case 'signedIn':
      // Shell §2: logged-in routes redirect to / for guests.
      if (!subject.viewer.signedIn) return 'root';
      return rule.feature === null || featureOn(rule.feature, subject) ? 'allow' : 'home';
    case 'accountScreen':
      // Only when accounts are enabled and the theme is not white-label; a signed-in shopper has no use for them.
      return featureOn('accounts', subject) && !subject.viewer.signedIn ? 'allow' : 'home';
  }
}

/**
 * A redirect to the shop home (or "/"). The shopper's cookie decides it, so no cache keeps it;
 * it carries the shop's cookies, which the shop layout would have set had the page rendered.
 */
export function accessRedirect(request: Request, shop: ShopLocale, to: 'home' | 'root'): Response {
  const headers = new Headers({ Location: to === 'home' ? shopPath(shop) : '/', 'Cache-Control': 'no-store', Vary: 'Cookie' });
  for (const cookie of shopCookies(request, shop)) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 302, headers });
}

/** In a loader: throws the redirect the rule calls for, or returns the viewer it let through. */
export async function enforceAccess(
  args: { context: AppLoadContext; request: Request; shop: ShopLocale },
  rule: AccessRule,
): Promise<Viewer> {
  const viewer = await currentViewer(args.context, args.request);
  const decision = decideAccess(rule, { features: args.shop.country.features, site: args.context.site, viewer });
  if (decision !== 'allow') throw accessRedirect(args.request, args.shop, decision);
  return viewer;
}
