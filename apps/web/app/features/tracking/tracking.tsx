import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { analyticsAllowedIn, ANALYTICS_CONSENT, cookieValue, MARKETING_CONSENT } from '@store/contracts/consent.ts';
import { useConsent, type ConsentPolicy } from '../consent/index.ts';
import { CLICK_ID_COOKIE, isCampaignParam, UTM_STORAGE_KEY } from './keys.ts';
import { pageViewOf, sendPageView } from './page-view.ts';
import { detectPlatform } from '../../lib/platform.ts';

/** Campaign attribution's code (storage.ts, campaign.ts), loaded only when it has work to do. */
const loadCampaign = () => import('./storage.ts');

/**
 * Whether campaign attribution has anything to do on this page: the URL carries campaign
 * parameters, or records or a click id are kept from before (to expire, or to delete without
 * consent). Most pages have none of these, and never download that code.
 */
function campaignWork(search: string): boolean {
  for (const key of new URLSearchParams(search).keys()) if (isCampaignParam(key)) return true;
  try {
    if (window.localStorage.getItem(UTM_STORAGE_KEY) !== null) return true;
  } catch {
    // storage disabled: only the cookie can hold anything
  }
  return cookieValue(document.cookie, CLICK_ID_COOKIE) !== null;
}

/** A route that is not counted as a page view (shell §2): `export const handle = { skipPageView: true }`. */
export type TrackingHandle = { skipPageView?: boolean };

function skipsPageView(matches: ReturnType<typeof useMatches>): boolean {
  return matches.some((match) => (match.handle as TrackingHandle | undefined)?.skipPageView === true);
}

/**
 * Page views and campaign attribution, in the browser after hydration, each only with its consent:
 * a page view after every navigation with performance consent (C0002), never in Russia and never on
 * a route flagged to skip; UTM records and the click id with marketing consent (C0004), and without
 * it nothing of them is kept. Consent given on a page counts that page at once. The campaign code
 * is loaded only on pages where it has something to do.
 */
export function Tracking({ policy, language }: { policy: ConsentPolicy; language: string }) {
  const consent = useConsent(policy);
  const location = useLocation();
  const matches = useMatches();
  const skip = skipsPageView(matches);
  const analytics = consent.ready && consent.choices[ANALYTICS_CONSENT] && analyticsAllowedIn(policy.countryCode);
  const marketing = consent.choices[MARKETING_CONSENT];
  const counted = useRef<string | null>(null);
  const campaignSeen = useRef<string | null>(null);
  const page = useRef<{ key: string | null; path: string | null; referrer: string }>({ key: null, path: null, referrer: '' });

  // The referrer of the first page is where the shopper came from; after that, our previous page.
  useEffect(() => {
    if (page.current.key === location.key) return;
    const referrer = page.current.path === null ? document.referrer : `${window.location.origin}${page.current.path}`;
    page.current = { key: location.key, path: location.pathname, referrer };
  }, [location.key, location.pathname]);

  useEffect(() => {
    if (!analytics || skip || counted.current === location.key) return;
    counted.current = location.key;
    const view = pageViewOf({ pathname: location.pathname, countryCode: policy.countryCode, language, referrer: page.current.referrer });
    if (view) sendPageView({ ...view, platform: detectPlatform() });
  }, [analytics, skip, location.key, location.pathname, policy.countryCode, language]);

  useEffect(() => {
    if (!consent.ready) return;
    if (!marketing) {
      if (campaignWork('')) void loadCampaign().then((campaign) => campaign.forgetCampaign());
      return;
    }
    if (campaignSeen.current === location.key) return;
    campaignSeen.current = location.key;
    const search = location.search;
    if (campaignWork(search)) void loadCampaign().then((campaign) => campaign.rememberCampaign(search, policy.whitelabel));
  }, [consent.ready, marketing, location.key, location.search, policy.whitelabel]);

  return null;
}
