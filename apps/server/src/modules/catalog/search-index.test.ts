import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKey, searchKeysOf, type Database } from '@store/db';
import { sql } from '@store/db/orm';
import { createTestDatabase } from '../../testing/database.ts';
import { buildSearchIndex, trigramsOf, wordSimilarity, type IndexedProduct } from './search-index.ts';

const product = (id: string, name: string, aliases: string[] = [], otherNames: string[] = []): IndexedProduct => ({
  id,
  name: searchKey(name),
  keys: searchKeysOf([name, ...otherNames], aliases),
});

// In the order the catalogue gives them: most popular first.
const catalogue = [
  product('mobile-legends', 'Mobile Legends: Bang Bang', ['mlbb', 'ml'], ['モバイル・レジェンド']),
  product('genshin', 'Genshin Impact', ['gi'], ['原神']),
  product('fire-emblem', 'Fire Emblem Heroes'),
  product('free-fire', 'Free Fire', ['ff', 'ffmax']),
  product('roblox', 'Roblox Gift Card'),
  product('google-play', 'Google Play Gift Card'),
  product('legend-of-mushroom', 'Legend of Mushroom'),
];
const index = buildSearchIndex(catalogue);
const find = (query: string, limit = 24) => index.find(searchKey(query), limit);

describe('the search index', () => {
  it('puts a short name typed whole first, then names typed whole, then prefixes at any word', () => {
    expect(find('gi')).toEqual(['genshin', 'roblox', 'google-play']);
    expect(find('mlbb')).toEqual(['mobile-legends']);
    expect(find('fire')).toEqual(['free-fire', 'fire-emblem']);
    expect(find('legend')).toEqual(['mobile-legends', 'legend-of-mushroom']);
    expect(find('bang')[0]).toBe('mobile-legends');
    expect(find('gift card')).toEqual(['roblox', 'google-play']);
  });

  it('finds a name in another script by its own words', () => {
    expect(find('原神')).toEqual(['genshin']);
  });

  it('finds names within typing distance after every match by key, and nothing for nonsense', () => {
    expect(find('mobile legnds')).toEqual(['mobile-legends']);
    expect(find('mobil legnds')).toEqual(['mobile-legends']);
    expect(find('frre fire')).toContain('free-fire');
    expect(find('genshn')).toEqual(['genshin']);
    expect(find('qzxwv kjhgf')).toEqual([]);
  });

  it('answers the same after thousands of other searches (its scratch space is reused)', () => {
    const before = [find('mobil legnds'), find('frre fire'), find('genshn')];
    for (let i = 0; i < 2_000; i++) find(['mobil legnds', 'frre fire', 'genshn', 'qzxwv', 'g'][i % 5]!);
    expect([find('mobil legnds'), find('frre fire'), find('genshn')]).toEqual(before);
  });

  it('answers at most the limit, best first', () => {
    expect(find('g', 2)).toEqual(['genshin', 'roblox']);
  });

  it("ranks a typo by how close it is, then by the catalogue's order", () => {
    const typos = buildSearchIndex([
      product('trail', 'Star Trail'),
      product('raid', 'Star Raid'),
      product('rain', 'Star Rain'),
      product('stor', 'Stor Rail'),
    ]);
    expect(typos.find('star rali', 24)).toEqual(['raid', 'rain', 'trail']);
  });
});

describe('the search index against a search that scores every product', () => {
  const words = 'crimson shadow iron legends knights raiders mobile online go star rail fire free clash kingdom'.split(' ');
  let seed = 11;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = () => words[Math.floor(random() * words.length)]!;
  const generated = Array.from({ length: 1_500 }, (_, i) => {
    const name = `${pick()} ${pick()} ${random() < 0.3 ? pick() : ''}`.trim();
    return product(`g${i}`, name, [
      name
        .split(' ')
        .map((w) => w[0])
        .join(''),
    ]);
  });
  const large = buildSearchIndex(generated);

  /** Every product ranked the slow way: its best key, else its similarity. */
  function everyProductScored(key: string, limit: number): string[] {
    return generated
      .map((p, order) => {
        let rank = 0;
        for (const k of p.keys) {
          if (k.key.startsWith(key)) rank = Math.max(rank, k.key !== key ? 2 : k.source === 'alias' ? 4 : 3);
        }
        if (rank === 0) {
          const similarity = wordSimilarity(key, p.name);
          if (similarity >= 0.5) rank = similarity;
        }
        return { id: p.id, rank, order };
      })
      .filter((p) => p.rank > 0)
      .sort((a, b) => b.rank - a.rank || a.order - b.order)
      .slice(0, limit)
      .map((p) => p.id);
  }

  it('answers what scoring every product answers, for prefixes, short names and typos', () => {
    const queries = [
      'c',
      'cr',
      'crimson',
      'crimson leg',
      'csm',
      'legends mobile',
      'star',
      'kingdm',
      'crimsn shadw',
      'frre fire',
      'mobil onlin',
      'rail star',
      'qzx',
    ];
    for (let i = 0; i < 60; i++) {
      const name = generated[Math.floor(random() * generated.length)]!.name;
      const at = Math.floor(random() * name.length);
      queries.push(name.slice(0, at) + name.slice(at + 1));
    }
    for (const query of queries) {
      for (const limit of [6, 24])
        expect(large.find(searchKey(query), limit), `${query} (${limit})`).toEqual(everyProductScored(searchKey(query), limit));
    }
  });
});

describe('word similarity', () => {
  it('makes trigrams as pg_trgm does: two spaces before a word, one after', () => {
    expect(trigramsOf('ab c')).toEqual(['  a', ' ab', 'ab ', '  c', ' c ']);
  });

  it('is 1 for a query found whole, and below the threshold for a different word', () => {
    expect(wordSimilarity('legends', 'mobile legends bang bang')).toBe(1);
    expect(wordSimilarity('chess', 'mobile legends')).toBe(0);
  });

  describe('agrees with pg_trgm where its greedy search finds the best run', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase('pglite');
    });
    afterAll(async () => {
      await database?.close();
    });

    it.each([
      ['mobile legnds', 'mobile legends bang bang'],
      ['mobil legnds', 'mobile legends bang bang'],
      ['frre fire', 'free fire'],
      ['genshn', 'genshin impact'],
      ['star ral', 'honkai star rail'],
      ['clash', 'clash of clans'],
      ['pubg mobil', 'pubg mobile'],
      ['qzxwv', 'free fire'],
    ])('%s in %s', async (query, name) => {
      const { rows } = (await database.db.execute(sql`select word_similarity(${query}, ${name}) as similarity`)) as unknown as {
        rows: { similarity: number }[];
      };
      expect(wordSimilarity(query, name)).toBeCloseTo(Number(rows[0]!.similarity), 5);
    });
  });
});
