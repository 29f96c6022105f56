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
