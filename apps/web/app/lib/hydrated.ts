import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server's render and during hydration, true once the page's scripts run it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
