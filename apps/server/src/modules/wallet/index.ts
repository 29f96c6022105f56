export { createWalletMoney, type Moved, type WalletMoney } from './money.ts';
export type { WalletRow } from './repository.ts';
export { createTopups, isTopupId, type TopupRow, type Topups } from './topups.ts';
export {
  createGiftCodes,
  formatGiftCode,
  GiftCodeIssueError,
  type GiftCodesService,
  type IssueBatchInput,
  type IssuedBatch,
} from './gift-codes.ts';
export { createWalletService, type WalletService } from './service.ts';
export { walletRoutes } from './routes.ts';
export { createWalletChargeCodes, type WalletChargeCodes } from './charge-codes.ts';
