import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../lib/locale.ts';
import { SearchIcon } from './icons.tsx';

/**
 * Search box: a plain GET form to /{cc}/search?q=… (works before hydration; the server answers
 * with a redirect to /{cc}/search/{q}), and once hydrated it goes straight to the results path.
 */
export function SearchForm({ shop, defaultValue = '', className = '' }: { shop: ShopLocale; defaultValue?: string; className?: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (query) void navigate(shopPath(shop, `search/${encodeURIComponent(query)}`));
  }
  return (
    <form role="search" method="get" action={shopPath(shop, 'search')} onSubmit={onSubmit} className={className}>
      <label htmlFor={inputId} className="sr-only">
        {t('searchForm.label')}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
        <input
          id={inputId}
          name="q"
          type="search"
          required
          maxLength={100}
          defaultValue={defaultValue}
          placeholder={t('searchForm.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-full rounded-full border border-slate-300 bg-white ps-10 pe-24 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-500"
        />
        <button
          type="submit"
          className="absolute end-1 top-1 h-9 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('searchForm.submit')}
        </button>
      </div>
    </form>
  );
}
