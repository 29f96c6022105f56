import type { Site } from '@store/contracts/site.ts';

/**
 * When the mobile install prompt shows (shell §2, §6): mobile shoppers, except on white-label
 * sites, are offered to install the store; "Not now" defers the offer for a week, "Don't show
 * again" hides it for good, and so does installing it. The shopper's choice lives in
 * localStorage under `INSTALL_PROMPT_KEY`.
 */

export const INSTALL_PROMPT_KEY = 'installPrompt';
export const DEFER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Widths below this (Tailwind's `md`) count as mobile. */
export const MOBILE_MAX_WIDTH = 767;

export type InstallChoice = { state: 'deferred'; until: number } | { state: 'hidden' };

export type InstallContext = {
  site: Pick<Site, 'theme'>;
  /** The choice stored earlier, as read by `readChoice`. */
  choice: InstallChoice | null;
  now: number;
  /** Whether the viewport is a mobile width. */
  mobile: boolean;
  /** The browser offered installation (`beforeinstallprompt` was captured). */
  installable: boolean;
  /** Already running as the installed app. */
  standalone: boolean;
};

export function shouldOfferInstall(context: InstallContext): boolean {
  if (context.site.theme === 'whitelabel') return false;
  if (!context.mobile || !context.installable || context.standalone) return false;
  const { choice } = context;
  if (choice?.state === 'hidden') return false;
  if (choice?.state === 'deferred' && context.now < choice.until) return false;
  return true;
}

/** "Not now": ask again in a week. */
export function deferChoice(now: number): InstallChoice {
  return { state: 'deferred', until: now + DEFER_DAYS * DAY_MS };
}

/** "Don't show again", and an accepted installation. */
export const hiddenChoice: InstallChoice = { state: 'hidden' };

/** The stored choice; anything unreadable counts as none, so a bad value never hides the prompt for good. */
export function readChoice(stored: string | null): InstallChoice | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { state, until } = value as { state?: unknown; until?: unknown };
    if (state === 'hidden') return hiddenChoice;
    if (state === 'deferred' && typeof until === 'number' && Number.isFinite(until)) return { state, until };
    return null;
  } catch {
    return null;
  }
}

export function writeChoice(choice: InstallChoice): string {
  return JSON.stringify(choice);
}
