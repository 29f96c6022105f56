// The write path: shoppers who create an order, pay it on the sandbox's hosted page (which sends
// the store signed webhooks) and wait until it is delivered, on PostgreSQL and on the embedded
// database; then a check that nothing was charged or delivered twice. On PostgreSQL the same run
// measures pgbench's built-in tpcb-like script on the same server at the same concurrency, the
// ceiling the store's orders per second are a ratio of, and the same shoppers against the flow's
// HTTP skeleton (bench/flow-skeleton-server.ts: the same exchanges, orders in memory), the ceiling
// of any store with this flow on this machine.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '@store/db';
import { queryOnce } from '@store/db/testing';
import { sql } from '@store/db/orm';
import { approveOnHostedPage, DELIVERED, demoOrder, finalStatus, waitForUrl } from './support.ts';

const shoppers = Number(process.env.BENCH_WRITE_SHOPPERS ?? 50);
const seconds = Number(process.env.BENCH_WRITE_SECONDS ?? 20);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = 3310;
const base = `http://127.0.0.1:${port}`;
const skeletonPort = 3311;

type Step = 'create' | 'pay' | 'deliver' | 'total';
type Run = {
  database: string;
  delivered: number;
  failed: number;
  ordersPerSecond: number;
  p99: Record<Step, number>;
  doubles: string[];
  /** The store process's CPU time per delivered order, and (PostgreSQL) the database's commits per order. */
  cpuMsPerOrder: number;
  /** The whole machine's busy CPU time per delivered order: store, database and the shoppers together. */
  machineMsPerOrder: number;
  /** (PostgreSQL) the database server's CPU time per delivered order. */
  databaseMsPerOrder: number | null;
  commitsPerOrder: number | null;
};

/** User plus system CPU time of a process so far, in ms (Linux /proc; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Busy CPU time of the whole machine so far, in ms (Linux /proc/stat; every core, less idle and I/O wait). */
export function machineCpuMs(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  // Steal is time the machine's host ran something else: not this machine's work.
  const [user, nice, system, , , irq, softirq] = ticks.map(Number) as number[];
  return (user! + nice! + system! + irq! + softirq!) * 10;
}

/**
 * CPU time so far of the local PostgreSQL server's processes, in ms: the store's pooled backends
 * live through the run, so the difference over it is the database's share (a backend that ends
 * within the run takes its time with it).
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

async function commits(databaseUrl: string | undefined): Promise<number | null> {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      'select xact_commit::text as n from pg_stat_database where datname = current_database()',
    );
    return Number(result.rows[0]!.n);
  } finally {
    await client.end();
  }
}

function startStore(env: Record<string, string>): ChildProcess {
  // BENCH_STORE_NODE_ARGS, e.g. `--cpu-prof`, to look inside the store while it is loaded.
  const nodeArgs = process.env.BENCH_STORE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return spawn('node', [...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SANDBOX: '1',
      RATE_LIMIT_PER_MINUTE: '100000000',
      WEBSOCKETS_PER_ADDRESS: '1000',
      SANDBOX_WEBHOOK_DELAY_MS: '0',
      SANDBOX_PUBLISHER_LATENCY_MS: '0',
      FRONT_CACHE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A player id the sandbox publisher finds and delivers to (never 7…/8…, never …0/…9). */
