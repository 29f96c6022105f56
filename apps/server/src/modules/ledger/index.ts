export {
  createLedgerService,
  ledgerHolds,
  LedgerError,
  type LedgerAccount,
  type LedgerService,
  type LedgerViolations,
  type Leg,
  type TransferDone,
  type TransferRequest,
} from './service.ts';
