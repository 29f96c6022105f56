/**
 * A figure written left to right (an amount) inside a sentence of a right-to-left page keeps
 * its own order there (Unicode isolates); left-to-right pages need nothing.
 */
export function inSentence(dir: 'ltr' | 'rtl', text: string): string {
  return dir === 'rtl' ? `\u2066${text}\u2069` : text;
}
