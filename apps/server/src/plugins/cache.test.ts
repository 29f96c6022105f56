import { describe, expect, it } from 'vitest';
import { createCache, createVaryingCache } from './cache.ts';

/** A load that counts its calls and settles only when told to, like a slow database query. */
function deferredLoad<T>() {
  let calls = 0;
  const pending: Array<{ resolve(value: T): void; reject(err: unknown): void }> = [];
  return {
    load: () => {
      calls++;
      return new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject });
      });
    },
    get calls() {
      return calls;
    },
    resolve(value: T) {
      for (const p of pending.splice(0)) p.resolve(value);
    },
    reject(err: unknown) {
      for (const p of pending.splice(0)) p.reject(err);
    },
  };
}

function clock(start = 1_000_000) {
  let at = start;
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the cache layer', () => {
  it('loads once for many readers that miss at the same time, and gives them all the value', async () => {
    const cache = createCache<string>({ ttlMs: 30_000, max: 10 });
    const query = deferredLoad<string>();
    const readers = Array.from({ length: 50 }, () => cache.get('products:0:sg', query.load));
    expect(query.calls).toBe(1);
    query.resolve('list');
    expect(await Promise.all(readers)).toEqual(Array(50).fill('list'));
    expect(await cache.get('products:0:sg', query.load)).toBe('list');
    expect(query.calls).toBe(1);
  });

  it('hands out a settled value without a promise, and nothing while its load runs', async () => {
    const cache = createCache<string | null>({ ttlMs: 30_000, max: 10 });
    const query = deferredLoad<string | null>();
    expect(cache.peek('k')).toBeUndefined();
    const reading = cache.get('k', query.load);
    expect(cache.peek('k')).toBeUndefined();
    query.resolve(null);
    await reading;
    // A settled null (a country not served) is a value too.
    expect(cache.peek('k')).toMatchObject({ value: null, state: 'fresh' });
  });

  it('hands out only fresh values on the hot path, never a stale one', () => {
    const time = clock();
    const cache = createCache<string>({ ttlMs: 1_000, staleMs: 5_000, max: 10, now: time.now });
    cache.set('k', 'v');
    expect(cache.fresh('k')).toBe('v');
    time.advance(1_000);
    expect(cache.fresh('k')).toBeUndefined();
    expect(cache.peek('k')?.state).toBe('stale');
    time.advance(5_000);
    expect(cache.peek('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('loads again once the value is older than its time to live, once for all readers', async () => {
    const time = clock();
    const cache = createCache<number>({ ttlMs: 1_000, max: 10, now: time.now });
    const query = deferredLoad<number>();
    const first = cache.get('k', query.load);
    query.resolve(1);
    await first;
    time.advance(999);
    expect(cache.peek('k')?.value).toBe(1);
    time.advance(1);
    expect(cache.peek('k')).toBeUndefined();
    const again = [cache.get('k', query.load), cache.get('k', query.load), cache.get('k', query.load)];
    expect(query.calls).toBe(2);
    query.resolve(2);
    expect(await Promise.all(again)).toEqual([2, 2, 2]);
  });

  it('serves a stale value at once while one background load refreshes it, then the fresh one', async () => {
    const time = clock();
    const cache = createCache<string>({ ttlMs: 10_000, staleMs: 60_000, max: 10, now: time.now });
    await cache.get('page', () => 'v1');
    time.advance(10_000);
    const query = deferredLoad<string>();
    expect(await cache.get('page', query.load)).toBe('v1');
    expect(await cache.get('page', query.load)).toBe('v1');
    expect(cache.peek('page')).toMatchObject({ value: 'v1', state: 'stale' });
    expect(query.calls).toBe(1);
    query.resolve('v2');
    await settle();
    expect(cache.peek('page')).toMatchObject({ value: 'v2', state: 'fresh' });
    expect(await cache.get('page', query.load)).toBe('v2');
    // Past the stale window a reader waits for the load instead.
    time.advance(70_000);
    const waiting = cache.get('page', query.load);
    expect(cache.peek('page')).toBeUndefined();
    query.resolve('v3');
    expect(await waiting).toBe('v3');
  });

  it('keeps a stale value when its background refresh fails, and reports the failure', async () => {
    const time = clock();
    const failures: string[] = [];
    const cache = createCache<string>({
      ttlMs: 1_000,
      staleMs: 5_000,
      max: 10,
      now: time.now,
      onRefreshError: (_err, key) => failures.push(key),
    });
    await cache.get('k', () => 'v1');
    time.advance(1_500);
    expect(await cache.get('k', () => Promise.reject(new Error('database gone')))).toBe('v1');
    await settle();
    expect(failures).toEqual(['k']);
    expect(cache.peek('k')).toMatchObject({ value: 'v1', state: 'stale' });
  });

  it('forgets a failed load, so the next reader tries again', async () => {
    const cache = createCache<string>({ ttlMs: 30_000, max: 10 });
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

  it('with keepOnError, serves the value a failed reload was to replace for another period', async () => {
    const time = clock();
    const kept: string[] = [];
    const cache = createCache<string>({ ttlMs: 1_000, max: 1, now: time.now, keepOnError: (_err, key) => kept.push(key) });
    await expect(cache.get('sites', () => Promise.reject(new Error('no database yet')))).rejects.toThrow('no database yet');
    await cache.get('sites', () => 'v1');
    time.advance(5_000);
    expect(cache.peek('sites')).toBeUndefined();
    expect(await cache.get('sites', () => Promise.reject(new Error('database gone')))).toBe('v1');
    expect(kept).toEqual(['sites']);
    expect(cache.peek('sites')).toMatchObject({ value: 'v1', state: 'fresh' });
  });

  it('keeps at most max entries, dropping the least recently used', async () => {
    const cache = createCache<string>({ ttlMs: 30_000, max: 2 });
    for (const key of ['a', 'b']) await cache.get(key, () => key);
    cache.peek('a');
    await cache.get('c', () => 'c');
    expect(cache.size).toBe(2);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')?.value).toBe('a');
    expect(cache.peek('c')?.value).toBe('c');
  });

  it('keeps at most maxSize by the size of each value', () => {
    const cache = createCache<Buffer>({ ttlMs: 30_000, maxSize: 10, sizeOf: (body) => body.length });
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    expect(cache.calculatedSize).toBe(8);
    cache.set('c', Buffer.alloc(4));
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.calculatedSize).toBe(8);
    // One value bigger than the whole cache is not kept at all.
    cache.set('huge', Buffer.alloc(11));
    expect(cache.peek('huge')).toBeUndefined();
  });

  it('never lets a load that started before a clear write its value back', async () => {
    const cache = createCache<string>({ ttlMs: 30_000, max: 10 });
    const before = deferredLoad<string>();
    const old = cache.get('list', before.load);
    cache.clear();
    const after = deferredLoad<string>();
    const fresh = cache.get('list', after.load);
    expect(after.calls).toBe(1);
    before.resolve('old catalogue');
    after.resolve('new catalogue');
    expect(await old).toBe('old catalogue');
    expect(await fresh).toBe('new catalogue');
    expect(cache.peek('list')?.value).toBe('new catalogue');
  });

  it('lets a load decide its own freshness, or that nothing is kept', async () => {
    const time = clock();
    const cache = createCache<{ keep: boolean }>({ max: 10, now: time.now });
    await cache.get(
      'a',
      () => ({ keep: true }),
      (v) => (v.keep ? { ttlMs: 100 } : null),
    );
    await cache.get(
      'b',
      () => ({ keep: false }),
      (v) => (v.keep ? { ttlMs: 100 } : null),
    );
    expect(cache.peek('a')?.state).toBe('fresh');
    expect(cache.peek('b')).toBeUndefined();
    time.advance(100);
    expect(cache.peek('a')).toBeUndefined();
  });

  it('runs a Drizzle-like thenable once, however many readers await it', async () => {
    const cache = createCache<string[]>({ ttlMs: 30_000, max: 10 });
    let runs = 0;
    // Query builders run their SQL on every `then`: the cache must settle them into one promise.
    const builder = {
      then<R>(resolve: (rows: string[]) => R) {
        runs++;
        return Promise.resolve(resolve(['row']));
      },
    };
    await Promise.all([cache.get('q', () => builder), cache.get('q', () => builder), cache.get('q', () => builder)]);
    expect(runs).toBe(1);
  });
});

describe('a cache of answers that vary on request headers', () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name] ?? '';

  it('keeps one entry per combination of the headers the answer varies on', () => {
    const cache = createVaryingCache<string>({ maxSize: 1_000, sizeOf: (v) => v.length });
    expect(cache.peek('/sg/', headers({}))).toBeUndefined();
    cache.set('/sg/', ['accept-encoding', 'cookie'], headers({ 'accept-encoding': 'br' }), 'br, no cookie', { ttlMs: 1_000 });
    cache.set('/sg/', ['accept-encoding', 'cookie'], headers({ cookie: 'country=sg' }), 'plain, cookie', { ttlMs: 1_000 });
    expect(cache.peek('/sg/', headers({ 'accept-encoding': 'br', 'x-other': '1' }))?.value).toBe('br, no cookie');
    expect(cache.peek('/sg/', headers({ cookie: 'country=sg' }))?.value).toBe('plain, cookie');
    expect(cache.peek('/sg/', headers({ cookie: 'country=my' }))).toBeUndefined();
    expect(cache.peek('/my/', headers({}))).toBeUndefined();
    expect(cache.fresh('/sg/', headers({ cookie: 'country=sg' }))).toBe('plain, cookie');
    expect(cache.size).toBe(2);
  });
});
