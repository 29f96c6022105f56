import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errors } from '@store/contracts/errors.ts';
import { REQUEST_KEY_PATH, REQUEST_SIGNATURE_HEADER } from '@store/contracts/request-signing.ts';
import { ACCOUNT_CALL_TIMEOUT_MS, callApi, callTimeoutMs, WALLET_CALL_TIMEOUT_MS } from './api.ts';
import { messageKeyForAccountCode, successMessageKey } from './api-messages.ts';
import { forgetRequestKey } from './request-signing.ts';

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('callApi with account codes', () => {
  it('maps a string resultCode to its account message instead of a network failure', async () => {
    answer({ resultCode: 'NotAuthorizedExceptionEmail', resultMessage: 'Incorrect email address or password.', data: null }, 401);
    const result = await callApi('/api/identity/sign-in', { body: {} });
    expect(result).toMatchObject({
      ok: false,
      resultCode: 'NotAuthorizedExceptionEmail',
      messageKey: 'errors:account.NotAuthorizedExceptionEmail',
    });
  });

  it('keeps the data of an account failure (fields, retry times)', async () => {
    answer({ resultCode: 'CodeAttemptsExceededException', resultMessage: '', data: { hours: 3, minutes: 0 } }, 429);
    const result = await callApi('/api/identity/confirm-sign-up', { body: {} });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.data).toEqual({ hours: 3, minutes: 0 });
  });

  it('gives an unknown string code the generic account message, never the raw code', async () => {
    answer({ resultCode: 'SomethingNew', resultMessage: 'x', data: null }, 400);
    const result = await callApi('/api/identity/sign-in', { body: {} });
    expect(result).toMatchObject({ ok: false, resultCode: 'SomethingNew', messageKey: 'errors:account.UNKNOWN_SIGN_IN_ERROR' });
  });

  it('still treats numeric codes as commerce codes and non-envelopes as network failures', async () => {
    answer({ resultCode: 0, resultMessage: 'Success', data: { successCode: 'CHANGE_PASSWORD_SUCCESS' } });
    expect(await callApi('/x')).toEqual({ ok: true, data: { successCode: 'CHANGE_PASSWORD_SUCCESS' } });
    answer({ resultCode: '', hello: 1 }, 502);
    expect(await callApi('/x')).toMatchObject({ ok: false, resultCode: 502 });
  });

  it('names catalogued codes and success codes', () => {
    expect(messageKeyForAccountCode('SEC_01')).toBe('errors:account.SEC_01');
    expect(successMessageKey({ successCode: 'RESET_PASSWORD_SUCCESS' })).toBe('errors:account.RESET_PASSWORD_SUCCESS');
    expect(successMessageKey({ successCode: 'NOPE' })).toBeNull();
    expect(successMessageKey(null)).toBeNull();
  });
});

describe('callApi and the request signature', () => {
  const refused = { resultCode: errors.invalidSignature.resultCode, resultMessage: 'Invalid signature.', data: null };
  let keysIssued = 0;
  let signaturesSeen: (string | null)[] = [];

  /** A store that hands out keys and answers the call with `answers` in turn (the last one repeats). */
  function store(...answers: unknown[]) {
    keysIssued = 0;
    signaturesSeen = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url === REQUEST_KEY_PATH) {
          keysIssued++;
          const key = {
            keyId: `${Math.floor(Date.now() / 1000) + 3600}.${String(keysIssued).padStart(22, 'k')}`,
            key: 'c2VjcmV0',
            expiresIn: 3600,
            serverTime: Date.now(),
          };
          return new Response(JSON.stringify({ resultCode: 0, resultMessage: 'Success', data: key }));
        }
        signaturesSeen.push(new Headers(init.headers).get(REQUEST_SIGNATURE_HEADER));
        const body = answers[Math.min(signaturesSeen.length - 1, answers.length - 1)];
        return new Response(JSON.stringify(body), { status: body === refused ? 401 : 200 });
      }),
    );
  }

  const kidOf = (token: string | null | undefined) =>
    JSON.parse(atob(token!.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/'))).kid as string;

  beforeEach(() => forgetRequestKey());

  it('signs every call and reuses the key', async () => {
    store({ resultCode: 0, resultMessage: 'Success', data: 1 });
    await callApi('/api/order', { body: { a: 1 } });
    await callApi('/api/order/search', { body: { q: 'x' } });
    expect(keysIssued).toBe(1);
    expect(signaturesSeen).toHaveLength(2);
    expect(signaturesSeen.every((token) => token?.split('.').length === 3)).toBe(true);
  });

  it('after a refused signature, gets a new key and tries once more', async () => {
    store(refused, { resultCode: 0, resultMessage: 'Success', data: 'done' });
    expect(await callApi('/api/order', { body: { a: 1 } })).toEqual({ ok: true, data: 'done' });
    expect(keysIssued).toBe(2);
    expect(kidOf(signaturesSeen[1])).not.toBe(kidOf(signaturesSeen[0]));
  });

  it('tries only once more: a second refusal is the catalogued failure', async () => {
    store(refused);
    expect(await callApi('/api/order', { body: { a: 1 } })).toMatchObject({
      ok: false,
      resultCode: 401,
      messageKey: 'errors:api.invalidSignature',
    });
    expect(signaturesSeen).toHaveLength(2);
  });

  it('still calls, unsigned, when no key can be had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url === REQUEST_KEY_PATH) throw new TypeError('Failed to fetch');
        signaturesSeen = [new Headers(init.headers).get(REQUEST_SIGNATURE_HEADER)];
        return new Response(JSON.stringify({ resultCode: 0, resultMessage: 'Success', data: 2 }));
      }),
    );
    expect(await callApi('/api/order', { body: {} })).toEqual({ ok: true, data: 2 });
    expect(signaturesSeen).toEqual([null]);
  });
});

