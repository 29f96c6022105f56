import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { errors, type Site } from '@store/contracts';
import { readCookie } from '@store/contracts/cookies.server.ts';
import { SESSION_COOKIES } from '@store/contracts/identity.ts';
import type { AppServices } from '../services.ts';
import { compressBody, compressStream, isCompressible, preferredEncoding } from './compression.ts';
import { asSubresource, newScriptNonce, useScriptNonce } from './security-headers.ts';
import { createVaryingCache } from './cache.ts';
import { sharedCaching } from './shared-caching.ts';
import { AppError } from './errors.ts';

/** apps/web/build: `client/` holds the browser assets, `server/index.js` the server render. */
const buildDir = fileURLToPath(new URL('../../../web/build/', import.meta.url));

/** Paths that belong to the API and the providers: an unknown one is a JSON 404, never a page. */
const notPages = /^\/(?:api|sandbox|graphql|ws)(?:\/|$|\?)/;

/**
 * What React Router loaders receive as `context` (declared for the web app in
 * apps/web/app/load-context.ts): the services, and the site of the request's Host.
 */
export type WebLoadContext = { services: AppServices; site: Site; siteBlocked: boolean; cspNonce: string };

/**
 * Mounts the server-rendered React Router app on the same Fastify instance as the API: the built
 * browser assets are served from disk, and every other GET/HEAD goes through React Router's
 * request handler with the app's services as load context, so loaders read the catalogue and
 * orders directly instead of calling our own API over HTTP.
 */
export async function webApp(app: FastifyInstance, { services }: { services: AppServices }) {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(
      `The web app has not been built (${path.relative(process.cwd(), serverEntry)} is missing). Run \`npm run build\` first.`,
    );
  }
  // The build is a production build, but React picks its development renderer (several times
  // slower) unless NODE_ENV says production. Like react-router-serve, default it to production;
  // an explicit NODE_ENV (development, test) is kept. React is first loaded below, hence the
  // dynamic imports.
  process.env.NODE_ENV ??= 'production';
  const { createRequestHandler } = await import('react-router');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, process.env.NODE_ENV === 'production' ? 'production' : 'development');

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    prefix: '/',
    // Each file gets its own route, so the page catch-all below and the API keep their paths.
    wildcard: false,
    index: false,
    decorateReply: false,
    // The build writes .br and .gz beside each asset; the smallest one the browser accepts is sent.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.startsWith(path.join(buildDir, 'client', 'assets') + path.sep);
      // Hashed file names never change content; the rest (favicon) may, so they are cached briefly.
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // Which copy is sent depends on Accept-Encoding: a shared cache must keep one per encoding,
      // or a client that reads no brotli may be handed the brotli copy.
      res.setHeader('vary', 'accept-encoding');
      // The precompressed copy (.br, .gz) is the file sent when the browser accepts it. The
      // plugin's type names part of what it hands over, which is the Node response itself.
      if (immutable && /\.(?:js|css)(?:\.br|\.gz)?$/.test(filePath)) asSubresource(res as unknown as ServerResponse);
    },
  });

  const pages = createPageCache({ maxBytes: 32 * 1024 * 1024 });
  // Each render has its own script nonce; the answer's policy names it (ADR 0020). A page kept
  // by the cache keeps its nonce and is sent again with the policy of that nonce.
  const render = async (request: FastifyRequest, reply: FastifyReply, cspNonce = reply.scriptNonce) => {
    const context: WebLoadContext = { services, site: request.site, siteBlocked: request.siteBlocked, cspNonce };
    const response = await handleRequest(toFetchRequest(request, reply), context);
    if (response.status >= 500 && !(await databaseAnswers())) return asUnavailable(response);
    return request.siteBlocked ? asBlockedHost(request, response) : response;
  };
  // A page that failed while the database is away is "temporarily unavailable", not a server error.
  const databaseAnswers = () =>
    services.database.ping().then(
      () => true,
      () => false,
    );

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    // Stored pages are sent whole; the shared cache in front replays them (ADR 0028).
    onSend: app.frontCache.keep,
    async handler(request, reply) {
      if (notPages.test(request.url)) return reply.callNotFound();
      const header = (name: string) => headerValue(request, name);
      // A signed-in shopper's pages show their session (header, guards): rendered for them alone,
      // never looked up in nor kept by the shared cache, and marked private for caches beyond.
      if (isPersonalRequest(header)) return sendFetchResponse(request, reply, asPrivatePage(await render(request, reply)));
      // One site's page is never another's: pages are kept per site and host (ADR 0027, 0009).
      const key = `${request.site.id} ${request.host.toLowerCase()} ${request.url}`;
      const hit = pages.lookup(key, header);
      if (hit) {
        if (hit.state === 'stale') {
          const nonce = newScriptNonce();
          void pages.refresh(
            key,
            header,
            nonce,
            () => render(request, reply, nonce),
            (err) => request.log.warn({ err }, 'page refresh failed'),
          );
        }
        return sendStoredPage(request, reply, hit.page, pages.ageSeconds(hit.page));
      }
      const response = await render(request, reply);
      if (request.method === 'GET' && pages.policy(response)) {
        const page = await pages.store(key, header, response, reply.scriptNonce);
        return sendStoredPage(request, reply, page, 0);
      }
      return sendFetchResponse(request, reply, response);
    },
  });

  // A form the browser sends itself, before the page's scripts run or without them (the product
  // page's checkout, ADR 0025), reaches its route's action; a route without one answers 405. Only
  // URL-encoded forms, as a browser sends them; the answer is the shopper's alone and never kept.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit: 32 * 1024 }, (_request, body, done) => {
    done(null, body);
  });
  app.route({
    method: 'POST',
    url: '/*',
    async handler(request, reply) {
      if (notPages.test(request.url)) return reply.callNotFound();
      if (!Buffer.isBuffer(request.body)) throw new AppError(errors.unsupportedMediaType);
      return sendFetchResponse(request, reply, asPrivatePage(await render(request, reply)));
    },
  });
}

