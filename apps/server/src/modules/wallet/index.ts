export { createWalletMoney, walletAccount, type Moved, type WalletMoney } from './money.ts';
export { periodsOf, type WalletCountryRow, type WalletRow } from './repository.ts';
export { createTopups, isTopupId, topupView, type NewTopup, type TopupRow, type Topups } from './topups.ts';
export {
  createGiftCodes,
  formatGiftCode,
  GIFT_CODE_BATCH_MAX,
  GiftCodeIssueError,
  newGiftCode,
  type GiftCodesService,
  type IssueBatchInput,
  type IssuedBatch,
} from './gift-codes.ts';
export { giftCodeRoutes, type GiftCodeRoutesOptions } from './gift-code-routes.ts';
export { createWalletService, type WalletService, type WalletServiceDeps } from './service.ts';
export { walletRoutes, COUNTRY_HEADER } from './routes.ts';
export { walletPhoneOf, type Shop, type Shopper } from './activation.ts';
export { createWalletChargeCodes, type WalletChargeCodes } from './charge-codes.ts';
