/** One key's read: the promise every reader shares, and its value once it has settled. */
type Entry = { at: number; promise: Promise<unknown>; settled: boolean; value: unknown };

export type ReadCacheOptions = {
  /** How long a read is served from memory, counted from when its load started. */
  ttlMs: number;
  /** Keys can come from shoppers (search), so the cache is bounded: the oldest key makes room. */
  maxEntries: number;
  now?: () => number;
};

/**
 * The catalogue's in-process read cache (ADR 0005). Each key holds one promise, so readers that
 * miss at once share one load (one database query for N concurrent misses, not N); a load that
 * fails is forgotten, so the next reader tries again. Once a load has settled its value is kept
 * as such too, and `peek` hands it out without a promise: the hottest reads answer in the same
 * tick as the request.
 */
export function createReadCache(options: ReadCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const fresh = (entry: Entry) => now() - entry.at < options.ttlMs;

  return {
    /** The value of a key: from memory while fresh, else from one load shared by every reader. */
    get<T>(key: string, load: () => PromiseLike<T> | T): Promise<T> {
      const hit = entries.get(key);
      if (hit && fresh(hit)) return hit.promise as Promise<T>;
      let promise: Promise<T>;
      try {
        // Drizzle's query builders are thenables that run their SQL on every `then`: settle the
        // load once into a real promise, or each reader of the entry queries the database again.
        promise = Promise.resolve(load());
      } catch (err) {
        promise = Promise.reject(err);
      }
      const entry: Entry = { at: now(), promise, settled: false, value: undefined };
      // A stale entry is replaced, not updated in place, so that it moves to the newest end.
      entries.delete(key);
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      promise.then(
        (value) => {
          entry.value = value;
          entry.settled = true;
        },
        // Only this load's own entry goes: a newer one for the same key may have replaced it.
        () => { if (entries.get(key) === entry) entries.delete(key); },
      );
      return promise;
    },

    /** The settled value of a key while it is fresh; undefined if a reader would have to wait. */
    peek<T>(key: string): { value: T } | undefined {
      const hit = entries.get(key);
      return hit && hit.settled && fresh(hit) ? (hit as { value: T }) : undefined;
    },

    clear(): void {
      entries.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
