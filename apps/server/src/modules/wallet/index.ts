export { createWalletMoney, walletAccount, type Moved, type WalletMoney } from './money.ts';
export { periodsOf, type WalletCountryRow, type WalletRow } from './repository.ts';
export { createTopups, isTopupId, topupView, type NewTopup, type TopupRow, type Topups } from './topups.ts';
