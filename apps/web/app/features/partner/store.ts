import { useSyncExternalStore } from 'react';
import type { PartnerPlayer, PartnerSignInErrorType } from '@store/contracts/partner.ts';

/** Shell §3: the partner account state. `playerInfo` survives reloads (local storage), the rest is per page. */
export type PartnerAccountState = {
  playerInfo: PartnerPlayer | null;
  signInErrorType: PartnerSignInErrorType | null;
  preRegistrationPhase: boolean;
};

const PLAYER_KEY = 'partner.player';
const empty: PartnerAccountState = { playerInfo: null, signInErrorType: null, preRegistrationPhase: false };
let state: PartnerAccountState = empty;
let loaded = false;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readPlayer(): PartnerPlayer | null {
  try {
    const raw = storage()?.getItem(PLAYER_KEY);
    const parsed = raw ? (JSON.parse(raw) as PartnerPlayer) : null;
    return parsed && typeof parsed.name === 'string' && typeof parsed.id === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

function current(): PartnerAccountState {
  if (!loaded && typeof window !== 'undefined') {
    loaded = true;
    // Nobody signed in keeps the state the server rendered (the same object), so the header does
    // not render again when the page hydrates.
    const playerInfo = readPlayer();
    if (playerInfo) state = { ...state, playerInfo };
  }
  return state;
}

function update(patch: Partial<PartnerAccountState>) {
  state = { ...current(), ...patch };
  for (const listener of listeners) listener();
}

export const partnerAccount = {
  get: current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  storePlayer(player: PartnerPlayer) {
    storage()?.setItem(PLAYER_KEY, JSON.stringify(player));
    update({ playerInfo: player, signInErrorType: null });
  },
  clearPlayer() {
    storage()?.removeItem(PLAYER_KEY);
    update({ playerInfo: null });
  },
  setSignInError(type: PartnerSignInErrorType | null) {
    update({ signInErrorType: type });
  },
  setPreRegistrationPhase(on: boolean) {
    if (current().preRegistrationPhase !== on) update({ preRegistrationPhase: on });
  },
};

/** The partner account state in a component; the server render (no storage) sees nobody signed in. */
export function usePartnerAccount(): PartnerAccountState {
  return useSyncExternalStore(partnerAccount.subscribe, partnerAccount.get, () => empty);
}

/**
 * Whether a partner player is signed in (in the browser; the server render sees nobody). A boolean
 * snapshot: the header re-renders at hydration only when a player is there, so what it renders on
 * demand (ADR 0054) is not met by an update before it has hydrated.
 */
export function usePartnerSignedIn(): boolean {
  return useSyncExternalStore(
    partnerAccount.subscribe,
    () => partnerAccount.get().playerInfo !== null,
    () => false,
  );
}
