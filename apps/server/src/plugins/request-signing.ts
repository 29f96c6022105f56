import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '@store/contracts';
import {
  REQUEST_KEY_PATH, REQUEST_SIGNATURE_HEADER, REQUEST_SIGNING, signedPath, type RequestKey, type RequestSignatureClaims,
} from '@store/contracts/request-signing.ts';
import { envelope, errorEnvelope } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as it arrived, for the request signature (the parsed body is `body`). */
    rawBody?: string;
  }
}

/** Why a signature was refused, as logged; `valid` lets the call through. */
export type SignatureCheck = 'valid' | 'malformed' | 'expiredKey' | 'badSignature' | 'stale' | 'wrongPath' | 'wrongBody';

/** `{expiry in epoch seconds}.{128 random bits}`: the id says until when its key is good. */
const KEY_ID = /^(\d{1,12})\.[A-Za-z0-9_-]{22}$/;
const MAX_TOKEN_LENGTH = 1024;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

function decodeJson(part: string | undefined): Record<string, unknown> | null {
  if (!part) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Hands out signing keys and checks request signatures (docs/decisions/0017). A key is derived
 * from the configured secret and its id, so every node of the store knows every key without
 * storing any, and a key stops working when its id says so.
 */
export function createRequestSigner(secret: string, now: () => number = Date.now) {
  const master = createHmac('sha256', secret).update('store-request-signing').digest();
  const keyOf = (keyId: string) => createHmac('sha256', master).update(keyId).digest();

  return {
    issue(): RequestKey {
      const expiresAt = Math.floor(now() / 1000) + REQUEST_SIGNING.keyLifetimeSeconds;
      const keyId = `${expiresAt}.${randomBytes(16).toString('base64url')}`;
      return { keyId, key: keyOf(keyId).toString('base64url'), expiresIn: REQUEST_SIGNING.keyLifetimeSeconds, serverTime: now() };
    },

    /** Checks a token against the request it came with: its route path and its body as sent. */
    check(token: string, request: { path: string; body: string }): SignatureCheck {
      if (token.length > MAX_TOKEN_LENGTH) return 'malformed';
      const [header, payload, signature, ...rest] = token.split('.');
      const head = decodeJson(header);
      if (rest.length > 0 || !head || head.alg !== 'HS256' || typeof head.kid !== 'string' || !signature) return 'malformed';
      const keyId = KEY_ID.exec(head.kid);
      if (!keyId) return 'malformed';
      const nowSeconds = Math.floor(now() / 1000);
      if (nowSeconds > Number(keyId[1]) + REQUEST_SIGNING.clockSkewSeconds) return 'expiredKey';
      const expected = createHmac('sha256', keyOf(head.kid)).update(`${header}.${payload}`).digest();
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'badSignature';
      const claims = decodeJson(payload) as Partial<RequestSignatureClaims> | null;
      if (!claims || typeof claims.iat !== 'number' || typeof claims.path !== 'string' || typeof claims.bsh !== 'string') return 'malformed';
      if (Math.abs(nowSeconds - claims.iat) > REQUEST_SIGNING.clockSkewSeconds) return 'stale';
      if (claims.path !== request.path) return 'wrongPath';
      if (claims.bsh !== sha256(request.body)) return 'wrongBody';
      return 'valid';
    },
  };
}

/** State-changing account and order calls: the ones automation goes for, so an unsigned one is logged. */
const WATCHED = ['/api/order', '/api/identity/', '/api/customer/'];
/** Calls that are signed by someone else (a payment provider's webhooks) or cannot carry a header (beacons). */
const EXEMPT = ['/api/payment/', '/api/analytics/'];

/**
 * The signed request bearer of shell §7, checked in one place for every `/api/*` call: a present
 * signature must be valid (else the catalogued "Invalid signature.", and nothing runs); a missing
 * one on a watched call is logged as a signal, since pages without scripts and other clients send none.
 */
export const requestSigning = fp(async (app: FastifyInstance, options: { secret: string; now?: () => number }) => {
  const signer = createRequestSigner(options.secret, options.now);

  // The body is signed as sent, so keep the JSON text beside the parsed value (same parser, same limits).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    parseJson(request, body as string, done);
  });

  app.get(REQUEST_KEY_PATH, (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return envelope(signer.issue());
  });

  // A callback hook: it runs on every API call, and a promise each is measurable.
  app.addHook('preValidation', (request, reply, done) => {
    const url = request.url;
    if (!url.startsWith('/api/') || EXEMPT.some((prefix) => url.startsWith(prefix))) return done();
    const token = request.headers[REQUEST_SIGNATURE_HEADER];
    if (token === undefined) {
      if (request.method === 'POST' && WATCHED.some((prefix) => url.startsWith(prefix))) {
        request.log.info({ requestSignature: 'missing' }, 'unsigned API call');
      }
      return done();
    }
    const body = request.rawBody ?? (typeof request.body === 'string' ? request.body : '');
    const result = typeof token === 'string' ? signer.check(token, { path: signedPath(url), body }) : 'malformed';
    if (result === 'valid') return done();
    request.log.info({ requestSignature: result }, 'request signature refused');
    void reply.status(errors.invalidSignature.status).send(errorEnvelope(errors.invalidSignature));
  });
});
