import http, { type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory, onSendHookHandler } from 'fastify';
import { createVaryingCache } from './cache.ts';
import { etagMatches } from './etag.ts';
import { forwardedOrigin, type TrustFunction } from './proxy-trust.ts';
import { sharedCaching } from './shared-caching.ts';

type Headers = Record<string, string | number | string[] | undefined>;

/** Header names and values in turn, as `writeHead` takes them without copying. */
type Head = Array<string | string[]>;

/** An answer kept whole: the head to write again (without its request id) and the body. */
type Kept = {
  head: Head;
  /** The head of a 304 to a client that holds the body: the validators and caching headers only. */
  notModified: Head;
  body: Buffer;
  etag: string | undefined;
};

export type FrontCacheOptions = {
  /** How long an answer is replayed before a request goes through the router again; 0 turns the cache off. */
  ttlMs: number;
  /** Bodies kept at most; the least recently replayed answers make room. */
  maxBytes: number;
  /** The request ids of the store (the same generator Fastify uses), so a replay has its own. */
  requestIds: (request: IncomingMessage) => string;
  /**
   * The proxies whose forwarded headers count (ADR 0020), as Fastify is told: a replay is chosen
   * by the host and scheme the router would see, so a forged X-Forwarded-Host from a client
   * neither reaches another site's answers nor plants an answer under a proxy's key.
   */
  trustProxy: TrustFunction | false;
  /** The store's logger, once it exists: a replay writes the access line a routed request would. */
  log: () => FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  now?: () => number;
};

