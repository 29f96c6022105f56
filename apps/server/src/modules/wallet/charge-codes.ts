import { errors, walletErrors, WALLET, type SendWalletCodeResponse } from '@store/contracts';
import { accountErrors } from '@store/contracts/identity.ts';
import { fail, ok, type Failure, type Result } from '../../result.ts';
import type { IdentityService } from '../identity/index.ts';
import type { WalletRow } from './repository.ts';

/** The one-time codes' refusals (the account catalogue) as the charge's codes of commerce §8. */
function chargeCodeFailure(failure: Failure): Failure {
  switch (failure.error) {
    case accountErrors.CodeMismatchException:
      return fail(walletErrors.chargeOtpInvalid, failure.data);
    case accountErrors.ExpiredCodeException:
      return fail(walletErrors.chargeOtpExpired);
    case accountErrors.CodeAttemptsExceededException:
      return fail(walletErrors.chargeOtpTooMany, failure.data);
    case accountErrors.LimitExceededException:
      return fail(walletErrors.waitBeforeResending, failure.data);
    case errors.serverUnavailable:
      return fail(walletErrors.otpSendFailed);
    default:
      return failure;
  }
}

/**
 * The codes a Codacash charge is confirmed with (ADR 0033): six digits by SMS to the wallet's own
 * phone, 100 s, with the account codes' attempts, lock and send limits. A code confirms only that
 * wallet's number.
 */
export function createWalletChargeCodes(deps: { identity: Pick<IdentityService, 'phoneCodes' | 'findUser'> }) {
  const { identity } = deps;
  return {
    async send(siteId: number, wallet: WalletRow): Promise<Result<SendWalletCodeResponse>> {
      const user = await identity.findUser(siteId, wallet.userId);
      if (!user) return fail(walletErrors.notActivated);
      const sent = await identity.phoneCodes.send(user, 'walletCharge', wallet.phoneNumber, 'walletChargeCode', WALLET.otpTimeoutSeconds);
      if (!sent.ok) return chargeCodeFailure(sent);
      return ok({
        destination: sent.value.destination,
        expiresInSeconds: sent.value.expiresInSeconds,
        resendAfterSeconds: sent.value.resendAfterSeconds,
      });
    },

    async use(wallet: WalletRow, code: string): Promise<Result<null>> {
      const used = await identity.phoneCodes.use(wallet.userId, 'walletCharge', wallet.phoneNumber, code);
      return used.ok ? ok(null) : chargeCodeFailure(used);
    },
  };
}

export type WalletChargeCodes = ReturnType<typeof createWalletChargeCodes>;
