import type { FastifyInstance } from 'fastify';
import type { Database } from '@store/db';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createTestDatabase, type DatabaseKind } from './database.ts';

export type TestApp = { app: FastifyInstance; database: Database; config: Config; close(): Promise<void> };

/** The whole store on a fresh database, without the web build, with fast sandbox timings. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'now' | 'tuning'> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SANDBOX_WEBHOOK_DELAY_MS: '0',
    SANDBOX_PUBLISHER_LATENCY_MS: '0',
    JOB_POLL_INTERVAL_MS: '20',
    RATE_LIMIT_PER_MINUTE: '100000',
    SIGN_IN_ATTEMPTS_PER_ADDRESS: '100000',
    CODE_ATTEMPTS_PER_ADDRESS: '100000',
    ...env,
  });
  const database = await createTestDatabase(kind);
  const app = await buildApp({ config, database, web: false, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
