import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, type Store as TestApp } from '../testing/store.ts';

/** What a raw connection receives until the server closes it, sending `parts` one every `everyMs`. */
async function trickle(port: number, parts: string[], everyMs: number, giveUpMs = 15_000): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let index = 0;
    const timer = setInterval(() => {
      if (index < parts.length && !socket.destroyed) socket.write(parts[index++]!);
    }, everyMs);
    const done = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closed });
    };
    const giveUp = setTimeout(() => done(false), giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => done(true));
    socket.on('error', () => {});
  });
}

describe('slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startStore('pglite', { tuning: { requestTimeoutMs: 1_000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('cuts a body sent a byte at a time with 408 and closes the connection', async () => {
    const head = 'POST /api/order HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';
    const { answer, closed } = await trickle(port, [head, ...'{"countryCode":"sg","productSlug":"x"'.split('')], 250);
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts headers that never end', async () => {
    const { answer, closed } = await trickle(
      port,
      ['GET /healthz HTTP/1.1\r\n', 'Host: localhost\r\n', ...Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: 1\r\n`)],
      250,
    );
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers a client that sends its request at once', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
