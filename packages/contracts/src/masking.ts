/**
 * Masking of contact details shown back to a shopper (shell §5): a mobile number keeps its first 2
 * and last 4 digits, an e-mail the first 3 characters of its local part. Used wherever a number or
 * address is echoed on a page a second person might see (a receipt, a confirmation, a guest's
 * saved contact), so it runs in the browser too and imports nothing.
 */

export const MASK = '*';

/**
 * "+65 9123 4567" → "+65****4567", "9123456789" → "91****5678". Formatting (spaces, dashes,
 * brackets) is dropped; a leading "+" is kept. Every hidden digit is one star, so the masked
 * number is as long as the digits were.
 *
 * Short values: with 6 digits or fewer the 2 + 4 rule would hide nothing, so only the last 2
 * digits show ("1234" → "**34"), and 2 digits or fewer are hidden entirely. Text without digits
 * is hidden entirely, one star per character, so nothing unmasked ever leaks through.
 */
export function maskMobile(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return MASK.repeat(Array.from(trimmed).length);
  const plus = trimmed.startsWith('+') ? '+' : '';
  const n = digits.length;
  if (n > 6) return `${plus}${digits.slice(0, 2)}${MASK.repeat(n - 6)}${digits.slice(-4)}`;
  if (n > 2) return `${plus}${MASK.repeat(n - 2)}${digits.slice(-2)}`;
  return `${plus}${MASK.repeat(n)}`;
}

/** Stars after the visible start of an e-mail's local part; fixed, so the length is not revealed. */
const EMAIL_MASK = MASK.repeat(3);

/**
 * "alexander@example.com" → "ale***@example.com". The domain stays readable (the shopper
 * recognises their provider). A local part of 3 characters or fewer keeps one character fewer than
 * it has ("ab@x.io" → "a***@x.io", "a@x.io" → "***@x.io"), so at least one character is always
 * hidden. Characters are counted as code points, so an emoji or accented letter is never split.
 * Text that is not an address (no "@", or nothing before it) is masked the same way as a whole.
 */
export function maskEmail(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return maskStart(trimmed);
  return `${maskStart(trimmed.slice(0, at))}${trimmed.slice(at)}`;
}

function maskStart(text: string): string {
  const chars = Array.from(text);
  const keep = Math.min(3, chars.length - 1);
  return `${chars.slice(0, keep).join('')}${EMAIL_MASK}`;
}

/** A contact as the spec's forms hold it: an e-mail when it has an "@", else a mobile number. */
export function maskContact(value: string): string {
  return value.includes('@') ? maskEmail(value) : maskMobile(value);
}
