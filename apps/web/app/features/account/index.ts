// What other features may use of the account feature; they import it from here, never from its
// files (CONVENTIONS, Boundaries). Routes still reach the account screens directly.
export { GuestPurchaseAdoption, stageGuestPurchase, type StagedPurchase } from './adoption.tsx';
// The wallet's calls and forms are the account's: signed-in calls with the anti-forgery token, and the same fields.
export { accountGet, accountPost } from './client.ts';
export { Field, FormError, Notice, SubmitButton, failureParams } from './form.tsx';
