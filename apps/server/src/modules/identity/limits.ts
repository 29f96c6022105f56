import {
  CODE_EXPIRY_SECONDS,
  CODE_RESEND_COOLDOWN_SECONDS,
  DELETION_CODE_LIMIT,
  DELETION_CODE_TIMER_SECONDS,
  DELETION_CODE_WINDOW_SECONDS,
} from '@store/contracts/identity.ts';

/** Limits of docs/decisions/0012; tests read them rather than repeating the numbers. */
export const IDENTITY_LIMITS = {
  /** Wrong passwords within the window before sign-in is refused for `signInLockMs`. */
  signInFailures: 5,
  signInWindowMs: 15 * 60_000,
  signInLockMs: 15 * 60_000,
  /** Wrong codes before no code is accepted (nor sent) for `codeLockMs` (commerce §8 "retry in 3h 0m"). */
  codeAttempts: 5,
  codeLockMs: 3 * 3600_000,
  codeExpiryMs: CODE_EXPIRY_SECONDS * 1000,
  /** A new code at most every 30 s, and 5 an hour, per user and purpose. */
  resendCooldownMs: CODE_RESEND_COOLDOWN_SECONDS * 1000,
  sendsPerWindow: 5,
  sendWindowMs: 3600_000,
  /** Account deletion's own send limits (commerce §9; docs/decisions/0052): 3 a day, one every 30 s. */
  deletionCooldownMs: DELETION_CODE_TIMER_SECONDS * 1000,
  deletionSendsPerWindow: DELETION_CODE_LIMIT,
  deletionSendWindowMs: DELETION_CODE_WINDOW_SECONDS * 1000,
  /** What `GET /generateCsrfToken` tells the client (it refetches then), and how long a token really lasts. */
  csrfExpirySeconds: 1800,
  csrfValiditySeconds: 3600,
} as const;
