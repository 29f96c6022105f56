import { useStoreAfterHydration } from '../lib/hydrated.ts';

/**
 * The part of the install prompt every page carries (ADR 0011): the browser's offer, captured as
 * soon as this module loads (before React hydrates) so it is never missed, with its default
 * mini-infobar suppressed, and whether the viewport is a phone's. The prompt itself
 * (install-prompt.tsx) is loaded only once both are true.
 */

/** The same values as install-prompt-rules.ts (install-offer.test.ts keeps them equal). */
export const INSTALL_PROMPT_KEY = 'installPrompt';
export const MOBILE_MAX_WIDTH = 767;

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let captured: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

export function notifyInstallOffer() {
  listeners.forEach((listener) => listener());
}

/** The captured offer, for the prompt's install button; it can be used only once. */
export function takeInstallOffer(): InstallPromptEvent | null {
  const offer = captured;
  captured = null;
  return offer;
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    captured = event as InstallPromptEvent;
    notifyInstallOffer();
  });
  window.addEventListener('appinstalled', () => {
    // Installed: never ask again (the "hidden" choice of install-prompt-rules.ts).
    try {
      localStorage.setItem(INSTALL_PROMPT_KEY, JSON.stringify({ state: 'hidden' }));
    } catch {
      // Storage may be off (private mode).
    }
    captured = null;
    notifyInstallOffer();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const never = () => false;
const offeredNow = () => captured !== null;

/** Whether the browser has offered installation (and the offer is still unused). */
export function useInstallOffer(): boolean {
  return useStoreAfterHydration(subscribe, offeredNow, never);
}

const mobileQuery = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(mobileQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const mobileNow = () => window.matchMedia(mobileQuery).matches;

export function useMobileWidth(): boolean {
  // Asking a media query computes the page's style: after hydration, that happens in the transition.
  return useStoreAfterHydration(subscribeToWidth, mobileNow, never);
}
