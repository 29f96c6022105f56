import { startTransition, useEffect, useRef, type Dispatch } from 'react';
import type { OrderView } from '@store/contracts';
import { callApi } from '../../lib/api.ts';
import { forgetPendingOrder, readSavedCheckout, saveDraft, type SavedCheckout } from './draft-storage.ts';
import { fitDraft, type CheckoutAction, type CheckoutRules, type CheckoutState } from './form-model.ts';

/** Asks the store whether the order saved with the draft still waits for payment; offers it if so. */
async function lookUpPending(storageKey: string, pending: SavedCheckout['pending'], dispatch: Dispatch<CheckoutAction>) {
  if (!pending) return;
  const order = await callApi<OrderView>(`/api/order/${encodeURIComponent(pending.orderId)}`);
  // An order shows its payment address only while it can still be paid (ADR 0021).
  if (order.ok && order.data.paymentUrl) {
    dispatch({ type: 'pendingFound', pending: { ...pending, paymentUrl: order.data.paymentUrl } });
    return;
  }
  dispatch({ type: 'pendingGone' });
  // Paid, cancelled, expired or unknown: forgotten. Without an answer it is asked about next time.
  if (order.ok || order.resultCode === 404) forgetPendingOrder(storageKey);
}

/**
 * The checkout kept in the tab (ADR 0025): the draft saved for the product comes back once the
 * page has hydrated (before, the page must render as the server did), every change is saved, and
 * the store is asked whether the order saved with the draft still waits for payment, on load and
 * when the browser shows the page again from its back/forward cache, where the page is as it was
 * left, confirmation modal included: `onShownAgain` resets what belonged to that confirmation.
 */
export function useSavedCheckout(
  storageKey: string,
  state: CheckoutState,
  dispatch: Dispatch<CheckoutAction>,
  rules: CheckoutRules,
  onShownAgain: () => void,
) {
  // What the once-per-page effect below reads when it runs, without running again when they change.
  const latest = useRef({ restored: state.restored, rules, onShownAgain });
  latest.current = { restored: state.restored, rules, onShownAgain };

  useEffect(() => {
    const saved = readSavedCheckout(storageKey);
    // A form posted before the scripts ran is newer than anything saved, and is kept. The restored
    // form renders as a transition (ADR 0063): it yields to what the shopper does meanwhile, whose
    // changes React applies after the restore.
    if (!latest.current.restored) {
      const draft = saved.draft && fitDraft(saved.draft, latest.current.rules);
      startTransition(() => dispatch({ type: 'restore', draft }));
    }
    void lookUpPending(storageKey, saved.pending, dispatch);
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      latest.current.onShownAgain();
      dispatch({ type: 'closeConfirmation' });
      void lookUpPending(storageKey, readSavedCheckout(storageKey).pending, dispatch);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
    // Once per product page (the checkout is keyed by product): later drafts are the shopper's.
  }, [storageKey, dispatch]);

  useEffect(() => {
    if (state.restored) saveDraft(storageKey, state.draft);
  }, [state.restored, state.draft, storageKey]);
}
