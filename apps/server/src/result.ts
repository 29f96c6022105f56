import type { CatalogedError } from '@store/contracts';

/**
 * An expected failure is a result, not an exception (CONVENTIONS, Errors): a declined player, an
 * unavailable denomination. The route maps it to the catalogued envelope; `data` goes with it.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: CatalogedError; data?: unknown };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (error: CatalogedError, data?: unknown): Result<never> => ({ ok: false, error, data });
