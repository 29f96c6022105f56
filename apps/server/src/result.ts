import { walletErrors, type CatalogedError } from '@store/contracts';
import { databaseErrorOf } from '@store/db';
import type { AccountError } from '@store/contracts/account-errors.ts';
import type { PartnerError } from '@store/contracts/partner.ts';

/**
 * An entry of one of the store's error catalogues: commerce §8's numeric codes (`errors`), the
 * account calls' string codes of shell §8 (`accountErrors`) and partner sign-in's (`partnerErrors`).
 * Each has its `resultCode`, HTTP status and translation key; `AppError` and the one error handler
 * (plugins/errors.ts) answer any of them in the envelope.
 */
export type StoreError = CatalogedError | AccountError | PartnerError;

/**
 * An expected failure is a result, not an exception (CONVENTIONS, Errors): a declined player, an
 * unavailable denomination, a wrong code. The route maps it to the catalogued envelope; `data` goes
 * with it (`data.fields` for refused input, the numbers a message names, a default answer).
 */
export type Failure = { ok: false; error: StoreError; data?: unknown };
export type Result<T> = { ok: true; value: T } | Failure;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (error: StoreError, data?: unknown): Failure => ({ ok: false, error, data });

/** A refusal of one input field, in the shape of a validation failure: `data.fields` = [{ path, code }]. */
export const failField = (error: StoreError, path: string, code: string): Failure => fail(error, { fields: [{ path, code }] });

/**
 * The catalogued refusals the database itself raises, as SQLSTATE SR001 with the entry's key as
 * the message: the wallet's country caps, counted as a transaction commits (docs/decisions/0058).
 */
const DATABASE_REFUSALS = new Map<string, StoreError>(
  [
    walletErrors.topupCountryDailyLimit,
    walletErrors.topupCountryMonthlyLimit,
    walletErrors.chargeCountryDailyLimit,
    walletErrors.chargeCountryMonthlyLimit,
  ].map((error) => [error.key, error]),
);

/** The catalogued refusal a database error carries, or null for any other error. */
export function databaseRefusal(error: unknown): StoreError | null {
  const raised = databaseErrorOf(error);
  return raised?.code === 'SR001' ? (DATABASE_REFUSALS.get(raised.message) ?? null) : null;
}

/** A failure on its way out of a transaction it rolls back. */
class RolledBack {
  constructor(readonly failure: Failure) {}
}

/**
 * Runs a unit of work that answers a Result inside `transaction` (`db.transaction`, `keeper.run`):
 * an ok result commits; a failure rolls back everything the unit did and is answered. A ledger
 * transfer refused for want of money must not leave its key or the business change behind. A
 * commit the database refuses with a catalogued refusal (`databaseRefusal`) is answered as that
 * failure too: nothing of the unit was kept.
 */
export async function commitOnlyOk<H, T>(
  transaction: (body: (handle: H) => Promise<Result<T>>) => Promise<Result<T>>,
  body: (handle: H) => Promise<Result<T>>,
): Promise<Result<T>> {
  try {
    return await transaction(async (handle) => {
      const result = await body(handle);
      if (!result.ok) throw new RolledBack(result);
      return result;
    });
  } catch (err) {
    if (err instanceof RolledBack) return err.failure;
    const refusal = databaseRefusal(err);
    if (refusal) return fail(refusal);
    throw err;
  }
}
