/**
 * The designed fallback of a payment channel simple-icons has no mark for (ADR 0039): a tile in a
 * colour of its own within the country's list, the shape of its kind (card, wallet, bank, carrier,
 * shop) and its short name as the wordmark, so two channels never look alike, whatever their
 * first letters ("PayPal" and "paysafecard" used to be two "PA" tiles).
 */
export type ChannelFallback = { colour: string; shape: string; wordmark: string };

/** Tile colours that all carry white text at 4.5:1 or more, in hues far enough apart to tell. */
export const FALLBACK_COLOURS = [
  '#b91c1c',
  '#1d4ed8',
  '#15803d',
  '#7e22ce',
  '#c2410c',
  '#0f766e',
  '#be185d',
  '#4338ca',
  '#92400e',
  '#0369a1',
  '#3f6212',
  '#334155',
  '#a21caf',
  '#047857',
  '#b45309',
  '#0e7490',
  '#6d28d9',
  '#9f1239',
] as const;

const SHAPES = new Set(['card', 'ewallet', 'bank_transfer', 'carrier', 'convenience_store']);

/** Words that say what a channel is rather than which one it is: dropped while others remain. */
const GENERIC = new Set(['online', 'wallet', 'ewallet', 'transfer', 'banking', 'payment', 'pay', 'button']);

/** The longest wordmark the tile shows at a readable size. */
const WORDMARK_MAX = 14;

/** The channel's short name: without the parenthesis and the generic words, cut at a word. */
export function wordmarkOf(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/\s+/)
    .filter((word) => word && word !== '/');
  while (words.length > 1 && GENERIC.has(words.at(-1)!.toLowerCase())) words.pop();
  let wordmark = words[0] ?? name;
  for (const word of words.slice(1)) {
    if (`${wordmark} ${word}`.length > WORDMARK_MAX) break;
    wordmark = `${wordmark} ${word}`;
  }
  return wordmark;
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.codePointAt(0)!) >>> 0;
  return value;
}

/**
 * The fallbacks of the channels one page lists, by channel id. A channel's colour follows its
 * name, so it keeps it from page to page; when another channel of the list took it, the next free
 * one is used, so no two fallbacks of a list share a colour (the palette outnumbers any country's
 * channels; a test holds the seed to it).
 */
export function channelFallbacks(channels: ReadonlyArray<{ id: number; name: string; kind: string }>): Map<number, ChannelFallback> {
  const taken = new Set<string>();
  const fallbacks = new Map<number, ChannelFallback>();
  for (const channel of channels) {
    const start = hash(channel.name.toLowerCase());
    let colour: string = FALLBACK_COLOURS[start % FALLBACK_COLOURS.length]!;
    for (let step = 1; taken.has(colour) && step < FALLBACK_COLOURS.length; step++) {
      colour = FALLBACK_COLOURS[(start + step) % FALLBACK_COLOURS.length]!;
    }
    taken.add(colour);
    fallbacks.set(channel.id, { colour, shape: SHAPES.has(channel.kind) ? channel.kind : 'other', wordmark: wordmarkOf(channel.name) });
  }
  return fallbacks;
}
