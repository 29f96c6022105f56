import { describe, expect, it } from 'vitest';
import { deletionResend } from './deletion-codes.ts';

describe('the deletion code timer and limit on the verification page (commerce §9, ADR 0052)', () => {
  const sentAt = 1_000_000;

  it('counts 30 s down from the last code, then offers a new one, with the codes left today', () => {
    expect(deletionResend({ sentAt, now: sentAt, codesLeft: 2 })).toEqual({ state: 'wait', seconds: 30, codesLeft: 2 });
    expect(deletionResend({ sentAt, now: sentAt + 29_001, codesLeft: 2 })).toEqual({ state: 'wait', seconds: 1, codesLeft: 2 });
    expect(deletionResend({ sentAt, now: sentAt + 30_000, codesLeft: 2 })).toEqual({ state: 'ready', codesLeft: 2 });
    // A page opened without a code just sent: the server decides.
    expect(deletionResend({ sentAt: null, now: sentAt, codesLeft: null })).toEqual({ state: 'ready', codesLeft: null });
  });

  it('once the 3 codes of the day are spent, says until when in hours and minutes, and offers again after', () => {
    const exhausted = { retryAfterSeconds: 5 * 3600 + 59 * 60 + 1, refusedAt: sentAt };
    expect(deletionResend({ sentAt, now: sentAt, codesLeft: 0, exhausted })).toEqual({
      state: 'exhausted',
      limit: 3,
      hours: 6,
      minutes: 0,
    });
    expect(deletionResend({ sentAt, now: sentAt + 60_000, codesLeft: 0, exhausted })).toEqual({
      state: 'exhausted',
      limit: 3,
      hours: 5,
      minutes: 59,
    });
    expect(deletionResend({ sentAt, now: sentAt + exhausted.retryAfterSeconds * 1000, codesLeft: 0, exhausted })).toEqual({
      state: 'ready',
      codesLeft: null,
    });
  });
});
