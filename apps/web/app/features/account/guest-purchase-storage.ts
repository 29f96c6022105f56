/**
 * The guest purchase of commerce §3–§4 (ADR 0053): staged in the tab's session storage while a
 * guest fills the checkout, committed to local storage when the order is placed, and consumed
 * (read and removed) once the shopper is signed in, to link it to the account (ADR 0016). A guest
 * who leaves without placing an order leaves nothing in local storage.
 */
export const STAGED_PURCHASE_KEY = 'store.guestPurchase';

/** What `setOrderUid` needs of a placed purchase. */
export type StagedPurchase = {
  txnId: string;
  userId?: string;
  zoneId?: string | null;
  voucherTypeId: string;
  gvtId: string;
  lvtId: string;
  pcId: string;
  checkoutId: string;
};

const PURCHASE_FIELDS = ['userId', 'zoneId', 'voucherTypeId', 'gvtId', 'lvtId', 'pcId'];

/** The purchase as the form stands, before there is an order. */
export type PurchaseInProgress = Partial<Omit<StagedPurchase, 'txnId' | 'checkoutId'>>;

type Stores = { session: Storage; local: Storage };

function browserStores(): Stores | null {
  try {
    return { session: window.sessionStorage, local: window.localStorage };
  } catch {
    // Storage refused (a sandboxed frame, cookies blocked): the purchase simply is not adopted.
    return null;
  }
}

function readJson(storage: Storage, key: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the purchase simply is not adopted.
  }
}

/** Stages the purchase as the guest's form now stands, in the tab's session storage only. */
export function stageGuestPurchase(purchase: PurchaseInProgress, stores: Stores | null = browserStores()) {
  if (stores) write(stores.session, STAGED_PURCHASE_KEY, purchase);
}

/**
 * The order is placed: the staged purchase, completed with the order's own ids (which win over
 * what was staged), moves to local storage, where it outlives the tab until the shopper signs in.
 */
export function commitGuestPurchase(placed: StagedPurchase, stores: Stores | null = browserStores()) {
  if (!stores) return;
  const staged = readJson(stores.session, STAGED_PURCHASE_KEY) ?? {};
  // Only the fields setOrderUid takes: whatever else a stale tab left there stays behind.
  const kept = Object.fromEntries(Object.entries(staged).filter(([key]) => PURCHASE_FIELDS.includes(key)));
  write(stores.local, STAGED_PURCHASE_KEY, { ...kept, ...placed });
  stores.session.removeItem(STAGED_PURCHASE_KEY);
}

/** Drops a purchase staged but never placed (the shopper signed in meanwhile: their orders are theirs). */
export function discardStagedPurchase(stores: Stores | null = browserStores()) {
  stores?.session.removeItem(STAGED_PURCHASE_KEY);
}

/** Takes the committed purchase out of local storage first (so two tabs do not both send it). */
export function takeCommittedPurchase(stores: Stores | null = browserStores()): StagedPurchase | null {
  if (!stores) return null;
  const purchase = readJson(stores.local, STAGED_PURCHASE_KEY);
  try {
    stores.local.removeItem(STAGED_PURCHASE_KEY);
  } catch {
    return null;
  }
  return purchase && typeof purchase.txnId === 'string' ? (purchase as StagedPurchase) : null;
}
