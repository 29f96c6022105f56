import type { productTexts } from '../../schema/catalog.ts';
import { creditWords } from './credits.ts';
import { descriptions } from './descriptions/index.ts';
import { localNames } from './names.ts';
import { playerIdLabels, type PlayerIdLabel } from './player-labels.ts';

export type ProductTextSeed = typeof productTexts.$inferSelect;

/** The store languages the catalogue has texts in besides English, the `products` row's. */
export const PRODUCT_TEXT_LANGUAGES: readonly string[] = Object.keys(creditWords).sort();

/** A product's names in every language it has one in (the brand name first). */
export function namesOf(product: { slug: string; name: string }): string[] {
  return [product.name, ...Object.values(localNames).flatMap((names) => names[product.slug] ?? [])];
}

/** One row per product and language, each field null where the English one stands. */
export function productTextsOf(
  products: readonly { id: string; slug: string; creditName: string; userIdLabel: string }[],
): ProductTextSeed[] {
  return products.flatMap((product) =>
    PRODUCT_TEXT_LANGUAGES.map((language) => ({
      productId: product.id,
      language,
      name: localNames[language]?.[product.slug] ?? null,
      description: descriptions[language]?.[product.slug] ?? null,
      creditName: creditWords[language]?.[product.creditName as keyof (typeof creditWords)[string]] ?? null,
      userIdLabel: playerIdLabels[language]?.[product.userIdLabel as PlayerIdLabel] ?? null,
    })).filter((row) => row.name !== null || row.description !== null || row.creditName !== null || row.userIdLabel !== null),
  );
}
