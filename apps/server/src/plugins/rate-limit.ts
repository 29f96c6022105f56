import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { errors } from '@store/contracts';
import { AppError } from './errors.ts';

/** The windows of the per-address account budgets (docs/decisions/0019); their sizes are settings. */
const ACCOUNT_ATTEMPT_WINDOWS_MS = { signIn: 15 * 60_000, codes: 3600_000 } as const;
type AccountAttempts = keyof typeof ACCOUNT_ATTEMPT_WINDOWS_MS;

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-address budget a minute of the reads a page makes as the shopper types or clicks. */
    frequentReadsPerMinute: number;
  }
  interface FastifyContextConfig {
    /** The per-address budget of account attempts a route spends from. */
    accountAttempts?: AccountAttempts;
  }
}

/**
 * Per-client-address limits for the routes that opt in with `config: rateLimited` (order creation
 * and player validation): `RATE_LIMIT_PER_MINUTE` requests a minute, then the catalogued
 * "wait 5 seconds" (10001) with status 429. Account routes also spend from a budget shared by their
 * kind (`signInAttempts`, `codeAttempts`), checked before the handler, so an address past it is
 * refused before any account's own failure counter moves: one address cannot lock many accounts.
 * Counters live in process; with several web nodes they belong in a shared store (Redis), which
 * this plugin is the one place to change.
 */
export type RateLimitingOptions = {
  /** `RATE_LIMIT_PER_MINUTE`: requests a minute per client address on a rate-limited route. */
  perMinute: number;
  /** The per-address budgets of account attempts (ADR 0019). */
  accountAttemptsPerAddress: Record<AccountAttempts, number>;
};

/**
 * A read the page repeats as the shopper changes their choice (the checkout's cashback quote):
 * ten times the per-minute limit, so choosing does not use up the budget of placing the order.
 */
const FREQUENT_READS_FACTOR = 10;

export const rateLimiting = fp(async (app: FastifyInstance, { perMinute, accountAttemptsPerAddress }: RateLimitingOptions) => {
  app.decorate('frequentReadsPerMinute', perMinute * FREQUENT_READS_FACTOR);
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new AppError(errors.waitFiveSeconds),
  });

  const budget = (kind: AccountAttempts): onRequestAsyncHookHandler => {
    const spend = app.createRateLimit({ max: accountAttemptsPerAddress[kind], timeWindow: ACCOUNT_ATTEMPT_WINDOWS_MS[kind] });
    return async (request, reply) => {
      const limit = await spend(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      void reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError(errors.waitFiveSeconds);
    };
  };
  const budgets = { signIn: budget('signIn'), codes: budget('codes') } satisfies Record<AccountAttempts, onRequestAsyncHookHandler>;
  app.addHook('onRoute', (route) => {
    const kind = route.config?.accountAttempts;
    if (kind) route.onRequest = [...[route.onRequest ?? []].flat(), budgets[kind]];
  });
});

/** Route option that turns the limit on: `{ config: rateLimited }`. */
export const rateLimited = { rateLimit: {} };
/** Route option of a frequent read: `{ config: frequentReads }`. */
export const frequentReads = { rateLimit: { max: (request: FastifyRequest) => request.server.frequentReadsPerMinute } };
/** Sign-in: the per-minute limit, and the address's sign-in budget. */
export const signInAttempts = { ...rateLimited, accountAttempts: 'signIn' as const };
/** Asking for or checking an account code: the per-minute limit, and the address's code budget. */
export const codeAttempts = { ...rateLimited, accountAttempts: 'codes' as const };
