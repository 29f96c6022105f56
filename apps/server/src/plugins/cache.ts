import { LRUCache } from 'lru-cache';

/**
 * The store's one in-process cache layer (ADR 0027), on `lru-cache`: every cache in the store (the
 * catalogue's reads, the CMS texts, the sites, rendered pages, the front cache) is one of these,
 * with the same rules for freshness, sharing loads and eviction.
 *
 * - An entry is **fresh** for `ttlMs`, then **stale** for `staleMs` more (stale-while-revalidate:
 *   a reader gets the stale value at once and one background load replaces it), then gone.
 * - **One load per key at a time**: readers that miss together share one load; a load that fails
 *   is forgotten (the next reader tries again), unless `keepOnError` keeps serving the value it was
 *   to replace.
 * - **Bounded** by `max` entries or by `maxSize` (with `sizeOf`): the least recently used go first.
 * - **Synchronous peek**: the hottest reads answer in the request's own tick, without a promise.
 * - `clear()` forgets the entries and the loads in flight: a load that started before it never
 *   writes its (older) value back, and a reader after it starts a new load.
 *
 * The clock is the caller's (`now`), so tests move it instead of waiting.
 */
export type Freshness = {
  /** How long a stored value is served as it is. */
  ttlMs: number;
  /** How long after that it is still served while one background load refreshes it. */
  staleMs?: number;
};

export type CacheOptions<V> = Partial<Freshness> & {
  /** Entries kept at most: keys may come from shoppers (a search), so every cache is bounded. */
  max?: number;
  /** Or the total size kept at most, each value weighing `sizeOf(value)` (bytes, say). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  /**
   * When a load fails and an older value of the key is still held (even expired), serve that value
   * again for another `ttlMs` instead of failing, and say so here.
   */
  keepOnError?: (err: unknown, key: string) => void;
  /** Where a background refresh that fails is reported (the stale value stays until it expires). */
  onRefreshError?: (err: unknown, key: string) => void;
  now?: () => number;
};

type Entry<V> = { value: V; storedAt: number; freshUntil: number; staleUntil: number; ttlMs: number };

export type Peeked<V> = { value: V; state: 'fresh' | 'stale'; storedAt: number };

/** A load's result decides its own freshness (a rendered page's `Cache-Control`); null keeps nothing. */
export type FreshnessOf<V> = Freshness | ((value: V) => Freshness | null);

