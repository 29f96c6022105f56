import type { UserSettings, UserSettingsRequest } from '@store/contracts/identity.ts';
import type { Db } from '@store/db';
import { nextSwitch } from './activation.ts';
import { createWalletAccountsRepository, type WalletUserRow } from './repository.ts';

/**
 * Shell §3's user settings state on the server (docs/decisions/0052): the switch counters that the
 * wallet's switch rule reads and writes on the shopper's wallet row, and the two wallet-hint flags.
 */
export function createUserSettings({ db, now }: { db: Db; now: () => number }) {
  const repo = createWalletAccountsRepository(db);

  function settingsOf(row: Pick<WalletUserRow, 'switchCount' | 'lastSwitchAt' | 'walletHintSeen' | 'switchHintSeen'> | null): UserSettings {
    const lock = row ? nextSwitch(row, now()) : null;
    return {
      switchCount: row?.switchCount ?? 0,
      lastSwitchDate: row?.lastSwitchAt?.toISOString() ?? null,
      switchLockedUntil: lock && !lock.ok ? (lock.data as { lockedUntil: string }).lockedUntil : null,
      walletHintSeen: row?.walletHintSeen ?? false,
      switchHintSeen: row?.switchHintSeen ?? false,
    };
  }

  return {
    async userSettings(userId: string): Promise<UserSettings> {
      return settingsOf(await repo.findWalletUser(userId));
    },

    /** Sets the hint flags the request names, under the wallet row's lock (a switch may be writing it). */
    async saveUserSettings(userId: string, patch: UserSettingsRequest): Promise<UserSettings> {
      return db.transaction(async (tx) => {
        const accounts = createWalletAccountsRepository(tx);
        const row = await accounts.lockWalletUser(userId);
        const flags = {
          walletHintSeen: patch.walletHintSeen ?? row.walletHintSeen,
          switchHintSeen: patch.switchHintSeen ?? row.switchHintSeen,
        };
        await accounts.setHintFlags(userId, flags);
        return settingsOf({ ...row, ...flags });
      });
    },
  };
}

export type UserSettingsService = ReturnType<typeof createUserSettings>;
