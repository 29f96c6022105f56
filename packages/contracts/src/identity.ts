/**
 * The identity service and the customer account calls (shell §3–§9; docs/decisions/0012):
 * requests as zod schemas, answers as types, and the account error and success codes of shell §8.
 *
 * Account errors keep the spec's names as their `resultCode` (a string, unlike the numeric codes
 * of commerce §8): `UserNotFoundExceptionEmail`, `SEC_01`, … Success is `resultCode` 0; a call
 * whose success the spec names (`RESET_PASSWORD_SUCCESS`, …) also answers `data.successCode`.
 * Every code's English text is `errors:account.<code>`.
 */
import { z } from 'zod';
import { UID_TYPES, E164, normalizeEmail, normalizePhone } from './identity-codes.ts';

export * from './identity-codes.ts';
export * from './account-errors.ts';

const email = z.string().trim().max(254).transform(normalizeEmail).pipe(z.email());
const phone = z.string().trim().max(32).transform(normalizePhone).pipe(z.string().regex(E164));
const password = z.string().min(1).max(256);
const countryCode = z.string().regex(/^[a-z]{2}$/);
const langCode = z
  .string()
  .max(35)
  .regex(/^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/);
const captchaToken = z.string().min(1).max(4096);
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
const birthDate = z.string().max(10);
const uid = z.string().max(254);

/** The user, as an e-mail or a mobile number; `uid` is checked against its `uidType` by the service. */
const identifiedBy = { uid, uidType: z.enum(UID_TYPES) };

export const signUpRequest = z
  .object({
    ...identifiedBy,
    password,
    /** Optional on the wire (the form checks it); when sent it must match. */
    passwordConfirmation: password.optional(),
    name: z.string().max(120),
    /** yyyy-mm-dd; 18 or older (shell §5). */
    birthDate,
    subscribeMarketing: z.boolean(),
    countryCode,
    langCode,
    gRecaptchaToken: captchaToken,
  })
  .strict();
export type SignUpRequest = z.infer<typeof signUpRequest>;

export const confirmSignUpRequest = z.object({ ...identifiedBy, code: z.string().max(16) }).strict();
export const resendCodeRequest = z.object({ ...identifiedBy }).strict();
export const signInRequest = z.object({ ...identifiedBy, password }).strict();
export const signOutRequest = z.object({ global: z.boolean().default(false) }).strict();
export const resetPasswordRequest = z.object({ ...identifiedBy, code: z.string().max(16), password }).strict();
export const changePasswordRequest = z.object({ previousPassword: password, proposedPassword: password }).strict();
export const updateAttributesRequest = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    birthDate: birthDate.optional(),
    subscribeMarketing: z.boolean().optional(),
    countryCode: countryCode.optional(),
    langCode: langCode.optional(),
  })
  .strict();

/** Shell §7 `POST /user/forgot-password`. */
export const forgotPasswordRequest = z
  .object({
    ...identifiedBy,
    countryCode: countryCode.optional(),
    languageCode: langCode.optional(),
    gRecaptchaToken: captchaToken,
  })
  .strict();

/** Brazil's tax id for `POST /user/auth`: the number, and the holder's name as the tax office has it. */
export const cpfInfo = z.object({ cpf: z.string().max(20), name: z.string().trim().max(120).optional() }).strict();

/** Shell §7 `POST /user/auth`: the shopper's language and birth date, with the CPF in Brazil. */
export const userAuthRequest = z
  .object({
    langCode,
    birthDate: birthDate.optional(),
    countryCode: countryCode.optional(),
    cpfInfo: cpfInfo.nullable().optional(),
    gRecaptchaToken: captchaToken.optional(),
  })
  .strict();

/** `POST /user/settings`: the flags a client may set; the switch counters are the server's alone. */
export const userSettingsRequest = z.object({ walletHintSeen: z.boolean().optional(), switchHintSeen: z.boolean().optional() }).strict();
export type UserSettingsRequest = z.infer<typeof userSettingsRequest>;

/** Shell §7 `POST /user/init-delete`: where the one-time code goes. */
export const initDeleteRequest = z.object({ medium: z.enum(['email', 'sms']) }).strict();
export const deleteAccountRequest = z.object({ otp: z.string().max(16) }).strict();

export const codeInput = code;
export const emailInput = email;
export const phoneInput = phone;
