import type { SavedPlayer } from '@store/contracts';
import { SAVED_PLAYERS_PER_PRODUCT } from '@store/contracts/saved-players.ts';

/*
 * A guest's saved players (commerce §3: the last 5 validated player details per product; ADR
 * 0040), in local storage: they outlive the tab, are the browser's, and no request carries them.
 * A signed-in shopper's are the server's (GET /api/order/saved-players).
 */

export const SAVED_PLAYERS_STORAGE_KEY = 'store.savedPlayers';

export const samePlayer = (a: Pick<SavedPlayer, 'userId' | 'zoneId'>, b: Pick<SavedPlayer, 'userId' | 'zoneId'>) =>
  a.userId === b.userId && (a.zoneId ?? null) === (b.zoneId ?? null);

/** The list with `player` first, once, at most 5 long. */
export function withRecentPlayer(list: readonly SavedPlayer[], player: SavedPlayer): SavedPlayer[] {
  return [player, ...list.filter((saved) => !samePlayer(saved, player))].slice(0, SAVED_PLAYERS_PER_PRODUCT);
}

export function withoutPlayer(list: readonly SavedPlayer[], player: Pick<SavedPlayer, 'userId' | 'zoneId'>): SavedPlayer[] {
  return list.filter((saved) => !samePlayer(saved, player));
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** What storage holds, by product slug; anything malformed is no player. */
export function parseSavedPlayers(raw: string | null): Record<string, SavedPlayer[]> {
  if (raw === null) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const out: Record<string, SavedPlayer[]> = {};
    for (const [slug, list] of Object.entries(value as Record<string, unknown>)) {
      if (!/^[a-z0-9-]{1,80}$/.test(slug) || !Array.isArray(list)) continue;
      out[slug] = list
        .filter((p): p is SavedPlayer => {
          const player = p as Partial<SavedPlayer> | null;
          return (
            !!player && isText(player.userId, 64) && isText(player.nickname, 120) && (player.zoneId === null || isText(player.zoneId, 16))
          );
        })
        .map(({ userId, zoneId, nickname }) => ({ userId, zoneId, nickname }))
        .slice(0, SAVED_PLAYERS_PER_PRODUCT);
    }
    return out;
  } catch {
    return {};
  }
}

export function readGuestPlayers(productSlug: string): SavedPlayer[] {
  try {
    return parseSavedPlayers(localStorage.getItem(SAVED_PLAYERS_STORAGE_KEY))[productSlug] ?? [];
  } catch {
    return [];
  }
}

export function writeGuestPlayers(productSlug: string, list: SavedPlayer[]) {
  try {
    const others = Object.entries(parseSavedPlayers(localStorage.getItem(SAVED_PLAYERS_STORAGE_KEY))).filter(
      ([slug]) => slug !== productSlug,
    );
    const all = Object.fromEntries(list.length > 0 ? [...others, [productSlug, list]] : others);
    localStorage.setItem(SAVED_PLAYERS_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage refused (private modes): the list lasts as long as the page.
  }
}
