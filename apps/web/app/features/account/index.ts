// What other features may use of the account feature; they import it from here, never from its
// files (CONVENTIONS, Boundaries). Routes still reach the account screens directly.
export { GuestPurchaseAdoption, stageGuestPurchase, type StagedPurchase } from './adoption.tsx';
