/**
 * The e-mail or mobile number a guest gave with an order, kept in the browser that placed it
 * (commerce §1, §6: guests earn rewards by giving one). The order view shows it masked to anyone
 * holding the order's link, so the complete page takes the whole contact from here for the two
 * things that need it: the cashback cookie (commerce §3–§4) and the adopt-account modal, which
 * offers to sign up with it. Local storage, like the staged guest purchase (ADR 0016); only the
 * last few orders are kept.
 */
export const GUEST_CONTACT_KEY = 'store.cashbackContact';
const KEPT = 5;

export type GuestContact = { orderId: string; email: string | null; phone: string | null };

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isContact = (value: unknown): value is GuestContact => {
  const entry = value as GuestContact | null;
  return (
    typeof entry?.orderId === 'string' &&
    (entry.email === null || typeof entry.email === 'string') &&
    (entry.phone === null || typeof entry.phone === 'string') &&
    (entry.email !== null || entry.phone !== null)
  );
};

function readAll(store: Store): GuestContact[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(GUEST_CONTACT_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isContact) : [];
  } catch {
    return [];
  }
}

/** Notes the contact of a guest's order, newest first. */
export function rememberGuestContact(contact: GuestContact, store: Store | null = storage()) {
  if (!store || !isContact(contact)) return;
  const kept = [contact, ...readAll(store).filter((entry) => entry.orderId !== contact.orderId)].slice(0, KEPT);
  try {
    store.setItem(GUEST_CONTACT_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the order earns all the same; only the cookie and the prefill are lost.
  }
}

/** The contact noted for an order, or null (another browser, or storage refused). */
export function guestContactOf(orderId: string, store: Store | null = storage()): GuestContact | null {
  return store ? (readAll(store).find((entry) => entry.orderId === orderId) ?? null) : null;
}
