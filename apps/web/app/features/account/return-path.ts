import { isProductReturnPath } from '@store/contracts/return-paths.ts';

/**
 * Shell §2, §5: the product page a shopper went to sign in (or up) from, kept for the way back.
 * Only a path of the spec's format is saved or used, so it can never send anyone off-site.
 */
export const RETURN_PATH_KEY = 'store.returnPath';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Saves `from` when it is a product page; anything else leaves the saved path alone. */
export function saveReturnPath(from: string, store: Store | null = storage()): boolean {
  if (!store || !isProductReturnPath(from)) return false;
  store.setItem(RETURN_PATH_KEY, from);
  return true;
}

/** Where to go after signing in: the saved product page, else `fallback` (the shop home). */
export function takeReturnPath(fallback: string, store: Store | null = storage()): string {
  const saved = store?.getItem(RETURN_PATH_KEY) ?? null;
  store?.removeItem(RETURN_PATH_KEY);
  return saved && isProductReturnPath(saved) ? saved : fallback;
}

/** Opening a product page forgets the saved path (shell §2). */
export function clearReturnPath(store: Store | null = storage()) {
  store?.removeItem(RETURN_PATH_KEY);
}

/** The query parameter that carries the product page to an account screen's link. */
export const RETURN_PATH_PARAM = 'from';

/**
 * A link to an account screen from `from`: a product page travels in the link itself, so the way
 * back is kept even when the shopper clicks before the page's scripts have started.
 */
export function accountScreenLink(screen: string, from: string): string {
  return isProductReturnPath(from) ? `${screen}?${RETURN_PATH_PARAM}=${encodeURIComponent(from)}` : screen;
}
