import { Platform } from '@store/contracts/analytics-dimensions.ts';

/**
 * The platform of commerce §4 as this browser is (ADR 0053): the installed web app (PWA) when the
 * page runs standalone, mobile on a touch-first small screen or a mobile browser, else desktop.
 * Only called in the browser; the server records it as reported, checked against the three values.
 */
export function detectPlatform(win: Pick<Window, 'matchMedia' | 'navigator'> = window): Platform {
  const matches = (query: string) => typeof win.matchMedia === 'function' && win.matchMedia(query).matches;
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (iosStandalone || matches('(display-mode: standalone)') || matches('(display-mode: fullscreen)')) return Platform.Pwa;
  const mobileAgent = /Mobi|Android|iPhone|iPad|iPod/i.test(win.navigator.userAgent);
  if (mobileAgent || (matches('(pointer: coarse)') && matches('(max-width: 900px)'))) return Platform.Mobile;
  return Platform.Desktop;
}
