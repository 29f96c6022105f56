import { isHeld } from './accounts.ts';
import { accountAllows, accountErrors, emailInput } from '@store/contracts/identity.ts';
import type { IdentityRepository, UserRow } from './repository.ts';
import { fail, ok, type Result } from '../../result.ts';
import { hashIdentifier, newId, type Keys } from './secrets.ts';
import type { SessionService, SignedIn } from './sessions.ts';

/** Who an outside provider says a user is: its name for the provider, its subject, and the e-mail and name it released. */
export type VouchedIdentity = { provider: string; subject: string; email: string | null; emailVerified: boolean; name: string | null };
/** The shop a sign-in started from: a new account takes its country and language. */
export type SignInShop = { countryCode: string | null; langCode: string | null };

export type VouchedSignInDeps = {
  repo: IdentityRepository;
  keys: Keys;
  sessions: Pick<SessionService, 'open'>;
  now: () => number;
};

/**
 * Sign-in vouched for by another method (social sign-in, docs/decisions/0013): the account of a
 * provider's user on the site is found, linked or made here, and signed in with the same session,
 * first-login flag and lockout reset as a password sign-in.
 */
export function createVouchedSignInService({ repo, keys, sessions, now }: VouchedSignInDeps) {
  /**
   * The account of a provider's user on a site: the one linked to the identity; else the live
   * account of the same (provider-verified) e-mail, which gets the identity linked; else a new one.
   */
  async function accountFor(siteId: number, vouched: VouchedIdentity, shop: SignInShop): Promise<Result<UserRow>> {
    const identity = { provider: vouched.provider, userId: vouched.subject };
    const found = await repo.findLiveUserByIdentity(siteId, identity);
    if (found) return ok(found);
    const parsed = vouched.email ? emailInput.safeParse(vouched.email) : null;
    if (!parsed?.success) return fail(accountErrors.EMAIL_ATTRIBUTE_MISSING);
    const email = parsed.data;
    const at = new Date(now());
    const existing = await repo.findLiveUser(siteId, 'email', email);
    if (existing) {
      // Linking on an e-mail the provider has not verified would hand the account to whoever typed it there.
      if (!vouched.emailVerified) return fail(accountErrors.UsernameExistsExceptionEmail);
      if (isHeld(existing.status)) return fail(accountErrors.UserDisabledException);
      const takeover =
        existing.status === 'unconfirmed'
          ? // An unconfirmed sign-up never proved the e-mail; its password (maybe someone else's) goes.
            { status: 'active', emailVerified: true, passwordHash: null }
          : {};
      const updated = await repo.updateUser(siteId, existing.id, {
        identities: [...existing.identities.filter((i) => i.provider !== identity.provider), identity],
        ...(existing.name ? {} : { name: vouched.name }),
        ...takeover,
        updatedAt: at,
      });
      return ok(updated ?? existing);
    }
    if (await repo.isDeletedIdentifier(siteId, 'email', hashIdentifier(keys, 'email', email))) {
      return fail(accountErrors.ACCOUNT_ALREADY_DELETED_EMAIL);
    }
    try {
      const user = await repo.insertUser({
        id: newId('usr'),
        siteId,
        email,
        emailVerified: vouched.emailVerified,
        name: vouched.name,
        status: 'active',
        identities: [identity],
        countryCode: shop.countryCode,
        langCode: shop.langCode,
        createdAt: at,
        updatedAt: at,
      });
      return ok(user);
    } catch (err) {
      // A simultaneous callback of the same user won the unique index: use what it made.
      const again = await repo.findLiveUserByIdentity(siteId, identity);
      if (again) return ok(again);
      throw err;
    }
  }

  return {
    /** Signs in the account a provider's user maps to on the site; failures carry the account codes of shell §8. */
    async signInVouched(siteId: number, vouched: VouchedIdentity, shop: SignInShop): Promise<Result<SignedIn>> {
      const account = await accountFor(siteId, vouched, shop);
      if (!account.ok) return account;
      const user = account.value;
      if (user.siteId !== siteId) return fail(accountErrors.NOT_AUTHENTICATED);
      if (isHeld(user.status)) return fail(accountErrors.UserDisabledException);
      if (!accountAllows(user.status, 'signIn')) return fail(accountErrors.UNKNOWN_SIGN_IN_ERROR);
      return ok(await sessions.open(siteId, user, now()));
    },
  };
}
