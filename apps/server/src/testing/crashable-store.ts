import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { openDatabase, type Database } from '@store/db';
import { createServerDatabase, type DatabaseKind } from './database.ts';
import { freePort, spawnStore, type StoreProcess } from './store-process.ts';

/**
 * A store run as its own process on data that outlives it (a data directory, or a PostgreSQL
 * database of its own), for crash tests: started, killed with SIGKILL and started again on the
 * same port and data. Registers the suite's set-up and clean-up; call it inside a `describe`.
 */
export function crashableStore(kind: DatabaseKind) {
  let port = 0;
  let dataDir = '';
  let databaseUrl: string | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  let current: StoreProcess | null = null;

  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'store-crash-'));
    if (kind === 'postgres') {
      const server = await createServerDatabase();
      databaseUrl = server.url;
      dropDatabase = server.drop;
    }
  }, 300_000);

  afterAll(async () => {
    await current?.crash();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const baseUrl = () => `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    /** The PostgreSQL database's address, or null on the embedded database. */
    databaseUrl: () => databaseUrl,

    /** Starts the store with `env` beside its address and data, and waits until it is ready. */
    async start(env: Record<string, string>): Promise<StoreProcess> {
      const store = await spawnStore({
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl(),
        RATE_LIMIT_PER_MINUTE: '100000',
        ...env,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
      });
      await store.ready(60_000);
      current = store;
      return store;
    },

    /** `kill -9`: no shutdown hook runs. */
    async crash(store: StoreProcess): Promise<void> {
      await store.crash();
      current = null;
    },

    /** SIGTERM, and the process must end cleanly. */
    async stop(store: StoreProcess): Promise<void> {
      await store.stop();
      expect(await store.exited).toBe(0);
      current = null;
    },

    /** Opens the data the store left (after it ended: the embedded database has one process at a time). */
    open(): Promise<Database> {
      return openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir });
    },

    /** Calls the store's API and unwraps the envelope; a failure throws with the answer. */
    async api<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
      const response = await fetch(`${baseUrl()}${url}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      const json = (await response.json()) as { resultCode: number; data: T };
      if (json.resultCode !== 0) throw new Error(`${method} ${url}: ${JSON.stringify(json)}`);
      return json.data;
    },
  };
}
