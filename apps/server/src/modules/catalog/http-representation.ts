import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressBody, preferredEncoding, type Encoding } from '../../plugins/compression.ts';
import { etagMatches } from '../../plugins/etag.ts';
import { envelope } from '../../plugins/errors.ts';

/** One representation of an answer: its bytes and its entity tag (each content coding has its own, RFC 9110 §8.8.3). */
export type Representation = { body: Buffer; etag: string };

/**
 * An API answer as JSON and compressed for the browsers that accept it: the product list is 6.5 kB
 * as JSON and 1.3 kB in brotli, which a shopper on a mobile network feels, and compressing it once
 * costs what compressing it per request would cost a few dozen times over.
 */
export type SerializedAnswer = Record<Encoding, Representation>;

export async function serialize(value: unknown): Promise<SerializedAnswer> {
  const body = Buffer.from(JSON.stringify(value));
  const tag = createHash('sha1').update(body).digest('base64url');
  const [br, gzip] = await Promise.all([compressBody(body, 'br'), compressBody(body, 'gzip')]);
  return {
    identity: { body, etag: `"${tag}"` },
    br: { body: br, etag: `"${tag}.br"` },
    gzip: { body: gzip, etag: `"${tag}.gz"` },
  };
}

/**
 * The HTTP answers of cached domain values (the catalogue's product lists), in the envelope, made
 * once per value object: a value the catalogue keeps for 30 s is serialised and compressed once,
 * and its bytes go when it goes (a catalogue change or an expiry hands out a new object). No cache
 * of its own, so no eviction rule of its own (ADR 0027).
 */
export function createAnswerRepresentations() {
  const made = new WeakMap<object, SerializedAnswer>();
  const making = new WeakMap<object, Promise<SerializedAnswer>>();

  return {
    /** The answer of a value when it has been made, without waiting; undefined otherwise. */
    now(value: object): SerializedAnswer | undefined {
      return made.get(value);
    },

    /** The answer of a value, made once however many requests ask at the same time. */
    of(value: object): Promise<SerializedAnswer> {
      const done = made.get(value);
      if (done) return Promise.resolve(done);
      let pending = making.get(value);
      if (!pending) {
        pending = serialize(envelope(value)).then((answer) => {
          made.set(value, answer);
          making.delete(value);
          return answer;
        });
        making.set(value, pending);
      }
      return pending;
    },
  };
}

/**
 * A serialized answer as it is, in the best coding the client accepts: its bytes, or 304 to a
 * client that already holds them.
 */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer, cacheControl: string): void {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const { body, etag } = answer[encoding];
  reply.header('cache-control', cacheControl).header('vary', 'accept-encoding').header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304).send();
    return;
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.type('application/json; charset=utf-8').send(body);
}
