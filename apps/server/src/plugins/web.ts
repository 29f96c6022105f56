import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppServices } from '../app.ts';

/** apps/web/build: `client/` holds the browser assets, `server/index.js` the server render. */
const buildDir = fileURLToPath(new URL('../../../web/build/', import.meta.url));

/** Paths that belong to the API and the providers: an unknown one is a JSON 404, never a page. */
const notPages = /^\/(?:api|sandbox|graphql|ws)(?:\/|$|\?)/;

/** What React Router loaders receive as `context` (declared for the web app in apps/web/app/load-context.ts). */
export type WebLoadContext = { services: AppServices };

/**
 * Mounts the server-rendered React Router app on the same Fastify instance as the API: the built
 * browser assets are served from disk, and every other GET/HEAD goes through React Router's
 * request handler with the app's services as load context, so loaders read the catalogue and
 * orders directly instead of calling our own API over HTTP.
 */
export async function webApp(app: FastifyInstance) {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app has not been built (${path.relative(process.cwd(), serverEntry)} is missing). Run \`npm run build\` first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const mode = app.services.config.env === 'production' ? 'production' : 'development';
  const handleRequest = createRequestHandler(build, mode);
  const loadContext: WebLoadContext = { services: app.services };

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
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    async handler(request, reply) {
      if (notPages.test(request.url)) return reply.callNotFound();
      const response = await handleRequest(toFetchRequest(request, reply), loadContext);
      return sendFetchResponse(request, reply, response);
    },
  });
}

/** Fastify's request as a Fetch Request (GET/HEAD only, so no body), aborted if the client goes away. */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
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
  return new Request(url, { method: request.method, headers, signal: controller.signal });
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
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>));
}