export function playerId(): string {
  const n = 10_000_000 + Math.floor(Math.random() * 59_999_999);
  const id = String(n).replace(/^[78]/, '1');
  return id.replace(/[09]$/, '5');
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** One shopper's purchases until the time is up; answers each purchase's step durations. */
async function shopper(base: string, until: number, times: Record<Step, number[]>, outcome: { delivered: number; failed: number }) {
  while (Date.now() < until) {
    const t0 = performance.now();
    const created = await fetch(`${base}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoOrder(playerId())),
    });
    if (created.status !== 200) throw new Error(`order creation answered ${created.status}: ${await created.text()}`);
    const { orderId, paymentUrl } = ((await created.json()) as { data: { orderId: string; paymentUrl: string } }).data;
    const t1 = performance.now();
    await approveOnHostedPage(paymentUrl);
    const t2 = performance.now();
    const status = await finalStatus(base, orderId);
    const t3 = performance.now();
    if (status !== DELIVERED) {
      outcome.failed++;
      continue;
    }
    outcome.delivered++;
    times.create.push(t1 - t0);
    times.pay.push(t2 - t1);
    times.deliver.push(t3 - t2);
    times.total.push(t3 - t0);
  }
}

/** What must never happen twice, read from the store's and the sandbox's own tables. */
async function doubles(database: Database): Promise<string[]> {
  const checks: Array<[string, string]> = [
    [
      'an order credited twice by the publisher',
      `select count(*)::int as n from (select transaction_id from sandbox_publisher_credits group by transaction_id having count(*) > 1) d`,
    ],
    [
      'a delivered order without exactly one credit',
      `select count(*)::int as n from orders o where o.status = ${DELIVERED} and (select count(*) from sandbox_publisher_credits c where c.transaction_id = o.id) <> 1`,
    ],
    [
      'a credit for an order that is not delivered',
      `select count(*)::int as n from sandbox_publisher_credits c join orders o on o.id = c.transaction_id where o.status <> ${DELIVERED}`,
    ],
    [
      'an order with two payments',
      `select count(*)::int as n from (select merchant_ref from sandbox_payments group by merchant_ref having count(*) > 1) d`,
    ],
    [
      'a refund of a delivered order',
      `select count(*)::int as n from refunds r join orders o on o.id = r.order_id where o.status = ${DELIVERED}`,
    ],
  ];
  const found: string[] = [];
  for (const [name, query] of checks) {
    const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: Array<{ n: number }> };
    const n = result.rows[0]?.n ?? 0;
    if (n > 0) found.push(`${n} × ${name}`);
  }
  return found;
}

const noTimes = (): Record<Step, number[]> => ({ create: [], pay: [], deliver: [], total: [] });

/**
 * A short warm-up (JIT, pools), not counted; then the shoppers against `target` for the bench's
 * time, with what the server process `pid`, the machine and (given `databaseUrl`) PostgreSQL spent
 * meanwhile, per delivered order.
 */
async function load(target: string, pid: number, databaseUrl?: string): Promise<Omit<Run, 'database' | 'doubles'>> {
  await Promise.all(Array.from({ length: 5 }, () => shopper(target, Date.now() + 2_000, noTimes(), { delivered: 0, failed: 0 })));
  const times = noTimes();
  const outcome = { delivered: 0, failed: 0 };
  const spent = async () => ({ cpu: cpuMs(pid), machine: machineCpuMs(), database: postgresCpuMs(), commits: await commits(databaseUrl) });
  const before = await spent();
  const started = performance.now();
  await Promise.all(Array.from({ length: shoppers }, () => shopper(target, Date.now() + seconds * 1000, times, outcome)));
  const elapsed = (performance.now() - started) / 1000;
  const after = await spent();
  const perOrder = (amount: number) => amount / Math.max(1, outcome.delivered);
  return {
    delivered: outcome.delivered,
    failed: outcome.failed,
    ordersPerSecond: outcome.delivered / elapsed,
    p99: {
      create: percentile(times.create, 99),
      pay: percentile(times.pay, 99),
      deliver: percentile(times.deliver, 99),
      total: percentile(times.total, 99),
    },
    cpuMsPerOrder: perOrder(after.cpu - before.cpu),
    machineMsPerOrder: perOrder(after.machine - before.machine),
    databaseMsPerOrder: databaseUrl ? perOrder(after.database - before.database) : null,
    // Stats reach pg_stat_database when a backend's transaction ends; the last ones may come late.
    commitsPerOrder: before.commits === null || after.commits === null ? null : perOrder(after.commits - before.commits),
  };
}

async function measure(kind: 'postgres' | 'embedded'): Promise<Run> {
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  let dbName: string | undefined;
  if (kind === 'postgres') {
    dbName = `store_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${dbName}`);
    databaseUrl = benchDatabaseUrl(dbName);
  } else {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'store-bench-write-')), 'data');
  }
  const store = startStore(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '20' } : { DATA_DIR: dataDir! });
  try {
    await waitForUrl(`${base}/readyz`, 90_000);
    const measured = await load(base, store.pid!, databaseUrl);
    await stop(store);
    const database = await openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: dataDir! });
    const found = await doubles(database);
    await database.close();
    return { database: kind === 'postgres' ? 'PostgreSQL server' : 'embedded (PGlite)', doubles: found, ...measured };
  } finally {
    if (store.exitCode === null) await stop(store);
    if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
    if (dbName) await adminQuery(`drop database if exists ${dbName} with (force)`);
  }
}

/** The same shoppers against the flow's HTTP skeleton: no database, nothing to check for doubles. */
async function measureSkeleton(): Promise<Run> {
  const nodeArgs = process.env.BENCH_STORE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn('node', [...nodeArgs, '--import', 'tsx', 'bench/flow-skeleton-server.ts'], {
    env: { ...process.env, PORT: String(skeletonPort), NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const skeletonBase = `http://127.0.0.1:${skeletonPort}`;
  try {
    await waitForUrl(`${skeletonBase}/readyz`, 30_000);
    return { database: SKELETON, doubles: [], ...(await load(skeletonBase, server.pid!)) };
  } finally {
    if (server.exitCode === null) await stop(server);
  }
}

const SKELETON = 'HTTP skeleton, no DB';

/** The URL of a database the bench made on the server. */
export function benchDatabaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A statement on the server's maintenance database (creating and dropping the bench's own). */
export function adminQuery(query: string): Promise<void> {
  return queryOnce(adminUrl, query);
}

/** pgbench's built-in tpcb-like script on the same server, at the same number of clients. */
export async function pgbenchTps(clients = shoppers, forSeconds = seconds): Promise<number | null> {
  return (await pgbench(clients, forSeconds))?.tps ?? null;
}

/** pgbench's TPS, and the machine's busy CPU time per transaction while it ran (pgbench itself included). */
async function pgbench(clients: number, forSeconds: number): Promise<{ tps: number; machineMsPerTransaction: number } | null> {
  const url = new URL(adminUrl);
  const dbName = `store_pgbench_${randomBytes(4).toString('hex')}`;
  const connection = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username) || 'postgres'];
  const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) };
  const run = (args: string[]) => spawnSync('pgbench', [...connection, ...args], { env, encoding: 'utf8' });
  await adminQuery(`create database ${dbName}`);
  try {
    if (run(['-i', '-q', '-s', '10', dbName]).status !== 0) return null;
    const testSeconds = Math.min(forSeconds, 15);
    const machineBefore = machineCpuMs();
    const result = run(['-c', String(clients), '-j', '2', '-T', String(testSeconds), dbName]);
    const machineMs = machineCpuMs() - machineBefore;
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout);
    return tps ? { tps: Number(tps[1]), machineMsPerTransaction: machineMs / (Number(tps[1]) * testSeconds) } : null;
  } finally {
    await adminQuery(`drop database if exists ${dbName} with (force)`);
  }
}

