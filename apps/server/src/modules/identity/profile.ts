import { isValidCpf } from '@store/contracts';
import { accountErrors, type UidType, type UserAttributes } from '@store/contracts/identity.ts';
import { attributesOf, birthDateProblem, invalidField, type CallContext } from './accounts.ts';
import type { CaptchaCheck } from './captcha-check.ts';
import type { IdentityRepository, UserRow } from './repository.ts';
import { fail, ok } from '../../result.ts';
import { hashIdentifier, type Keys } from './secrets.ts';
import type { Authenticated } from './sessions.ts';

export type ProfileDeps = { repo: IdentityRepository; keys: Keys; captchaPasses: CaptchaCheck; now: () => number };

/**
 * What a shopper keeps on the account (shell §3, §7): the details, the attributes (name, birth date,
 * marketing consent, country, language), the Brazilian tax id (CPF), and unsubscribing from marketing.
 */
export function createProfileService({ repo, keys, captchaPasses, now }: ProfileDeps) {
  return {
    details(auth: Authenticated): UserAttributes & { settings: { cashbackDetails: { amount: number } } } {
      return { ...attributesOf(auth.user), settings: { cashbackDetails: { amount: 0 } } };
    },

    async updateAttributes(
      siteId: number,
      auth: Authenticated,
      input: {
        name?: string | undefined;
        birthDate?: string | undefined;
        subscribeMarketing?: boolean | undefined;
        countryCode?: string | undefined;
        langCode?: string | undefined;
      },
    ) {
      const at = now();
      if (input.birthDate !== undefined) {
        const problem = birthDateProblem(input.birthDate, new Date(at));
        if (problem) return invalidField('birthDate', problem);
      }
      const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const user = await repo.updateUser(siteId, auth.user.id, { ...patch, updatedAt: new Date(at) });
      return ok(attributesOf(user ?? auth.user));
    },

    /**
     * Shell §7 `POST /user/auth`: language and birth date, and in Brazil the tax id (CPF) with the
     * SIGNUP_CPF_* codes. A CPF, once on an account, is not replaced by another.
     */
    async userAuth(
      siteId: number,
      auth: Authenticated,
      input: {
        langCode: string;
        birthDate?: string | undefined;
        countryCode?: string | undefined;
        cpfInfo?: { cpf: string; name?: string | undefined } | null | undefined;
        gRecaptchaToken?: string | undefined;
      },
      context: CallContext = {},
    ) {
      const at = now();
      if (input.gRecaptchaToken !== undefined && !(await captchaPasses(input.gRecaptchaToken, 'userAuth', context))) {
        return fail(accountErrors.CaptchaFailedException);
      }
      if (input.birthDate !== undefined) {
        const problem = birthDateProblem(input.birthDate, new Date(at));
        if (problem) return invalidField('birthDate', problem);
      }
      const patch: Partial<UserRow> = { langCode: input.langCode, updatedAt: new Date(at) };
      if (input.birthDate !== undefined) patch.birthDate = input.birthDate;
      const country = input.countryCode ?? auth.user.countryCode;
      if (country === 'br') {
        const given = input.cpfInfo?.cpf.trim() ? input.cpfInfo.cpf : null;
        const stored = auth.user.cpf;
        if (!given && !stored) return fail(accountErrors.SIGNUP_CPF_DETAILS_MISSING);
        if (given) {
          if (!isValidCpf(given)) return fail(accountErrors.SIGNUP_CPF_INVALID_DATA);
          const digits = given.replace(/\D/g, '');
          if (stored && stored !== digits) return fail(accountErrors.SIGNUP_CPF_PROCESS_FAILED);
          if (!stored) {
            const holder = await repo.findLiveUserByCpf(siteId, digits);
            if (
              (holder && holder.id !== auth.user.id) ||
              (await repo.isDeletedIdentifier(siteId, 'cpf', hashIdentifier(keys, 'cpf', digits)))
            ) {
              return fail(accountErrors.SIGNUP_CPF_ALREADY_USED);
            }
            patch.cpf = digits;
            patch.cpfName = input.cpfInfo?.name?.trim() || null;
          }
        }
      }
      try {
        const user = await repo.updateUser(siteId, auth.user.id, patch);
        return ok(attributesOf(user ?? auth.user));
      } catch (err) {
        // Another account took the same CPF at the same moment (the unique index decides).
        if (patch.cpf && (await repo.findLiveUserByCpf(siteId, patch.cpf))) return fail(accountErrors.SIGNUP_CPF_ALREADY_USED);
        throw err;
      }
    },

    /**
     * Shell §2 /unsubscribe: the marketing flag of the live account holding a normalised e-mail or
     * mobile goes off. Nothing says whether there was one (nobody learns who has an account).
     */
    async stopMarketing(siteId: number, uidType: UidType, value: string): Promise<void> {
      const user = await repo.findLiveUser(siteId, uidType, value);
      if (user && user.subscribeMarketing) await repo.updateUser(siteId, user.id, { subscribeMarketing: false });
    },
  };
}
