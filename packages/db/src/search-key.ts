/**
 * The catalogue's search key: what a product's names and aliases are stored as, and what a
 * shopper's query is turned into before it is compared with them (docs/decisions/0041). Both sides
 * go through this one function, so "Call of Duty: Mobile", "call of duty mobile" and
 * "CALL-OF-DUTY mobile" meet, and so do "Pokémon" and "pokemon".
 */
export function searchKey(text: string): string {
  return (
    text
      // Compatibility forms first (full-width Latin, ligatures), then accents and other combining
      // marks off, so a shopper need not type them.
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

export type SearchKeySource = 'name' | 'alias';

/**
 * The keys a product is found by, each matched by prefix: every name whole and from every word on
 * ("legends bang bang", "bang bang"), so a shopper may start typing at any word of a name; and
 * the short names players use ("mlbb"), which rank first when typed whole. A key that is both an
 * alias and part of a name counts as the alias.
 */
export function searchKeysOf(names: readonly string[], aliases: readonly string[] = []): { key: string; source: SearchKeySource }[] {
  const keys = new Map<string, SearchKeySource>();
  for (const name of names) {
    const words = searchKey(name).split(' ').filter(Boolean);
    for (let i = 0; i < words.length; i++) keys.set(words.slice(i).join(' '), 'name');
  }
  for (const alias of aliases) {
    const key = searchKey(alias);
    if (key) keys.set(key, 'alias');
  }
  return [...keys].map(([key, source]) => ({ key, source }));
}
