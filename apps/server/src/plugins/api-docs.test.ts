import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, type Store as TestApp } from '../testing/store.ts';
import { databaseKinds } from '../testing/database.ts';

/**
 * Every route the router holds, as `METHOD /path` with `:params`, read from the router's own
 * tree (`printRoutes`): a line's segment continues the path of the line it hangs from.
 */
function registeredRoutes(app: FastifyInstance): Set<string> {
  const routes = new Set<string>();
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    paths.length = depth;
    const path = (paths[depth - 1] ?? '') + match[2]!;
    paths[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) routes.add(`${method} ${path}`);
  }
  return routes;
}

/** `/api/order/` and `/api/order` are one route (Fastify answers both for a prefix's `/`). */
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/**
 * What the OpenAPI document leaves out, on purpose (ADR 0030):
 * - HEAD, which Fastify adds beside every GET;
 * - the reference page itself (/api/docs and its assets);
 * - the websocket (/ws), which is no request and answer;
 * - the sandbox providers (/sandbox/…), stand-ins for outside services, off in production;
 * - the web app's page catch-all (/*) and built files, not mounted here (their routes hide
 *   themselves the same way: plugins/api-docs.ts, @fastify/static).
 */
function documentedHere(route: string): boolean {
  const [method, path] = route.split(' ') as [string, string];
  if (method === 'HEAD') return false;
  return !/^\/(?:api\/docs(?:\/|$)|ws$|sandbox(?:\/|$)|\*$)/.test(path);
}

describe.each(databaseKinds)('API reference on %s', (kind) => {
  let store: TestApp;

  beforeAll(async () => {
    store = await startStore(kind);
  });
  afterAll(async () => {
    await store?.close();
  });

  it('lists in its OpenAPI document every route the app registers, and nothing else', async () => {
    const answer = await store.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(answer.statusCode).toBe(200);
    const document = answer.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\.1\./);
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${normalise(path.replace(/\{([^}]+)\}/g, ':$1'))}`),
      ),
    );
    const registered = new Set(
      [...registeredRoutes(store.app)].filter(documentedHere).map((route) => {
        const [method, path] = route.split(' ') as [string, string];
        return `${method} ${normalise(path)}`;
      }),
    );
    // The parse of the router's tree found the routes of each kind (a broken parse finds none).
    expect(registered).toContain('POST /api/identity/sign-in');
    expect(registered).toContain('GET /api/catalog/:cc/products/:slug');
    expect(registered).toContain('POST /api/customer/user/authorize');
    expect([...documented].sort()).toEqual([...registered].sort());
  });

  it("describes a route's request with the contracts' schema the route validates with", async () => {
    const { paths } = (await store.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const signIn = paths['/api/identity/sign-in'].post.requestBody.content['application/json'].schema;
    expect(signIn).toMatchObject({ type: 'object', required: expect.arrayContaining(['uid', 'uidType', 'password']) });
    expect(signIn.properties.uidType.enum).toEqual(['email', 'phone_number']);
    const history = paths['/api/order/history'].get.parameters;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'query', name: 'days', schema: expect.objectContaining({ enum: [7, 30, 90] }) }),
      ]),
    );
  });

  it('serves the reference page and its assets itself, under a policy that lets them run', async () => {
    const page = await store.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="swagger-ui">');
    expect(page.body).not.toMatch(/https?:\/\//);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/(?:^|; )script-src 'self'(;|$)/);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    for (const script of page.body.match(/<script src="[^"]+"/g) ?? []) {
      const asset = await store.app.inject({ method: 'GET', url: script.slice('<script src="'.length, -1) });
      expect(asset.statusCode, script).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
    }
    // Only there: the API's answers keep the policy that allows nothing.
    const data = await store.app.inject({ method: 'GET', url: '/api/catalog/countries' });
    expect(data.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('is not there with API_DOCS=off', async () => {
    const off = await startStore(kind, { env: { API_DOCS: 'off' } });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const answer = await off.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    } finally {
      await off.close();
    }
  });
});
