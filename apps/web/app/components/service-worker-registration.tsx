import { useEffect } from 'react';

/**
 * Shell §4: "a service worker is registered on load, scoped to the first path segment". The
 * worker of a shop lives at /{segment}/sw.js (routes/service-worker.ts), so its scope is the shop.
 * Registration waits for the page's `load`, so it never competes with the page for the network.
 */
export function ServiceWorkerRegistration({ segment }: { segment: string | null }) {
  useEffect(() => {
    if (!segment || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register(`/${segment}/sw.js`, { scope: `/${segment}/` }).catch(() => {
        // No worker (private mode, an old browser, a failed install): the shop works online as before.
      });
    };
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, [segment]);
  return null;
}
