import { fileURLToPath } from 'node:url';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PreparingClient } from './preparing-client.ts';
import * as schema from './schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';

export { DataDirLockedError } from './data-dir-lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either, so callers decide the transaction boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type DatabaseOptions = { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string };

export type Database = {
  kind: 'postgres' | 'pglite';
  db: Db;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Hears `NOTIFY channel` from every process on the database (PostgreSQL), or from this one
   * (the embedded database has one). Answers the function that stops listening. On a server the
   * listening connection is re-opened after it breaks; what was sent meanwhile is not heard again.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

// Postgres serialises concurrent migrators on this advisory lock, so several nodes can start at once.
const MIGRATION_LOCK = 7_346_221;

/**
 * Connections a process keeps to PostgreSQL unless told otherwise (`DATABASE_POOL_SIZE`): a few per
 * core, not one per caller; callers beyond it wait in the process, where waiting is cheap, instead
 * of in the server's lock queues (docs/decisions/0050).
 */
export const DEFAULT_POOL_SIZE = 10;

/** The rows of a raw statement (`execute`), on either driver: both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A database that cannot be opened, with a message an operator can act on (never a password). */
export class DatabaseOpenError extends Error {}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // Every statement with parameters is prepared once per connection (docs/decisions/0061).
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? DEFAULT_POOL_SIZE, Client: PreparingClient });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    try {
      await pool.query('select 1');
    } catch (err) {
      await pool.end().catch(() => {});
      throw new DatabaseOpenError(
        `${describeServer(options.url)} cannot be reached: ${(err as Error).message || (err as NodeJS.ErrnoException).code}. ` +
          'Check that the server is running and accepts connections there, that the database exists, and the user and password in DATABASE_URL.',
      );
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      async ping() {
        await pool.query('select 1');
      },
      listen: (channel, handler) => listenOnServer(options.url, channel, handler),
      close: once(() => pool.end()),
    };
  }
  const { dataDir } = options;
  const inMemory = dataDir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
    const entries = readdirSync(dataDir);
    if (entries.length > 0 && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
      release();
      throw new DatabaseOpenError(
        `${dataDir} holds files but no embedded database (no PG_VERSION). Point DATA_DIR at an empty or missing directory to start a new database, or at an existing database.`,
      );
    }
  }
  let client: PGlite;
  try {
    client = new PGlite(dataDir, { extensions: { pg_trgm } });
    await client.waitReady;
  } catch (err) {
    release();
    const reason = err instanceof Error ? err.message : String((err as { message?: string } | undefined)?.message ?? err);
    throw new DatabaseOpenError(
      `The embedded database in ${dataDir} could not be opened (${reason}). ` +
        'It may be damaged, for example by two processes writing to it at once: restore it from a backup. A new database is never made in its place.',
    );
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, handler) {
      const stop = await client.listen(channelName(channel), handler);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: once(async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    }),
  };
}

const channelName = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
};

/** A connection of its own (a pooled one would be handed to queries), re-opened with backoff when it breaks. */
async function listenOnServer(url: string, channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
  const name = channelName(channel);
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 250;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    let lost = false;
    const reconnect = () => {
      if (lost || stopped) return;
      lost = true;
      void next.end().catch(() => {});
      retry = setTimeout(() => void connect().catch(() => {}), retryMs);
      retry.unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    next.on('notification', (message) => {
      if (message.channel === name) handler(message.payload ?? '');
    });
    next.on('error', reconnect);
    next.on('end', reconnect);
    try {
      await next.connect();
      await next.query(`listen ${name}`);
      retryMs = 250;
    } catch (err) {
      reconnect();
      throw err;
    }
  };
  try {
    await connect();
  } catch (err) {
    // The caller is told now; nothing goes on retrying behind its back.
    stopped = true;
    clearTimeout(retry);
    throw err;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** `database "shop" on db.example:5432 as "store"`: where a connection goes, without its password. */
function describeServer(url: string): string {
  try {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(default)';
    const user = decodeURIComponent(parsed.username) || '(default user)';
    return `The PostgreSQL database "${database}" on ${parsed.hostname || 'localhost'}:${parsed.port || 5432} as "${user}"`;
  } catch {
    return 'The PostgreSQL server in DATABASE_URL';
  }
}

/** Closing twice (a test, then its teardown; a signal during shutdown) must be harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

// Connection failures (class 08), the server shutting down or starting (57P01–57P03), and too many
// connections: the database is away for a while, not the request at fault.
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);

/** Whether an error (or one of its causes) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_NETWORK_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /^(Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end)/.test(message)
    )
      return true;
  }
  return false;
}
