import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errors } from '@store/contracts';
import { accountErrors } from '@store/contracts/identity.ts';
import { envelope, errorEnvelope } from '../../plugins/errors.ts';
import type { RewardsService } from './service.ts';

export type OperatorRoutesOptions = { rewards: RewardsService; token: string | null };

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `/api/operator`: what the store's operators read (a console page comes later), behind the
 * `OPERATOR_TOKEN` bearer token; without one configured the API does not exist (404).
 */
export async function operatorRoutes(app: FastifyInstance, { rewards, token }: OperatorRoutesOptions) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('cache-control', 'no-store');
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!token) {
      void reply.status(404).send(errorEnvelope(errors.notFound));
      return;
    }
    if (!sameToken(given, token)) {
      void reply.status(401).header('www-authenticate', 'Bearer').send(errorEnvelope(accountErrors.NOT_AUTHENTICATED));
      return;
    }
    done();
  });

  /** Outstanding rewards per country and currency, and what expires in the next 7 and 30 days. */
  app.get('/rewards/liability', async () => envelope(await rewards.liability()));
}
