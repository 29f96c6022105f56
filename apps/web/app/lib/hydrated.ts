import { startTransition, useEffect, useState } from 'react';

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
