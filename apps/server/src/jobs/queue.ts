import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, lte, msFromNow, ne, or, sql } from '@store/db/orm';
import { jobs, type Db, type Executor } from '@store/db';

export type Job<P = Record<string, unknown>> = {
  id: number;
  queue: string;
  key: string;
  payload: P;
  /** This run's number, starting at 1; a run cut short by a dead worker counts too. */
  attempts: number;
  maxAttempts: number;
};

export type JobDefinition<P = Record<string, unknown>> = {
  /** Does the work. Must be idempotent: after a crash the same job runs again. */
  handler(job: Job<P>): Promise<void>;
  /** Runs once the last attempt failed; if it throws, the job is retried later and ends here again. */
  onExhausted?(job: Job<P>, error: unknown): Promise<void>;
  /**
   * Runs after a failed attempt was put back in the queue, with the time (the database's clock) it
   * comes due again; not when the worker's lease was taken over meanwhile. It only tells others: a
   * failure here is logged and the retry stands.
   */
  onRetry?(job: Job<P>, error: unknown, retryAt: Date): Promise<void>;
  maxAttempts?: number;
  /** Retry n waits `baseMs * 2^(n-1)`, at most `maxMs`, with a little jitter. */
  backoff?: { baseMs: number; maxMs: number };
  /** Enqueue this job every so many milliseconds (one run per period across all workers). */
  everyMs?: number;
};

/** Thrown by a handler when retrying cannot help: the job goes straight to `onExhausted`. */
export class PermanentJobError extends Error {}

export type JobQueueOptions = {
  db: Db;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  pollIntervalMs: number;
  /**
   * When a poll finds nothing, the next waits twice as long, up to this (default: `pollIntervalMs`,
   * no backing off). For a store whose every enqueue happens in this process (the embedded
   * database), which wakes the queue after committing: its polls run on the main thread.
   */
  idlePollMaxMs?: number;
  /** Jobs one process runs at the same time. */
  concurrency?: number;
  /** How long a claimed job belongs to its worker before another may take it over. */
  leaseMs?: number;
  /**
   * This process is the only one on the database (the embedded database, one process per data
   * directory, ADR 0022): a job another worker holds at start was held by a process that died,
   * and is taken over at once rather than when its lease runs out.
   */
  soleWorker?: boolean;
  /** Defaults for every queue that doesn't set its own. */
  defaults?: { maxAttempts?: number; backoff?: { baseMs: number; maxMs: number } };
};

export type JobQueue = ReturnType<typeof createJobQueue>;

const PRUNE_AFTER = sql`interval '1 day'`;

/**
 * A small durable job queue on the `jobs` table (see the ADR on jobs). Enqueueing is an insert
 * through the caller's transaction; workers poll, claim with `FOR UPDATE SKIP LOCKED` and a
 * lease, and every state change after a claim is fenced by (worker, attempt), so a worker whose
 * lease was taken over can no longer touch the job.
 */
