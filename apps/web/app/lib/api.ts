import type { Envelope } from '@store/contracts/errors.ts';
import { INVALID_SIGNATURE_RESULT_CODE } from '@store/contracts/request-signing.ts';
import type { MessageKey } from './i18n.ts';
import { CLIENT_TIMEOUT_STATUS, networkErrorCode, networkErrorMessage, OFFLINE_STATUS, type NetworkFailure } from './network-error.ts';

/** A field the server blamed (`data.fields` of a catalogued error), e.g. { path: 'email' }. */
export type FieldProblem = { path: string; code: string };

export type ApiFailure = {
  ok: false;
  /** A number for commerce §8's codes, the spec's name for account failures (`SEC_01`, ADR 0012). */
  resultCode: number | string;
  /** Translation key of the catalogued message; never shown as a raw code. */
  messageKey: MessageKey;
  fields: FieldProblem[];
  data: unknown;
};
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

/** The values a failure's data holds for its message's `{{name}}`s (an account lock's hours and minutes, a wait's seconds). */
export function failureParams(data: unknown): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) if (typeof value === 'number' || typeof value === 'string') out[key] = value;
  }
  return out;
}

function failure(resultCode: number | string, messageKey: MessageKey, data: unknown = null): ApiFailure {
  const fields = (data as { fields?: FieldProblem[] } | null)?.fields;
  return { ok: false, resultCode, messageKey, fields: Array.isArray(fields) ? fields : [], data };
}

/**
 * Shell §8: a call that got no envelope fails with the network error its status or thrown error
 * maps to; `resultCode` is the HTTP status (599 offline, 408 when the client stopped waiting, 0
 * when no answer came).
 */
function networkFailure(failed: NetworkFailure): ApiFailure {
  const code = networkErrorCode(failed);
  const status = code === 'networkError.offline' ? OFFLINE_STATUS : failed.timedOut ? CLIENT_TIMEOUT_STATUS : (failed.status ?? 0);
  return failure(status, networkErrorMessage[code]);
}

/** Shell §7 and §9: the customer and account service's calls give up after 15 s. */
export const ACCOUNT_CALL_TIMEOUT_MS = 15_000;
/** Commerce §7: the wallet service's after 30 s. */
export const WALLET_CALL_TIMEOUT_MS = 30_000;

const accountPaths = /^\/(?:api\/(?:identity|customer)(?:[/?]|$)|generateCsrfToken(?:[?]|$))/;
const walletPaths = /^\/api\/wallet(?:[/?]|$)/;

/**
 * How long a call to `path` may take, answer read included: the account and customer calls 15 s,
 * the wallet's 30 s. The spec gives no limit to the other calls (an order, a payment check), and
 * they keep none: giving up on an order that is being created would not stop its creation.
 */
export function callTimeoutMs(path: string): number | null {
  if (accountPaths.test(path)) return ACCOUNT_CALL_TIMEOUT_MS;
  if (walletPaths.test(path)) return WALLET_CALL_TIMEOUT_MS;
  return null;
}

/**
 * A signal that aborts when the caller's does or when `timeoutMs` have passed; `timedOut()` says
 * which. `done()` clears the timer once the answer has been read.
 */
function callSignal(callerSignal: AbortSignal | undefined, timeoutMs: number | null) {
  if (timeoutMs === null) return { signal: callerSignal, timedOut: () => false, done: () => {} };
  const controller = new AbortController();
  let expired = false;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException('The call took too long.', 'TimeoutError'));
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/**
 * Calls the store's own API (same origin) and unwraps the envelope. Each call is signed (shell §7,
 * docs/decisions/0017); a refused signature is retried once with a new key, which is safe because
 * the store refuses it before anything runs.
 */
export async function callApi<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** Overrides the path's own limit (`callTimeoutMs`); null waits as long as the browser does. */
    timeoutMs?: number | null;
  } = {},
): Promise<ApiResult<T>> {
  const call = callSignal(init.signal, init.timeoutMs === undefined ? callTimeoutMs(path) : init.timeoutMs);
  try {
    return await send<T>(path, init, false, call.signal, call.timedOut);
  } finally {
    call.done();
  }
}

/**
 * The request signer, fetched with the page's first call rather than with the page: a page that
 * calls nothing (most first loads) does without it (ADR 0054).
 */
const signing = () => import('./request-signing.ts');

async function send<T>(
  path: string,
  init: Parameters<typeof callApi>[1] & object,
  retried: boolean,
  signal: AbortSignal | undefined,
  timedOut: () => boolean,
): Promise<ApiResult<T>> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  let response: Response;
  try {
    const { signatureHeaders } = await signing();
    response = await fetch(path, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(await signatureHeaders(path, body ?? '')),
        ...init.headers,
      },
      body,
      credentials: 'same-origin',
      // A call the page no longer needs (a quote for a choice already changed) is dropped; one
      // that took longer than its service's limit too.
      signal,
    });
  } catch (error) {
    return networkFailure({ error, online: typeof navigator === 'undefined' ? undefined : navigator.onLine, timedOut: timedOut() });
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    return networkFailure({ status: response.status, timedOut: timedOut() });
  }
  // A JSON answer that is not our envelope came from something in between (a proxy, a CDN).
  const code: unknown = envelope?.resultCode;
  if (typeof code === 'string' && code !== '') return cataloguedFailure(code, envelope.data);
  if (typeof code !== 'number') return networkFailure({ status: response.status });
  if (code === 0 && response.ok) return { ok: true, data: envelope.data as T };
  if (code === INVALID_SIGNATURE_RESULT_CODE && !retried) {
    (await signing()).forgetRequestKey();
    return send<T>(path, init, true, signal, timedOut);
  }
  return cataloguedFailure(code, envelope.data);
}

/** The catalogue of result codes' messages, fetched with the first failure that needs it (ADR 0054). */
const messages = () => import('./api-messages.ts');

/**
 * A failure with a catalogued code, and its message. Should the catalogue not arrive (the
 * connection dropped since the answer), the shopper is told what a dropped call tells.
 */
async function cataloguedFailure(resultCode: number | string, data: unknown): Promise<ApiFailure> {
  try {
    const keys = await messages();
    const key = typeof resultCode === 'string' ? keys.messageKeyForAccountCode(resultCode) : keys.messageKeyForResultCode(resultCode);
    return failure(resultCode, key, data);
  } catch (error) {
    return networkFailure({ error, online: typeof navigator === 'undefined' ? undefined : navigator.onLine });
  }
}
