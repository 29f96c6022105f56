import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createRequestIds, requestLogger } from './request-log.ts';

/** A pino logger at `level` whose lines are collected, parsed. */
function collectingLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

async function appWith(level: string) {
  const { logger, lines } = collectingLogger(level);
  const app = Fastify({ loggerInstance: logger, childLoggerFactory: requestLogger, genReqId: createRequestIds() });
  app.get('/warns', async (request) => {
    request.log.info({ step: 'info' }, 'below the level');
    request.log.warn({ step: 'warn' }, 'at the level');
    return { ok: true };
  });
  app.get('/debugs', { logLevel: 'debug' }, async (request) => {
    request.log.debug({ step: 'debug' }, 'route level');
    return { level: request.log.level };
  });
  app.get('/child', async (request) => {
    request.log.child({ part: 'checkout' }).warn('from a child');
    return {};
  });
  await app.ready();
  return { app, lines };
}

describe('request logger', () => {
  it('writes what its level lets through, with the request id, and nothing below it', async () => {
    const { app, lines } = await appWith('warn');
    await app.inject({ url: '/warns', headers: { 'x-request-id': 'edge-42' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: 'edge-42', step: 'warn', msg: 'at the level', level: 40 });
    await app.close();
  });

  it("honours a route's own log level", async () => {
    const { app, lines } = await appWith('warn');
    const answer = await app.inject({ url: '/debugs', headers: { 'x-request-id': 'dbg-1' } });
    expect(answer.json()).toEqual({ level: 'debug' });
    // Fastify's own request lines come through at that level too.
    expect(lines.filter((line) => line.step)).toEqual([expect.objectContaining({ reqId: 'dbg-1', step: 'debug', level: 20 })]);
    expect(lines.find((line) => line.msg === 'incoming request')).toMatchObject({ reqId: 'dbg-1' });
    await app.close();
  });

  it("gives children that carry the request's bindings and their own", async () => {
    const { app, lines } = await appWith('info');
    await app.inject({ url: '/child', headers: { 'x-request-id': 'c-7' } });
    expect(lines.filter((line) => line.part)).toEqual([expect.objectContaining({ reqId: 'c-7', part: 'checkout', msg: 'from a child' })]);
    await app.close();
  });

  it('makes no pino child for a request that writes nothing', () => {
    const { logger } = collectingLogger('warn');
    let children = 0;
    const parent = Object.assign(Object.create(logger), {
      child: (...args: Parameters<typeof logger.child>) => {
        children++;
        return logger.child(...args);
      },
    });
    const log = requestLogger(parent, { reqId: 'r' }, {});
    log.info('not written');
    log.debug('not written');
    expect(children).toBe(0);
    log.error('written');
    log.warn('written');
    expect(children).toBe(1);
  });
});

describe('request ids', () => {
  const request = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as never;

  it('keeps a sane id from the proxy and replaces anything else', () => {
    const next = createRequestIds();
    expect(next(request('lb-9f2c_1'))).toBe('lb-9f2c_1');
    for (const bad of ['', 'has space', 'x'.repeat(65), 'semi;colon']) expect(next(request(bad))).not.toBe(bad);
  });

  it('are unique within a process and between processes, and safe to echo', () => {
    const one = createRequestIds();
    const other = createRequestIds();
    const ids = new Set<string>();
    for (let i = 0; i < 10_000; i++) ids.add(one(request()));
    for (let i = 0; i < 10_000; i++) ids.add(other(request()));
    expect(ids.size).toBe(20_000);
    for (const id of [...ids].slice(0, 50)) expect(id).toMatch(/^[\w-]{1,64}$/);
  });
});
