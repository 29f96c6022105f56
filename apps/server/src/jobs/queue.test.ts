import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '@store/db/orm';
import { jobs, type Database } from '@store/db';
import { createTestDatabase, databaseKinds } from '../testing/database.ts';
import { waitFor } from '../testing/store.ts';
import { createJobQueue, PermanentJobError, type JobQueue } from './index.ts';

const silent = { info() {}, warn() {}, error() {} };

describe.each(databaseKinds)('job queue on %s', (kind) => {
  let database: Database;
  const queues: JobQueue[] = [];

  function newQueue(leaseMs = 60_000) {
    const queue = createJobQueue({
      db: database.db,
      log: silent,
      pollIntervalMs: 10,
      leaseMs,
      defaults: { maxAttempts: 3, backoff: { baseMs: 5, maxMs: 20 } },
    });
    queues.push(queue);
    return queue;
  }

  async function jobRow(queue: string, key: string) {
    const [row] = await database.db.select().from(jobs).where(eq(jobs.key, key));
    expect(row?.queue).toBe(queue);
    return row!;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop({ timeoutMs: 100 })));
    await database.close();
  });

  it('runs a job once even when it is enqueued twice', async () => {
    const queue = newQueue();
    const seen: string[] = [];
    queue.define('echo', {
      async handler(job) {
        seen.push(job.key);
      },
    });
    expect(await queue.enqueue(database.db, 'echo', 'a', {})).toBe(true);
    expect(await queue.enqueue(database.db, 'echo', 'a', {})).toBe(false);
    queue.start();
    await waitFor(async () => (await jobRow('echo', 'a')).status === 'completed');
    expect(seen).toEqual(['a']);
    await queue.stop();
  });

  it('enqueues nothing when the enqueuing transaction rolls back', async () => {
    const queue = newQueue();
    queue.define('rolled', { async handler() {} });
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'rolled', 'r1', {});
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await database.db.select().from(jobs).where(eq(jobs.queue, 'rolled'))).toEqual([]);
  });

  it('retries with backoff and counts attempts', async () => {
    const queue = newQueue();
    let calls = 0;
    queue.define('flaky', {
      async handler() {
        calls += 1;
        if (calls < 3) throw new Error(`failure ${calls}`);
      },
    });
    await queue.enqueue(database.db, 'flaky', 'f1', {});
    queue.start();
    await waitFor(async () => (await jobRow('flaky', 'f1')).status === 'completed');
    expect((await jobRow('flaky', 'f1')).attempts).toBe(3);
    await queue.stop();
  });

  it('tells onRetry of each retry with the time it comes due, and not of the last failure', async () => {
    const queue = newQueue();
    const retries: { attempt: number; retryAt: Date }[] = [];
    queue.define('told', {
      maxAttempts: 3,
      async handler() {
        throw new Error('always');
      },
      async onRetry(job, _error, retryAt) {
        retries.push({ attempt: job.attempts, retryAt });
      },
      async onExhausted() {},
    });
    await queue.enqueue(database.db, 'told', 't1', {});
    const before = Date.now();
    queue.start();
    await waitFor(async () => (await jobRow('told', 't1')).status === 'failed');
    expect(retries.map((r) => r.attempt)).toEqual([1, 2]);
    // The last retry's time is the one the row was claimed by for the final attempt.
    expect(retries[1]!.retryAt.getTime()).toBe((await jobRow('told', 't1')).runAt.getTime());
    expect(retries[0]!.retryAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    await queue.stop();
  });

  it('marks a job failed and runs onExhausted once after the last attempt', async () => {
    const queue = newQueue();
    const exhausted: string[] = [];
    queue.define('doomed', {
      maxAttempts: 2,
      async handler() {
        throw new Error('always');
      },
      async onExhausted(job, error) {
        exhausted.push(`${job.key}:${(error as Error).message}`);
      },
    });
    queue.define('hopeless', {
      async handler() {
        throw new PermanentJobError('no point retrying');
      },
      async onExhausted(job) {
        exhausted.push(job.key);
      },
    });
    await queue.enqueue(database.db, 'doomed', 'd1', {});
    await queue.enqueue(database.db, 'hopeless', 'h1', {});
    queue.start();
    await waitFor(async () => (await jobRow('doomed', 'd1')).status === 'failed' && (await jobRow('hopeless', 'h1')).status === 'failed');
    expect((await jobRow('doomed', 'd1')).attempts).toBe(2);
    expect((await jobRow('hopeless', 'h1')).attempts).toBe(1);
    expect(exhausted.sort()).toEqual(['d1:always', 'h1']);
    await queue.stop();
  });

  it('hands a job whose worker stopped mid-run to another worker when the lease expires', async () => {
    const first = newQueue(300);
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    first.define('lease', {
      async handler() {
        started = true;
        await stuck;
      },
    });
    await first.enqueue(database.db, 'lease', 'l1', {});
    first.start();
    await waitFor(async () => started);
    await first.stop({ timeoutMs: 10 });
    expect((await jobRow('lease', 'l1')).status).toBe('running');

    const second = newQueue(300);
    const ranBy: number[] = [];
    second.define('lease', {
      async handler(job) {
        ranBy.push(job.attempts);
      },
    });
    second.start();
    await waitFor(async () => (await jobRow('lease', 'l1')).status === 'completed');
    expect(ranBy).toEqual([2]);

    // The first worker wakes up late: its lease is gone, so it can no longer change the job.
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const row = await jobRow('lease', 'l1');
    expect(row.status).toBe('completed');
    expect(row.lockedBy).toBeNull();
    await second.stop();
  });

  it("takes over at start, as the database's sole worker, the jobs of a worker that ended mid-run, without waiting for their lease", async () => {
    const first = newQueue(60_000);
    let started = false;
    first.define('orphan', {
      async handler() {
        started = true;
        await new Promise(() => {});
      },
    });
    await first.enqueue(database.db, 'orphan', 'o1', {});
    first.start();
    await waitFor(async () => started);
    await first.stop({ timeoutMs: 10 });
    expect((await jobRow('orphan', 'o1')).status).toBe('running');

    // Another worker sharing the database waits for the lease (a minute) ...
    const shared = newQueue(60_000);
    const ranByShared: number[] = [];
    shared.define('orphan', {
      async handler(job) {
        ranByShared.push(job.attempts);
      },
    });
    shared.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await shared.stop();
    expect(ranByShared).toEqual([]);

    // ... the sole worker of the database knows the holder has ended, and runs it at once.
    const sole = createJobQueue({
      db: database.db,
      log: silent,
      pollIntervalMs: 10,
      leaseMs: 60_000,
      soleWorker: true,
      defaults: { maxAttempts: 3, backoff: { baseMs: 5, maxMs: 20 } },
    });
    queues.push(sole);
    const ranBy: number[] = [];
    sole.define('orphan', {
      async handler(job) {
        ranBy.push(job.attempts);
      },
    });
    sole.start();
    await waitFor(async () => (await jobRow('orphan', 'o1')).status === 'completed');
    expect(ranBy).toEqual([2]);
    await sole.stop();
  });

  it('backs its idle polls off when asked to, and a wake after an enqueue still runs the job at once', async () => {
    let claims = 0;
    // The real database, counting the claiming updates that polls make.
    const db = new Proxy(database.db, {
      get(target, name, receiver) {
        if (name === 'update') claims += 1;
        return Reflect.get(target, name, receiver);
      },
    });
    const queue = createJobQueue({ db, log: silent, pollIntervalMs: 10, idlePollMaxMs: 200 });
    queues.push(queue);
    const ran: string[] = [];
    queue.define('backoff', {
      async handler(job) {
        ran.push(job.key);
      },
    });
    queue.start();
    await new Promise((resolve) => setTimeout(resolve, 600));
    // Every 10 ms that would be about 60 polls; backing off (10, 20, 40, ... 200 ms) it is about 7.
    expect(claims).toBeGreaterThan(2);
    expect(claims).toBeLessThan(15);

    await queue.enqueue(database.db, 'backoff', 'b1', {});
    queue.wake();
    await waitFor(async () => ran.includes('b1'));
    await queue.stop();
  });

  it('runs a periodic job once per period however many workers tick', async () => {
    const a = newQueue();
    const b = newQueue();
    let runs = 0;
    for (const q of [a, b])
      q.define('sweep', {
        everyMs: 60 * 60_000,
        async handler() {
          runs += 1;
        },
      });
    a.start();
    b.start();
    await waitFor(async () => (await database.db.select().from(jobs).where(eq(jobs.queue, 'sweep'))).some((j) => j.status === 'completed'));
    await a.stop();
    await b.stop();
    expect(runs).toBe(1);
  });
});
