/**
 * The interface languages and the catalogue layout (shell §9).
 *
 * Catalogues live at `{language}/{namespace}.json`, one file per area of the store, English being
 * the source. The web app loads a page's namespaces for the shop's language only (never every
 * language, never every area), and a key a language lacks falls back to English at run time; a
 * test keeps every language complete, so the fallback is a safety net, not a habit.
 */

/** Areas of the store, each one catalogue file per language. `errors` is shared with the server. */
export const NAMESPACES = [
  'common',
  'international',
  'catalogue',
  'checkout',
  'order',
  'errors',
  'pages',
  'consent',
  'account',
  'partner',
  'wallet',
  'rewards',
  'cashback',
  /** The server's e-mail and SMS texts (receipts, refund notices, codes); never loaded by the web. */
  'messages',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const SOURCE_LANGUAGE = 'en';

/**
 * Every language a catalogue exists for: the languages shell §9 lists per country, and the local
 * language of every other seeded country (see docs/decisions/0007). `dir` drives `<html dir>`.
 */
export const INTERFACE_LANGUAGES = {
  ar: { name: 'العربية', dir: 'rtl' },
  cs: { name: 'Čeština', dir: 'ltr' },
  da: { name: 'Dansk', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  el: { name: 'Ελληνικά', dir: 'ltr' },
  en: { name: 'English', dir: 'ltr' },
  es: { name: 'Español', dir: 'ltr' },
  fi: { name: 'Suomi', dir: 'ltr' },
  fr: { name: 'Français', dir: 'ltr' },
  hu: { name: 'Magyar', dir: 'ltr' },
  id: { name: 'Bahasa Indonesia', dir: 'ltr' },
  it: { name: 'Italiano', dir: 'ltr' },
  ja: { name: '日本語', dir: 'ltr' },
  km: { name: 'ខ្មែរ', dir: 'ltr' },
  ko: { name: '한국어', dir: 'ltr' },
  lo: { name: 'ລາວ', dir: 'ltr' },
  mn: { name: 'Монгол', dir: 'ltr' },
  ms: { name: 'Bahasa Melayu', dir: 'ltr' },
  my: { name: 'မြန်မာ', dir: 'ltr' },
  nb: { name: 'Norsk', dir: 'ltr' },
  nl: { name: 'Nederlands', dir: 'ltr' },
  pl: { name: 'Polski', dir: 'ltr' },
  pt: { name: 'Português', dir: 'ltr' },
  ro: { name: 'Română', dir: 'ltr' },
  ru: { name: 'Русский', dir: 'ltr' },
  sk: { name: 'Slovenčina', dir: 'ltr' },
  sv: { name: 'Svenska', dir: 'ltr' },
  th: { name: 'ไทย', dir: 'ltr' },
  tr: { name: 'Türkçe', dir: 'ltr' },
  vi: { name: 'Tiếng Việt', dir: 'ltr' },
  zh: { name: '繁體中文', dir: 'ltr' },
} as const satisfies Record<string, { name: string; dir: 'ltr' | 'rtl' }>;

export type InterfaceLanguage = keyof typeof INTERFACE_LANGUAGES;

export function isInterfaceLanguage(code: string): code is InterfaceLanguage {
  return Object.hasOwn(INTERFACE_LANGUAGES, code);
}
