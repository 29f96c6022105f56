import { Transform } from 'node:stream';

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOWERED = Buffer.from('<link rel="modulepreload" fetchpriority="low"');
const TAG_START = 0x3c; // '<'

/**
 * The length of the longest end of `data` that begins the preload tag, which the next chunk may
 * complete: those bytes wait for it.
 */
function unfinishedTail(data: Buffer): number {
  const from = data.lastIndexOf(TAG_START, data.length - 1);
  if (from === -1 || data.length - from >= PRELOAD.length) return 0;
  return data.subarray(from).equals(PRELOAD.subarray(0, data.length - from)) ? data.length - from : 0;
}

/**
 * Gives the router's module preloads a low fetch priority (docs/decisions/0059). The page is drawn
 * by the server: its scripts only hydrate it, so on a slow link the document, the stylesheet and
 * the images should not share the bandwidth with them. React Router writes the preload links and
 * takes no attribute for them; this rewrites them in the HTML as it streams. It works on bytes
 * (the tag is ASCII, so it never matches inside a character of another script) and holds back only
 * a chunk's end that may be the start of a tag the next chunk completes. `onEnd` runs once the
 * whole page was written.
 */
export function lowerModulePreloads(onEnd: () => void = () => {}): Transform {
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const data = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = data.indexOf(PRELOAD); at !== -1; at = data.indexOf(PRELOAD, from)) {
        parts.push(data.subarray(from, at), LOWERED);
        from = at + PRELOAD.length;
      }
      const rest = data.subarray(from);
      const keep = unfinishedTail(rest);
      parts.push(rest.subarray(0, rest.length - keep));
      held = Buffer.from(rest.subarray(rest.length - keep));
      callback(null, Buffer.concat(parts));
    },
    flush(callback) {
      onEnd();
      callback(null, held);
    },
  });
}
