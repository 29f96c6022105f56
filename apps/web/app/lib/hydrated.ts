import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

// Set by the first reader's effect: a reader mounted after it (a client navigation) starts true. One
// mounted before any has run starts false and flips as the first did.
let pageHydrated = false;

/**
 * False in the server's render and during hydration, true once the page's scripts run it.
 *
 * The flip after hydration is a transition (ADR 0063): the parts it shows (the saved players, the
 * sticky buy bar, an enabled account button) are rendered in slices that yield to the shopper's
 * input, not in one blocking task right after the page hydrates, as a store snapshot that differs
 * from the server's would force. A part rendered inside a Suspense boundary that hydrates after
 * the page's first effects must not read it: it would start true there and differ from the server.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    // Already true (a client navigation): React bails out of the same value without rendering.
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

/**
 * A store's browser snapshot where the server render has another (the consent cookies, the screen's
 * width): the server's until the page has hydrated, then the browser's, in `useHydrated`'s
 * transition (ADR 0065). React re-renders every reader of a snapshot that differs from the
 * server's at the end of hydration, synchronously and in one task; here the readers keep the
 * server's value through hydration and take the browser's in slices that yield to the shopper's
 * input.
 *
 * Unlike `useHydrated` this is safe in a boundary that hydrates late: while hydrating React renders
 * the server snapshot whichever snapshot it is given, and only then compares.
 */
export function useStoreAfterHydration<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
