/*
 * Finding a player by nickname where the game's publisher supports it (commerce §3 "nickname
 * search", docs/decisions/0055). Zod-free: the product page's search panel reads these values, and
 * zod stays off the product page's first load.
 */

/** The fewest characters a search holds, counted after normalising: fewer would list half a game. */
export const NICKNAME_QUERY_MIN = 3;
/** The longest search the store passes on. */
export const NICKNAME_QUERY_MAX = 32;
/** The most players one search answers, so that nobody can page through a publisher's players. */
export const NICKNAME_MATCHES_MAX = 5;

/** One player a search found: what the shopper needs to recognise and pick them, and nothing more. */
export type PlayerMatch = { userId: string; zoneId: string | null; nickname: string; level: number | null };

// Combining diacritics (Latin, Greek, Cyrillic accents) and Arabic short vowels: folded away. Other
// marks (a kana's voicing, an Indic vowel sign) change the letter, so they stay.
const FOLDED_MARKS = /[\u0300-\u036f\u064b-\u065f\u0670]/g;
// Letters with a stroke or ligatures that Unicode does not decompose.
const LETTER_FOLDS: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ŧ: 't', æ: 'ae', œ: 'oe', ß: 'ss', ı: 'i' };
const UNDECOMPOSED = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/**
 * A nickname as searches compare it: compatibility forms unified (NFKC: full-width "Ｚｏｅ" is
 * "Zoe", half-width kana are kana), case folded, accents folded ("Ĺukáš" is "lukas", "Zoë" is
 * "zoe"), and spaces collapsed.
 */
export function nicknameSearchKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(FOLDED_MARKS, '')
    .normalize('NFC')
    .replace(UNDECOMPOSED, (letter) => LETTER_FOLDS[letter]!)
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Whether a search is long enough to be sent, in characters of its normalised form. */
export const nicknameQueryLongEnough = (query: string) => [...nicknameSearchKey(query)].length >= NICKNAME_QUERY_MIN;
