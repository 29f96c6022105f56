import type { FastifyInstance } from 'fastify';
import type { Database } from '@store/db';

/** `/healthz`: the process is alive. `/readyz`: it can reach its database. */
export async function health(app: FastifyInstance, { database }: { database: Pick<Database, 'ping'> }) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
