import { lazy, Suspense } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useConsent, type ConsentPolicy } from '../features/consent/index.ts';
import { isWhiteLabel, useSite } from '../lib/site.ts';
import { ErrorModal } from './error-modal.tsx';
import { notifyInstallOffer, takeInstallOffer, useInstallOffer, useMobileWidth } from './install-offer.ts';
import { ServiceWorkerRegistration } from './service-worker-registration.tsx';
import { Toasts } from './toasts.tsx';

/** Loaded only on a phone once the browser has offered installation (ADR 0011). */
const InstallPrompt = lazy(() => import('./install-prompt.tsx'));

/** Pages without consent data (never in practice) behave as where no consent manager applies. */
const noConsentManager: ConsentPolicy = { manager: false, countryCode: null, whitelabel: false, floatingSettings: false };

/**
 * What every page carries besides its content (shell §2): the toasts' live region, the error
 * modal, the install prompt (never on white-label sites; the root's head links the web app
 * manifest on the same terms), and the shop's service worker. `segment` is the shop of the page ("sg", "en-eg"), or null outside one.
 */
export function ShellOverlays({ segment }: { segment: string | null }) {
  const site = useSite();
  const root = useRouteLoaderData('root') as { consent?: ConsentPolicy } | undefined;
  const consent = useConsent(root?.consent ?? noConsentManager);
  const installable = !isWhiteLabel(site);
  const offered = useInstallOffer();
  const mobile = useMobileWidth();
  return (
    <>
      <Toasts />
      <ErrorModal />
      {/* One question at a time: the install offer waits until the cookie banner is answered. */}
      {installable && consent.ready && !consent.bannerVisible && offered && mobile ? (
        <Suspense fallback={null}>
          <InstallPrompt installable={offered} mobile={mobile} takeOffer={takeInstallOffer} offerUsed={notifyInstallOffer} />
        </Suspense>
      ) : null}
      <ServiceWorkerRegistration segment={segment} />
    </>
  );
}
