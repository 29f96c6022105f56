import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    /** The nonce this answer's Content-Security-Policy allows inline scripts with (ADR 0020). */
    readonly scriptNonce: string;
  }
}

/** A fresh script nonce: 128 random bits, as CSP asks. */
export const newScriptNonce = () => randomBytes(16).toString('base64');

/** The nonce of each answer, made the first time its policy or the page asks for it. */
const nonces = new WeakMap<ServerResponse, string>();
function nonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (nonce === undefined) {
    nonce = newScriptNonce();
    nonces.set(response, nonce);
  }
  return nonce;
}
const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

/**
 * The store's policy for pages and API answers alike. Scripts: our own files, and inline ones only
 * with the answer's nonce (React Router's hydration data and scripts, React's streaming scripts);
 * no inline event handlers. Styles may be inline (style attributes of components, the sandbox
 * pages). No page may be framed: checkout must not be clickjacked.
 */
const pagePolicy = (connectSources: readonly string[], overHttps: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", (_request, response) => nonceSource(nonceOf(response as ServerResponse))],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      // 'self' covers the websocket of the same host (ws:/wss:) in CSP level 3; the others are the
      // hosts of regional GraphQL endpoints (ADR 0051).
      connectSrc: ["'self'", ...connectSources],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: overHttps ? { maxAge: 365 * 86_400, includeSubDomains: true } : false,
});

/** Powerful features no page of the store uses. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
const HSTS = `max-age=${365 * 86_400}; includeSubDomains`;

/**
 * Answers that are data, never a document a browser renders (JSON, GraphQL, probes, the websocket
 * handshake): a policy that allows nothing at all, with no nonce to make. Each answer's headers
 * are bytes on the wire, and these are the store's most frequent answers (ADR 0020).
 */
const DATA_PATHS = /^\/(?:api\/|graphql(?:[/?]|$)|generateCsrfToken(?:[/?]|$)|healthz(?:[/?]|$)|readyz(?:[/?]|$)|ws(?:[/?]|$))/;
const DATA_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['permissions-policy', PERMISSIONS_POLICY],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['x-frame-options', 'DENY'],
];

/**
 * The OpenAPI reference page (/api/docs, ADR 0030) and its assets, when it is on: its own scripts,
 * styles and icons, and its document fetched from the same origin. No inline script runs there
 * (the page loads its scripts from files); its components set style attributes.
 */
const DOCS_PATHS = /^\/api\/docs(?:[/?]|$)/;
const DOCS_POLICY = [
  "default-src 'none'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
const DOCS_HEADERS: ReadonlyArray<readonly [string, string]> = DATA_HEADERS.map(
  ([name, value]) => [name, name === 'content-security-policy' ? DOCS_POLICY : value] as const,
);

/**
 * Security headers on every answer (ADR 0020), through helmet: built once here and applied from a
 * callback hook, since @fastify/helmet builds helmet's middleware again on every request. HSTS is
 * sent only when the request came over HTTPS as Fastify reads it under TRUST_PROXY: a client
 * cannot ask for it with a forged X-Forwarded-Proto, and plain-HTTP development never gets it.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { apiDocs, connectSources = [] }: { apiDocs: boolean; connectSources?: readonly string[] }) => {
    const overHttp = helmet(pagePolicy(connectSources, false));
    const overHttps = helmet(pagePolicy(connectSources, true));
    app.decorateReply('scriptNonce', {
      getter(this: FastifyReply) {
        return nonceOf(this.raw);
      },
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (DATA_PATHS.test(request.url)) {
        const headers = apiDocs && DOCS_PATHS.test(request.url) ? DOCS_HEADERS : DATA_HEADERS;
        for (const [name, value] of headers) reply.raw.setHeader(name, value);
        if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
        return done();
      }
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      (request.protocol === 'https' ? overHttps : overHttp)(request.raw, reply.raw, (err) => done(err as Error | undefined));
    });
  },
  { name: 'security-headers' },
);

/**
 * Sends this answer with the policy of another nonce: a kept page's body names the nonce it was
 * rendered with, and its policy must name the same one or the page's scripts do not run.
 */
export function useScriptNonce(reply: FastifyReply, nonce: string): void {
  const current = nonceOf(reply.raw);
  if (current === nonce) return;
  const header = reply.raw.getHeader('content-security-policy');
  if (typeof header === 'string') reply.raw.setHeader('content-security-policy', header.replace(nonceSource(current), nonceSource(nonce)));
  nonces.set(reply.raw, nonce);
}

/**
 * Headers that act only on a document (its policy, framing, permissions, its browsing context),
 * which helmet sends with every answer. A script or a stylesheet is never a document: on the
 * build's files they are bytes and nothing else, and a page loads a dozen of those (ADR 0056).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Leaves a script or stylesheet file's answer the headers that act on a subresource: `nosniff`
 * (it runs only as what its type says), the resource policy (no other origin reads it), the
 * referrer policy (the requests a stylesheet makes) and HSTS. Called for files only: a path that
 * names no file is answered by a page, which keeps the page's headers.
 */
export function asSubresource(response: ServerResponse): void {
  for (const name of DOCUMENT_ONLY_HEADERS) response.removeHeader(name);
}
