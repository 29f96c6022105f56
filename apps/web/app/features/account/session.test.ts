import { describe, expect, it } from 'vitest';
import { SESSION_REFRESH_INTERVAL_MS } from '@store/contracts/identity.ts';
import { nextRefreshMs } from './session.tsx';

describe('session refresh timing', () => {
  it('refreshes every 55 minutes when the token outlives that', () => {
    expect(SESSION_REFRESH_INTERVAL_MS).toBe(3_300_000);
    expect(nextRefreshMs(null)).toBe(3_300_000);
    expect(nextRefreshMs(2 * 3600)).toBe(3_300_000);
  });

  it('refreshes a minute before a shorter-lived access token runs out', () => {
    expect(nextRefreshMs(900)).toBe(840_000);
  });

  it('never spins on a token about to expire', () => {
    expect(nextRefreshMs(30)).toBe(5_000);
    expect(nextRefreshMs(0)).toBe(5_000);
  });
});
