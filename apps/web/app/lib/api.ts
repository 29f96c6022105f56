import { errorForResultCode, errors, type Envelope } from '@store/contracts/errors.ts';
import type { MessageKey } from './i18n.ts';

/** A field the server blamed (`data.fields` of a catalogued error), e.g. { path: 'email' }. */
export type FieldProblem = { path: string; code: string };

export type ApiFailure = {
  ok: false;
  resultCode: number;
  /** Translation key of the catalogued message; never shown as a raw code. */
  messageKey: MessageKey;
  fields: FieldProblem[];
  data: unknown;
};
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

const knownCodes = new Set<number>(Object.values(errors).map((e) => e.resultCode));

/** Commerce §8: a known code gets its catalogued message, any other code the default one. */
export function messageKeyForResultCode(resultCode: number): MessageKey {
  if (!knownCodes.has(resultCode) && errorForResultCode(resultCode) === errors.unknownError) {
    return 'errors:transaction.default';
  }
  return `errors:${errorForResultCode(resultCode).key}` as MessageKey;
}

function failure(resultCode: number, messageKey: MessageKey, data: unknown = null): ApiFailure {
  const fields = (data as { fields?: FieldProblem[] } | null)?.fields;
  return { ok: false, resultCode, messageKey, fields: Array.isArray(fields) ? fields : [], data };
}

/** Calls the store's own API (same origin) and unwraps the envelope. */
export async function callApi<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    return failure(599, 'network.offline');
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    return failure(response.status, response.status >= 500 ? 'network.serverError' : 'errors:transaction.default');
  }
  if (envelope.resultCode === 0 && response.ok) return { ok: true, data: envelope.data as T };
  return failure(envelope.resultCode, messageKeyForResultCode(envelope.resultCode), envelope.data);
}
