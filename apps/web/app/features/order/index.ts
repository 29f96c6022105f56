// What other features use of the order pages' code. Route modules import the files they need directly.
export { outcomeOf, type Outcome } from './order-state.ts';
export { VoucherCodePanel } from './voucher-code.tsx';
export { playerLabel } from './order-details.tsx';
