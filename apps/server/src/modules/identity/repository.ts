import { deletedIdentifiers, pendingSignUps, refreshTokens, users, verificationCodes, type Executor, type LinkedIdentity } from '@store/db';
import { and, eq, gt, isNull, ne, sql } from '@store/db/orm';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type CodeRow = typeof verificationCodes.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type PendingSignUpRow = typeof pendingSignUps.$inferSelect;
export type CodePurpose = 'signUp' | 'resetPassword' | 'deleteAccount' | 'walletActivation' | 'walletCharge';
export type IdentifierKind = 'email' | 'phone_number' | 'cpf';
export type RevokeReason = NonNullable<RefreshTokenRow['revokeReason']>;

/** The identity tables; every call is scoped by site, and user-owned rows by their user. */
export function createIdentityRepository(db: Executor) {
  return {
    /** The account that holds an e-mail or mobile on a site, unless deleted. */
    async findLiveUser(siteId: number, kind: 'email' | 'phone_number', value: string): Promise<UserRow | null> {
      const column = kind === 'email' ? users.email : users.phoneNumber;
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(column, value), ne(users.status, 'deleted')))
        .limit(1);
      return row ?? null;
    },

    async findUser(siteId: number, userId: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
        .limit(1);
      return row ?? null;
    },

    async findLiveUserByCpf(siteId: number, cpf: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.siteId, siteId), eq(users.cpf, cpf), ne(users.status, 'deleted')))
        .limit(1);
      return row ?? null;
    },

    /** The account a provider's identity is linked to on a site, unless deleted. */
    async findLiveUserByIdentity(siteId: number, identity: LinkedIdentity): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.siteId, siteId), ne(users.status, 'deleted'), sql`${users.identities} @> ${JSON.stringify([identity])}::jsonb`))
        .limit(1);
      return row ?? null;
    },

    async insertUser(row: NewUserRow): Promise<UserRow> {
      const [inserted] = await db.insert(users).values(row).returning();
      return inserted!;
    },

    async updateUser(siteId: number, userId: string, patch: Partial<NewUserRow>): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set(patch)
        .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
        .returning();
      return row ?? null;
    },

    /**
     * Counts a failed password in one statement (concurrent guesses each count): failures older
     * than the window start a new count, and reaching `max` locks sign-in until `lockedUntil`.
     */
    async recordFailedSignIn(siteId: number, userId: string, at: Date, windowStart: Date, max: number, lockedUntil: Date) {
      const [row] = await db
        .update(users)
        .set({
          failedSignIns: sql`case when ${users.lastFailedSignInAt} is null or ${users.lastFailedSignInAt} < ${windowStart} then 1 else ${users.failedSignIns} + 1 end`,
          lastFailedSignInAt: at,
          signInLockedUntil: sql`case when (case when ${users.lastFailedSignInAt} is null or ${users.lastFailedSignInAt} < ${windowStart} then 1 else ${users.failedSignIns} + 1 end) >= ${max} then ${lockedUntil} else ${users.signInLockedUntil} end`,
          updatedAt: at,
        })
        .where(and(eq(users.siteId, siteId), eq(users.id, userId)))
        .returning({ failedSignIns: users.failedSignIns, signInLockedUntil: users.signInLockedUntil });
      return row ?? null;
    },

    async isDeletedIdentifier(siteId: number, kind: IdentifierKind, hash: string): Promise<boolean> {
      const [row] = await db
        .select({ kind: deletedIdentifiers.kind })
        .from(deletedIdentifiers)
        .where(and(eq(deletedIdentifiers.siteId, siteId), eq(deletedIdentifiers.kind, kind), eq(deletedIdentifiers.identifierHash, hash)))
        .limit(1);
      return !!row;
    },

    async rememberDeletedIdentifiers(siteId: number, hashes: Array<{ kind: IdentifierKind; hash: string }>, at: Date) {
      if (hashes.length === 0) return;
      await db
        .insert(deletedIdentifiers)
        .values(hashes.map(({ kind, hash }) => ({ siteId, kind, identifierHash: hash, deletedAt: at })))
        .onConflictDoNothing();
    },

    /**
     * Locks the account's row against other code sends for the rest of the transaction (`for no key
     * update`: the rows that only reference it are not held up).
     */
    async lockUserForCodes(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },

    /** The code row, locked for the rest of the transaction. */
    async lockCode(userId: string, purpose: CodePurpose): Promise<CodeRow | null> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async saveCode(row: CodeRow): Promise<void> {
      const { userId, purpose, ...rest } = row;
      await db
        .insert(verificationCodes)
        .values(row)
        .onConflictDoUpdate({ target: [verificationCodes.userId, verificationCodes.purpose], set: rest });
    },

    /** The sign-ups waiting for a code on an unconfirmed account, oldest first. */
    async pendingSignUps(userId: string): Promise<PendingSignUpRow[]> {
      return db.select().from(pendingSignUps).where(eq(pendingSignUps.userId, userId)).orderBy(pendingSignUps.createdAt);
    },

    /** Keeps a sign-up with its code; false when another pending sign-up of the account holds that code. */
    async insertPendingSignUp(row: PendingSignUpRow): Promise<boolean> {
      const inserted = await db.insert(pendingSignUps).values(row).onConflictDoNothing().returning({ userId: pendingSignUps.userId });
      return inserted.length > 0;
    },

    /**
     * Gives a pending sign-up a new code (a resend), so the old one no longer confirms it; false when
     * another pending sign-up of the account holds that code. Called under the account's code-row lock.
     */
    async renewPendingSignUpCode(pending: PendingSignUpRow, codeHash: string, codeExpiresAt: Date): Promise<boolean> {
      const [taken] = await db
        .select({ userId: pendingSignUps.userId })
        .from(pendingSignUps)
        .where(and(eq(pendingSignUps.userId, pending.userId), eq(pendingSignUps.codeHash, codeHash)))
        .limit(1);
      if (taken) return false;
      await db
        .update(pendingSignUps)
        .set({ codeHash, codeExpiresAt })
        .where(and(eq(pendingSignUps.userId, pending.userId), eq(pendingSignUps.codeHash, pending.codeHash)));
      return true;
    },

    /** Ends every live code of the account's pending sign-ups (too many wrong codes); the sign-ups stay. */
    async expirePendingSignUpCodes(userId: string, at: Date): Promise<void> {
      await db
        .update(pendingSignUps)
        .set({ codeExpiresAt: at })
        .where(and(eq(pendingSignUps.userId, userId), gt(pendingSignUps.codeExpiresAt, at)));
    },

    async deletePendingSignUps(userId: string): Promise<void> {
      await db.delete(pendingSignUps).where(eq(pendingSignUps.userId, userId));
    },

    async insertRefreshToken(row: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(row);
    },

    async lockRefreshToken(tokenHash: string): Promise<RefreshTokenRow | null> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for('update').limit(1);
      return row ?? null;
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | null> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },

    async markRotated(id: string, at: Date): Promise<void> {
      await db.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, id));
    },

    /** Whether a session family still has a token that is neither revoked nor past its end. */
    async isFamilyLive(siteId: number, userId: string, familyId: string, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.siteId, siteId),
            eq(refreshTokens.userId, userId),
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, at),
          ),
        )
        .limit(1);
      return !!row;
    },

    /** Revokes a session family; answers how many sessions that ended (0 or 1). */
    async revokeFamily(siteId: number, familyId: string, reason: RevokeReason, at: Date): Promise<number> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: at, revokeReason: reason })
        .where(and(eq(refreshTokens.siteId, siteId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
        .returning({ familyId: refreshTokens.familyId });
      return new Set(rows.map((r) => r.familyId)).size;
    },

    /** Ends every session of a user, except the one named (the device that changed the password); answers how many ended. */
    async revokeUserSessions(siteId: number, userId: string, reason: RevokeReason, at: Date, exceptFamilyId?: string): Promise<number> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: at, revokeReason: reason })
        .where(
          and(
            eq(refreshTokens.siteId, siteId),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
          ),
        )
        .returning({ familyId: refreshTokens.familyId });
      return new Set(rows.map((r) => r.familyId)).size;
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
