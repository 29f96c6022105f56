// The baseline: a bare Fastify hello-world, started by bench/run.ts in the same run as the store.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// The same bytes the store's catalogue API answers, so the payload's own cost can be told apart.
const catalogue = process.env.CATALOGUE_BODY_FILE ? readFileSync(process.env.CATALOGUE_BODY_FILE, 'utf8') : '{}';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/catalogue', async (_request, reply) => reply.type('application/json; charset=utf-8').send(catalogue));
await app.listen({ port: Number(process.env.PORT ?? 3201), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
