import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@store/db';
import { DEMO_COUNTRY, DEMO_PRODUCT } from '@store/db/seed';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from '../testing/database.ts';
import { rawGet } from '../testing/http.ts';

const product = `/${DEMO_COUNTRY}/${DEMO_PRODUCT}`;

/** Asks for `path` compressed, as a browser does, and leaves once the first bytes arrive. */
function leaveAfterFirstBytes(port: number, path: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n\r\n`);
    socket.once('data', () => {
      socket.destroy();
      resolve();
    });
    socket.on('error', () => resolve());
  });
}

// The page is streamed from React through the preload rewrite (ADR 0059) and the compression to
// the shopper; a shopper who leaves mid-page cancels that stream, which must end quietly.
describe('a streamed page', () => {
  let database: Database;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ROLE: 'web', FRONT_CACHE_MS: '0' }), database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('keeps the store serving when shoppers leave while their pages stream', async () => {
    for (let i = 0; i < 20; i++) await leaveAfterFirstBytes(port, `${product}?left=${i}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const page = await rawGet({ port, path: product, headers: { host: 'localhost' } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<link rel="modulepreload" fetchpriority="low"');
  });
});
