import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rewardErrors, type CashbackQuote, type CreateOrderResponse } from '@store/contracts';
import {
  cashbackQuoteQuery,
  claimDailyRewardRequest,
  redeemableQuery,
  redeemPointsRequest,
  rewardsCountryQuery,
  rewardsHistoryQuery,
  type CashbackQuoteQuery,
  type RedeemPointsRequest,
} from '@store/contracts/rewards-requests.ts';
import { AppError, envelope, errorEnvelope, unwrap } from '../../plugins/errors.ts';
import { frequentReads, rateLimited } from '../../plugins/rate-limit.ts';
import type { Result } from '../../result.ts';
import { accessTokenOf, refusedAsForged, refuseUnlessAllowed, requireUser, signedInUser, type IdentityService } from '../identity/index.ts';
import type { RewardsService } from './service.ts';

export type RewardsRoutesOptions = {
  rewards: RewardsService;
  identity: IdentityService;
  /** Whether the site sells in this country and the country offers rewards (its `rewards` switch). */
  offered(siteId: number, countryCode: string): Promise<boolean>;
  /** The checkout's cashback purchase info (workflows/rewards.ts). */
  quote(request: { siteId: number; userId: string | null; query: CashbackQuoteQuery }): Promise<Result<CashbackQuote>>;
  /** Points redemption: an order paid wholly with rewards (workflows/rewards.ts). */
  redeem(request: { siteId: number; userId: string; input: RedeemPointsRequest }): Promise<Result<CreateOrderResponse>>;
};

/**
 * `/api/rewards`: Coda Rewards (commerce §2–§9; docs/decisions/0034), in the wallet calls'
 * envelope, uncached, never on a white-label site. All but `quote` and `settings` need a
 * signed-in shopper; every change needs the anti-forgery token. Reading the rewards first adopts
 * a guest's rewards kept under the account's verified contact.
 */
export async function rewardsRoutes(fastify: FastifyInstance, options: RewardsRoutesOptions) {
  const { rewards, identity } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(identity);

  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= 4 * 1024;
  });
  // A restricted account claims and redeems nothing (ADR 0052).
  refuseUnlessAllowed(app, 'rewards', rewardErrors.notOffered);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('cache-control', 'no-store');
    if (request.site.theme === 'whitelabel') {
      void reply.status(rewardErrors.notOffered.status).send(errorEnvelope(rewardErrors.notOffered));
      return;
    }
    if (refusedAsForged(identity, request, reply)) return;
    done();
  });

  async function shop(request: FastifyRequest, countryCode: string): Promise<string> {
    if (!(await options.offered(request.site.id, countryCode))) throw new AppError(rewardErrors.notOffered);
    return countryCode;
  }
  const shopper = (request: FastifyRequest) => signedInUser(request).user;

  /** A signed-in shopper's reads start by taking in what they earned as a guest. */
  async function adopted(request: FastifyRequest) {
    const user = shopper(request);
    await rewards.adopt(user);
    return user;
  }

  app.get('/settings', { config: rateLimited, schema: { querystring: rewardsCountryQuery } }, async (request) =>
    envelope(await rewards.settings(await shop(request, request.query.countryCode))),
  );

  app.get('/summary', { config: rateLimited, preValidation: signedIn, schema: { querystring: rewardsCountryQuery } }, async (request) => {
    const countryCode = await shop(request, request.query.countryCode);
    return envelope(await rewards.summary((await adopted(request)).id, countryCode));
  });

  app.get('/items', { config: rateLimited, preValidation: signedIn, schema: { querystring: rewardsCountryQuery } }, async (request) => {
    const countryCode = await shop(request, request.query.countryCode);
    return envelope({ items: await rewards.items((await adopted(request)).id, countryCode) });
  });

  app.get('/history', { config: rateLimited, preValidation: signedIn, schema: { querystring: rewardsHistoryQuery } }, async (request) => {
    const countryCode = await shop(request, request.query.countryCode);
    const cursor = request.query.cursor ? Number(request.query.cursor) : null;
    return envelope(await rewards.history((await adopted(request)).id, countryCode, cursor));
  });

  app.post('/daily', { config: rateLimited, preValidation: signedIn, schema: { body: claimDailyRewardRequest } }, async (request) => {
    const countryCode = await shop(request, request.body.countryCode);
    return envelope(unwrap(await rewards.claimDaily(shopper(request).id, countryCode)));
  });

  app.get('/quote', { config: frequentReads, schema: { querystring: cashbackQuoteQuery } }, async (request) => {
    await shop(request, request.query.countryCode);
    // A guest may ask: the quote then says what the order earns, and that rewards need signing in.
    const auth = await identity.authenticate(request.site.id, accessTokenOf(request));
    const userId = auth.ok ? auth.value.user.id : null;
    return envelope(unwrap(await options.quote({ siteId: request.site.id, userId, query: request.query })));
  });

  app.get('/redeemable', { config: rateLimited, preValidation: signedIn, schema: { querystring: redeemableQuery } }, async (request) => {
    const countryCode = await shop(request, request.query.countryCode);
    return envelope(await rewards.redeemable((await adopted(request)).id, countryCode, request.query.productSlug));
  });

  app.post('/redeem', { config: rateLimited, preValidation: signedIn, schema: { body: redeemPointsRequest } }, async (request) => {
    await shop(request, request.body.countryCode);
    return envelope(unwrap(await options.redeem({ siteId: request.site.id, userId: shopper(request).id, input: request.body })));
  });
}
