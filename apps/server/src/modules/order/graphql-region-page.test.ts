import { execSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@store/db';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestDatabase, databaseKinds } from '../../testing/database.ts';

// Shell §7: the page a shopper gets names the GraphQL endpoint of its country's region (the seeded
// `regionCode`), and the default for a region the settings leave out (docs/decisions/0051).

// The pages are the built web app's (as in plugins/security-headers.test.ts).
beforeAll(() => {
  const { NODE_ENV: _testEnv, ...env } = process.env;
  execSync('node scripts/ensure-build.mjs', { stdio: 'inherit', env });
}, 300_000);

describe.each(databaseKinds)("the page's GraphQL endpoint on %s", (kind) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ROLE: 'web',
      GRAPHQL_ENDPOINTS: 'us=/graphql/americas,eu=https://eu.example.com/graphql,default=/graphql/fallback',
    };
    app = await buildApp({ config: loadConfig(env), database });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The endpoints the page's data names. */
  async function endpointsOf(path: string): Promise<string[]> {
    const page = await app.inject({ url: path, headers: { host: 'localhost' } });
    expect(page.statusCode, path).toBe(200);
    return ['/graphql/americas', 'https://eu.example.com/graphql', '/graphql/fallback'].filter((endpoint) => page.body.includes(endpoint));
  }

  it("is the country's region's endpoint", async () => {
    expect(await endpointsOf('/br/')).toEqual(['/graphql/americas']);
    expect(await endpointsOf('/de/')).toEqual(['https://eu.example.com/graphql']);
  });

  it('is the default for a region the settings leave out', async () => {
    // Singapore's region is sg, which the setting does not name.
    expect(await endpointsOf('/sg/')).toEqual(['/graphql/fallback']);
  });

  it("may be called from the page when it is another host's (connect-src)", async () => {
    const page = await app.inject({ url: '/de/', headers: { host: 'localhost' } });
    expect(page.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/eu\.example\.com(;|$)/);
  });

  it('is served by this store when it is a path', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/graphql/americas',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ ping }' }),
    });
    expect(answer.json()).toEqual({ data: { ping: true } });
  });
});