export async function writePathBench(): Promise<boolean> {
  console.log(
    `\nWrite path: ${shoppers} shoppers for ${seconds} s each create an order, pay it on the hosted page (signed webhooks) and wait for delivery`,
  );
  const runs: Run[] = [];
  for (const kind of ['postgres', 'embedded'] as const) runs.push(await measure(kind));
  runs.push(await measureSkeleton());
  const measured = await pgbench(shoppers, seconds);
  const tps = measured?.tps ?? null;
  console.log(
    `pgbench tpcb-like on the same server, ${shoppers} clients: ${
      measured === null
        ? 'not available'
        : `${measured.tps.toFixed(0)} TPS, ${measured.machineMsPerTransaction.toFixed(2)} ms of the machine's CPU per transaction`
    }\n`,
  );
  console.log(
    [
      'database'.padEnd(20),
      'delivered/s'.padStart(12),
      'of pgbench'.padStart(11),
      'p99 create'.padStart(11),
      'p99 pay'.padStart(9),
      'p99 deliver'.padStart(12),
      'p99 total'.padStart(10),
      'delivered'.padStart(10),
      'failed'.padStart(7),
      'CPU/order'.padStart(10),
      'database/order'.padStart(15),
      'machine/order'.padStart(14),
      'commits/order'.padStart(14),
      '  goal',
    ].join(' '),
  );
  for (const run of runs) {
    console.log(
      [
        run.database.padEnd(20),
        run.ordersPerSecond.toFixed(1).padStart(12),
        (tps && (run.database.startsWith('PostgreSQL') || run.database === SKELETON)
          ? `${((run.ordersPerSecond / tps) * 100).toFixed(1)} %`
          : ''
        ).padStart(11),
        `${run.p99.create.toFixed(0)} ms`.padStart(11),
        `${run.p99.pay.toFixed(0)} ms`.padStart(9),
        `${run.p99.deliver.toFixed(0)} ms`.padStart(12),
        `${run.p99.total.toFixed(0)} ms`.padStart(10),
        String(run.delivered).padStart(10),
        String(run.failed).padStart(7),
        `${run.cpuMsPerOrder.toFixed(1)} ms`.padStart(10),
        (run.databaseMsPerOrder === null ? '' : `${run.databaseMsPerOrder.toFixed(1)} ms`).padStart(15),
        `${run.machineMsPerOrder.toFixed(1)} ms`.padStart(14),
        (run.commitsPerOrder === null ? '' : run.commitsPerOrder.toFixed(1)).padStart(14),
        run.database.startsWith('PostgreSQL') ? '  >= 20 % of pgbench' : '',
      ].join(' '),
    );
  }
  const skeleton = runs.find((run) => run.database === SKELETON)!;
  for (const run of runs.filter((run) => run !== skeleton)) {
    console.log(
      `${run.database}: ${((run.ordersPerSecond / skeleton.ordersPerSecond) * 100).toFixed(1)} % of the HTTP skeleton's orders per second`,
    );
  }
  let ok = true;
  for (const run of runs.filter((run) => run !== skeleton)) {
    if (run.doubles.length > 0) {
      console.error(`${run.database}: ${run.doubles.join('; ')}`);
      ok = false;
    } else {
      console.log(`${run.database}: nothing charged, credited or delivered twice (${run.delivered} orders checked)`);
    }
  }
  return ok;
}
