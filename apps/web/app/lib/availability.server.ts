import type { ProductSummary } from '@store/contracts';
import type { AppLoadContext } from 'react-router';
import { countryIndex } from './locale.server.ts';

export type ProductReach = {
  product: ProductSummary;
  /** The countries that sell it, in the catalogue's order, with the lowest price there. */
  countries: Array<{ code: string; fromPriceMinor: string }>;
};

/**
 * Which countries sell which product, from each country's product list (cached by the catalogue):
 * the global product page, hreflang alternates of product pages and the sitemap read it.
 */
export async function productReach(context: AppLoadContext): Promise<Map<string, ProductReach>> {
  const countries = [...(await countryIndex(context)).keys()];
  const lists = await Promise.all(countries.map((code) => context.services.catalog.listProducts(context.site.id, code)));
  const reach = new Map<string, ProductReach>();
  lists.forEach((products, index) => {
    const code = countries[index]!;
    for (const product of products) {
      const entry = reach.get(product.slug) ?? { product, countries: [] };
      entry.countries.push({ code, fromPriceMinor: product.fromPriceMinor });
      reach.set(product.slug, entry);
    }
  });
  return reach;
}
