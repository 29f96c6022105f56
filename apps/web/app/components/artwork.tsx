import { useId } from 'react';
import type { BrandMark, ProductArtwork } from '@store/contracts';

export type ArtworkSpec = ProductArtwork;

/**
 * A product's artwork, drawn inline (no image requests) at the size its class gives it: the
 * product's brand mark on its gradient where simple-icons has the brand; otherwise the gradient
 * with the product's glyph, and its publisher's mark in a corner where the publisher has one (ADR
 * 0039). Decorative by default, because a product's name always stands beside it; pass `label`
 * where the artwork stands alone.
 */
export function Artwork({ artwork, className, label }: { artwork: ArtworkSpec; className?: string; label?: string }) {
  const id = `art${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const glyph = artwork.glyph;
  const fontSize = glyph.length >= 3 ? 30 : glyph.length === 2 ? 38 : 48;
  return (
    <svg
      viewBox="0 0 100 100"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      direction="ltr"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={artwork.from} />
          <stop offset="1" stopColor={artwork.to} />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill={`url(#${id})`} />
      <circle cx="86" cy="12" r="30" fill="#fff" opacity="0.12" />
      <circle cx="8" cy="96" r="22" fill="#000" opacity="0.12" />
      {artwork.mark ? (
        // The mark in white on the product's gradient, a little shadow for the light gradients.
        <g transform="translate(24 24) scale(2.1667)">
          <path d={artwork.mark.path} fill="rgb(0 0 0 / 0.22)" transform="translate(0.35 0.45)" />
          <path d={artwork.mark.path} fill="#fff" />
        </g>
      ) : (
        <text
          x="50"
          y="52"
          dominantBaseline="central"
          textAnchor="middle"
          fontSize={fontSize}
          fontWeight="800"
          fill="#fff"
          style={{ fontFamily: 'inherit', letterSpacing: '-0.02em' }}
          stroke="rgb(0 0 0 / 0.25)"
          strokeWidth="0.8"
          paintOrder="stroke"
        >
          {glyph}
        </text>
      )}
      {artwork.publisherMark ? <PublisherBadge mark={artwork.publisherMark} /> : null}
    </svg>
  );
}

/** The publisher's mark on a white disc at the artwork's bottom corner. */
function PublisherBadge({ mark }: { mark: BrandMark }) {
  const light = isLightColour(mark.hex);
  return (
    <g transform="translate(70 70)">
      <circle cx="13" cy="13" r="13" fill={light ? '#0f172a' : '#fff'} />
      <path d={mark.path} fill={mark.hex} transform="translate(5 5) scale(0.6667)" />
    </g>
  );
}

/** Whether a brand colour is too light to draw on white (it is drawn on a dark tile instead). */
export function isLightColour(hex: string): boolean {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0) > 0.5;
}
