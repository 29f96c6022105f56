// Signed-in calls of the order pages (the Codacash charge over GraphQL).
export { csrfHeaders } from './client.ts';
// What other features may use of the account feature; they import it from here, never from its
// files (CONVENTIONS, Boundaries). Routes still reach the account screens directly.
export { GuestPurchaseAdoption } from './adoption.tsx';
export {
  commitGuestPurchase,
  discardStagedPurchase,
  stageGuestPurchase,
  type PurchaseInProgress,
  type StagedPurchase,
} from './guest-purchase-storage.ts';
// The wallet's calls and forms are the account's: signed-in calls with the anti-forgery token, and the same fields.
export { accountGet, accountPost } from './client.ts';
export { Field, FormError, Notice, SubmitButton } from './form.tsx';
