import { ageOn, MINIMUM_AGE, parseBirthDate } from '@store/contracts';
import {
  accountErrors,
  accountStatusName,
  emailInput,
  phoneInput,
  userNotFound,
  type UidType,
  type UserAttributes,
} from '@store/contracts/identity.ts';
import type { IdentityRepository, UserRow } from './repository.ts';
import { fail, failField, ok, type Result } from '../../result.ts';

/** What the account calls name an account by: an e-mail or a mobile number. */
export type Identified = { uid: string; uidType: UidType };
/** What a call knows of its request, for the checks that use it (the captcha's remote address). */
export type CallContext = { remoteIp?: string };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return regionNames.of(code.toUpperCase()) ?? null;
  } catch {
    return null;
  }
}

export function attributesOf(user: UserRow): UserAttributes {
  return {
    sub: user.id,
    email: user.email,
    phone_number: user.phoneNumber,
    name: user.name,
    email_verified: user.emailVerified,
    phone_number_verified: user.phoneNumberVerified,
    birthdate: user.birthDate,
    subscribe_marketing: user.subscribeMarketing,
    country_code: user.countryCode,
    country_name: countryName(user.countryCode),
    lang_code: user.langCode,
    logged_in: user.loggedIn ? 1 : 0,
    identities: user.identities,
    idpVerified: user.identities.length > 0,
    account_status: accountStatusName(user.status),
  };
}

/**
 * An account the store holds back (disabled, or reserved: docs/decisions/0052): every sign-in path
 * answers shell §8's `UserDisabledException`, and its sessions end.
 */
export const isHeld = (status: string) => status === 'disabled' || status === 'reserved';

/** A refused field of an account call: `InvalidParameterException` with `data.fields` = [{ path, code }]. */
export const invalidField = (path: string, code: string) => failField(accountErrors.InvalidParameterException, path, code);

/** The normalised identifier, or null when it is not an e-mail (or E.164 mobile) at all. */
export function parseUid({ uid, uidType }: Identified): string | null {
  const parsed = (uidType === 'email' ? emailInput : phoneInput).safeParse(uid);
  return parsed.success ? parsed.data : null;
}

/** The live account behind a sign-in identifier, with the spec's not-found code for a bad one. */
export async function findAccount(
  repo: IdentityRepository,
  siteId: number,
  input: Identified,
): Promise<Result<{ user: UserRow; value: string }>> {
  const value = parseUid(input);
  if (!value) return input.uidType === 'email' ? invalidField('uid', 'invalid') : fail(accountErrors.UserNotFoundExceptionMobile);
  const user = await repo.findLiveUser(siteId, input.uidType, value);
  return user ? ok({ user, value }) : fail(userNotFound(input.uidType));
}

export function birthDateProblem(value: string, today: Date): 'invalidDate' | 'underage' | null {
  const date = parseBirthDate(value, today);
  if (!date) return 'invalidDate';
  return ageOn(date, today) < MINIMUM_AGE ? 'underage' : null;
}
