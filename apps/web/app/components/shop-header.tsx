import { Link } from 'react-router';
import { t } from '../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../lib/locale.ts';
import { GlobeIcon } from './icons.tsx';
import { Logo } from './logo.tsx';
import { SearchForm } from './search-form.tsx';

export function ShopHeader({ shop, query }: { shop: ShopLocale; query?: string }) {
  const { country } = shop;
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3">
        <Logo to={shopPath(shop)} />
        <SearchForm key={query} shop={shop} defaultValue={query} className="order-last w-full md:order-none md:ms-4 md:w-auto md:max-w-md md:flex-1" />
        <Link to="/international"
          className="ms-auto inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-slate-400 hover:bg-slate-50"
          aria-label={t('shell.changeCountryLabel', { country: country.enName, currency: country.currency })}>
          <GlobeIcon className="h-4 w-4" />
          <span>{country.enName}</span>
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-600">{country.currency}</span>
        </Link>
      </div>
    </header>
  );
}

/** Header of the pages outside a shop (/international, the not-found page): no search (shell §2). */
export function PlainHeader({ homeTo = '/' }: { homeTo?: string }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
        <Logo to={homeTo} />
      </div>
    </header>
  );
}
