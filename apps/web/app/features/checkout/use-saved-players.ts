import { startTransition, useCallback, useEffect, useState } from 'react';
import type { SavedPlayer } from '@store/contracts';
import { readGuestPlayers, withoutPlayer, withRecentPlayer, writeGuestPlayers } from './saved-players.ts';

/** The account's signed-in calls, fetched for a signed-in shopper only (ADR 0054). */
const accountCalls = () => import('../account/index.ts');

/**
 * The shopper's saved players of this product (commerce §3, ADR 0040), read once the page runs in
 * the browser (the product page itself is cached for everyone): a signed-in shopper's from the
 * server, which saves each player it validates for them; a guest's from local storage.
 */
export function useSavedPlayers(countryCode: string, productSlug: string, signedIn: boolean) {
  const [players, setPlayers] = useState<SavedPlayer[]>([]);
  useEffect(() => {
    let live = true;
    if (!signedIn) {
      // Read after hydration, shown as a transition (ADR 0063); none saved leaves the form as it is.
      const saved = readGuestPlayers(productSlug);
      startTransition(() => setPlayers((shown) => (saved.length === 0 && shown.length === 0 ? shown : saved)));
      return;
    }
    const query = new URLSearchParams({ countryCode, productSlug });
    // Unread (offline, signed out meanwhile): no saved players offered; the fields work as ever.
    void accountCalls()
      .then(({ accountGet }) => accountGet<SavedPlayer[]>(`/api/order/saved-players?${query.toString()}`))
      .then(
        (result) => {
          if (live) setPlayers(result.ok ? result.data : []);
        },
        () => {},
      );
    return () => {
      live = false;
    };
  }, [countryCode, productSlug, signedIn]);

  /** A player the publisher has just validated: first in the list (the server has saved it already). */
  const remember = useCallback(
    (player: SavedPlayer) => {
      setPlayers((list) => {
        const next = withRecentPlayer(list, player);
        if (!signedIn) writeGuestPlayers(productSlug, next);
        return next;
      });
    },
    [productSlug, signedIn],
  );

  const forget = useCallback(
    (player: SavedPlayer) => {
      setPlayers((list) => {
        const next = withoutPlayer(list, player);
        if (!signedIn) writeGuestPlayers(productSlug, next);
        return next;
      });
      if (signedIn) {
        const body = { countryCode, productSlug, userId: player.userId, ...(player.zoneId ? { zoneId: player.zoneId } : {}) };
        void accountCalls()
          .then(({ accountPost }) => accountPost<SavedPlayer[]>('/api/order/saved-players/remove', body))
          .then(
            (result) => {
              if (result.ok) setPlayers(result.data);
            },
            () => {},
          );
      }
    },
    [countryCode, productSlug, signedIn],
  );

  return { players, remember, forget };
}
