import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody, compressStream, isCompressible, preferredEncoding } from './compression.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and sends identity when neither is accepted', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
  });

  it('honours q-values, a refusal (q=0) and the wildcard', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity, *;q=0')).toBe('identity');
  });
});

describe('compression', () => {
  const html = Buffer.from('<!DOCTYPE html><html><body>'.concat('<p>Top up Mobile Legends</p>'.repeat(200), '</body></html>'));

  it('compresses a stored page losslessly in both encodings', async () => {
    const br = await compressBody(html, 'br');
    const gz = await compressBody(html, 'gzip');
    expect(brotliDecompressSync(br).equals(html)).toBe(true);
    expect(gunzipSync(gz).equals(html)).toBe(true);
    expect(br.length).toBeLessThan(html.length / 10);
  });

  it('compresses a stream chunk by chunk, each chunk readable before the stream ends', async () => {
    const stream = compressStream('gzip');
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    const firstChunk = new Promise((resolve) => stream.once('data', resolve));
    stream.write('<html><body>shell');
    await firstChunk;
    // The shell arrived compressed and flushed although the stream is still open.
    expect(gunzipSync(Buffer.concat(out), { finishFlush: 2 /* Z_SYNC_FLUSH */ }).toString()).toBe('<html><body>shell');
    stream.end('</body></html>');
    await new Promise((resolve) => stream.on('end', resolve));
    expect(gunzipSync(Buffer.concat(out)).toString()).toBe('<html><body>shell</body></html>');
    expect(await Readable.from(compressStream('identity').end('x')).toArray()).toEqual([Buffer.from('x')]);
  });

  it('compresses text only, and never twice', () => {
    expect(isCompressible('text/html; charset=utf-8', null)).toBe(true);
    expect(isCompressible('text/x-script', null)).toBe(true);
    expect(isCompressible('application/json', null)).toBe(true);
    expect(isCompressible('image/png', null)).toBe(false);
    expect(isCompressible('text/html', 'br')).toBe(false);
    expect(isCompressible(null, null)).toBe(false);
  });
});
