import { useCallback, useEffect, useState } from 'react';
import type { DenominationState } from '@store/contracts';
import { callApi } from '../../lib/api.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import type { Verification } from './form-model.ts';

/**
 * A denomination's state for the verified player (commerce §4), and for one the player cannot
 * order, the message of its result code (said beside the amounts when it was the one chosen).
 */
export type DenominationStateShown = DenominationState & { messageKey?: MessageKey };
/** Each denomination's state, by denomination id. */
export type DenominationStates = ReadonlyMap<string, DenominationStateShown>;

/** What the states say, with the messages of the blocked ones (their catalogue is fetched only then). */
async function withMessages(states: DenominationState[]): Promise<DenominationStateShown[]> {
  if (states.every((state) => state.state === 'available')) return states;
  const unavailable: MessageKey = 'errors:transaction.denominationUnavailable';
  const keys = await import('../../lib/api-messages.ts').catch(() => null);
  return states.map((state) =>
    state.state === 'available'
      ? state
      : { ...state, messageKey: keys && state.resultCode !== null ? keys.messageKeyForResultCode(state.resultCode) : unavailable },
  );
}

const none: DenominationStates = new Map();

/**
 * The denomination states of the player the shopper verified (GET /api/order/denomination-states,
 * docs/decisions/0036 and 0040): none until a player is verified, and none again once the player
 * changes. A hint for the tiles; placing the order checks the rules again. `refresh` reads them
 * again, after an order was refused for them.
 */
export function useDenominationStates(
  countryCode: string,
  productSlug: string,
  verification: Verification,
): { states: DenominationStates; refresh(): void } {
  const [read, setRead] = useState<{ player: string; states: DenominationStates } | null>(null);
  const [round, setRound] = useState(0);
  const player = verification.status === 'verified' ? JSON.stringify([verification.userId, verification.zoneId ?? '']) : null;
  useEffect(() => {
    if (!player) return;
    const [userId, zoneId] = JSON.parse(player) as [string, string];
    const query = new URLSearchParams({ countryCode, productSlug, userId, ...(zoneId ? { zoneId } : {}) });
    let live = true;
    // A failed read shows no states: the order's own check still answers with the message.
    void callApi<DenominationState[]>(`/api/order/denomination-states?${query.toString()}`).then(async (result) => {
      if (!result.ok) return;
      const shown = await withMessages(result.data);
      if (live) setRead({ player, states: new Map(shown.map((state) => [state.denominationId, state])) });
    });
    return () => {
      live = false;
    };
  }, [countryCode, productSlug, player, round]);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { states: read && read.player === player ? read.states : none, refresh };
}

/** Whether the player may order a denomination now, as far as its state tells. */
export function orderable(states: DenominationStates, denominationId: string): boolean {
  const state = states.get(denominationId)?.state;
  return state === undefined || state === 'available';
}
