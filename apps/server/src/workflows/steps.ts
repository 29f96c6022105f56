import { ok, type Result } from '../result.ts';

/**
 * Runs one named step: its value, or the workflow stops with the step's expected failure. A step
 * that did something the world can see passes `compensate`, which undoes it if a later step fails.
 */
export type StepRunner = <T>(
  name: string,
  run: () => Promise<Result<T>> | Result<T>,
  compensate?: (value: T) => Promise<void>,
) => Promise<T>;

type Log = { error(obj: object, msg?: string): void };

/** An expected failure travelling out of the workflow's body. */
class Stopped {
  constructor(readonly result: Result<never>) {}
}

/**
 * A workflow of named steps with compensations (CONVENTIONS: Medusa v2's shape, in a few lines).
 * When a step fails, expected (a failed result) or not (an exception), the compensations of the
 * steps that succeeded run newest first; then the failure is answered or rethrown. A compensation
 * that fails is logged with its step and does not stop the others (an exception from a step is
 * the caller's to log: a route answers 5xx, a job retries): each must be safe to leave to
 * the store's own sweeps (an unpaid order expires, an unused payment session lapses).
 */
export async function runWorkflow<T>(workflow: string, log: Log, body: (step: StepRunner) => Promise<T>): Promise<Result<T>> {
  const undo: Array<{ step: string; run: () => Promise<void> }> = [];
  const step: StepRunner = async (name, run, compensate) => {
    const result = await run();
    if (!result.ok) throw new Stopped(result);
    if (compensate) undo.push({ step: name, run: () => compensate(result.value) });
    return result.value;
  };
  try {
    return ok(await body(step));
  } catch (err) {
    for (const { step: name, run } of undo.reverse()) {
      try {
        await run();
      } catch (undoError) {
        log.error({ err: undoError, workflow, step: name }, 'compensation failed');
      }
    }
    if (err instanceof Stopped) return err.result;
    throw err;
  }
}
