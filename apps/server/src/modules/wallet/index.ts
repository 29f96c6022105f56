export { createWalletMoney, walletAccount, type Moved, type WalletMoney } from './money.ts';
export { periodsOf, type WalletCountryRow, type WalletRow } from './repository.ts';
export { createWalletService, type WalletService, type WalletServiceDeps } from './service.ts';
export { walletRoutes, COUNTRY_HEADER } from './routes.ts';
export { walletPhoneOf, type Shop, type Shopper } from './activation.ts';
