import { DELETION_CODE_TIMER_SECONDS, type AccountSuccessCode, type DeletionCodeDelivery } from '@store/contracts/identity.ts';
import type { Db } from '@store/db';
import { codeOnRow, deliveryOnly, type OneTimeCodes } from './one-time-codes.ts';
import { createIdentityRepository, type IdentifierKind, type IdentityRepository } from './repository.ts';
import { ok } from '../../result.ts';
import { hashIdentifier, type Keys } from './secrets.ts';
import type { Authenticated } from './sessions.ts';

export type DeletionDeps = { db: Db; keys: Keys; codes: OneTimeCodes; now: () => number };

/** Account deletion with a one-time code (shell §7; docs/decisions/0012). */
export function createDeletionService({ db, keys, codes, now }: DeletionDeps) {
  return {
    /**
     * Shell §7 `POST /user/init-delete`: the deletion code by e-mail or SMS, at most 3 a day and one
     * every 30 s (commerce §9; docs/decisions/0052).
     */
    async initDelete(auth: Authenticated, medium: 'email' | 'sms') {
      const delivery = await codes.send(auth.user, 'deleteAccount', medium, 'deleteAccountCode');
      if (!delivery.ok) return delivery;
      const answer: DeletionCodeDelivery = {
        codeDelivery: deliveryOnly(delivery.value),
        resendAfterSeconds: DELETION_CODE_TIMER_SECONDS,
        codesLeft: delivery.value.codesLeft,
      };
      return ok(answer);
    },

    /**
     * Shell §7 `POST /user/delete`: with the code, the account is deleted: its e-mail, mobile and
     * CPF are kept only as keyed hashes (never reusable), its personal data cleared, its sessions ended.
     */
    async deleteAccount(siteId: number, auth: Authenticated, otp: string) {
      const used = await codes.use(auth.user.id, 'deleteAccount', otp, codeOnRow);
      if (!used.ok) return used;
      const at = new Date(now());
      const { user } = auth;
      await db.transaction(async (tx) => {
        const accounts: IdentityRepository = createIdentityRepository(tx);
        const hashes: Array<{ kind: IdentifierKind; hash: string }> = [];
        if (user.email) hashes.push({ kind: 'email', hash: hashIdentifier(keys, 'email', user.email) });
        if (user.phoneNumber) hashes.push({ kind: 'phone_number', hash: hashIdentifier(keys, 'phone_number', user.phoneNumber) });
        if (user.cpf) hashes.push({ kind: 'cpf', hash: hashIdentifier(keys, 'cpf', user.cpf) });
        await accounts.rememberDeletedIdentifiers(siteId, hashes, at);
        // An account activated another way (social sign-in) may still have sign-ups pending.
        await accounts.deletePendingSignUps(user.id);
        await accounts.updateUser(siteId, user.id, {
          status: 'deleted',
          email: null,
          phoneNumber: null,
          cpf: null,
          cpfName: null,
          name: null,
          birthDate: null,
          passwordHash: null,
          identities: [],
          subscribeMarketing: false,
          deletedAt: at,
          updatedAt: at,
        });
        await accounts.revokeUserSessions(siteId, user.id, 'deleted', at);
      });
      return ok({ successCode: 'DELETE_ACCOUNT_SUCCESS' as AccountSuccessCode });
    },
  };
}
