import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { spawnStore, type StoreProcess } from './testing/store-process.ts';
import { orderRequest } from './testing/store.ts';

/**
 * The embedded database is opened by one process at a time (docs/decisions/0022), proven with real
 * store processes: a second start on the same directory exits at once naming the holder; a holder
 * killed with SIGKILL leaves a lock the next start takes over.
 */
// Each test starts real store processes one after another; on a loaded machine a start takes seconds.
describe('one process per embedded data directory', { timeout: 120_000 }, () => {
  const root = mkdtempSync(path.join(tmpdir(), 'store-single-writer-'));
  const running: StoreProcess[] = [];
  const start = async (env: Record<string, string>) => {
    const store = await spawnStore(env);
    running.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(running.splice(0).map((store) => store.crash()));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a second process at once, naming the directory and the holder, and leaves the first serving', async () => {
    const dataDir = path.join(root, 'shared');
    const first = await start({ DATA_DIR: dataDir });
    await first.ready();
    const second = await start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`The embedded database in ${dataDir} is in use by process ${first.pid}`);
    expect(second.stderr()).toContain('DATABASE_URL');
    expect((await fetch(`${first.url}/api/catalog/sg/products/mobile-legends`)).status).toBe(200);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(first.pid);
  });

  it('takes over the lock of a process killed with SIGKILL, and keeps its data', async () => {
    const dataDir = path.join(root, 'crashed');
    const first = await start({ DATA_DIR: dataDir });
    await first.ready();
    const placed = await fetch(`${first.url}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(orderRequest()),
    });
    expect(placed.status).toBe(200);
    const { orderId } = ((await placed.json()) as { data: { orderId: string } }).data;
    await first.crash();
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(first.pid);

    const next = await start({ DATA_DIR: dataDir });
    await next.ready();
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(next.pid);
    const found = await fetch(`${next.url}/api/order/${orderId}`);
    expect(found.status).toBe(200);
    expect(((await found.json()) as { data: { orderId: string } }).data.orderId).toBe(orderId);
    await next.stop();
    expect(() => readFileSync(`${dataDir}.lock`)).toThrow(/ENOENT/);
  });

  it('refuses the web and worker split without a PostgreSQL server', async () => {
    for (const role of ['web', 'worker']) {
      const store = await start({ DATA_DIR: path.join(root, `split-${role}`), ROLE: role });
      expect(await store.exited).toBe(1);
      expect(store.stderr()).toContain(`ROLE=${role} needs DATABASE_URL`);
      expect(readdirSync(root)).not.toContain(`split-${role}`);
    }
  });

  it('never makes a new database in a directory that holds something else', async () => {
    const dataDir = path.join(root, 'not-a-database');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'notes.txt'), 'kept');
    const store = await start({ DATA_DIR: dataDir });
    expect(await store.exited).toBe(1);
    expect(store.stderr()).toContain(`${dataDir} holds files but no embedded database`);
    expect(readdirSync(dataDir)).toEqual(['notes.txt']);
  });
});

describe('a database server that cannot be reached at start-up', { timeout: 120_000 }, () => {
  it('is named by host, port, database and user, never by its password', async () => {
    const targets = ['postgres://store:s3cret-pass@127.0.0.1:1/shop'];
    const admin = process.env.TEST_DATABASE_URL;
    if (admin) {
      const missing = new URL(admin);
      missing.pathname = '/store_missing_database';
      missing.password = 's3cret-pass';
      targets.push(missing.toString());
    }
    for (const url of targets) {
      const store = await spawnStore({ DATABASE_URL: url });
      expect(await store.exited).toBe(1);
      const { hostname, port, pathname, username } = new URL(url);
      expect(store.stderr()).toContain(
        `The PostgreSQL database "${pathname.slice(1)}" on ${hostname}:${port} as "${username}" cannot be reached`,
      );
      expect(store.stderr()).toContain('Check that the server is running');
      expect(store.stderr()).not.toContain('s3cret-pass');
    }
  });
});
