import { createServer, Socket, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@store/db';
import { seedDemoCatalogue } from '@store/db/seed';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { orderRequest } from '../testing/store.ts';
import { createServerDatabase } from '../testing/database.ts';

/**
 * A connection to the test server through a TCP relay this test can cut, as a database host that
 * goes away and comes back: the store answers 503 with the catalogued message meanwhile and
 * recovers without a restart.
 */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = new Socket().connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) =>
      this.server!.listen(this.port, '127.0.0.1', () => {
        this.port = (this.server!.address() as { port: number }).port;
        resolve();
      }),
    );
  }

  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

describe.runIf(!!process.env.TEST_DATABASE_URL)('a PostgreSQL server that goes away', () => {
  let server: { url: string; drop(): Promise<void> };
  let relay: Relay;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await createServerDatabase();
    const target = new URL(server.url);
    relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.open();
    const url = new URL(server.url);
    url.host = `127.0.0.1:${relay.port}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    await database.migrate();
    await seedDemoCatalogue(database.db);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000',
      FRONT_CACHE_MS: '0',
      ROLE: 'web',
      SANDBOX_PUBLISHER_LATENCY_MS: '0',
    });
    app = await buildApp({ config, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await server?.drop();
  });

  it('answers 503 "Server temporarily unavailable" on the API and pages while it is away, and serves again when it is back', async () => {
    const before = await app.inject({ method: 'POST', url: '/api/order', payload: orderRequest() });
    expect(before.statusCode).toBe(200);
    const { orderId } = before.json().data as { orderId: string };

    await relay.cut();
    for (const request of [
      { method: 'POST' as const, url: '/api/order', payload: orderRequest() },
      { method: 'GET' as const, url: `/api/order/${orderId}` },
    ]) {
      const away = await app.inject(request);
      expect(away.statusCode).toBe(503);
      expect(away.json()).toEqual({
        resultCode: 98,
        resultMessage: 'The server is temporarily unavailable. Please try again later.',
        data: null,
      });
      expect(away.headers['retry-after']).toBe('5');
    }
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    const page = await app.inject({ method: 'GET', url: `/sg/waiting?order=${orderId}` });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['cache-control']).toBe('no-store');

    await relay.open();
    const back = await app.inject({ method: 'GET', url: `/api/order/${orderId}` });
    expect(back.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/sg/waiting?order=${orderId}` })).statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });
});
