import { z } from 'zod';

/**
 * Text as a person types it into a field has no control characters (C0, DEL, C1). NUL in
 * particular cannot be stored by PostgreSQL (it refuses the whole statement), and the others have
 * no business in an id, a name, an address or a search: refusing them here makes such input the
 * catalogued "Invalid parameters" instead of a database error.
 */
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

/** A single-line text field of at most `max` characters, trimmed, without control characters. */
export function plainText(max: number) {
  return z.string().trim().max(max).regex(NO_CONTROL_CHARACTERS);
}
