import { lazy } from 'react';

// The parts of the purchase form that no first load shows: the confirmation and the age gate
// (after Buy now), the billing address (a channel that asks for one) and the phone's sticky buy
// bar (once an amount is chosen). They are fetched when needed, or earlier, once the shopper
// starts working with the form (`warmOnDemand`), so the first load of the product page, the same
// for everyone, does without them (ADR 0054). Never what the server renders: a boundary the
// server sent would hydrate after the form, whose first updates would reach it first (React
// error 421); so the nationality step, which a product may ask for from the start, is not here.
const confirmDialog = () => import('./confirm-dialog.tsx');
const ageGateDialog = () => import('./age-gate-dialog.tsx');

export const ConfirmDialog = lazy(() => confirmDialog().then((m) => ({ default: m.ConfirmDialog })));
export const AgeGateDialog = lazy(() => ageGateDialog().then((m) => ({ default: m.AgeGateDialog })));
export const BillingFields = lazy(() => import('./billing-fields.tsx').then((m) => ({ default: m.BillingFields })));
export const StickyBuyBar = lazy(() => import('./sticky-buy-bar.tsx').then((m) => ({ default: m.StickyBuyBar })));

/** Starts fetching the dialogs Buy now opens; a failure shows again, and is met, when they open. */
export function warmOnDemand() {
  confirmDialog().catch(() => {});
  ageGateDialog().catch(() => {});
}
