import { CSRF_HEADER, SESSION_REFRESH_INTERVAL_MS, type CsrfTokenResponse } from '@store/contracts/identity-codes.ts';
import { callApi, type ApiResult } from '../../lib/api.ts';

/**
 * The browser side of the account calls (shell §7, §9; ADR 0012): every state-changing call
 * carries the anti-forgery token of `GET /generateCsrfToken` in `X-CSRF-Token`; the token is
 * fetched again on a timer of its `expiry` (seconds × 1000 ms). An expired session (`SEC_01`) is
 * refreshed once and the call repeated.
 */
export type CsrfSource = { token(): Promise<string | null>; stop(): void };

type Fetcher = () => Promise<ApiResult<CsrfTokenResponse>>;
type Timers = { set(run: () => void, ms: number): unknown; clear(handle: unknown): void };

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createCsrfSource(
  fetchToken: Fetcher = () => callApi<CsrfTokenResponse>('/generateCsrfToken'),
  timers: Timers = browserTimers,
): CsrfSource {
  let current: Promise<string | null> | null = null;
  let timer: unknown = null;
  const load = (): Promise<string | null> => {
    current = fetchToken().then((result) => {
      if (!result.ok) {
        // Asked again on the next call rather than kept as a failure.
        current = null;
        return null;
      }
      if (timer !== null) timers.clear(timer);
      timer = timers.set(
        () => {
          void load();
        },
        Math.max(1, result.data.expiry) * 1000,
      );
      return result.data.token;
    });
    return current;
  };
  return {
    token: () => current ?? load(),
    stop() {
      if (timer !== null) timers.clear(timer);
      timer = null;
      current = null;
    },
  };
}

let shared: CsrfSource | null = null;
function csrf(): CsrfSource {
  return (shared ??= createCsrfSource());
}

export function refreshSession(): Promise<ApiResult<unknown>> {
  return callApi('/api/identity/refresh');
}

/** A POST to an account call, with the anti-forgery token, refreshing the session once on `SEC_01`. */
export async function accountPost<T>(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<ApiResult<T>> {
  const send = async () => {
    const token = await csrf().token();
    return callApi<T>(path, { method: 'POST', body, headers: token ? { ...headers, [CSRF_HEADER]: token } : headers });
  };
  let result = await send();
  if (!result.ok && result.resultCode === 'CSRF_TOKEN_INVALID') {
    csrf().stop();
    result = await send();
  }
  if (!result.ok && result.resultCode === 'SEC_01' && (await refreshSession()).ok) result = await send();
  return result;
}

/** A GET of an account call, refreshing the session once on `SEC_01`. */
export async function accountGet<T>(path: string, headers: Record<string, string> = {}): Promise<ApiResult<T>> {
  let result = await callApi<T>(path, { headers });
  if (!result.ok && result.resultCode === 'SEC_01' && (await refreshSession()).ok) result = await callApi<T>(path, { headers });
  return result;
}

export { SESSION_REFRESH_INTERVAL_MS };
