import { useEffect } from 'react';
import { SESSION_REFRESH_INTERVAL_MS } from '@store/contracts/identity-codes.ts';
import { refreshSession } from './client.ts';
import type { SessionState } from './session.server.ts';
import { WelcomeModal } from './welcome.tsx';

/** When another tab refreshed last: a refresh token is single-use, so tabs take turns (ADR 0012). */
const REFRESHED_AT_KEY = 'store.sessionRefreshedAt';
const EARLY_MS = 60_000;

function recentlyRefreshed(): boolean {
  try {
    return Date.now() - Number(window.localStorage.getItem(REFRESHED_AT_KEY) ?? 0) < EARLY_MS;
  } catch {
    return false;
  }
}

async function refreshOnce(): Promise<number | null> {
  const run = async () => {
    if (recentlyRefreshed()) return null;
    const result = await refreshSession();
    if (!result.ok) return null;
    try {
      window.localStorage.setItem(REFRESHED_AT_KEY, String(Date.now()));
    } catch {
      /* no storage: this tab alone refreshes */
    }
    const seconds = (result.data as { accessTokenExpiresIn?: unknown } | null)?.accessTokenExpiresIn;
    return typeof seconds === 'number' ? seconds : null;
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('store-session-refresh', run) : run();
}

/** The next refresh: shell §9's 55 minutes, or a minute before the access token runs out. */
export function nextRefreshMs(expiresInSeconds: number | null): number {
  if (expiresInSeconds === null) return SESSION_REFRESH_INTERVAL_MS;
  return Math.max(5_000, Math.min(SESSION_REFRESH_INTERVAL_MS, expiresInSeconds * 1000 - EARLY_MS));
}

/**
 * Keeps a signed-in shopper's session alive while a page is open (shell §4, §9): the session
 * cookie is refreshed on a timer; an access cookie that arrived expired is refreshed at once and
 * the page loaded again for the signed-in shopper. Shows the welcome modal after a first sign-in.
 */
export function AccountSession({ session }: { session: SessionState }) {
  const { signedIn, expired, expiresIn } = session;
  useEffect(() => {
    if (!signedIn && !expired) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = (seconds: number | null) => {
      if (stopped) return;
      timer = setTimeout(() => {
        void refreshOnce().then((next) => schedule(next ?? null));
      }, nextRefreshMs(seconds));
    };
    if (expired) {
      // Renewed: load the page again signed in. Refused (an account code): the answer cleared the
      // cookies, so loading again shows the guest's page. No answer: stay, and do not loop.
      void refreshSession().then((result) => {
        if (!stopped && (result.ok || typeof result.resultCode === 'string')) window.location.reload();
      });
    } else schedule(expiresIn);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [signedIn, expired, expiresIn]);
  return signedIn ? <WelcomeModal /> : null;
}
