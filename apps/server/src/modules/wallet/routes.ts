import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errors,
  idempotencyKey,
  WALLET_ACTIVE_COOKIE,
  WALLET_PHONE_KNOWN,
  WalletStatus,
  walletErrors,
  walletSiteErrors,
  type Envelope,
  type InitTopupResponse,
  type ValidatePhoneData,
} from '@store/contracts';
import {
  createWalletRequest,
  initTopupRequest,
  sendWalletCodeRequest,
  type InitTopupRequest,
  switchWalletRequest,
  unreserveWalletRequest,
  validatePhoneRequest,
  walletCountryParams,
  walletTransactionParams,
  walletTransactionsQuery,
} from '@store/contracts/wallet-requests.ts';
import { AppError, envelope, errorEnvelope, unwrap } from '../../plugins/errors.ts';
import type { Result } from '../../result.ts';
import { giftCodeRoutes } from './gift-code-routes.ts';
import type { GiftCodesService } from './gift-codes.ts';
import { codeAttempts, rateLimited } from '../../plugins/rate-limit.ts';
import { refusedAsForged, refuseUnlessAllowed, requireUser, signedInUser, type IdentityService } from '../identity/index.ts';
import type { Shop } from './activation.ts';
import type { WalletService } from './service.ts';

export type WalletRoutesOptions = {
  wallet: WalletService;
  identity: IdentityService;
  giftCodes: GiftCodesService;
  /** The top-up workflow (workflows/topup.ts). */
  initTopup(request: {
    siteId: number;
    userId: string;
    countryCode: string;
    input: InitTopupRequest;
    idempotencyKey: string | null;
  }): Promise<Result<InitTopupResponse>>;
};

const WALLET_BODY_LIMIT = 16 * 1024;
/** Shell §7: the wallet service's requests carry the shop's country in this header. */
export const COUNTRY_HEADER = 'x-country-code';

/**
 * `/api/wallet`: Codacash's calls of commerce §7 (docs/decisions/0033). Every call answers in the
 * envelope, uncached; none on a white-label site. All but `validate-phone` and `country/:cc` need
 * a signed-in shopper (the account catalogue's NOT_AUTHENTICATED), and every call that changes
 * something the anti-forgery token of `GET /generateCsrfToken`. The shop's country is the
 * `x-country-code` header, else the signed-in shopper's country.
 */