/**
 * A request that carries a session (the access cookie of ADR 0012, or a bearer token): what it is
 * answered may depend on who is signed in, so no shared cache may serve or keep it. Any value
 * counts, expired or forged: a guest page is then rendered afresh, which costs only time.
 */
export function isPersonalRequest(header: (name: string) => string): boolean {
  if (header('authorization') !== '') return true;
  return readCookie(header('cookie'), SESSION_COOKIES.access) !== undefined;
}

/** 503 with Retry-After, never kept: the same answer the API gives while the database is away (ADR 0022). */
export function asUnavailable(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'no-store');
  headers.set('retry-after', '5');
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers });
}

/** A page rendered for a signed-in shopper: `private, no-store`, whatever the route asked for. */
export function asPrivatePage(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'private, no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A blocked site's pages (the web app renders its blocked-host page for them) answer 403 and are
 * never kept by a cache. Redirects stay redirects, and data requests of client navigations keep
 * their status (the router reads it to decode the answer).
 */
function asBlockedHost(request: FastifyRequest, response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'no-store');
  const redirect = response.status >= 300 && response.status < 400;
  const dataRequest = request.url.split('?')[0]!.endsWith('.data');
  const status = redirect || dataRequest ? response.status : 403;
  return new Response(response.body, { status, statusText: redirect || dataRequest ? response.statusText : 'Forbidden', headers });
}

