/** What PostgreSQL said about a statement it refused: its SQLSTATE and message. */
export type DatabaseErrorFields = { code: string; message: string; detail?: string; constraint?: string };

/**
 * The PostgreSQL error an error carries, itself or as one of its causes (the query builder wraps
 * the driver's error), on either driver; null when it carries none.
 */
export function databaseErrorOf(error: unknown): DatabaseErrorFields | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    // A SQLSTATE is five characters; a network error's code (ECONNRESET) is not one.
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string') return e as DatabaseErrorFields;
  }
  return null;
}

/** A unique constraint refused the row: someone else wrote it first. */
export const isUniqueViolation = (error: unknown): boolean => databaseErrorOf(error)?.code === '23505';
