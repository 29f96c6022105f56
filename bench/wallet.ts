// Wallet charges on real PostgreSQL: the charge as checkout runs it (the wallet's row and totals,
// the ledger transfer with its kept balance, the country's totals counted at commit), by 50
// concurrent callers through the store's own connection pool (its default size, as the store runs),
// on one hot wallet and spread over 1,000 wallets; pgbench's tpcb-like script on the same server at
// the same concurrency is the ceiling. Then the ledger check.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DEFAULT_POOL_SIZE, openDatabase, walletCountries, type Tx } from '@store/db';
import { eq } from '@store/db/orm';
import { seedDemoCatalogue } from '@store/db/seed';
import { createLedgerService, ledgerHolds } from '../apps/server/src/modules/ledger/index.ts';
import { createWalletMoney, type Moved } from '../apps/server/src/modules/wallet/index.ts';
import { commitOnlyOk } from '../apps/server/src/result.ts';
import { makeActiveWallet } from '../apps/server/src/testing/wallets.ts';
import { adminQuery as admin, benchDatabaseUrl, pgbenchTps } from './write-path.ts';

const callers = Number(process.env.BENCH_WALLET_CALLERS ?? 50);
const seconds = Number(process.env.BENCH_WALLET_SECONDS ?? 10);
const spreadWallets = 1_000;
const HUGE = 10n ** 15n;

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0;

export async function walletBench(): Promise<boolean> {
  const name = `store_bench_wallet_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: benchDatabaseUrl(name) });
  try {
    await database.migrate();
    await seedDemoCatalogue(database.db);
    // The caps stay out of the way: the bench measures the money path, not a refusal.
    await database.db
      .update(walletCountries)
      .set({
        maxWalletBalance: HUGE,
        maxWalletTopupDaily: HUGE,
        maxWalletTopupMonthly: HUGE,
        maxWalletChargeDaily: HUGE,
        maxWalletChargeMonthly: HUGE,
        maxCountryTopupDaily: HUGE,
        maxCountryTopupMonthly: HUGE,
        maxCountryChargeDaily: HUGE,
        maxCountryChargeMonthly: HUGE,
      })
      .where(eq(walletCountries.countryCode, 'ph'));
    const ledger = createLedgerService(database.db);
    const money = createWalletMoney({ ledger, now: Date.now });
    const inTx = (body: (tx: Tx) => Promise<import('../apps/server/src/result.ts').Result<Moved>>) =>
      commitOnlyOk<Tx, Moved>((run) => database.db.transaction(run), body);

    const wallets: string[] = [];
    for (let i = 0; i < spreadWallets; i++) wallets.push((await makeActiveWallet(database.db, { countryCode: 'ph' })).wallet.id);
    for (const walletId of wallets) {
      const funded = await inTx((tx) => money.creditTopup(tx, { walletId, amountMinor: 10n ** 12n, topupId: `bench-fund-${walletId}` }));
      if (!funded.ok) throw new Error(`funding refused: ${funded.error.key}`);
    }

    let n = 0;
    async function run(pick: () => string) {
      const latencies: number[] = [];
      let refused = 0;
      const until = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: callers }, async () => {
          while (performance.now() < until) {
            const started = performance.now();
            const charged = await inTx((tx) =>
              money.charge(tx, { walletId: pick(), amountMinor: 100n, currency: 'PHP', orderId: `bench-${++n}` }),
            );
            latencies.push(performance.now() - started);
            if (!charged.ok) refused++;
          }
        }),
      );
      return { perSecond: latencies.length / seconds, p99: p99(latencies), refused };
    }

    console.log(`\nWallet charges: ${callers} concurrent callers for ${seconds} s each, on PostgreSQL`);
    const hot = await run(() => wallets[0]!);
    const spread = await run(() => wallets[Math.floor(Math.random() * wallets.length)]!);
    const tps = await pgbenchTps(callers, seconds);
    // Also at the store's pool size: on two cores pgbench too does better with fewer connections.
    const tpsAtPool = await pgbenchTps(DEFAULT_POOL_SIZE, seconds);
    const violations = await ledger.check();
    const tpsText = (value: number | null) => (value === null ? 'not available' : `${value.toFixed(0)} TPS`);
    console.log(
      `pgbench tpcb-like on the same server, ${callers} clients: ${tpsText(tps)}; ${DEFAULT_POOL_SIZE} clients: ${tpsText(tpsAtPool)}\n`,
    );
    console.log(
      [
        'charges'.padEnd(26),
        'per second'.padStart(11),
        'of pgbench'.padStart(11),
        `of ${DEFAULT_POOL_SIZE} clients`.padStart(15),
        'p99'.padStart(9),
        'refused'.padStart(8),
        '  goal (of pgbench)',
      ].join(' '),
    );
    for (const [label, result, goal] of [
      ['one hot wallet', hot, '>= 10 % of pgbench'],
      [`spread over ${spreadWallets} wallets`, spread, '>= 30 % of pgbench'],
    ] as const) {
      console.log(
        [
          label.padEnd(26),
          result.perSecond.toFixed(0).padStart(11),
          (tps ? `${((result.perSecond / tps) * 100).toFixed(1)} %` : '').padStart(11),
          (tpsAtPool ? `${((result.perSecond / tpsAtPool) * 100).toFixed(1)} %` : '').padStart(15),
          `${result.p99.toFixed(1)} ms`.padStart(9),
          String(result.refused).padStart(8),
          `  ${goal}`,
        ].join(' '),
      );
    }
    const holds = ledgerHolds(violations);
    console.log(holds ? 'ledger check: holds' : `ledger check FAILED: ${JSON.stringify(violations)}`);
    return holds && hot.refused === 0 && spread.refused === 0;
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}
