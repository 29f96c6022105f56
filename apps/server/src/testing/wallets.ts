import { randomBytes } from 'node:crypto';
import { WalletStatus } from '@store/contracts';
import { ledgerAccounts, users, walletCountryTotals, wallets, walletUsers, type Db } from '@store/db';
import { and, eq } from '@store/db/orm';
import { demo } from '@store/db/seed';

/**
 * An active Codacash wallet in `countryCode`, made straight in the database for tests of the
 * wallet's money (the activation itself has its own tests): of `userId`, or of a new shopper.
 */
export async function makeActiveWallet(db: Db, options: { countryCode?: string; status?: number; siteId?: number; userId?: string } = {}) {
  const countryCode = options.countryCode ?? 'ph';
  const country = demo.country(countryCode);
  const suffix = randomBytes(6).toString('hex');
  const at = new Date();
  const userId = options.userId ?? `usr_t${suffix}`;
  if (!options.userId)
    await db.insert(users).values({
      id: userId,
      siteId: options.siteId ?? 0,
      email: `wallet-${suffix}@example.com`,
      status: 'active',
      emailVerified: true,
      createdAt: at,
      updatedAt: at,
    });
  const walletId = `wal_t${suffix}`;
  const [account] = await db
    .insert(ledgerAccounts)
    .values({ code: `wallet:${walletId}`, kind: 'wallet', currency: country.currency, balanceMinor: 0n, mayGoNegative: false })
    .returning();
  const phone = `+${country.phoneCode}9${String(parseInt(suffix.slice(0, 8), 16))
    .padStart(9, '0')
    .slice(0, 9)}`;
  const [wallet] = await db
    .insert(wallets)
    .values({
      id: walletId,
      userId,
      countryCode,
      currency: country.currency,
      status: options.status ?? WalletStatus.Active,
      phoneNumber: phone,
      accountId: account!.id,
      activatedAt: at,
    })
    .returning();
  // The shopper's current wallet, as activation makes it.
  await db
    .insert(walletUsers)
    .values({ userId, currentWalletId: walletId })
    .onConflictDoUpdate({ target: walletUsers.userId, set: { currentWalletId: walletId } });
  return { userId, wallet: wallet! };
}

/** A wallet's kept balance, read from its ledger account. */
export async function walletBalance(db: Db, walletId: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(wallets)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, wallets.accountId))
    .where(eq(wallets.id, walletId));
  return row!.balance!;
}

/** A country's wallet top-ups and charges of the UTC day so far (zero when nothing moved yet). */
export async function countryTotalsToday(db: Db, countryCode: string): Promise<{ topupMinor: bigint; chargeMinor: bigint }> {
  const [row] = await db
    .select()
    .from(walletCountryTotals)
    .where(
      and(
        eq(walletCountryTotals.countryCode, countryCode),
        eq(walletCountryTotals.period, 'day'),
        eq(walletCountryTotals.periodStart, new Date().toISOString().slice(0, 10)),
      ),
    );
  return { topupMinor: row?.topupMinor ?? 0n, chargeMinor: row?.chargeMinor ?? 0n };
}
