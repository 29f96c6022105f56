/**
 * The generic validation messages of commerce §5, as keys of the `common` catalogue
 * (`validation.*`, every language): required, minimum, maximum and exact length (the length is
 * the placeholder `{{0}}`, the spec's `{0}`), numeric only, alpha-dash and alphanumeric with
 * spaces. Forms use them where a field's rule is one of these and no message of its own says
 * more (ADR 0053). Plain functions and no zod: the browser's form code imports this file.
 */
export const VALIDATION_MESSAGES = {
  required: 'validation.required',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  exactLength: 'validation.exactLength',
  numericOnly: 'validation.numericOnly',
  alphaDash: 'validation.alphaDash',
  alphanumericWithSpaces: 'validation.alphanumericWithSpaces',
} as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
export type ValidationMessage = { key: ValidationMessageKey; params: Record<string, number> };

/** Which characters a field takes: digits; letters, digits, dashes and underscores; letters, digits and spaces. */
export type TextCharset = 'numericOnly' | 'alphaDash' | 'alphanumericWithSpaces';

const CHARSETS: Record<TextCharset, RegExp> = {
  numericOnly: /^[0-9]+$/,
  alphaDash: /^[\p{L}\p{N}_-]+$/u,
  alphanumericWithSpaces: /^[\p{L}\p{N} ]+$/u,
};

export type TextRules = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  exactLength?: number;
  charset?: TextCharset;
};

export const requiredMessage = (): ValidationMessage => ({ key: VALIDATION_MESSAGES.required, params: {} });
export const lengthMessage = (kind: 'minLength' | 'maxLength' | 'exactLength', length: number): ValidationMessage => ({
  key: VALIDATION_MESSAGES[kind],
  params: { 0: length },
});

/**
 * The first rule a text breaks, as its message; null when it keeps them all. The text is trimmed,
 * and its length counted in characters as the shopper sees them (an emoji is one).
 */
export function checkText(value: string, rules: TextRules): ValidationMessage | null {
  const text = value.trim();
  if (text === '') return rules.required ? requiredMessage() : null;
  const length = [...text].length;
  if (rules.exactLength !== undefined && length !== rules.exactLength) return lengthMessage('exactLength', rules.exactLength);
  if (rules.minLength !== undefined && length < rules.minLength) return lengthMessage('minLength', rules.minLength);
  if (rules.maxLength !== undefined && length > rules.maxLength) return lengthMessage('maxLength', rules.maxLength);
  if (rules.charset && !CHARSETS[rules.charset].test(text)) return { key: VALIDATION_MESSAGES[rules.charset], params: {} };
  return null;
}

/**
 * A one-time code as the shopper typed it (sign-up, recovery, account deletion, wallet activation
 * and charge): required, exactly `length` digits. The generic messages say which rule it breaks.
 */
export function checkOneTimeCode(value: string, length: number): ValidationMessage | null {
  return checkText(value, { required: true, exactLength: length, charset: 'numericOnly' });
}
