import type { BrandMark } from '@store/contracts';
import { isLightColour } from '../../components/artwork.tsx';
import type { ChannelFallback } from './channel-fallback.ts';

/** Payment channel kinds, each as a 10×10 white shape (the fallback's "what it is"). */
const KIND_SHAPES: Record<string, string> = {
  card: 'M1 2.5h8a.8.8 0 0 1 .8.8v4.4a.8.8 0 0 1-.8.8H1a.8.8 0 0 1-.8-.8V3.3A.8.8 0 0 1 1 2.5Zm-.8 1.6v1.3h9.6V4.1Z',
  ewallet:
    'M1.5 2h6.2v1.4H9a.8.8 0 0 1 .8.8v4.6a.8.8 0 0 1-.8.8H1.5A1.3 1.3 0 0 1 .2 8.3V3.3A1.3 1.3 0 0 1 1.5 2Zm5.8 3.6a.9.9 0 1 0 0 1.8h2.5V5.6Z',
  bank_transfer: 'M5 .5 9.8 3v1H.2V3Zm-3.8 4.3h1.4v3.4H1.2Zm3.1 0h1.4v3.4H4.3Zm3.1 0h1.4v3.4H7.4ZM.2 8.8h9.6v1H.2Z',
  carrier: 'M.5 7.5h1.8v2H.5Zm2.4-2h1.8v4H2.9Zm2.4-2h1.8v6H5.3Zm2.4-2.5h1.8v8.5H7.7Z',
  convenience_store:
    'M.6 1h8.8l.5 2.6a1.5 1.5 0 0 1-2.4 1.2 1.6 1.6 0 0 1-2.5 0 1.6 1.6 0 0 1-2.5 0A1.5 1.5 0 0 1 .1 3.6Zm.6 4.6a2.4 2.4 0 0 0 1.3.1V9h5V5.7a2.4 2.4 0 0 0 1.3-.1V10H1.2Z',
  other: 'M5 .5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Z',
};

/**
 * A payment channel's logo, 64×40: its brand marks on a white tile (a light mark on a dark one),
 * or its designed fallback. Decorative: the channel's name is written beside it.
 */
export function ChannelLogo({
  marks,
  fallback,
  className,
}: {
  marks: readonly BrandMark[];
  fallback?: ChannelFallback;
  className?: string;
}) {
  const svgProps = { viewBox: '0 0 64 40', className, 'aria-hidden': true, focusable: 'false', direction: 'ltr' } as const;
  if (marks.length > 0) {
    const dark = marks.some((mark) => isLightColour(mark.hex));
    const size = marks.length > 1 ? 22 : 26;
    const gap = 4;
    const width = marks.length * size + (marks.length - 1) * gap;
    return (
      <svg {...svgProps} data-logo="marks">
        <rect x="0.5" y="0.5" width="63" height="39" rx="7" fill={dark ? '#0f172a' : '#fff'} stroke="#cbd5e1" />
        {marks.map((mark, index) => (
          <path
            key={mark.title}
            d={mark.path}
            fill={mark.hex}
            transform={`translate(${(64 - width) / 2 + index * (size + gap)} ${(40 - size) / 2}) scale(${size / 24})`}
          />
        ))}
      </svg>
    );
  }
  const { colour, shape, wordmark } = fallback ?? { colour: '#334155', shape: 'other', wordmark: '' };
  // A long wordmark is drawn narrower rather than cut: the whole short name stays on the tile.
  const fontSize = 11;
  const fits = wordmark.length * fontSize * 0.6 <= 56;
  return (
    <svg {...svgProps} data-logo="fallback" data-colour={colour} data-shape={shape}>
      <rect width="64" height="40" rx="7" fill={colour} />
      <path d={KIND_SHAPES[shape] ?? KIND_SHAPES.other} fill="#fff" opacity="0.9" transform="translate(5 5) scale(1.1)" />
      <text
        x="32"
        y="28"
        textAnchor="middle"
        fontSize={fontSize}
        fontWeight="700"
        fill="#fff"
        style={{ fontFamily: 'inherit' }}
        textLength={fits ? undefined : 56}
        lengthAdjust={fits ? undefined : 'spacingAndGlyphs'}
      >
        {wordmark}
      </text>
    </svg>
  );
}
