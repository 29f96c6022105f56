/**
 * The account rules of shell §4 and §5 that the sign-up form and the identity service both apply:
 * sign-up validation, the Brazilian tax id (CPF), the saved return path and the countdown.
 */

export { isProductReturnPath } from './return-paths.ts';

export type SignUpInput = {
  uid: string;
  uidType: 'email' | 'phone_number';
  password: string;
  passwordConfirmation: string;
  name: string;
  /** ISO date, yyyy-mm-dd. */
  birthDate: string;
  subscribeMarketing: boolean;
};

export type SignUpField = 'uid' | 'password' | 'passwordConfirmation' | 'name' | 'birthDate';
/** What is wrong with a field, as the end of a translation key (`account.signUp.errors.<reason>`). */
export type SignUpProblem = 'required' | 'passwordTooWeak' | 'passwordMismatch' | 'invalidDate' | 'underage';

export const MINIMUM_AGE = 18;

/** "At least 8 characters including a number" (shell §5). */
export function isStrongEnoughPassword(password: string): boolean {
  return password.length >= 8 && /\d/.test(password);
}

/** A real calendar date in yyyy-mm-dd (no 2023-02-30), not in the future of `today`. */
export function parseBirthDate(value: string, today: Date): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || date.getTime() > today.getTime()) return null;
  return date;
}

/** Whole years between a birth date and today, counting the birthday itself as reached. */
export function ageOn(birthDate: Date, today: Date): number {
  let age = today.getUTCFullYear() - birthDate.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birthDate.getUTCMonth() ||
    (today.getUTCMonth() === birthDate.getUTCMonth() && today.getUTCDate() < birthDate.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Every problem of a sign-up, field by field (the uid's format is checked by its own rule). */
export function signUpProblems(input: SignUpInput, today: Date): Partial<Record<SignUpField, SignUpProblem>> {
  const problems: Partial<Record<SignUpField, SignUpProblem>> = {};
  if (!input.uid.trim()) problems.uid = 'required';
  if (!input.password) problems.password = 'required';
  else if (!isStrongEnoughPassword(input.password)) problems.password = 'passwordTooWeak';
  if (input.passwordConfirmation !== input.password) problems.passwordConfirmation = 'passwordMismatch';
  if (!input.name.trim()) problems.name = 'required';
  if (!input.birthDate) problems.birthDate = 'required';
  else {
    const birthDate = parseBirthDate(input.birthDate, today);
    if (!birthDate) problems.birthDate = 'invalidDate';
    else if (ageOn(birthDate, today) < MINIMUM_AGE) problems.birthDate = 'underage';
  }
  return problems;
}

/**
 * Brazil's CPF: 11 digits (dots and dash allowed) whose last two are check digits, each the
 * weighted sum of the digits before it mod 11; eleven equal digits pass the arithmetic but are
 * not issued.
 */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

export type Countdown = { days: number; hours: number } | { hours: number; minutes: number; seconds: number };

/** Shell §4: days and hours while a day or more remains, else hours, minutes and seconds; zeros once past. */
export function countdown(remainingMs: number): Countdown {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  if (days >= 1) return { days, hours };
  return { hours, minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
