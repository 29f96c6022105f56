import { describe, expect, it } from 'vitest';
import { networkErrorCode, networkErrorMessage } from './network-error.ts';

describe('shell §8 network error mapping', () => {
  it('status 599 is offline', () => {
    expect(networkErrorCode({ status: 599 })).toBe('networkError.offline');
    expect(networkErrorCode({ status: 599, online: true })).toBe('networkError.offline');
  });

  it('a fetch TypeError while the browser is offline is offline', () => {
    expect(networkErrorCode({ error: new TypeError('Failed to fetch'), online: false })).toBe('networkError.offline');
  });

  it('a fetch TypeError while online (refused, reset) is "other", as is any other thrown error', () => {
    expect(networkErrorCode({ error: new TypeError('Failed to fetch'), online: true })).toBe('networkError.other');
    expect(networkErrorCode({ error: new TypeError('Failed to fetch') })).toBe('networkError.other');
    expect(networkErrorCode({ error: new Error('aborted'), online: false })).toBe('networkError.other');
  });

  it.each([408, 504, 524])('%i is a timeout', (status) => {
    expect(networkErrorCode({ status })).toBe('networkError.timeout');
  });

  it.each([500, 502, 503, 520, 523, 525, 598])('%i is networkError.500', (status) => {
    expect(networkErrorCode({ status })).toBe('networkError.500');
  });

  it.each([400, 403, 404, 409, 413, 429, 499])('%i is networkError.400', (status) => {
    expect(networkErrorCode({ status })).toBe('networkError.400');
  });

  it('401 is "session expired, sign in again" (commerce §8), not the generic 400 message', () => {
    expect(networkErrorCode({ status: 401 })).toBe('networkError.sessionExpired');
    expect(networkErrorMessage['networkError.sessionExpired']).toBe('errors:account.SEC_01');
  });

  it('a call the client stopped waiting for is a timeout, whatever else is known', () => {
    expect(networkErrorCode({ timedOut: true, error: new DOMException('aborted', 'AbortError'), online: true })).toBe(
      'networkError.timeout',
    );
    expect(networkErrorCode({ timedOut: true, status: 200 })).toBe('networkError.timeout');
  });

  it.each([0, 200, 204, 301, 304, 399, 600, 999, -1])('%i is networkError.other', (status) => {
    expect(networkErrorCode({ status })).toBe('networkError.other');
  });

  it('nothing known at all is "other"', () => {
    expect(networkErrorCode({})).toBe('networkError.other');
  });

  it('gives every code its own message', () => {
    const keys = Object.values(networkErrorMessage);
    expect(new Set(keys).size).toBe(keys.length);
    expect(networkErrorMessage['networkError.offline']).toBe('network.offline');
  });
});
