export { createWalletMoney, walletAccount, type Moved, type WalletMoney } from './money.ts';
export { periodsOf, type WalletCountryRow, type WalletRow } from './repository.ts';
