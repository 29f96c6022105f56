// What other features use of Coda Rewards' web side (the checkout's toggle and the redeem-points
// modal, the guest's contact noted for the complete page). Route modules import the files they need directly.
export { CheckoutRewards, RewardsCoinIcon, shownQuote, toggleAvailable } from './checkout-rewards.tsx';
export { useCashbackQuote, type QuoteStanding } from './use-cashback-quote.ts';
export type { QuoteParams, QuoteView } from './client.ts';
export { rewardsChanged, rewardsFailureKey } from './failures.ts';
export { rememberGuestContact } from './guest-contact.ts';
export { LazyRedeemPoints } from './lazy.ts';
export type { RedeemPlayer } from './redeem-points.tsx';
