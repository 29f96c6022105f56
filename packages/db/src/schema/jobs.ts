import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The durable job queue. A job is enqueued with the business transaction that needs it, so a
 * rolled-back change enqueues nothing; (queue, key) is unique, so the same work can't be queued
 * twice; workers claim due rows with `FOR UPDATE SKIP LOCKED` and hold them for a lease
 * (`locked_until`), after which a dead worker's job is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    queue: text('queue').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_queue_key').on(t.queue, t.key),
    index('jobs_due').on(t.status, t.runAt),
    check('jobs_status', sql`${t.status} in ('pending', 'running', 'completed', 'failed')`),
    check('jobs_max_attempts', sql`${t.maxAttempts} >= 1`),
  ],
);
