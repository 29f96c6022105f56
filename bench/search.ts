// Search over a large catalogue (ADR 0041, 0048): 10,000 generated games are added to a fresh
// embedded database beside the demo catalogue, all sold in Singapore, each with its search keys
// (names by word, an alias of its initials) and every tenth with a Japanese name.
// First the catalogue service itself answers 50 searches at once, in this process, from its index:
// the goal, p95 < 15 ms, is the search's own cost. Then the built store serves the catalogue, and
// 50 shoppers at once search through the real HTTP API: suggestions while typing
// (GET /api/catalog/sg/suggestions) and the results of a search (POST /api/order/search), each
// query twice; the baseline is the same server's `/healthz`, loaded the same way in the same run,
// and each search's p95 is shown as a ratio of the baseline's (on two cores shared with the load
// generator, no request of any kind answers within 15 ms at p95 with 50 in flight).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STORE_SITE } from '@store/contracts';
import {
  denominations,
  openDatabase,
  productCountries,
  products,
  productSearchKeys,
  productTexts,
  searchKeysOf,
  siteProducts,
  type Db,
} from '@store/db';
import { seedDemoCatalogue } from '@store/db/seed';
import { createCatalogService } from '../apps/server/src/modules/catalog/index.ts';
import { waitForUrl } from './support.ts';
import { percentile } from './write-path.ts';

const PRODUCTS = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_SEARCH_CONCURRENCY ?? 50);
const QUERIES = Number(process.env.BENCH_SEARCH_QUERIES ?? 3_000);
const port = 3330;
const base = `http://127.0.0.1:${port}`;
const COUNTRY = 'sg';

const FIRST =
  'Crimson Shadow Iron Golden Silent Eternal Arcane Frozen Wild Hidden Royal Lost Mystic Neon Storm Solar Lunar Ancient Brave Dark Sky Star Dragon Thunder Ocean Crystal Phantom Steel Jade Ember'.split(
    ' ',
  );
const SECOND =
  'Legends Knights Raiders Empire Heroes Realms Tactics Warriors Kingdom Quest Arena Chronicles Odyssey Frontier Guardians Clash Saga Rivals Hunters Titans League Pirates Valley Tower Racers Forge Dynasty Rift Souls Wings'.split(
    ' ',
  );
const THIRD = ['Mobile', 'Online', 'Origins', 'Rising', 'Go', 'X', 'Infinity', 'Reborn', 'Battle', 'Idle', 'Tycoon'];
/** Katakana for the first words, so one game in ten has a Japanese name, found by its Latin one. */
const KATAKANA: Record<string, string> = {
  Crimson: 'クリムゾン',
  Shadow: 'シャドウ',
  Iron: 'アイアン',
  Golden: 'ゴールデン',
  Silent: 'サイレント',
  Eternal: 'エターナル',
  Arcane: 'アルケイン',
  Frozen: 'フローズン',
  Wild: 'ワイルド',
  Hidden: 'ヒドゥン',
};

type Game = { id: string; slug: string; name: string; alias: string; japanese: string | null };

function generatedGames(): Game[] {
  const games: Game[] = [];
  for (let i = 0; games.length < PRODUCTS; i++) {
    const first = FIRST[i % FIRST.length]!;
    const second = SECOND[Math.floor(i / FIRST.length) % SECOND.length]!;
    const third = THIRD[Math.floor(i / (FIRST.length * SECOND.length)) % THIRD.length]!;
    const edition = Math.floor(i / (FIRST.length * SECOND.length * THIRD.length));
    const name = `${first} ${second} ${third}${edition ? ` ${edition + 1}` : ''}`;
    const slug = `bench-${i}`;
    const japanese = i % 10 === 0 && KATAKANA[first] ? `${KATAKANA[first]}・${second}` : null;
    const alias = name
      .split(' ')
      .map((word) => word[0]!.toLowerCase())
      .join('');
    games.push({ id: `prd_bench_${i}`, slug, name, alias, japanese });
  }
  return games;
}

