import { PassThrough, type Transform } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

/**
 * Compression of rendered pages and their data requests (the browser assets are compressed at
 * build time). A catalogue page's HTML shrinks to about a third compressed, and on a slow mobile
 * network its bytes are most of the first paint.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * What each Accept-Encoding value seen resolved to: browsers send a handful of distinct values, and
 * the hottest API answers would otherwise parse the header on every request. Bounded, since the
 * header comes from the client: past the bound, values are parsed each time.
 */
const resolvedAcceptEncodings = new Map<string, Encoding>();
const MAX_RESOLVED_ACCEPT_ENCODINGS = 64;

/** The best encoding the client accepts (q-values honoured; brotli preferred on a tie). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const known = resolvedAcceptEncodings.get(acceptEncoding);
  if (known) return known;
  const encoding = parseAcceptEncoding(acceptEncoding);
  if (resolvedAcceptEncodings.size < MAX_RESOLVED_ACCEPT_ENCODINGS) resolvedAcceptEncodings.set(acceptEncoding, encoding);
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? 'identity';
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * A stored page is compressed once per encoding, so it is worth a high quality. Brotli 10, not 9:
 * smaller and, on these pages, faster, and the product page then fits the first round trip of a new
 * connection (ten 1460-byte segments; the figures are in ADR 0032).
 */
export function compressBody(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gz(body, { level: 9 });
}

/**
 * A streamed render is compressed as it streams: every chunk React writes is flushed at once, so
 * the shell still reaches the browser before slower parts of the page, at a fast quality.
 */
export function compressStream(encoding: Encoding): Transform {
  if (encoding === 'br') {
    return createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (encoding === 'gzip') return createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });
  return new PassThrough();
}

/** Only text is worth compressing; images and already-encoded bodies are sent as they are. */
export function isCompressible(contentType: string | null, contentEncoding: string | null): boolean {
  return !contentEncoding && !!contentType && /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json))/i.test(contentType);
}
