import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

/** A load that counts its calls and settles only when told to, like a slow database query. */
function deferredLoad<T>() {
  let calls = 0;
  const pending: Array<{ resolve(value: T): void; reject(err: unknown): void }> = [];
  return {
    load: () => {
      calls++;
      return new Promise<T>((resolve, reject) => { pending.push({ resolve, reject }); });
    },
    get calls() { return calls; },
    resolve(value: T) { for (const p of pending.splice(0)) p.resolve(value); },
    reject(err: unknown) { for (const p of pending.splice(0)) p.reject(err); },
  };
}

describe('catalogue read cache', () => {
  it('loads once for many readers that miss at the same time, and gives them all the value', async () => {
    const cache = createReadCache({ ttlMs: 30_000, maxEntries: 10 });
    const query = deferredLoad<string>();
    const readers = Array.from({ length: 50 }, () => cache.get('products:0:sg', query.load));
    expect(query.calls).toBe(1);
    query.resolve('list');
    expect(await Promise.all(readers)).toEqual(Array(50).fill('list'));
    expect(await cache.get('products:0:sg', query.load)).toBe('list');
    expect(query.calls).toBe(1);
  });

  it('hands out a settled value without a promise, and nothing while its load runs', async () => {
    const cache = createReadCache({ ttlMs: 30_000, maxEntries: 10 });
    const query = deferredLoad<string | null>();
    expect(cache.peek('k')).toBeUndefined();
    const reading = cache.get('k', query.load);
    expect(cache.peek('k')).toBeUndefined();
    query.resolve(null);
    await reading;
    // A settled null (a country not served) is a value too.
    expect(cache.peek('k')).toHaveProperty('value', null);
  });

  it('loads again once the value is older than its time to live, once for all readers', async () => {
    let at = 0;
    const cache = createReadCache({ ttlMs: 1_000, maxEntries: 10, now: () => at });
    const query = deferredLoad<number>();
    const first = cache.get('k', query.load);
    query.resolve(1);
    await first;
    at = 999;
    expect(cache.peek('k')?.value).toBe(1);
    at = 1_000;
    expect(cache.peek('k')).toBeUndefined();
    const again = [cache.get('k', query.load), cache.get('k', query.load), cache.get('k', query.load)];
    expect(query.calls).toBe(2);
    query.resolve(2);
    expect(await Promise.all(again)).toEqual([2, 2, 2]);
  });

  it('forgets a failed load, so the next reader tries again', async () => {
    const cache = createReadCache({ ttlMs: 30_000, maxEntries: 10 });
    const query = deferredLoad<string>();
    const readers = [cache.get('k', query.load), cache.get('k', query.load)];
    query.reject(new Error('database gone'));
    for (const reader of readers) await expect(reader).rejects.toThrow('database gone');
    expect(cache.peek('k')).toBeUndefined();
    const retry = cache.get('k', query.load);
    expect(query.calls).toBe(2);
    query.resolve('back');
    expect(await retry).toBe('back');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = createReadCache({ ttlMs: 30_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => key);
    expect(cache.size).toBe(2);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')?.value).toBe('c');
  });

  it('runs a Drizzle-like thenable once, however many readers await it', async () => {
    const cache = createReadCache({ ttlMs: 30_000, maxEntries: 10 });
    let runs = 0;
    // Query builders run their SQL on every `then`: the cache must settle them into one promise.
    const builder = { then<R>(resolve: (rows: string[]) => R) { runs++; return Promise.resolve(resolve(['row'])); } };
    await Promise.all([cache.get('q', () => builder), cache.get('q', () => builder), cache.get('q', () => builder)]);
    expect(runs).toBe(1);
  });
});