describe('callApi gives up on a slow service (shell §7, commerce §7)', () => {
  let calls: AbortSignal[] = [];

  /** A service that never answers: its call ends only when its signal aborts. */
  function silentService() {
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit = {}) => {
        if (url === REQUEST_KEY_PATH) return Promise.reject(new TypeError('Failed to fetch'));
        const signal = init.signal!;
        calls.push(signal);
        return new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
      }),
    );
  }

  /** Whether `promise` has settled once every pending microtask has run. */
  async function settled(promise: Promise<unknown>) {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  }

  beforeEach(() => {
    forgetRequestKey();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('names 15 s for the account and customer calls, 30 s for the wallet, none for the others', () => {
    expect(callTimeoutMs('/api/identity/sign-in')).toBe(ACCOUNT_CALL_TIMEOUT_MS);
    expect(callTimeoutMs('/api/customer/user/details')).toBe(15_000);
    expect(callTimeoutMs('/generateCsrfToken')).toBe(15_000);
    expect(callTimeoutMs('/api/wallet/user/wallet')).toBe(WALLET_CALL_TIMEOUT_MS);
    expect(callTimeoutMs('/api/wallet/country/sg')).toBe(30_000);
    expect(callTimeoutMs('/api/order')).toBeNull();
    expect(callTimeoutMs('/api/wallets')).toBeNull();
  });

  it('an account call that gets no answer in 15 s fails with networkError.timeout', async () => {
    silentService();
    const pending = callApi('/api/customer/user/details');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(await settled(pending)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: false, resultCode: 408, messageKey: 'network.timeout' });
    expect(calls[0]?.aborted).toBe(true);
  });

  it('a wallet call waits 30 s, not 15, before it gives up', async () => {
    silentService();
    const pending = callApi('/api/wallet/user/wallet');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await settled(pending)).toBe(false);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await pending).toMatchObject({ ok: false, resultCode: 408, messageKey: 'network.timeout' });
  });

  it('a call the page itself drops is not reported as a timeout', async () => {
    silentService();
    const controller = new AbortController();
    const pending = callApi('/api/identity/sign-in', { body: {}, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, messageKey: 'network.other' });
  });

  it('an answer in time is the answer, and leaves no timer behind', async () => {
    answer({ resultCode: 0, resultMessage: 'Success', data: 'fine' });
    expect(await callApi('/api/wallet/user/wallet')).toEqual({ ok: true, data: 'fine' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('callApi and a 401 without the envelope', () => {
  it('is "session expired, sign in again", not the generic request error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Unauthorized</html>', { status: 401 })),
    );
    expect(await callApi('/api/customer/user/details')).toMatchObject({ ok: false, resultCode: 401, messageKey: 'errors:account.SEC_01' });
    answer({ message: 'Unauthorized' }, 401);
    expect(await callApi('/api/order')).toMatchObject({ ok: false, resultCode: 401, messageKey: 'errors:account.SEC_01' });
    answer({ message: 'Forbidden' }, 403);
    expect(await callApi('/api/order')).toMatchObject({ ok: false, resultCode: 403, messageKey: 'network.badRequest' });
  });
});
