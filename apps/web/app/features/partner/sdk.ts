import { PARTNER_SDK_ATTEMPTS, PARTNER_SDK_PATH, PARTNER_SDK_RETRY_MS, type PartnerSdkAnswer } from '@store/contracts/partner.ts';

/** The publisher's browser SDK (shell §7): every operation answers `{status: {code: 2000|2002}, data}`. */
export type PartnerSdk = {
  login(code: string): Promise<PartnerSdkAnswer<unknown>>;
  logout(): Promise<PartnerSdkAnswer<unknown>>;
  fetchPlayer(): Promise<PartnerSdkAnswer<unknown>>;
  initiateAuthentication(returnPath: string): Promise<PartnerSdkAnswer<unknown>>;
};

declare global {
  interface Window {
    PartnerSDK?: PartnerSdk;
  }
}

/**
 * Shell §7: tries `loadOnce` up to `attempts` times, waiting `delayMs` between tries; the SDK, or
 * null when every attempt failed.
 */
export async function loadWithRetries<T>(
  loadOnce: () => Promise<T | null>,
  {
    attempts = PARTNER_SDK_ATTEMPTS,
    delayMs = PARTNER_SDK_RETRY_MS,
    sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
  } = {},
): Promise<T | null> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const loaded = await loadOnce().catch(() => null);
    if (loaded) return loaded;
    if (attempt < attempts) await sleep(delayMs);
  }
  return null;
}

function injectScript(): Promise<PartnerSdk | null> {
  return new Promise((resolve) => {
    if (window.PartnerSDK) return resolve(window.PartnerSDK);
    const script = document.createElement('script');
    // A fresh URL per attempt, so a failed load is not answered from a cache.
    script.src = `${PARTNER_SDK_PATH}?attempt=${Date.now()}`;
    script.async = true;
    script.onload = () => {
      script.remove();
      resolve(window.PartnerSDK ?? null);
    };
    script.onerror = () => {
      script.remove();
      resolve(null);
    };
    document.head.append(script);
  });
}

let loading: Promise<PartnerSdk | null> | null = null;

/** Loads the SDK once per page (3 attempts, 1000 ms apart); a page that failed tries again on the next call. */
export function loadPartnerSdk(): Promise<PartnerSdk | null> {
  loading ??= loadWithRetries(injectScript).then((sdk) => {
    if (!sdk) loading = null;
    return sdk;
  });
  return loading;
}
