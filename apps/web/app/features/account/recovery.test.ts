import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../lib/api.ts';
import { messageKeyForAccountCode } from '../../lib/api-messages.ts';
import { recoveryFailureKey } from './recovery.ts';

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('password recovery with no result (shell §8)', () => {
  it('is UnknownError, with its own message', async () => {
    for (const data of [null, {}, { shopAccountId: '' }, { successCode: 'RECOVER_PASSWORD_SUCCESS_EMAIL' }]) {
      answer({ resultCode: 0, resultMessage: 'Success', data });
      expect(recoveryFailureKey(await callApi('/api/customer/user/forgot-password', { body: {} }))).toBe('errors:account.UnknownError');
    }
  });

  it('a code sent is no failure, and a refusal keeps its own message', async () => {
    answer({ resultCode: 0, resultMessage: 'Success', data: { shopAccountId: 'usr_1', successCode: 'RECOVER_PASSWORD_SUCCESS_EMAIL' } });
    expect(recoveryFailureKey(await callApi('/api/customer/user/forgot-password', { body: {} }))).toBeNull();
    answer({ resultCode: 'UserNotFoundExceptionMobile', resultMessage: '', data: null }, 404);
    expect(recoveryFailureKey(await callApi('/api/customer/user/forgot-password', { body: {} }))).toBe(
      'errors:account.UserNotFoundExceptionMobile',
    );
  });
});

describe("shell §8's translated codes", () => {
  it('include UnexpectedLambda and UnknownError, not the generic sign-in message', () => {
    expect(messageKeyForAccountCode('UnexpectedLambdaException')).toBe('errors:account.UnexpectedLambdaException');
    expect(messageKeyForAccountCode('UnknownError')).toBe('errors:account.UnknownError');
  });
});
