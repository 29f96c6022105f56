import { billingFields, emptyBilling } from './billing.ts';
import { emptyDraft, type CheckoutDraft } from './form-model.ts';

/*
 * The checkout draft kept in the tab's session storage, per country and product (ADR 0025), so that
 * a shopper who comes back from the payment page (Back, or the product page opened again) finds
 * the form as they left it, and the order they already created for it. Session storage: it stays
 * with the tab and is gone when the tab is closed; nothing of it reaches the server.
 *
 * The terms are not kept: the shopper gives them again for each order (the age gate's answer is
 * the browser's, ADR 0037).
 */

export type SavedCheckout = {
  draft: CheckoutDraft | null;
  /** The order created from the draft of that fingerprint; whether it still waits for payment is the store's to say. */
  pending: { orderId: string; fingerprint: string } | null;
};

const VERSION = 1;

export function draftStorageKey(countryCode: string, productSlug: string): string {
  return `store.checkout.${countryCode}.${productSlug}`;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** A saved draft as this version of the page reads it; anything else is no draft at all. */
export function parseSavedCheckout(raw: string | null): SavedCheckout {
  const none: SavedCheckout = { draft: null, pending: null };
  if (raw === null) return none;
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return none;
  }
  if (!saved || typeof saved !== 'object' || (saved as { v?: unknown }).v !== VERSION) return none;
  const { draft: d, pending: p } = saved as { draft?: Record<string, unknown>; pending?: Record<string, unknown> };
  let draft: CheckoutDraft | null = null;
  if (d && typeof d === 'object') {
    const billing = { ...emptyBilling };
    const savedBilling = (d.billing ?? {}) as Record<string, unknown>;
    for (const field of billingFields) {
      const value = savedBilling[field.name];
      if (isString(value)) billing[field.name] = value;
    }
    draft = {
      ...emptyDraft,
      userId: isString(d.userId) ? d.userId : '',
      zoneId: isString(d.zoneId) ? d.zoneId : '',
      characterName: isString(d.characterName) ? d.characterName : '',
      denominationId: isString(d.denominationId) ? d.denominationId : null,
      channelId: Number.isSafeInteger(d.channelId) ? (d.channelId as number) : null,
      billing,
      nationality: isString(d.nationality) ? d.nationality : '',
      contactMethod: d.contactMethod === 'mobile' ? 'mobile' : 'email',
      email: isString(d.email) ? d.email : '',
      mobile: isString(d.mobile) ? d.mobile : '',
      useRewards: d.useRewards === true,
    };
  }
  const pending = p && isString(p.orderId) && isString(p.fingerprint) ? { orderId: p.orderId, fingerprint: p.fingerprint } : null;
  return { draft, pending };
}

export function serializeSavedCheckout(saved: SavedCheckout): string {
  const { acceptedTerms: _terms, ...draft } = saved.draft ?? emptyDraft;
  return JSON.stringify({ v: VERSION, draft, pending: saved.pending });
}

// Storage may be refused (private modes, a full quota, a sandboxed frame): the form then works as
// it did before it remembered anything.
function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, saved: SavedCheckout) {
  try {
    sessionStorage.setItem(key, serializeSavedCheckout(saved));
  } catch {
    // See above.
  }
}

export function readSavedCheckout(key: string): SavedCheckout {
  return parseSavedCheckout(read(key));
}

/** Saves the draft, keeping the pending order noted beside it. */
export function saveDraft(key: string, draft: CheckoutDraft) {
  write(key, { draft, pending: readSavedCheckout(key).pending });
}

export function savePendingOrder(key: string, draft: CheckoutDraft, pending: NonNullable<SavedCheckout['pending']>) {
  write(key, { draft, pending });
}

/** Once the store says the order can no longer be paid. */
export function forgetPendingOrder(key: string) {
  const saved = readSavedCheckout(key);
  if (saved.pending) write(key, { ...saved, pending: null });
}
