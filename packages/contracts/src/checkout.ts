import { E164, normalizePhone } from './identity-codes.ts';

/** Validation state of the checkout form (commerce §3 `validationStatus`). */
export type CheckoutValidation = {
  paymentChannel: boolean;
  billingAddress: boolean;
  email: boolean;
  termsAndCondition: boolean;
};

export type CheckoutErrorField = keyof CheckoutValidation;

/** Commerce §4: payment channel, then billing address, then e-mail, then terms; null when all valid. */
const precedence: readonly CheckoutErrorField[] = ['paymentChannel', 'billingAddress', 'email', 'termsAndCondition'];

export function firstCheckoutError(validation: CheckoutValidation): CheckoutErrorField | null {
  return precedence.find((field) => !validation[field]) ?? null;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}

/**
 * Shell §5's mobile pattern mini-language: " OR " separates alternatives, " to " is the comma of a
 * repeat range. The number is the national one: without the country code and the trunk 0.
 */
export function mobileMatches(pattern: string, phoneCode: string, mobile: string): boolean {
  let national = mobile.replace(/[\s().-]/g, '');
  if (national.startsWith(`+${phoneCode}`)) national = national.slice(phoneCode.length + 1);
  else if (national.startsWith('0')) national = national.slice(1);
  if (!/^\d{4,15}$/.test(national)) return false;
  const alternatives = pattern.split(' OR ').map((p) => p.trim().replaceAll(' to ', ','));
  try {
    return new RegExp(`^(?:${alternatives.join('|')})$`).test(national);
  } catch {
    return false;
  }
}

/**
 * A mobile number as the shopper typed it in a country's shop ("8123 4567", "08123 4567",
 * "+65 8123 4567") written as E.164 ("+6581234567"), so two numbers compare whole; null when it
 * cannot be one. A number typed with its own "+" keeps its country code.
 */
export function mobileToE164(mobile: string, phoneCode: string): string | null {
  const compact = normalizePhone(mobile);
  const international = compact.startsWith('+')
    ? compact
    : compact.startsWith('00')
      ? `+${compact.slice(2)}`
      : `+${phoneCode}${compact.replace(/^0+/, '')}`;
  return E164.test(international) ? international : null;
}
