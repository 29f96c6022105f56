import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { errors } from '@store/contracts';
import { AppError } from './errors.ts';

/**
 * Per-client-address limits for the routes that opt in with `config: rateLimited` (order creation
 * and player validation): `RATE_LIMIT_PER_MINUTE` requests a minute, then the catalogued
 * "wait 5 seconds" (10001) with status 429. Counters live in process; with several web nodes
 * they belong in a shared store (Redis), which this plugin is the one place to change.
 */
export const rateLimiting = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    max: app.services.config.rateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new AppError(errors.waitFiveSeconds),
  });
});

/** Route option that turns the limit on: `{ config: rateLimited }`. */
export const rateLimited = { rateLimit: {} };