async function addGames(db: Db, games: Game[]) {
  const chunk = 1_000;
  for (let start = 0; start < games.length; start += chunk) {
    const part = games.slice(start, start + chunk);
    await db.insert(products).values(
      part.map((g, n) => ({
        id: g.id,
        slug: g.slug,
        name: g.name,
        publisher: 'Bench Games',
        kind: 'topup',
        category: 'RPG',
        description: `${g.name}: a generated game of the search bench.`,
        creditName: 'Gems',
        userIdLabel: 'Player ID',
        artwork: { from: '#1e3a8a', to: '#f59e0b', glyph: g.alias.slice(0, 2).toUpperCase() },
        popularity: (start + n) % 97,
      })),
    );
    await db.insert(productCountries).values(part.map((g) => ({ productId: g.id, countryCode: COUNTRY })));
    await db.insert(siteProducts).values(part.map((g) => ({ siteId: STORE_SITE.id, productId: g.id })));
    await db.insert(denominations).values(
      part.map((g) => ({
        id: `dnm_bench_${g.slug}`,
        productId: g.id,
        countryCode: COUNTRY,
        name: '100 Gems',
        creditAmount: 100,
        priceMinor: 199n,
        currency: 'SGD',
      })),
    );
    const japanese = part.filter((g) => g.japanese);
    if (japanese.length) {
      await db
        .insert(productTexts)
        .values(japanese.map((g) => ({ productId: g.id, language: 'ja', name: g.japanese, description: null, creditName: 'ジェム' })));
    }
    await db.insert(productSearchKeys).values(
      part.flatMap((g) =>
        searchKeysOf([g.name, ...(g.japanese ? [g.japanese] : [])], [g.alias]).map(({ key, source }) => ({
          productId: g.id,
          key,
          source,
        })),
      ),
    );
  }
}

/** What shoppers type: prefixes of names while typing, whole words, aliases, typos, Latin names of Japanese ones. */
function queriesFor(games: Game[]): string[] {
  const queries = new Set<string>();
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  while (queries.size < QUERIES) {
    const game = games[Math.floor(random() * games.length)]!;
    const words = game.name.toLowerCase().split(' ');
    const kind = queries.size % 5;
    if (kind === 0) queries.add(game.name.toLowerCase().slice(0, 3 + Math.floor(random() * 12)));
    else if (kind === 1)
      queries.add(
        words
          .slice(1)
          .join(' ')
          .slice(0, 4 + Math.floor(random() * 8)),
      );
    else if (kind === 2) queries.add(game.alias);
    // A letter dropped from the middle of a name: typing distance, answered by the trigram index.
    else if (kind === 3) queries.add(`${words[0]} ${words[1]!.slice(0, 2)}${words[1]!.slice(3)}`);
    else queries.add(`${words[0]} ${words[1]} ${Math.floor(random() * 999)}`);
  }
  return [...queries];
}

type Load = { name: string; request: (query: string) => Promise<Response> };

/**
 * The catalogue service's search in this process, `CONCURRENCY` at once over every query, twice:
 * the index's cost without HTTP. Answers whether p95 met the goal.
 */
async function serviceSearch(db: Db, queries: string[]): Promise<boolean> {
  const catalog = createCatalogService(db);
  const built = performance.now();
  const first = await catalog.search(STORE_SITE.id, COUNTRY, queries[0]!);
  console.log(`\nSearch index of ${COUNTRY} built in ${(performance.now() - built).toFixed(0)} ms (first search, ${first.length} found)`);
  console.log(
    [
      'catalogue service, in process'.padEnd(48),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'p99 ms'.padStart(8),
    ].join(' '),
  );
  const search = async (query: string) => {
    await catalog.search(STORE_SITE.id, COUNTRY, query);
    return true;
  };
  await askAll('catalogue service', warmUpQueries(queries), search);
  let ok = true;
  for (const pass of ['first pass', 'second pass']) {
    const { latencies, failed, seconds } = await askAll('catalogue service', queries, search);
    const p95 = percentile(latencies, 95);
    console.log(
      [
        `search, ${pass}`.padEnd(48),
        (latencies.length / seconds).toFixed(0).padStart(8),
        percentile(latencies, 50).toFixed(2).padStart(8),
        p95.toFixed(2).padStart(8),
        percentile(latencies, 99).toFixed(2).padStart(8),
        failed ? `  ${failed} failed` : '',
      ].join(' '),
    );
    if (failed || p95 >= 15) ok = false;
  }
  console.log('goal: p95 < 15 ms');
  return ok;
}

/** Other queries than the measured ones, asked first and discarded: JIT, the database's pages, connection pools. */
const warmUpQueries = (queries: string[]) => queries.map((q) => `${q}a`).slice(0, 300);