export function createJobQueue(options: JobQueueOptions) {
  const { db, log } = options;
  const concurrency = options.concurrency ?? 4;
  const defaults = {
    maxAttempts: options.defaults?.maxAttempts ?? 5,
    backoff: options.defaults?.backoff ?? { baseMs: 2_000, maxMs: 5 * 60_000 },
  };
  const leaseMs = options.leaseMs ?? 60_000;
  const workerId = `wrk_${randomBytes(6).toString('hex')}`;
  const definitions = new Map<string, JobDefinition>();
  const nextSchedule = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  const idlePollMaxMs = Math.max(options.idlePollMaxMs ?? options.pollIntervalMs, options.pollIntervalMs);
  let idleMs = options.pollIntervalMs;

  /** There is work, or there may be: poll now, and at the base interval again. */
  function nudge(): void {
    idleMs = options.pollIntervalMs;
    wakeUp?.();
  }

  /** The soonest time this process knows a job to come due (a retry or a delayed enqueue of its own). */
  let nextDueAt = Infinity;
  const expectDue = (delayMs: number) => {
    nextDueAt = Math.min(nextDueAt, Date.now() + delayMs);
  };

  /** How long the next poll may wait: a backed-off poll still comes when known work is due. */
  function nextPollInMs(): number {
    const now = Date.now();
    let soonest = Math.min(idleMs, nextDueAt - now);
    for (const [queue, def] of definitions) {
      if (def.everyMs) soonest = Math.min(soonest, (nextSchedule.get(queue) ?? 0) - now);
    }
    return Math.max(0, soonest);
  }

  function definition(queue: string): JobDefinition {
    const found = definitions.get(queue);
    if (!found) throw new Error(`unknown job queue "${queue}"`);
    return found;
  }

  function backoffMs(def: JobDefinition, attempts: number): number {
    const { baseMs, maxMs } = def.backoff ?? defaults.backoff;
    const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
    return Math.round(raw * (0.8 + Math.random() * 0.4));
  }

  const fenced = (job: Job<unknown>) =>
    and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running'));

  async function claim(limit: number): Promise<Job[]> {
    if (definitions.size === 0) return [];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.queue, [...definitions.keys()]),
          or(
            and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: workerId,
        lockedUntil: msFromNow(leaseMs),
      })
      .where(inArray(jobs.id, due))
      .returning();
    return rows.map((row) => ({
      id: row.id,
      queue: row.queue,
      key: row.key,
      payload: row.payload,
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
    }));
  }

  async function run(job: Job): Promise<void> {
    const def = definition(job.queue);
    try {
      await def.handler(job);
      await db
        .update(jobs)
        .set({ status: 'completed', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, lastError: null })
        .where(fenced(job));
      return;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const exhausted = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      const retryLater = async (): Promise<Date | null> => {
        const delayMs = backoffMs(def, job.attempts);
        expectDue(delayMs);
        const [row] = await db
          .update(jobs)
          .set({ status: 'pending', lastError: message, lockedBy: null, lockedUntil: null, runAt: msFromNow(delayMs) })
          .where(fenced(job))
          .returning({ runAt: jobs.runAt });
        return row?.runAt ?? null;
      };
      if (!exhausted) {
        log.warn({ job: job.queue, key: job.key, attempt: job.attempts, err: message }, 'job failed, will retry');
        const retryAt = await retryLater();
        if (retryAt && def.onRetry) {
          try {
            await def.onRetry(job, error, retryAt);
          } catch (hookError) {
            log.warn({ job: job.queue, key: job.key, err: hookError }, 'retry hook failed');
          }
        }
        return;
      }
      log.error({ job: job.queue, key: job.key, attempt: job.attempts, err: message }, 'job exhausted');
      try {
        await def.onExhausted?.(job, error);
      } catch (compensationError) {
        log.error({ job: job.queue, key: job.key, err: compensationError }, 'exhaustion handler failed, will retry');
        await retryLater();
        return;
      }
      await db
        .update(jobs)
        .set({ status: 'failed', lastError: message, finishedAt: sql`now()`, lockedBy: null, lockedUntil: null })
        .where(fenced(job));
    }
  }

  async function schedulePeriodic(): Promise<void> {
    const now = Date.now();
    for (const [queue, def] of definitions) {
      if (!def.everyMs || (nextSchedule.get(queue) ?? 0) > now) continue;
      nextSchedule.set(queue, now + def.everyMs);
      // One key per period: however many workers tick, the period runs once.
      await queueApi.enqueue(db, queue, `period-${Math.floor(now / def.everyMs)}`, {});
      await db
        .delete(jobs)
        .where(and(eq(jobs.queue, queue), eq(jobs.status, 'completed'), lt(jobs.finishedAt, sql`now() - ${PRUNE_AFTER}`)));
    }
  }

  async function tick(): Promise<number> {
    if (Date.now() >= nextDueAt) nextDueAt = Infinity;
    await schedulePeriodic();
    const free = concurrency - inFlight.size;
    if (free <= 0) return 0;
    const claimed = await claim(free);
    for (const job of claimed) {
      const task = run(job)
        .catch((err) => log.error({ job: job.queue, key: job.key, err }, 'job bookkeeping failed'))
        .finally(() => {
          inFlight.delete(task);
          nudge();
        });
      inFlight.add(task);
    }
    return claimed.length;
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  /** Frees the jobs of workers that no longer run (see `soleWorker`); answers how many. */
  async function releaseDeadWorkersJobs(): Promise<number> {
    const released = await db
      .update(jobs)
      .set({ lockedUntil: sql`now()` })
      .where(and(eq(jobs.status, 'running'), ne(jobs.lockedBy, workerId), gt(jobs.lockedUntil, sql`now()`)))
      .returning({ id: jobs.id });
    if (released.length > 0) log.warn({ jobs: released.length }, 'took over the jobs of a process that ended while running them');
    return released.length;
  }

  async function pollLoop(): Promise<void> {
    if (options.soleWorker) {
      try {
        await releaseDeadWorkersJobs();
      } catch (err) {
        log.error({ err }, 'could not take over the jobs of an ended process; they wait for their lease');
      }
    }
    while (running) {
      let claimed = 0;
      try {
        claimed = await tick();
      } catch (err) {
        log.error({ err }, 'job polling failed');
      }
      if (!running) break;
      if (claimed > 0) idleMs = options.pollIntervalMs;
      // A full batch suggests more is due: look again at once, unless every slot is busy.
      if (claimed > 0 && inFlight.size < concurrency) continue;
      await sleep(nextPollInMs());
      if (claimed === 0) idleMs = Math.min(idleMs * 2, idlePollMaxMs);
    }
  }

  const queueApi = {
    workerId,

    define<P extends Record<string, unknown>>(queue: string, def: JobDefinition<P>): void {
      definitions.set(queue, def as JobDefinition);
    },

    /**
     * Enqueues a job through `executor` (pass the business transaction). Returns false when a
     * job with the same (queue, key) already exists, in any state.
     */
    async enqueue(
      executor: Executor,
      queue: string,
      key: string,
      payload: Record<string, unknown>,
      opts: { delayMs?: number } = {},
    ): Promise<boolean> {
      const def = definition(queue);
      const rows = await executor
        .insert(jobs)
        .values({
          queue,
          key,
          payload,
          maxAttempts: def.maxAttempts ?? defaults.maxAttempts,
          runAt: msFromNow(opts.delayMs ?? 0),
        })
        .onConflictDoNothing({ target: [jobs.queue, jobs.key] })
        .returning({ id: jobs.id });
      if (opts.delayMs) expectDue(opts.delayMs);
      return rows.length > 0;
    },

    /** Polls now instead of at the next interval; call after committing an enqueue. */
    wake(): void {
      nudge();
    },

    start(): void {
      if (running) return;
      running = true;
      loop = pollLoop();
      log.info({ workerId, queues: [...definitions.keys()] }, 'job workers started');
    },

    /**
     * Stops claiming and waits for running jobs. A job still running after `timeoutMs` is left
     * to its lease: once that expires, another worker takes it over.
     */
    async stop({ timeoutMs = 10_000 }: { timeoutMs?: number } = {}): Promise<void> {
      if (!running) return;
      running = false;
      wakeUp?.();
      await loop;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      const outcome = await Promise.race([Promise.allSettled([...inFlight]).then(() => 'done' as const), timedOut]);
      clearTimeout(timer);
      if (outcome === 'timeout') log.warn({ running: inFlight.size }, 'stopped with jobs still running; their leases will expire');
    },
  };
  return queueApi;
}
