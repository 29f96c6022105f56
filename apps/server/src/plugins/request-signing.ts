import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decodeProtectedHeader, errors as jose, jwtVerify } from 'jose';
import { errors } from '@store/contracts';
import {
  REQUEST_KEY_PATH,
  REQUEST_SIGNATURE_HEADER,
  REQUEST_SIGNING,
  signedPath,
  type RequestKey,
  type RequestSignatureClaims,
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

/** Why jose refused a token whose header and key were fine. */
function refusal(err: unknown): SignatureCheck {
  if (err instanceof jose.JWSSignatureVerificationFailed) return 'badSignature';
  // `iat` too old (JWTExpired) or ahead of the clock (a failed check): outside the skew window.
  if (err instanceof jose.JWTExpired) return 'stale';
  if (err instanceof jose.JWTClaimValidationFailed && err.claim === 'iat' && err.reason === 'check_failed') return 'stale';
  return 'malformed';
}

/**
 * Hands out signing keys and checks request signatures (docs/decisions/0017). A key is derived
 * from the configured secret and its id, so every node of the store knows every key without
 * storing any, and a key stops working when its id says so. Tokens are verified by `jose`.
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
    async check(token: string, request: { path: string; body: string }): Promise<SignatureCheck> {
      const parts = token.split('.');
      if (token.length > MAX_TOKEN_LENGTH || parts.length !== 3 || !parts[2]) return 'malformed';
      // The key is named by the header, and an expired one is refused before any signature work.
      let kid: unknown;
      try {
        const header = decodeProtectedHeader(token);
        if (header.alg !== 'HS256') return 'malformed';
        kid = header.kid;
      } catch {
        return 'malformed';
      }
      const keyId = typeof kid === 'string' ? KEY_ID.exec(kid) : null;
      if (!keyId) return 'malformed';
      const at = now();
      if (Math.floor(at / 1000) > Number(keyId[1]) + REQUEST_SIGNING.clockSkewSeconds) return 'expiredKey';
      let claims: Partial<RequestSignatureClaims>;
      try {
        // `iat` within the skew window either way: no older than 0 s give or take the tolerance.
        ({ payload: claims } = await jwtVerify<Partial<RequestSignatureClaims>>(token, keyOf(keyId[0]), {
          algorithms: ['HS256'],
          currentDate: new Date(at),
          maxTokenAge: 0,
          clockTolerance: REQUEST_SIGNING.clockSkewSeconds,
        }));
      } catch (err) {
        return refusal(err);
      }
      if (typeof claims.path !== 'string' || typeof claims.bsh !== 'string') return 'malformed';
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
    const refuse = (result: SignatureCheck) => {
      request.log.info({ requestSignature: result }, 'request signature refused');
      void reply.status(errors.invalidSignature.status).send(errorEnvelope(errors.invalidSignature));
    };
    if (typeof token !== 'string') return refuse('malformed');
    const body = request.rawBody ?? (typeof request.body === 'string' ? request.body : '');
    signer.check(token, { path: signedPath(url), body }).then((result) => (result === 'valid' ? done() : refuse(result)), done);
  });
});