/**
 * Asks every query through `CONCURRENCY` workers: each answer's latency in ms, how many failed (an
 * answer `ask` finds wrong, or an error, whose first is printed under `name`), and how long it took.
 */
async function askAll(
  name: string,
  queries: string[],
  ask: (query: string) => Promise<boolean>,
): Promise<{ latencies: number[]; failed: number; seconds: number }> {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < queries.length) {
        const query = queries[next++]!;
        const t0 = performance.now();
        try {
          const answered = await ask(query);
          latencies.push(performance.now() - t0);
          if (!answered) failed++;
        } catch (error) {
          failed++;
          if (failed === 1) console.error(`${name}: ${String((error as Error).cause ?? error)}`);
        }
      }
    }),
  );
  return { latencies, failed, seconds: (performance.now() - started) / 1000 };
}

/** Runs every query through the HTTP load. */
function run(load: Load, queries: string[]) {
  return askAll(load.name, queries, async (query) => {
    const response = await load.request(query);
    const body = (await response.json()) as { resultCode?: number };
    // The API answers in the spec's envelope (resultCode 0); the baseline, /healthz, in its own.
    return response.ok && (body.resultCode === undefined || body.resultCode === 0);
  });
}

export async function searchBench(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-bench-search-'));
  const games = generatedGames();
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await seedDemoCatalogue(database.db);
  await addGames(database.db, games);
  const queries = queriesFor(games);
  let ok = await serviceSearch(database.db, queries);
  await database.close();

  const store = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // Every request reaches the router and the catalogue's own cache, not a replay in front of it.
      FRONT_CACHE_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForUrl(`${base}/readyz`, 180_000);
    const loads: Load[] = [
      { name: 'baseline: GET /healthz', request: () => fetch(`${base}/healthz`) },
      {
        name: 'suggestions  GET /api/catalog/sg/suggestions',
        request: (q) => fetch(`${base}/api/catalog/${COUNTRY}/suggestions?${new URLSearchParams({ q, lang: 'en' })}`),
      },
      {
        name: 'search       POST /api/order/search',
        request: (q) =>
          fetch(`${base}/api/order/search`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: q, countryCode: COUNTRY }),
          }),
      },
    ];
    for (const load of loads) await run(load, warmUpQueries(queries));

    console.log(
      `\nSearch over ${games.length + 32} products (${games.length} generated), ${CONCURRENCY} at once, ${queries.length} queries`,
    );
    console.log(
      [
        'load'.padEnd(48),
        'pass'.padEnd(12),
        'req/s'.padStart(8),
        'p50 ms'.padStart(8),
        'p95 ms'.padStart(8),
        'p99 ms'.padStart(8),
        'p95 of baseline'.padStart(16),
      ].join(' '),
    );
    let baselineP95 = 0;
    for (const load of loads) {
      for (const pass of ['first', 'second']) {
        // The baseline's second pass is the same as its first; shown once.
        if (load === loads[0] && pass !== 'first') continue;
        const { latencies, failed, seconds } = await run(load, queries);
        const p95 = percentile(latencies, 95);
        if (load === loads[0]) baselineP95 = p95;
        console.log(
          [
            load.name.padEnd(48),
            (load === loads[0] ? '' : pass).padEnd(12),
            (latencies.length / seconds).toFixed(0).padStart(8),
            percentile(latencies, 50).toFixed(1).padStart(8),
            p95.toFixed(1).padStart(8),
            percentile(latencies, 99).toFixed(1).padStart(8),
            `${(p95 / baselineP95).toFixed(2)}×`.padStart(16),
            failed ? `  ${failed} failed` : '',
          ].join(' '),
        );
        if (failed) ok = false;
      }
    }
    // One look at what the large catalogue answers, so the figures are of searches that find games.
    const answer = (await (await fetch(`${base}/api/catalog/${COUNTRY}/suggestions?q=${games[10]!.alias}`)).json()) as {
      data: { name: string }[];
    };
    const japanese = (await (await fetch(`${base}/api/catalog/jp/suggestions?q=mlbb&lang=ja`)).json()) as { data: unknown[] };
    console.log(`\n"${games[10]!.alias}" suggests ${answer.data.map((s) => s.name).join(', ')}`);
    if (answer.data.length === 0 || japanese.data.length === 0) ok = false;
    return ok;
  } finally {
    store.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
