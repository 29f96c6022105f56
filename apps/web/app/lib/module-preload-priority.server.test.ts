import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloads } from './module-preload-priority.server.ts';

/** The page as the transform passes it on, when the server writes it in these pieces. */
const through = (chunks: Array<string | Buffer>) =>
  text(Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))).pipe(lowerModulePreloads()));

const page =
  '<html><head><link rel="stylesheet" href="/a.css"/></head><body><h1>مرحبا بكم — 日本語</h1>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/shell.js"/>' +
  '<link rel="icon" href="/favicon.svg"/><script type="module">import("/assets/entry.js")</script></body></html>';
const lowered = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

describe('lowering the module preloads of a streamed page', () => {
  it('marks every module preload low and leaves the rest of the page as it was', async () => {
    expect(await through([page])).toBe(lowered);
    expect((await through([page])).match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it('finds a tag cut between two chunks at any byte, and never cuts a character of another script', async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(lowered);
    }
  });

  it('passes a page written a byte at a time, and one with no preload at all', async () => {
    const bytes = Buffer.from(page);
    expect(await through([...bytes].map((b) => Buffer.from([b])))).toBe(lowered);
    const plain = '<p>a <link rel="icon"/> and <li>a list</li> ending in <lin';
    expect(await through([plain])).toBe(plain);
  });
});
