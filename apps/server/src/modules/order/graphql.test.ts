import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, type Store as TestApp } from '../../testing/store.ts';
import { databaseKinds } from '../../testing/database.ts';
import { GRAPHQL_LIMITS } from './graphql.ts';
import { deriveKeys, signAccessToken } from '../identity/index.ts';

const json = { 'content-type': 'application/json' };
// Short, so that 600 of them fit in a request body.
const adopt = (alias: string) => `${alias}: setOrderUid(input: {txnId: "t", medium: "email", uid: "u"}) { statusCode }`;
const introspection = '{ __schema { types { name } } }';

describe.each(databaseKinds)('GraphQL request limits on %s', (kind) => {
  let store: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    store = await startStore(kind);
    production = await startStore(kind, {
      env: {
        NODE_ENV: 'production',
        SANDBOX: '0',
        PAYMENT_WEBHOOK_SECRET: 'p'.repeat(32),
        IDENTITY_SECRET: 'i'.repeat(48),
      },
    });
  });
  afterAll(async () => {
    await store?.close();
    await production?.close();
  });

  async function graphql(app: TestApp, query: string) {
    const answer = await app.app.inject({ method: 'POST', url: '/graphql', headers: json, payload: JSON.stringify({ query }) });
    return { status: answer.statusCode, body: answer.json() as { data?: Record<string, unknown> | null; errors?: { message: string }[] } };
  }

  /** Refused before anything runs: no data at all, only the validation errors. */
  function expectRefused(answer: Awaited<ReturnType<typeof graphql>>) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data ?? null).toBeNull();
    expect(answer.body.errors?.length).toBeGreaterThan(0);
  }

  it('runs an ordinary request within the limits', async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.aliases }, (_, i) => adopt(`a${i}`)).join(' ');
    const answer = await graphql(store, `mutation { ${aliases} }`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data ?? {})).toHaveLength(GRAPHQL_LIMITS.aliases);
  });

  it('refuses 600 aliased setOrderUid without running any', async () => {
    const aliases = Array.from({ length: 600 }, (_, i) => adopt(`a${i}`)).join(' ');
    expectRefused(await graphql(store, `mutation { ${aliases} }`));
    expectRefused(
      await graphql(store, `mutation { ${Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, i) => adopt(`a${i}`)).join(' ')} }`),
    );
  });

  it('refuses aliases hidden in fragments', async () => {
    const fields = Array.from({ length: 10 }, (_, i) => `p${i}: ping`).join(' ');
    expectRefused(await graphql(store, `query { ...F ...F } fragment F on Query { ${fields} }`));
  });

  it('refuses a request whose cost is too high, aliases or not', async () => {
    expectRefused(await graphql(store, `{ ${'ping '.repeat(GRAPHQL_LIMITS.cost + 1)}}`));
    expectRefused(await graphql(store, `{ ${'__typename '.repeat(500)}}`));
  });

  it('refuses a document of many operations', async () => {
    const operations = Array.from({ length: 50 }, (_, i) => `query Q${i} { ping }`).join(' ');
    const answer = await store.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: JSON.stringify({ query: operations, operationName: 'Q0' }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data ?? null).toBeNull();
  });

  it('refuses a deep request', async () => {
    expectRefused(
      await graphql(
        store,
        `
          {
            __schema {
              types {
                fields {
                  type {
                    ofType {
                      ofType {
                        ofType {
                          name
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        `,
      ),
    );
  });

  it('answers introspection in development and tests, and refuses it in production', async () => {
    const open = await graphql(store, introspection);
    expect(open.status).toBe(200);
    expect((open.body.data as { __schema: { types: unknown[] } }).__schema.types.length).toBeGreaterThan(0);
    expectRefused(await graphql(production, introspection));
    expectRefused(await graphql(production, '{ __type(name: "Mutation") { fields { name } } }'));
    // Production still answers ordinary requests.
    expect((await graphql(production, '{ ping }')).body).toEqual({ data: { ping: true } });
  });
});

describe('a GraphQL resolver that fails', () => {
  it('is answered with the catalogued message, never its own', async () => {
    const store = await startStore('pglite');
    const { identity } = store.config;
    const token = await signAccessToken(deriveKeys(identity.secret), { userId: 'usr_x', sessionId: 'ses_x', siteId: 0 }, Date.now(), 600);
    await store.app.inject('/api/catalog/countries'); // the site is read (and kept) while the database is there
    await store.database.close(); // every database call now throws the driver's own error
    const answer = await store.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...json, authorization: `Bearer ${token}` },
      payload: JSON.stringify({ query: `mutation { ${adopt('a')} }` }),
    });
    await store.app.close();
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({
      data: null,
      errors: [{ message: 'Something went wrong. Please try again later.', extensions: { resultCode: 30301 } }],
    });
  });
});

describe.each(databaseKinds)('GraphQL regional endpoints and page headers on %s (shell §7)', (kind) => {
  let store: TestApp;

  beforeAll(async () => {
    store = await startStore(kind, {
      env: { GRAPHQL_ENDPOINTS: 'us=/graphql/us,eu=https://eu.example.com/graphql,default=/graphql/sg' },
    });
  });
  afterAll(async () => {
    await store?.close();
  });

  const ping = (url: string, headers: Record<string, string> = {}) =>
    store.app.inject({ method: 'POST', url, headers: { ...json, ...headers }, payload: JSON.stringify({ query: '{ ping }' }) });

  it('answers at /graphql and at every regional path its settings name', async () => {
    for (const url of ['/graphql', '/graphql/us', '/graphql/sg']) {
      const answer = await ping(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.json(), url).toEqual({ data: { ping: true } });
    }
    // A region on another host is that host's to answer; no other path under /graphql is GraphQL.
    expect((await ping('/graphql/eu')).statusCode).toBe(404);
  });

  it('accepts the page headers, and ignores bad values rather than failing', async () => {
    const good = {
      'x-page-path': '/sg/mobile-legends',
      'x-experiment-token': 'b1946ac9-2f5c-4b4e-9a5e-1f0e2d6c7a11',
      'x-experiment-context': 'country=sg&language=en',
      'x-whitelabel-id': '1',
    };
    expect((await ping('/graphql/us', good)).json()).toEqual({ data: { ping: true } });
    const bad: Record<string, string>[] = [
      { 'x-page-path': 'x'.repeat(8000) },
      { 'x-page-path': '//evil.example/%00' },
      { 'x-experiment-token': '"><script>alert(1)</script>' },
      { 'x-experiment-context': '{"__proto__":{"polluted":true}}' },
      { 'x-whitelabel-id': '99999999999999999999' },
      { 'x-whitelabel-id': '-1' },
      { 'x-whitelabel-id': 'constructor' },
      { 'x-whitelabel-id': '2' },
    ];
    for (const headers of bad) {
      const answer = await ping('/graphql', headers);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(200);
      expect(answer.json()).toEqual({ data: { ping: true } });
    }
  });
});
