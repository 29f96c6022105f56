import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, messageKeyForAccountCode, successMessageKey } from './api.ts';

function answer(body: unknown, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}

afterEach(() => vi.unstubAllGlobals());

describe('callApi with account codes', () => {
  it('maps a string resultCode to its account message instead of a network failure', async () => {
    answer({ resultCode: 'NotAuthorizedExceptionEmail', resultMessage: 'Incorrect email address or password.', data: null }, 401);
    const result = await callApi('/api/identity/sign-in', { body: {} });
    expect(result).toMatchObject({ ok: false, resultCode: 'NotAuthorizedExceptionEmail', messageKey: 'errors:account.NotAuthorizedExceptionEmail' });
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