export function createCache<V>(options: CacheOptions<V>) {
  const now = options.now ?? Date.now;
  const defaults: Freshness = { ttlMs: options.ttlMs ?? 0, staleMs: options.staleMs ?? 0 };
  const { sizeOf } = options;
  // lru-cache itself refuses a cache with neither bound.
  const entries = new LRUCache<string, Entry<V>>({
    ...(options.max !== undefined ? { max: options.max } : {}),
    ...(options.maxSize !== undefined && sizeOf
      ? // lru-cache wants a positive integer; an empty body still takes a slot.
        { maxSize: options.maxSize, sizeCalculation: (entry: Entry<V>) => Math.max(1, Math.ceil(sizeOf(entry.value))) }
      : {}),
  } as LRUCache.Options<string, Entry<V>, unknown>);
  /** Work in flight per key, of this generation only (a clear starts a new one). */
  let inFlight = new Map<string, Promise<unknown>>();
  let generation = 0;

  function set(key: string, value: V, freshness: Freshness = defaults): void {
    const at = now();
    const staleMs = freshness.staleMs ?? 0;
    if (freshness.ttlMs + staleMs <= 0) {
      entries.delete(key);
      return;
    }
    entries.set(key, {
      value,
      storedAt: at,
      freshUntil: at + freshness.ttlMs,
      staleUntil: at + freshness.ttlMs + staleMs,
      ttlMs: freshness.ttlMs,
    });
  }

  /** The entry of a key while it may be served (fresh or stale); an expired one is dropped. */
  function servable(key: string): Entry<V> | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() < entry.staleUntil) return entry;
    // Expired. Kept only where a failed reload may still want it.
    if (!options.keepOnError) entries.delete(key);
    return undefined;
  }

  function peek(key: string): Peeked<V> | undefined {
    const entry = servable(key);
    if (!entry) return undefined;
    return { value: entry.value, state: now() < entry.freshUntil ? 'fresh' : 'stale', storedAt: entry.storedAt };
  }

  /** The value of a key while it is fresh, else undefined: the hot path, without a promise or an object. */
  function fresh(key: string): V | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const at = now();
    if (at < entry.freshUntil) return entry.value;
    if (at >= entry.staleUntil && !options.keepOnError) entries.delete(key);
    return undefined;
  }

  /**
   * Runs `work` for a key unless a run for it is already in flight, in which case its promise is
   * shared. `work` is called at once (not on a later tick), and settled once into a real promise:
   * Drizzle's query builders are thenables that run their SQL again on every `then`.
   */
  function once<T>(key: string, work: () => PromiseLike<T> | T): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    let promise: Promise<T>;
    try {
      promise = Promise.resolve(work());
    } catch (err) {
      promise = Promise.reject(err);
    }
    const runs = inFlight;
    runs.set(key, promise);
    const forget = () => {
      if (runs.get(key) === promise) runs.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  /** Loads a key (one load at a time) and stores what it gives, unless the cache was cleared meanwhile. */
  function load(key: string, loader: () => PromiseLike<V> | V, freshness: FreshnessOf<V> | undefined): Promise<V> {
    const started = generation;
    return once(key, async () => {
      let value: V;
      try {
        value = await loader();
      } catch (err) {
        const held = started === generation ? entries.get(key) : undefined;
        if (!options.keepOnError || !held) throw err;
        options.keepOnError(err, key);
        set(key, held.value, { ttlMs: held.ttlMs });
        return held.value;
      }
      if (started === generation) {
        const policy = typeof freshness === 'function' ? freshness(value) : (freshness ?? defaults);
        if (policy) set(key, value, policy);
        else entries.delete(key);
      }
      return value;
    });
  }

  return {
    /**
     * The value of a key: from memory while fresh; while stale, from memory too, with one background
     * load to replace it; otherwise from one load shared by every reader.
     */
    get(key: string, loader: () => PromiseLike<V> | V, freshness?: FreshnessOf<V>): Promise<V> {
      const held = peek(key);
      if (held?.state === 'fresh') return Promise.resolve(held.value);
      if (held) {
        load(key, loader, freshness).catch((err: unknown) => options.onRefreshError?.(err, key));
        return Promise.resolve(held.value);
      }
      return load(key, loader, freshness);
    },

    /** Loads a key again now (one load at a time), whatever is held; the held value stays meanwhile. */
    refresh(key: string, loader: () => PromiseLike<V> | V, freshness?: FreshnessOf<V>): Promise<V> {
      return load(key, loader, freshness);
    },

    peek,
    fresh,
    set,
    once,

    delete(key: string): void {
      entries.delete(key);
    },

    clear(): void {
      generation++;
      inFlight = new Map();
      entries.clear();
    },

    get size(): number {
      return entries.size;
    },

    /** The total `sizeOf` of what is held (0 without `sizeOf`). */
    get calculatedSize(): number {
      return entries.calculatedSize ?? 0;
    },
  };
}

export type Cache<V> = ReturnType<typeof createCache<V>>;

/**
 * A cache of answers that vary on request headers, as a shared HTTP cache keeps them (RFC 9111
 * §4.1): each resource remembers the request headers its last stored answer named in `Vary`, and
 * each combination of their values is an entry of its own. The front cache and the page cache.
 */
export function createVaryingCache<V>(options: CacheOptions<V> & { maxResources?: number }) {
  const cache = createCache<V>(options);
  // Bounded like the entries: resources whose answers are gone lose their Vary list in time too.
  const varyOf = new LRUCache<string, string[]>({ max: options.maxResources ?? 10_000 });

  function keyOf(resource: string, vary: readonly string[], header: (name: string) => string): string {
    let key = resource;
    for (const name of vary) key += `\n${header(name)}`;
    return key;
  }

  return {
    /** The entry key of the answer a request would get, once the resource has been stored. */
    keyFor(resource: string, header: (name: string) => string): string | undefined {
      const vary = varyOf.get(resource);
      return vary && keyOf(resource, vary, header);
    },

    /** The answer a request would get while it is fresh, else undefined (the front cache's hot path). */
    fresh(resource: string, header: (name: string) => string): V | undefined {
      const vary = varyOf.get(resource);
      return vary && cache.fresh(keyOf(resource, vary, header));
    },

    peek(resource: string, header: (name: string) => string): (Peeked<V> & { key: string }) | undefined {
      const vary = varyOf.get(resource);
      if (!vary) return undefined;
      const key = keyOf(resource, vary, header);
      const held = cache.peek(key);
      return held && { value: held.value, state: held.state, storedAt: held.storedAt, key };
    },

    /** Stores an answer for the request it answered; `vary` lower-cased, as the answer named them. */
    set(resource: string, vary: string[], header: (name: string) => string, value: V, freshness: Freshness): string {
      varyOf.set(resource, vary);
      const key = keyOf(resource, vary, header);
      cache.set(key, value, freshness);
      return key;
    },

    delete: cache.delete,
    once: cache.once,

    clear(): void {
      cache.clear();
      varyOf.clear();
    },

    get size(): number {
      return cache.size;
    },

    get calculatedSize(): number {
      return cache.calculatedSize;
    },
  };
}