export async function walletRoutes(fastify: FastifyInstance, { wallet, identity, giftCodes, initTopup }: WalletRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(identity);

  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= WALLET_BODY_LIMIT;
  });
  // A restricted account activates, switches, tops up and redeems nothing (ADR 0052).
  refuseUnlessAllowed(app, 'wallet', walletErrors.restricted);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('cache-control', 'no-store');
    if (request.site.theme === 'whitelabel') {
      void reply.status(walletSiteErrors.notOffered.status).send(errorEnvelope(walletSiteErrors.notOffered));
      return;
    }
    if (refusedAsForged(identity, request, reply)) return;
    done();
  });

  // commerce §7: `POST /unreserveWallet` goes with an empty body; none at all reads as `{}`.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.method === 'POST') request.body = {};
    done();
  });

  /** The shop of the call: the header's country, else the signed-in shopper's (when there is one). */
  async function shopOf(request: FastifyRequest, fallback: string | null = null): Promise<Shop> {
    const header = request.headers[COUNTRY_HEADER];
    const code = typeof header === 'string' && header.trim() !== '' ? header : fallback;
    return unwrap(await wallet.shop(request.site.id, code));
  }
  const shopper = (request: FastifyRequest) => signedInUser(request).user;
  const shopOfShopper = (request: FastifyRequest) => shopOf(request, shopper(request).countryCode);

  app.post(
    '/validate-phone',
    { config: { ...codeAttempts, csrf: false }, schema: { body: validatePhoneRequest } },
    async (request): Promise<Envelope<ValidatePhoneData>> => {
      const { known } = unwrap(await wallet.validatePhone(await shopOf(request), request.body.phoneNumber));
      if (!known) return envelope({ available: true });
      // Commerce §7: 204 "known", a answer rather than a refusal.
      const { resultMessage } = errorEnvelope(walletErrors.phoneAlreadyRegistered);
      return { resultCode: WALLET_PHONE_KNOWN, resultMessage, data: { available: false } };
    },
  );

  app.post('/send-otp', { config: codeAttempts, preValidation: signedIn, schema: { body: sendWalletCodeRequest } }, async (request) =>
    envelope(unwrap(await wallet.sendActivationCode(await shopOfShopper(request), shopper(request), request.body.phoneNumber))),
  );

  app.post('/createWallet', { config: codeAttempts, preValidation: signedIn, schema: { body: createWalletRequest } }, async (request) =>
    envelope(unwrap(await wallet.createWallet(await shopOfShopper(request), shopper(request), request.body))),
  );

  app.post(
    '/unreserveWallet',
    { config: rateLimited, preValidation: signedIn, schema: { body: unreserveWalletRequest } },
    async (request) => envelope(unwrap(await wallet.unreserve(await shopOfShopper(request), shopper(request)))),
  );

  app.post('/switchWallet', { config: rateLimited, preValidation: signedIn, schema: { body: switchWalletRequest } }, async (request) =>
    envelope(await wallet.walletData(unwrap(await wallet.switchWallet(await shopOfShopper(request), shopper(request))))),
  );

  app.get('/user/wallet', { config: rateLimited, preValidation: signedIn }, async (request, reply) => {
    // No shop country is needed to read the current wallet; it only finds a reservation under way.
    const header = request.headers[COUNTRY_HEADER];
    const country = typeof header === 'string' ? header.trim().toLowerCase() : (shopper(request).countryCode ?? null);
    const current = await wallet.currentWallet(shopper(request), country);
    // commerce §4: the active-wallet cookie follows every read of the wallet.
    const cookie = { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' };
    if (current?.walletStatus === WalletStatus.Active && BigInt(current.balanceAmount) > 0n) {
      void reply.setCookie(WALLET_ACTIVE_COOKIE, '1', { ...cookie, maxAge: 30 * 24 * 3600 });
    } else if (request.cookies?.[WALLET_ACTIVE_COOKIE]) {
      void reply.clearCookie(WALLET_ACTIVE_COOKIE, cookie);
    }
    return envelope(current);
  });

  app.get('/country/:countryCode', { config: rateLimited, schema: { params: walletCountryParams } }, async (request) =>
    envelope(unwrap(await wallet.country(unwrap(await wallet.shop(request.site.id, request.params.countryCode))))),
  );

  app.get('/paymentChannels', { config: rateLimited, preValidation: signedIn }, async (request) =>
    envelope(await wallet.paymentChannels(await shopOfShopper(request))),
  );

  app.get(
    '/wallet-txn/:id',
    { config: rateLimited, preValidation: signedIn, schema: { params: walletTransactionParams } },
    async (request) => envelope(unwrap(await wallet.transaction(shopper(request), request.params.id))),
  );

  app.post('/initTopup', { config: rateLimited, preValidation: signedIn, schema: { body: initTopupRequest } }, async (request) => {
    const header = request.headers['idempotency-key'];
    const key = header === undefined ? null : idempotencyKey.safeParse(header);
    if (key && !key.success) throw new AppError(errors.invalidParameters, { fields: [{ path: 'Idempotency-Key', code: 'invalid' }] });
    const shop = await shopOfShopper(request);
    return envelope(
      unwrap(
        await initTopup({
          siteId: request.site.id,
          userId: shopper(request).id,
          countryCode: shop.country.code,
          input: request.body,
          idempotencyKey: key ? key.data : null,
        }),
      ),
    );
  });

  // The redemption runs in this scope: the token and white-label checks above apply to it too.
  await app.register(giftCodeRoutes, {
    giftCodes,
    guards: [signedIn],
    currentWalletId: async (request) => {
      const shop = await shopOfShopper(request);
      return (await wallet.currentWallet(shopper(request), shop.country.code))?.walletId ?? null;
    },
  });

  app.get(
    '/transactions',
    { config: rateLimited, preValidation: signedIn, schema: { querystring: walletTransactionsQuery } },
    async (request) => envelope(unwrap(await wallet.transactions(shopper(request), request.query))),
  );
}
