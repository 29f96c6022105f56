import { DELETION_CODE_LIMIT, DELETION_CODE_TIMER_SECONDS } from '@store/contracts/identity-codes.ts';

/**
 * Commerce §9's account-deletion timer and limit as the verification page shows them (ADR 0052): a
 * new code may be asked 30 s after the last one was sent, while codes remain of the 3 a day; once
 * none remain, the page says until when (the server's `retryAfterSeconds`), in hours and minutes.
 */
export type DeletionResend =
  | { state: 'wait'; seconds: number; codesLeft: number | null }
  | { state: 'ready'; codesLeft: number | null }
  | { state: 'exhausted'; limit: number; hours: number; minutes: number };

export function deletionResend(input: {
  sentAt: number | null;
  now: number;
  codesLeft: number | null;
  /** From a refusal with no code left: seconds until a new day's codes, counted from `refusedAt`. */
  exhausted?: { retryAfterSeconds: number; refusedAt: number } | null;
}): DeletionResend {
  const { sentAt, now, codesLeft, exhausted } = input;
  if (exhausted) {
    const left = Math.max(0, exhausted.refusedAt + exhausted.retryAfterSeconds * 1000 - now);
    if (left > 0) {
      const minutes = Math.ceil(left / 60_000);
      return { state: 'exhausted', limit: DELETION_CODE_LIMIT, hours: Math.floor(minutes / 60), minutes: minutes % 60 };
    }
    return { state: 'ready', codesLeft: null };
  }
  if (codesLeft === 0 && sentAt !== null) {
    // The last code of the day was sent: the next may come a day after the first, which only the server knows.
    return { state: 'ready', codesLeft: 0 };
  }
  const seconds = sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + DELETION_CODE_TIMER_SECONDS * 1000 - now) / 1000));
  return seconds > 0 ? { state: 'wait', seconds, codesLeft } : { state: 'ready', codesLeft };
}
