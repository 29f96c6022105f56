import { openDatabase } from '@store/db';
import { loadConfig } from '../config.ts';
import { createLedgerService, ledgerHolds } from '../modules/ledger/index.ts';
import { createRewardsService } from '../modules/rewards/index.ts';

/**
 * `npm run ledger:check`: checks the ledger's invariants, and that every reward balance is its
 * lots' sum (docs/decisions/0034), on the configured database
 * (DATABASE_URL, else the embedded DATA_DIR, which the store must not hold open at the time).
 * Prints what it found and exits 1 if anything breaks them.
 */
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  const ledger = createLedgerService(database.db);
  const violations = await ledger.check();
  const rewards = await createRewardsService({ db: database.db, ledger }).check();
  if (ledgerHolds(violations) && rewards.length === 0) {
    console.log('ledger holds: every transfer sums to zero, every kept balance equals its entries, none is negative');
    console.log('rewards hold: every reward balance equals the sum of its active lots');
  } else {
    console.error('ledger check FAILED');
    console.error(JSON.stringify({ ...violations, rewardBalancesNotTheirLots: rewards }, null, 2));
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
