import { openDatabase } from '@store/db';
import { loadConfig } from '../config.ts';
import { createLedgerService, ledgerHolds } from '../modules/ledger/index.ts';

/**
 * `npm run ledger:check`: checks the ledger's invariants on the configured database
 * (DATABASE_URL, else the embedded DATA_DIR, which the store must not hold open at the time).
 * Prints what it found and exits 1 if anything breaks them.
 */
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  const violations = await createLedgerService(database.db).check();
  if (ledgerHolds(violations)) {
    console.log('ledger holds: every transfer sums to zero, every kept balance equals its entries, none is negative');
  } else {
    console.error('ledger check FAILED');
    console.error(JSON.stringify(violations, null, 2));
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
