import { ar } from './ar.ts';
import { de } from './de.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';

/** What each game is, per store language, by product slug; English is the `products` row's. */
export const descriptions: Record<string, Record<string, string>> = { ar, de, id, ja };
