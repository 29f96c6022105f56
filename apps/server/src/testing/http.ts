import http, { type IncomingHttpHeaders } from 'node:http';

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

/**
 * A GET over a real connection, no agent: what a client sees when the front cache answers before
 * Fastify (which `inject()` would skip), optionally from a chosen loopback address.
 */
export function rawGet(options: { port: number; path: string; headers?: Record<string, string>; from?: string }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: options.port,
        path: options.path,
        headers: options.headers ?? {},
        agent: false,
        ...(options.from ? { localAddress: options.from } : {}),
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}
