// The web process's resident memory under a mix of requests: after 10,000 and after 100,000 it
// must have levelled off (caches are bounded, nothing is kept per request).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { demoOrder } from './support.ts';

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

export async function memoryBench(base: string, pid: number): Promise<void> {
  const atStart = residentKb(pid);
  const first = await send(base, 10_000);
  const after10k = residentKb(pid);
  const more = await send(base, 90_000);
  const after100k = residentKb(pid);
  const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
  console.log(
    `\nResident memory of the store under mixed requests (catalogue, page, search, unknown order, not-found page, order creation):`,
  );
  console.log(
    `  at start ${mb(atStart)}, after 10,000 ${mb(after10k)}, after 100,000 ${mb(after100k)}: ` +
      `${(((after100k - after10k) / after10k) * 100).toFixed(1)} % between 10,000 and 100,000 (goal: levels off)`,
  );
  // Not-found pages and refused orders answer 4xx by design: only connection errors and timeouts are failures.
  console.log(
    `  connection errors ${first.errors + more.errors}, timeouts ${first.timeouts + more.timeouts}, non-2xx answers ${first.non2xx + more.non2xx}`,
  );
}
