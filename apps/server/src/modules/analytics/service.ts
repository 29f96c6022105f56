import {
  ANALYTICS_CONSENT,
  analyticsAllowedIn,
  CONSENT_COOKIE,
  CustomerType,
  parseConsent,
  type PageViewRequest,
  type UserType,
} from '@store/contracts';
import { readCookie } from '@store/contracts/cookies.server.ts';
import type { Executor } from '@store/db';
import { createAnalyticsRepository } from './repository.ts';

export type PageViewContext = {
  /** The storefront site the page was on. */
  siteId: number;
  /** The request's `Cookie` header: the consent cookie travels with the beacon. */
  cookies: string | undefined;
  /** Commerce §4's user type, decided from the request's session (ADR 0053). */
  userType: UserType;
  /** The signed-in shopper, whose order history says whether they are a returning customer; null for a guest. */
  userId: string | null;
};

export type PageViewOutcome = 'recorded' | 'notConsented' | 'blockedCountry' | 'unknownCountry';

type Dependencies = {
  db: Executor;
  /** Whether a site sells in a country (the catalogue's cached lookup). */
  countryExists(siteId: number, code: string): Promise<boolean>;
  /** Whether a signed-in shopper has paid for an order on the site before (the order service's). */
  hasPaidOrder(siteId: number, userId: string): Promise<boolean>;
};

/**
 * Page views (shell §2, §6). The browser only beacons a page view with performance consent
 * (C0002) outside Russia; the service holds the same line on its side, so a stale script, a
 * replayed beacon or a hand-made request cannot count a shopper who said no.
 */
export function createAnalyticsService({ db, countryExists, hasPaidOrder }: Dependencies) {
  const repository = createAnalyticsRepository(db);
  return {
    async recordPageView(view: PageViewRequest, context: PageViewContext): Promise<PageViewOutcome> {
      if (!analyticsAllowedIn(view.countryCode)) return 'blockedCountry';
      // No consent cookie: a country without a consent manager, where consent is implied.
      const consent = parseConsent(readCookie(context.cookies, CONSENT_COOKIE));
      if (consent && !consent[ANALYTICS_CONSENT]) return 'notConsented';
      if (view.countryCode !== null && !(await countryExists(context.siteId, view.countryCode))) return 'unknownCountry';
      await repository.insertPageView({
        siteId: context.siteId,
        path: view.path,
        countryCode: view.countryCode,
        language: view.language,
        referrer: view.referrer,
        userType: context.userType,
        // A guest is not known across visits, so never returning; a signed-in shopper by their orders.
        customer:
          context.userId !== null && (await hasPaidOrder(context.siteId, context.userId)) ? CustomerType.Returning : CustomerType.New,
        platform: view.platform ?? null,
      });
      return 'recorded';
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