/** Headers a 304 carries from the 200 it stands for (RFC 9110 §15.4.5). */
const kept304 = new Set(['cache-control', 'etag', 'vary', 'expires', 'content-location', 'age']);
/** Headers Node writes itself, or that belong to one response only. */
const perResponse = new Set(['x-request-id', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The store's shared cache in front of the router (ADR 0028): what a CDN's edge would do for the
 * catalogue's public answers, one second at a time. A route opts in with `keep` (an `onSend` hook);
 * the 200 it sends to a GET is replayed for `ttlMs` to the same request (method, scheme and host
 * as Fastify reads them under `TRUST_PROXY`, URL, and the request headers its `Vary` names) straight from the HTTP server's request
 * event, before Fastify makes its request and reply, runs the hooks and routes. Every ttlMs the
 * next request goes through the router and keeps a new copy, so everything the route decides (the
 * site of the Host, a blocked site, the catalogue's own cache) still applies within a second.
 * Kept on the cache layer (ADR 0027), bounded by the bytes of the bodies.
 *
 * Only answers that any shared cache may keep are kept: `public` or `s-maxage`, no `private`,
 * `no-store` or `no-cache`, no `Vary: *`, and a `Set-Cookie` only when the answer varies on the
 * cookies that asked for it. Requests with credentials (`Authorization`) and other methods always
 * go through the router; so does everything while the server is closing, and everything when
 * `ttlMs` is 0 (`FRONT_CACHE_MS=0`: the server is then Fastify's own).
 */
export function createFrontCache(options: FrontCacheOptions) {
  const now = options.now ?? Date.now;
  const on = options.ttlMs > 0;
  const answers = createVaryingCache<Kept>({ maxSize: options.maxBytes, sizeOf: (kept) => kept.body.length, now });
  let closing = false;
  const stats = { hits: 0 };

  // The scheme matters too: an answer made over HTTPS carries HSTS, one over HTTP does not.
  const resourceKey = (request: IncomingMessage) => {
    const origin = forwardedOrigin(request, options.trustProxy);
    return `${origin.protocol}\n${origin.host}\n${request.url ?? ''}`;
  };

  const headersOf = (request: IncomingMessage) => (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? '');
  };

  /** Writes a kept answer if there is a fresh one for this request; false leaves it to the router. */
  function serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (closing || request.method !== 'GET' || request.headers.authorization !== undefined) return false;
    const kept = answers.fresh(resourceKey(request), headersOf(request));
    if (!kept) return false;
    stats.hits++;
    const log = options.log();
    const logging = log.isLevelEnabled?.('info') ?? false;
    const started = logging ? performance.now() : 0;
    const id = options.requestIds(request);
    let status = 200;
    if (kept.etag !== undefined && etagMatches(request.headers['if-none-match'], kept.etag)) {
      status = 304;
      response.writeHead(304, [...kept.notModified, 'x-request-id', id]);
      response.end();
    } else {
      response.writeHead(200, [...kept.head, 'x-request-id', id, 'content-length', String(kept.body.length)]);
      response.end(kept.body);
    }
    if (logging) {
      log.info(
        { reqId: id, method: 'GET', url: request.url, statusCode: status, responseTime: performance.now() - started, cache: 'front' },
        'request completed',
      );
    }
    return true;
  }

  function keep(request: IncomingMessage, headers: Headers, body: Buffer) {
    const policy = closing ? null : sharedCachePolicy(headers, options.ttlMs);
    if (!policy) return;
    const head: Head = [];
    const notModified: Head = [];
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || perResponse.has(name)) continue;
      const text = Array.isArray(value) ? value : String(value);
      head.push(name, text);
      if (kept304.has(name)) notModified.push(name, text);
    }
    const etag = headers.etag === undefined ? undefined : String(headers.etag);
    answers.set(resourceKey(request), policy.vary, headersOf(request), { head, notModified, body, etag }, { ttlMs: policy.ttlMs });
  }

  return {
    serve,

    /** A route's `onSend` hook that keeps the 200s it sends to GETs (bodies sent whole only, not streams). */
    keep: ((request, reply, payload, done) => {
      const whole = typeof payload === 'string' || Buffer.isBuffer(payload);
      if (on && whole && request.method === 'GET' && reply.statusCode === 200 && request.headers.authorization === undefined) {
        keep(request.raw, reply.getHeaders(), typeof payload === 'string' ? Buffer.from(payload) : payload);
      }
      done(null, payload);
    }) as onSendHookHandler,

    /** Fastify's `serverFactory`: the HTTP server Fastify would make, with the kept answers in front. */
    serverFactory: ((handler, fastifyOptions) => {
      const serverOptions = fastifyOptions as {
        http?: ServerOptions;
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
        maxRequestsPerSocket?: number;
      };
      const server: Server = on
        ? http.createServer(serverOptions.http ?? {}, (request, response) => {
            if (!serve(request, response)) handler(request, response);
          })
        : http.createServer(serverOptions.http ?? {}, handler);
      // What Fastify sets on the server it makes itself.
      if (serverOptions.keepAliveTimeout !== undefined) server.keepAliveTimeout = serverOptions.keepAliveTimeout;
      if (serverOptions.requestTimeout !== undefined) server.requestTimeout = serverOptions.requestTimeout;
      if (serverOptions.connectionTimeout !== undefined) server.setTimeout(serverOptions.connectionTimeout);
      if (serverOptions.maxRequestsPerSocket) server.maxRequestsPerSocket = serverOptions.maxRequestsPerSocket;
      return server;
    }) as FastifyServerFactory,

    /** From now on every request goes through the router (which answers 503 while closing). */
    close() {
      closing = true;
      answers.clear();
    },

    stats(): Readonly<typeof stats> & { entries: number; bytes: number } {
      return { ...stats, entries: answers.size, bytes: answers.calculatedSize };
    },
  };
}

/**
 * Whether a shared cache may keep an answer with these headers, and for how long at most (`ttlMs`,
 * or less if the answer's own `s-maxage` or `max-age` says so); null if it may not.
 */
export function sharedCachePolicy(headers: Headers, ttlMs: number): { vary: string[]; ttlMs: number } | null {
  const caching = sharedCaching(String(headers['cache-control'] ?? ''), String(headers.vary ?? ''));
  if (!caching || (caching.sharedMaxAgeMs === undefined && !caching.public)) return null;
  const keepMs = Math.min(ttlMs, caching.sharedMaxAgeMs ?? caching.maxAgeMs ?? ttlMs);
  if (keepMs <= 0) return null;
  // A cookie set for one visitor is never replayed to another, only to the same cookies.
  if (headers['set-cookie'] !== undefined && !caching.vary.includes('cookie')) return null;
  return { vary: caching.vary, ttlMs: keepMs };
}

export type FrontCache = ReturnType<typeof createFrontCache>;
