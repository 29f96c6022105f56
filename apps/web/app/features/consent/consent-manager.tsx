import { lazy, Suspense } from 'react';
import { useRouteLoaderData } from 'react-router';
import { t } from '../../lib/i18n.ts';
import type { ConsentPolicy } from './policy.ts';
import { setPreferencesOpen, useConsent, usePreferencesOpen } from './store.ts';

const loadConsentUi = () => import('./consent-ui.tsx');
const ConsentUi = lazy(loadConsentUi);

/**
 * Rendered by the root layout on every page. It decides in the browser, after hydration, from the
 * shopper's own cookies (ADR 0010), so the server's HTML is the same for every visitor and the
 * banner never arrives in a cached page meant for someone else. What it shows (the banner, the
 * preferences, the floating "Cookie settings") is a lazily loaded chunk, fetched only where a
 * consent manager applies.
 */
export function ConsentManager({ policy }: { policy: ConsentPolicy }) {
  const consent = useConsent(policy);
  const preferencesOpen = usePreferencesOpen();
  if (!policy.manager || !consent.ready) return null;
  const floatingSettings = policy.floatingSettings && !consent.bannerVisible;
  if (!floatingSettings && !consent.bannerVisible && !preferencesOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentUi
        floatingSettings={floatingSettings}
        bannerVisible={consent.bannerVisible}
        preferencesOpen={preferencesOpen}
        choices={consent.choices}
      />
    </Suspense>
  );
}

/** Whether the page has a consent manager, i.e. whether to offer "Cookie settings". */
export function useConsentManager(): boolean {
  const root = useRouteLoaderData('root') as { consent?: ConsentPolicy } | undefined;
  return root?.consent?.manager === true;
}

/** "Cookie settings": reopens the preferences where a consent manager applies, e.g. in the footer. */
export function CookieSettingsButton({ className }: { className?: string }) {
  if (!useConsentManager()) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => setPreferencesOpen(true)}
      onPointerEnter={() => void loadConsentUi()}
      onFocus={() => void loadConsentUi()}
    >
      {t('consent.preferences.open')}
    </button>
  );
}
