import { useId } from 'react';

export type ArtworkSpec = { from: string; to: string; glyph: string };

/**
 * A product's generated artwork: a gradient tile with its glyph, drawn inline (no image requests).
 * Decorative by default, because a product's name always stands beside it; pass `label` where
 * the artwork stands alone.
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
    </svg>
  );
}
