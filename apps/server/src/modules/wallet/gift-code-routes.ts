import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { giftCodeErrors } from '@store/contracts';
import { redeemGiftCodeRequest } from '@store/contracts/wallet-requests.ts';
import { AppError, envelope, unwrap } from '../../plugins/errors.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import type { GiftCodesService } from './gift-codes.ts';

export type GiftCodeRoutesOptions = {
  giftCodes: GiftCodesService;
  /**
   * The hooks that make the call a signed-in shopper's, with an anti-forgery token (commerce §7):
   * the wallet API's own sign-in and token checks. Run as `preValidation`, before the body is
   * read, so a guest is refused whatever they sent. At least one: the route never runs unguarded.
   */
  guards: [preValidationAsyncHookHandler, ...preValidationAsyncHookHandler[]];
  /** The shopper's current wallet (the one `GET /user/wallet` answers), read after the guards; null when none. */
  currentWalletId: (request: FastifyRequest) => Promise<string | null>;
};

/**
 * `POST /redeemGiftCode {giftCode}` (commerce §7, §8) for the wallet API: redeems a gift code into
 * the shopper's current wallet and answers the credit and the new balance in the envelope. Knows
 * nothing of sessions or wallets beyond the two functions it is given.
 */
export async function giftCodeRoutes(fastify: FastifyInstance, { giftCodes, guards, currentWalletId }: GiftCodeRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/redeemGiftCode',
    { config: rateLimited, preValidation: guards, schema: { body: redeemGiftCodeRequest } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const walletId = await currentWalletId(request);
      if (walletId === null) throw new AppError(giftCodeErrors.notEligible);
      return envelope(unwrap(await giftCodes.redeem(walletId, request.body.giftCode)));
    },
  );
}
