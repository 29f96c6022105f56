// `npm run bench`: starts the built store and a bare Fastify hello-world side by side, loads both
// with autocannon and prints throughput, p99 latency and the ratio to the baseline; measures the
// store's resident memory under mixed requests (embedded database, then a PostgreSQL server); audits the home and product pages with Lighthouse;
// then measures the write path (orders paid and delivered per second against pgbench, on both
// databases, and against the flow's HTTP skeleton without a database), wallet charges on one hot wallet and spread over many (against pgbench), and a
// checkout that burns and earns rewards beside the plain checkout (PostgreSQL), and search over a
// catalogue of 10,000 products, 50 searches at once, beside the same server's health check.
// BENCH_ONLY=load, memory, lighthouse, write, wallet, rewards or search runs one part.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { auditPages, printReports } from './lighthouse.ts';
import { memoryBench, memoryBenchOnPostgres } from './memory.ts';
import { rewardsBench } from './rewards.ts';
import { searchBench } from './search.ts';
import { waitForUrl } from './support.ts';
import { walletBench } from './wallet.ts';
import { writePathBench } from './write-path.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
// The targets are loaded in turn, round after round, and each reports its median: on a shared
// 2-core machine throughput drifts by tens of percent within a minute, and interleaving puts the
// store and its baseline under the same drift.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const only = process.env.BENCH_ONLY;
const storePort = 3300;
const baselinePort = 3301;

type Target = {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  baseline?: boolean;
  target?: string;
  headers?: Record<string, string>;
};

const targets: Target[] = [
  { name: 'baseline: bare Fastify hello-world', url: `http://127.0.0.1:${baselinePort}/`, baseline: true },
  { name: 'baseline: bare Fastify, same catalogue bytes', url: `http://127.0.0.1:${baselinePort}/catalogue` },
  // Asked for as a browser asks (every browser accepts brotli, and the store keeps the list compressed),
  // and as a bare HTTP client asks, for the cost of the 6.5 kB it then sends.
  {
    name: 'catalogue API  GET /api/catalog/sg/products',
    url: `http://127.0.0.1:${storePort}/api/catalog/sg/products`,
    headers: { 'accept-encoding': 'br, gzip' },
    target: '>= 70 % of baseline req/s',
  },
  { name: '  the same, without accept-encoding', url: `http://127.0.0.1:${storePort}/api/catalog/sg/products` },
  {
    name: 'product page   GET /sg/mobile-legends (SSR)',
    url: `http://127.0.0.1:${storePort}/sg/mobile-legends`,
    headers: { 'accept-encoding': 'br, gzip' },
    target: 'p99 < 50 ms',
  },
  {
    name: 'search         POST /api/order/search',
    url: `http://127.0.0.1:${storePort}/api/order/search`,
    method: 'POST',
    body: JSON.stringify({ query: 'legnds', countryCode: 'sg' }),
  },
];

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code) => {
    if (code && code !== 0 && !stopping) {
      console.error(`${args.join(' ')} exited with ${code}`);
      process.exit(1);
    }
  });
  return child;
}

function load(target: Target): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    body: target.body,
    headers: { ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
    connections,
    duration,
  });
}

let stopping = false;
let baseline: ChildProcess | undefined;
const runs = (part: string) => !only || only === part;

if (runs('load') || runs('memory') || runs('lighthouse')) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-bench-'));
  const store = start('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
    PORT: String(storePort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    // Request logging is on in production too, but to a file or collector; here it would measure the terminal.
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  try {
    await waitForUrl(`http://127.0.0.1:${storePort}/readyz`);
    if (runs('load')) await loadTest(dataDir);
    if (runs('memory')) await memoryBench(`http://127.0.0.1:${storePort}`, store.pid!, 'the embedded database');
    if (runs('lighthouse'))
      printReports(await auditPages([`http://127.0.0.1:${storePort}/sg/`, `http://127.0.0.1:${storePort}/sg/mobile-legends`]));
  } finally {
    stopping = true;
    // The data directory goes once the store has closed its database, not while it still writes.
    const exited = store.exitCode === null ? new Promise((resolve) => store.once('exit', resolve)) : null;
    store.kill('SIGTERM');
    baseline?.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  stopping = false;
}
if (runs('memory')) await memoryBenchOnPostgres(storePort);
// On a quiet machine: the stores above are stopped.
if (runs('write') && !(await writePathBench())) process.exitCode = 1;
if (runs('wallet') && !(await walletBench())) process.exitCode = 1;
if (runs('rewards') && !(await rewardsBench())) process.exitCode = 1;
if (runs('search') && !(await searchBench())) process.exitCode = 1;

async function loadTest(dataDir: string) {
  const catalogueFile = path.join(dataDir, 'catalogue.json');
  writeFileSync(catalogueFile, await (await fetch(`http://127.0.0.1:${storePort}/api/catalog/sg/products`)).text());
  baseline = start('node', ['--import', 'tsx', 'bench/baseline-server.ts'], {
    PORT: String(baselinePort),
    CATALOGUE_BODY_FILE: catalogueFile,
  });
  await waitForUrl(`http://127.0.0.1:${baselinePort}/`);
  for (const target of targets) await load(target); // warm-up pass, discarded: JIT, caches, pools
  const results = new Map<Target, autocannon.Result[]>(targets.map((target) => [target, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) results.get(target)!.push(await load(target));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const rows = targets.map((target) => {
    const runs = results.get(target)!;
    return {
      name: target.name,
      rps: median(runs.map((run) => run.requests.average)),
      p99: median(runs.map((run) => run.latency.p99)),
      errors: runs.reduce((sum, run) => sum + run.errors + run.timeouts, 0),
      non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
      target: target.target,
    };
  });
  const base = rows[0]!.rps;
  console.log(
    `\n${connections} connections; every target ${rounds} times for ${duration} s, in turn, after a discarded warm-up; medians\n`,
  );
  console.log(
    ['target'.padEnd(48), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'ratio'.padStart(7), 'errors'.padStart(7), '  goal'].join(' '),
  );
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(48),
        row.rps.toFixed(0).padStart(9),
        row.p99.toFixed(1).padStart(8),
        `${((row.rps / base) * 100).toFixed(0)} %`.padStart(7),
        String(row.errors + row.non2xx).padStart(7),
        `  ${row.target ?? ''}`,
      ].join(' '),
    );
  }
  const failed = rows.filter((r) => r.errors + r.non2xx > 0);
  if (failed.length) {
    console.error(`\nRequests failed during: ${failed.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
}
