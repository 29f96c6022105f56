import type { CatalogedError } from '@store/contracts';
import { accountErrors, type AccountError } from '@store/contracts/identity.ts';

/** Expected failures are results, not exceptions: the routes map them to the envelope. */
export type Failure = { ok: false; error: AccountError | CatalogedError; data?: Record<string, unknown> };
export type Result<T> = { ok: true; value: T } | Failure;
export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (error: AccountError | CatalogedError, data?: Record<string, unknown>): Failure => ({ ok: false, error, data });

export const invalidField = (path: string, code: string) => fail(accountErrors.InvalidParameterException, { fields: [{ path, code }] });