function headerValue(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** A page response held in memory: everything needed to send it again. */
export type StoredPage = {
  status: number;
  headers: Array<[string, string]>;
  cookies: string[];
  body: Buffer;
  /** The script nonce the body was rendered with (ADR 0020). */
  nonce: string;
  /** The body compressed, made on first demand for each encoding. */
  encoded: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
  storedAt: number;
};

type CachePolicy = { freshMs: number; staleMs: number; vary: string[] };

/**
 * A small shared cache for rendered pages, the in-process twin of the CDN that DESIGN §7 puts in
 * front of catalogue pages, on the cache layer (ADR 0027). A page opts in with
 * `Cache-Control: s-maxage=N` (and optionally `stale-while-revalidate=M`); only 200 answers to GET
 * are kept, keyed by URL and the request headers its `Vary` names, so a response that sets a cookie
 * for cookie-less visitors is only replayed to cookie-less visitors. A stale page is served while
 * one background render refreshes it. The least recently used pages go beyond `maxBytes`.
 */
export function createPageCache(options: { maxBytes: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const pages = createVaryingCache<StoredPage>({ maxSize: options.maxBytes, sizeOf: (page) => page.body.length, now });

  const cache = {
    /** Whether (and for how long) a rendered response may be kept: `s-maxage` only, as a CDN told to. */
    policy(response: Response): CachePolicy | null {
      if (response.status !== 200 || !response.body) return null;
      const caching = sharedCaching(response.headers.get('cache-control') ?? '', response.headers.get('vary') ?? '');
      if (!caching?.sharedMaxAgeMs) return null;
      return { freshMs: caching.sharedMaxAgeMs, staleMs: caching.staleMs, vary: caching.vary };
    },

    lookup(url: string, header: (name: string) => string): { page: StoredPage; state: 'fresh' | 'stale' } | null {
      const held = pages.peek(url, header);
      return held ? { page: held.value, state: held.state } : null;
    },

    /** Reads the whole body of a cacheable response and keeps it. */
    async store(url: string, header: (name: string) => string, response: Response, nonce: string): Promise<StoredPage> {
      const policy = cache.policy(response)!;
      const body = Buffer.from(await response.arrayBuffer());
      const page: StoredPage = {
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
        cookies: response.headers.getSetCookie(),
        body,
        nonce,
        encoded: {},
        storedAt: now(),
      };
      pages.set(url, policy.vary, header, page, { ttlMs: policy.freshMs, staleMs: policy.staleMs });
      return page;
    },

    /** Renders a stale page again (the caller does not wait), one render at a time per page. */
    refresh(
      url: string,
      header: (name: string) => string,
      nonce: string,
      render: () => Promise<Response>,
      onError: (err: unknown) => void,
    ): Promise<void> {
      const held = pages.peek(url, header);
      if (!held) return Promise.resolve();
      return pages.once(held.key, () =>
        render()
          .then(async (response) => {
            if (cache.policy(response)) await cache.store(url, header, response, nonce);
            else {
              await response.body?.cancel();
              pages.delete(held.key);
            }
          })
          .catch(onError),
      );
    },

    ageSeconds(page: StoredPage): number {
      return Math.max(0, Math.floor((now() - page.storedAt) / 1000));
    },

    get size() {
      return pages.size;
    },
  };
  return cache;
}

async function sendStoredPage(request: FastifyRequest, reply: FastifyReply, page: StoredPage, age: number) {
  useScriptNonce(reply, page.nonce);
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
  reply.header('age', String(age));
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.header('vary', varyWith(reply.getHeader('vary'), 'Accept-Encoding'));
  if (encoding === 'identity') return reply.send(page.body);
  const body = await (page.encoded[encoding] ??= compressBody(page.body, encoding));
  return reply.header('content-encoding', encoding).send(body);
}

function varyWith(vary: unknown, name: string): string {
  const names =
    typeof vary === 'string'
      ? vary
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : [];
  return names.some((v) => v.toLowerCase() === name.toLowerCase()) ? names.join(', ') : [...names, name].join(', ');
}

/**
 * The URL React Router sees: the request's path appended to its origin, never resolved against it,
 * since resolved, `//evil.example/sg/` (or `/\evil.example/`) names another host and the page would
 * be rendered for it. Null when the Host does not make a plain origin (`a/b`, `x@y`, `a b`).
 */
export function pageUrl(protocol: string, host: string, path: string): URL | null {
  let origin: URL;
  try {
    origin = new URL(`${protocol}://${host}`);
  } catch {
    return null;
  }
  if (origin.pathname !== '/' || origin.search || origin.username || origin.password) return null;
  const url = new URL(`${origin.origin}${path.startsWith('/') ? '' : '/'}${path}`);
  return url.origin === origin.origin ? url : null;
}

/** Fastify's request as a Fetch Request (with the raw body of a posted form), aborted if the client goes away. */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = pageUrl(request.protocol, request.host, request.url);
  if (!url) throw new AppError(errors.badRequest);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
  return new Request(url, { method: request.method, headers, body, signal: controller.signal });
}

/** Status, headers (each Set-Cookie kept separate) and the streamed body of React Router's Response. */
function sendFetchResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (request.method === 'HEAD' || !response.body) return reply.send();
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
  if (!isCompressible(response.headers.get('content-type'), response.headers.get('content-encoding'))) return reply.send(body);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.header('vary', varyWith(reply.getHeader('vary'), 'Accept-Encoding'));
  if (encoding === 'identity') return reply.send(body);
  reply.removeHeader('content-length');
  const compressed = compressStream(encoding);
  pipeline(body, compressed, (err) => {
    if (err) request.log.warn({ err }, 'page stream failed');
  });
  return reply.header('content-encoding', encoding).send(compressed);
}
