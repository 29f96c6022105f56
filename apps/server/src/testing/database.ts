import { openDatabase, type Database } from '@store/db';
import { createServerDatabase } from '@store/db/testing';
import { seedDemoCatalogue } from '@store/db/seed';
import { createLedgerService, ledgerHolds } from '../modules/ledger/index.ts';
import { createRewardsService } from '../modules/rewards/index.ts';

/** A new, empty database on the test server, for a store that migrates and seeds it itself. */
export { createServerDatabase };

export type DatabaseKind = 'pglite' | 'postgres';

/** Integration tests run on embedded PGlite always, and on a real server when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated and seeded database that nothing else uses: in-memory PGlite, or a new
 * database on the test server that is dropped again on close.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<Database> {
  const server = kind === 'postgres' ? await createServerDatabase() : null;
  const database = await openDatabase(
    server ? { kind: 'postgres', url: server.url, poolSize: 20 } : { kind: 'pglite', dataDir: 'memory://' },
  );
  await database.migrate();
  await seedDemoCatalogue(database.db);
  let closed = false;
  return {
    ...database,
    /**
     * Checks the ledger before letting go of the database: every test file that moved money proves
     * it balanced. Closing again (a test that took the database away on purpose) does nothing.
     */
    async close() {
      if (closed) return;
      closed = true;
      try {
        await assertLedgerHolds(database);
      } finally {
        await database.close();
        await server?.drop();
      }
    },
  };
}

/**
 * Fails with the violations when the ledger's invariants do not hold (docs/decisions/0033), or
 * when a reward account's balance is not the sum of its active lots (docs/decisions/0034).
 */
export async function assertLedgerHolds(database: Pick<Database, 'db'>): Promise<void> {
  const ledger = createLedgerService(database.db);
  const violations = await ledger.check();
  if (!ledgerHolds(violations)) throw new Error(`the ledger check failed: ${JSON.stringify(violations)}`);
  const rewards = await createRewardsService({ db: database.db, ledger }).check();
  if (rewards.length > 0) throw new Error(`the rewards check failed: ${JSON.stringify(rewards)}`);
}
