// The web process's resident memory under a mix of requests: after 10,000 and after 100,000 it
// must have levelled off (caches are bounded, nothing is kept per request).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { demoOrder, waitForUrl } from './support.ts';
import { adminQuery, benchDatabaseUrl } from './write-path.ts';

const residentKb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

function mixedRequests(base: string): autocannon.Request[] {
  let n = 0;
  return [
    { method: 'GET', path: '/api/catalog/sg/products', headers: { 'accept-encoding': 'br, gzip' } },
    { method: 'GET', path: '/sg/mobile-legends', headers: { 'accept-encoding': 'br, gzip' } },
    // Searches and unknown orders with a new text each time: a cache keyed by request must stay bounded.
    {
      method: 'POST',
      path: '/api/order/search',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify({ query: `legends ${++n % 5000}`, countryCode: 'sg' }) }),
    },
    {
      method: 'GET',
      setupRequest: (req: autocannon.Request) => ({ ...req, path: `/api/order/ord_${(++n).toString(36).padStart(20, 'x')}` }),
    },
    { method: 'GET', setupRequest: (req: autocannon.Request) => ({ ...req, path: `/sg/no-such-game-${++n}` }) },
    {
      method: 'POST',
      path: '/api/order',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req: autocannon.Request) => ({
        ...req,
        body: JSON.stringify(demoOrder(String(11_111_111 + (++n % 8_000_000)).replace(/[09]$/, '5'))),
      }),
    },
  ].map((request) => ({ ...request, headers: { ...request.headers, host: new URL(base).host } })) as autocannon.Request[];
}

async function send(base: string, amount: number) {
  const result = await autocannon({ url: base, connections: 50, amount, requests: mixedRequests(base) });
  return { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx };
}

export async function memoryBench(base: string, pid: number, database: string): Promise<void> {
  // Sampled after every 10,000: a heap that V8 lets grow until it needs to collect rises at first
  // and then flattens; a leak keeps rising.
  const samples = [residentKb(pid)];
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  for (let batch = 0; batch < 10; batch++) {
    const result = await send(base, 10_000);
    errors += result.errors;
    timeouts += result.timeouts;
    non2xx += result.non2xx;
    samples.push(residentKb(pid));
  }
  const mb = (kb: number) => `${(kb / 1024).toFixed(0)}`;
  const [atStart, after10k, after100k] = [samples[0]!, samples[1]!, samples[10]!];
  console.log(
    `\nResident memory of the store on ${database} under mixed requests (catalogue, page, search, unknown order, not-found page, order creation):`,
  );
  console.log(`  MB at start and after each 10,000: ${samples.map(mb).join(', ')}`);
  console.log(
    `  after 10,000 ${mb(after10k)} MB, after 100,000 ${mb(after100k)} MB: ${(((after100k - after10k) / after10k) * 100).toFixed(1)} % between them; ` +
      `the last 30,000 added ${(((after100k - samples[7]!) / samples[7]!) * 100).toFixed(1)} % (goal: levels off; start ${mb(atStart)} MB)`,
  );
  // Not-found pages and refused orders answer 4xx by design: only connection errors and timeouts are failures.
  console.log(`  connection errors ${errors}, timeouts ${timeouts}, non-2xx answers ${non2xx}`);
}

/**
 * The same mix on a store whose database is a PostgreSQL server: there the resident memory is the
 * web process's alone, where the embedded database's pages and the orders made count too.
 */
export async function memoryBenchOnPostgres(port: number): Promise<void> {
  const name = `store_bench_memory_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const store = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      DATABASE_URL: benchDatabaseUrl(name),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => store.once('exit', resolve));
  try {
    await waitForUrl(`http://127.0.0.1:${port}/readyz`, 90_000);
    await memoryBench(`http://127.0.0.1:${port}`, store.pid!, 'a PostgreSQL server');
  } finally {
    store.kill('SIGTERM');
    await exited;
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}
