import * as z from 'zod/mini';
import { NO_CONTROL_CHARACTERS } from './text.ts';

/**
 * A single-line text field of at most `max` (and at least `min`) characters, trimmed, without
 * control characters, in zod's mini form: the checkout's schemas (the order request, the billing
 * address) load in the browser, where the classic API would bring all of zod along (ADR 0025).
 */
export function textField(max: number, min = 0) {
  return z.string().check(z.trim(), z.maxLength(max), z.regex(NO_CONTROL_CHARACTERS), ...(min > 0 ? [z.minLength(min)] : []));
}
