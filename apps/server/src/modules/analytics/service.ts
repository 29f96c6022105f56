import { ANALYTICS_CONSENT, analyticsAllowedIn, CONSENT_COOKIE, parseConsent, type PageViewRequest } from '@store/contracts';
import { readCookie } from '@store/contracts/cookies.server.ts';
import type { Executor } from '@store/db';
import { createAnalyticsRepository } from './repository.ts';

export type PageViewContext = {
  /** The storefront site the page was on. */
  siteId: number;
  /** The request's `Cookie` header: the consent cookie travels with the beacon. */
  cookies: string | undefined;
};

export type PageViewOutcome = 'recorded' | 'notConsented' | 'blockedCountry' | 'unknownCountry';

type Dependencies = {
  db: Executor;
  /** Whether a site sells in a country (the catalogue's cached lookup). */
  countryExists(siteId: number, code: string): Promise<boolean>;
};

/**
 * Page views (shell §2, §6). The browser only beacons a page view with performance consent
 * (C0002) outside Russia; the service holds the same line on its side, so a stale script, a
 * replayed beacon or a hand-made request cannot count a shopper who said no.
 */
export function createAnalyticsService({ db, countryExists }: Dependencies) {
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
      });
      return 'recorded';
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
