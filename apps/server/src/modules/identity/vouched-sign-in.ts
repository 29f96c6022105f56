import { accountErrors } from '@store/contracts/identity.ts';
import type { UserRow } from './repository.ts';
import { fail, ok, type Result } from './result.ts';
import type { SessionService, SignedIn } from './sessions.ts';

export type VouchedSignInDeps = { sessions: Pick<SessionService, 'open'>; now: () => number };

/**
 * Sign-in vouched for by another method (social sign-in, docs/decisions/0013): the same session,
 * first-login flag and lockout reset as a password sign-in.
 */
export function createVouchedSignInService({ sessions, now }: VouchedSignInDeps) {
  return {
    async signInVouched(siteId: number, user: UserRow): Promise<Result<SignedIn>> {
      if (user.siteId !== siteId) return fail(accountErrors.NOT_AUTHENTICATED);
      if (user.status === 'disabled') return fail(accountErrors.UserDisabledException);
      if (user.status !== 'active') return fail(accountErrors.UNKNOWN_SIGN_IN_ERROR);
      return ok(await sessions.open(siteId, user, now()));
    },
  };
}
