import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_UPDATED_COOKIE,
  cookieValue,
  parseConsent,
  serialiseConsent,
  type ConsentChoices,
} from '@store/contracts/consent.ts';
import { useStoreAfterHydration } from '../../lib/hydrated.ts';
import { withdrawnCookies } from './categories.ts';
import { effectiveConsent, type Consent, type ConsentPolicy, type StoredConsent } from './policy.ts';

/**
 * The shopper's consent in the browser, read from `document.cookie` after hydration (never on
 * the server: a cached page must not carry one visitor's choice to another, ADR 0010), plus
 * whether the preferences dialog is open, so any component can open it.
 */
type Snapshot = { stored: StoredConsent; preferencesOpen: boolean };

const listeners = new Set<() => void>();
let snapshot: Snapshot | null = null;
let snapshotCookies: string | null = null;
let cookiesMayHaveChanged = true;
let preferencesOpen = false;

/**
 * `document.cookie` is a synchronous read from the browser's cookie store, and React asks for the
 * snapshot at every render and commit of every component that uses it: the cookies are read again
 * only after this module wrote them (`notify`) or the tab came back into view (another tab may
 * have), not at every call. Cookies found unchanged keep the same snapshot.
 */
function read(): Snapshot {
  if (snapshot !== null && !cookiesMayHaveChanged) return snapshot;
  cookiesMayHaveChanged = false;
  const cookies = document.cookie;
  if (snapshot === null || cookies !== snapshotCookies) {
    snapshotCookies = cookies;
    snapshot = {
      stored: {
        decided: cookieValue(cookies, CONSENT_UPDATED_COOKIE) !== null,
        choices: parseConsent(cookieValue(cookies, CONSENT_COOKIE)),
      },
      preferencesOpen,
    };
  }
  return snapshot;
}

function notify() {
  snapshot = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A choice made in another tab shows when the shopper comes back to this one.
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    cookiesMayHaveChanged = true;
    listener();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    listeners.delete(listener);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

function serverSnapshot(): Snapshot | null {
  return null;
}

function useSnapshot(): Snapshot | null {
  return useStoreAfterHydration(subscribe, read, serverSnapshot);
}

/** The consent in force on this page; see effectiveConsent. */
export function useConsent(policy: ConsentPolicy): Consent {
  return effectiveConsent(policy, useSnapshot()?.stored ?? null);
}

export function usePreferencesOpen(): boolean {
  return useSnapshot()?.preferencesOpen ?? false;
}

export function setPreferencesOpen(open: boolean) {
  if (preferencesOpen === open) return;
  preferencesOpen = open;
  notify();
}

/** Saves a choice for 365 days (shell §9), with the preference-updated cookie that hides the banner. */
export function saveConsent(choices: ConsentChoices) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const attributes = `; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  document.cookie = `${CONSENT_COOKIE}=${serialiseConsent(choices)}${attributes}`;
  document.cookie = `${CONSENT_UPDATED_COOKIE}=${new Date().toISOString()}${attributes}`;
  for (const name of withdrawnCookies(choices)) document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  preferencesOpen = false;
  notify();
}
