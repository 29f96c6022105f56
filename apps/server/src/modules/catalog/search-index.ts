import type { SearchKeySource } from '@store/db';

/** Word similarity from which a name counts as a typo of the query (docs/decisions/0041, 0048). */
export const TYPO_THRESHOLD = 0.5;

/** A product as the index is built from it: its search keys and its Latin (English) name, as search keys. */
export type IndexedProduct = { id: string; name: string; keys: ReadonlyArray<{ key: string; source: SearchKeySource }> };

/**
 * The trigrams of a search key, word by word and in order, as pg_trgm makes them: each word is
 * padded with two spaces in front and one behind, so a word's start weighs more than its end.
 */
export function trigramsOf(key: string): string[] {
  const trigrams: string[] = [];
  for (const word of key.split(' ')) {
    if (!word) continue;
    const chars = Array.from(`  ${word} `);
    for (let i = 0; i + 2 < chars.length; i++) trigrams.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return trigrams;
}

/**
 * Trigrams as small integers, and the scratch arrays a similarity needs, so that scoring a name
 * allocates nothing: a search may score thousands of them.
 */
function createTrigramSpace() {
  const ids = new Map<string, number>();
  // Stamps instead of clearing: a trigram is in the query when `inQuery[id] === queryStamp`, seen
  // in a run when `seenAt[id]` is that run's stamp. Doubles count far past any process's life.
  let inQuery = new Float64Array(0);
  let seenAt = new Float64Array(0);
  let stamp = 0;
  let queryStamp = 0;
  const grow = () => {
    if (inQuery.length >= ids.size) return;
    inQuery = new Float64Array(ids.size * 2);
    seenAt = new Float64Array(ids.size * 2);
  };
  return {
    /** The id of a trigram, made on first sight. */
    add(trigram: string): number {
      let id = ids.get(trigram);
      if (id === undefined) ids.set(trigram, (id = ids.size));
      return id;
    },
    idOf: (trigram: string): number | undefined => ids.get(trigram),
    /** Marks a query's trigrams (those any name has); answers the query's size, counting the others too. */
    setQuery(trigrams: ReadonlySet<string>): { size: number; known: number[] } {
      grow();
      const known: number[] = [];
      queryStamp = ++stamp;
      for (const trigram of trigrams) {
        const id = ids.get(trigram);
        if (id !== undefined) {
          inQuery[id] = queryStamp;
          known.push(id);
        }
      }
      return { size: trigrams.size, known };
    },
    /**
     * How well the query (the last set) matches some stretch of the text (pg_trgm's word
     * similarity): the best, over every run of the text's trigrams that starts and ends on one of
     * the query's, of shared trigrams divided by all the trigrams of the query and the run together.
     * pg_trgm finds the run greedily; this tries every run, which names are short enough for.
     */
    similarity(querySize: number, text: Int32Array): number {
      let best = 0;
      for (let from = 0; from < text.length; from++) {
        if (inQuery[text[from]!] !== queryStamp) continue;
        // A stamp of its own per run: "seen in this run" without clearing an array.
        const run = ++stamp;
        let seen = 0;
        let shared = 0;
        for (let to = from; to < text.length; to++) {
          const id = text[to]!;
          const found = inQuery[id] === queryStamp;
          if (seenAt[id] !== run) {
            seenAt[id] = run;
            seen++;
            if (found) shared++;
          }
          if (found) {
            const value = shared / (querySize + seen - shared);
            if (value > best) best = value;
          }
        }
      }
      return best;
    },
  };
}

/** The word similarity of a query and a name, both search keys (see `similarity` above). */
export function wordSimilarity(query: string, name: string): number {
  const space = createTrigramSpace();
  const text = Int32Array.from(trigramsOf(name), (t) => space.add(t));
  return space.similarity(space.setQuery(new Set(trigramsOf(query))).size, text);
}
/** The first position in `sorted` whose key is not below `key`. */
function lowerBound(sorted: readonly { key: string }[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]!.key < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The catalogue's search, in memory (docs/decisions/0048): built once from a country's products
 * in their tie-break order (most popular first), it answers a search key with product ids, best
 * first, without a database round trip. Ranks as ADR 0041 does in SQL: a short name typed whole
 * (4), a name typed whole (3), a key that starts with the query (2), then a name within typing
 * distance by its word similarity (0.5 to 1), then the products' order.
 */
export function buildSearchIndex(products: readonly IndexedProduct[]) {
  const keys: { key: string; product: number; alias: boolean }[] = [];
  const space = createTrigramSpace();
  const names: Int32Array[] = [];
  /** Trigram id → the products whose name has it, each once, in order. */
  const postings: number[][] = [];
  products.forEach((product, index) => {
    for (const { key, source } of product.keys) keys.push({ key, product: index, alias: source === 'alias' });
    const name = Int32Array.from(trigramsOf(product.name), (trigram) => space.add(trigram));
    names.push(name);
    for (const id of new Set(name)) (postings[id] ??= []).push(index);
  });
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.product - b.product));
  // Scratch space of one search at a time (a search runs to its end without awaiting): the rank a
  // product got by its keys, stamped with the search that gave it, and its shared trigram count.
  const rankOf = new Float64Array(products.length);
  const rankedIn = new Float64Array(products.length);
  const shared = new Int32Array(products.length);
  let searches = 0;
  const inOrder = (list: number[]) => Int32Array.from(list).sort();

  return {
    size: products.length,

    /** The ids of the products `key` (a search key, never empty) finds, best first, at most `limit`. */
    find(key: string, limit: number): string[] {
      const search = ++searches;
      const byKey: number[] = [];
      for (let i = lowerBound(keys, key); i < keys.length && keys[i]!.key.startsWith(key); i++) {
        const { key: found, product, alias } = keys[i]!;
        const r = found !== key ? 2 : alias ? 4 : 3;
        if (rankedIn[product] !== search) {
          rankedIn[product] = search;
          rankOf[product] = r;
          byKey.push(product);
        } else if (rankOf[product]! < r) rankOf[product] = r;
      }
      const typos = limit > byKey.length ? findTypos(key, search, limit - byKey.length) : [];
      const ranked: number[] = [];
      for (const r of [4, 3, 2]) {
        if (ranked.length >= limit) break;
        ranked.push(...inOrder(byKey.filter((product) => rankOf[product] === r)));
      }
      ranked.push(...typos);
      return ranked.slice(0, limit).map((product) => products[product]!.id);
    },
  };

  /**
   * The products within typing distance of `key` that its keys did not find, best first, as many
   * as `room` leaves. Typos rank below every match by key, so they are sought only while those
   * leave room. A name's similarity is at most the share of the query's trigrams it has, so names
   * are counted first and scored from the most sharing down, until no name left can beat the
   * last one kept (a tie goes to the catalogue's order, so a name as good as that bound still is).
   */
  function findTypos(key: string, search: number, room: number): number[] {
    const query = space.setQuery(new Set(trigramsOf(key)));
    const touched: number[] = [];
    for (const id of query.known) {
      for (const product of postings[id] ?? []) if (shared[product]!++ === 0) touched.push(product);
    }
    const bySharing: number[][] = [];
    for (const product of touched) {
      const count = shared[product]!;
      shared[product] = 0;
      if (count >= TYPO_THRESHOLD * query.size && rankedIn[product] !== search) (bySharing[count] ??= []).push(product);
    }
    type Kept = { product: number; similarity: number };
    const kept: Kept[] = [];
    /** Whether `b` ranks before `a`: more similar, or as similar and earlier in the catalogue. */
    const before = (a: Kept, b: Kept) => b.similarity > a.similarity || (b.similarity === a.similarity && b.product < a.product);
    for (let count = bySharing.length - 1; count > 0; count--) {
      const bucket = bySharing[count];
      if (!bucket) continue;
      const bound = count / query.size;
      for (const product of inOrder(bucket)) {
        // Names are scored best bound first and, within one, in the catalogue's order: once the
        // last kept ranks before the best this name could do, it ranks before every name left.
        if (kept.length >= room && !before(kept[room - 1]!, { product, similarity: bound })) return kept.map((k) => k.product);
        const similarity = space.similarity(query.size, names[product]!);
        if (similarity < TYPO_THRESHOLD) continue;
        const found = { product, similarity };
        if (kept.length >= room && !before(kept[room - 1]!, found)) continue;
        let at = kept.length;
        while (at > 0 && before(kept[at - 1]!, found)) at--;
        kept.splice(at, 0, found);
        if (kept.length > room) kept.pop();
      }
    }
    return kept.map(({ product }) => product);
  }
}

export type SearchIndex = ReturnType<typeof buildSearchIndex>;
