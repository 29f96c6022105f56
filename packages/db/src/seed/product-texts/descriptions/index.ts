import { de } from './de.ts';

/** What each game is, per store language, by product slug; English is the `products` row's. */
export const descriptions: Record<string, Record<string, string>> = { de };
