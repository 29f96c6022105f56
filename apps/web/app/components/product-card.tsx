import { Link } from 'react-router';
import { t } from '../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../lib/locale.ts';
import type { PricedProduct } from '../lib/price.server.ts';
import { Artwork } from './artwork.tsx';

export function ProductGrid({ products, shop }: { products: readonly PricedProduct[]; shop: ShopLocale }) {
  return (
    <ul role="list" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5">
      {products.map((product) => (
        <li key={product.slug}>
          <ProductCard product={product} shop={shop} />
        </li>
      ))}
    </ul>
  );
}

function ProductCard({ product, shop }: { product: PricedProduct; shop: ShopLocale }) {
  return (
    <Link
      to={shopPath(shop, product.slug)}
      prefetch="intent"
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200"
    >
      <Artwork artwork={product.artwork} className="aspect-square w-full" />
      <div className="flex flex-1 flex-col p-3">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900 group-hover:text-brand-700 sm:text-base">
          {/* Names are in Latin script: isolated, so "Mobile Legends: Bang Bang" keeps its colon in Arabic. */}
          <bdi>{product.name}</bdi>
        </h3>
        <p className="mt-0.5 truncate text-xs text-slate-600 sm:text-sm">
          <bdi>{product.publisher}</bdi>
        </p>
        <p className="mt-auto pt-2 text-sm text-slate-700">{t('product.fromPrice', { price: product.fromPrice })}</p>
      </div>
    </Link>
  );
}
