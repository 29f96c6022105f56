/**
 * Stable ids for seeded rows, derived from what the row is so every run (and every machine) gets
 * the same ids: orders keep pointing at the right denomination after a re-seed.
 * FNV-1a 64-bit, pure arithmetic, so the seed data stays importable anywhere (Node, browser, tests).
 */
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

function fnv1a64(text: string): bigint {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK_64;
  }
  return hash;
}

/** 12 hex digits (48 bits): ample for the ~10,000 seeded denominations; the seed test checks uniqueness. */
export function stableHash(text: string): string {
  return (fnv1a64(text) >> 16n).toString(16).padStart(12, '0');
}

export function productId(slug: string): string {
  return `prd_${slug.replaceAll('-', '_')}`;
}

export function denominationId(productSlug: string, countryCode: string, creditAmount: number): string {
  return `dnm_${stableHash(`${productSlug}/${countryCode}/${creditAmount}`)}`;
}
