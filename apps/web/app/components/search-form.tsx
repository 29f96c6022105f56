import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ProductSuggestion } from '@store/contracts';
import { callApi } from '../lib/api.ts';
import { t } from '../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../lib/locale.ts';
import { Artwork } from './artwork.tsx';
import { SearchIcon } from './icons.tsx';

/** How long typing pauses before suggestions are asked for: one request per pause, not per key. */
const SUGGEST_DELAY_MS = 150;

/**
 * Search box: a plain GET form to /{cc}/search?q=… (works before hydration; the server answers
 * with a redirect to /{cc}/search/{q}), and once hydrated it goes straight to the results path.
 * While the shopper types it suggests games (docs/decisions/0041) as a WAI-ARIA combobox with a
 * listbox popup: the arrow keys move through the suggestions (focus stays in the box, the active
 * one is `aria-activedescendant`), Enter opens the active game or else searches, Escape closes
 * the list and a second Escape clears the box.
 */
export function SearchForm({ shop, defaultValue = '', className = '' }: { shop: ShopLocale; defaultValue?: string; className?: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const [value, setValue] = useState(defaultValue);
  const [suggestions, setSuggestions] = useState<ProductSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // What the shown suggestions answer, so a late answer to an older query is dropped.
  const asked = useRef('');

  useEffect(() => {
    const query = value.trim();
    asked.current = query;
    if (!query) {
      // The same empty list when there is nothing to take away: no render for an empty box.
      setSuggestions((shown) => (shown.length === 0 ? shown : []));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const params = new URLSearchParams({ q: query, lang: shop.language });
      const result = await callApi<ProductSuggestion[]>(`/api/catalog/${shop.country.code}/suggestions?${params}`, {
        signal: controller.signal,
      });
      if (asked.current !== query) return;
      // A failed suggestion is no failure of the search: the box keeps working as a plain form.
      setSuggestions(result.ok ? result.data : []);
      setActive(-1);
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, shop.language, shop.country.code]);

  const expanded = open && suggestions.length > 0;

  function go(suggestion: ProductSuggestion) {
    setOpen(false);
    void navigate(shopPath(shop, suggestion.slug));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setOpen(false);
    if (query) void navigate(shopPath(shop, `search/${encodeURIComponent(query)}`));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      // From the box, down goes to the first and up to the last; past either end, back to the box.
      setActive((current) => {
        const next = current + step;
        if (current === -1) return step === 1 ? 0 : suggestions.length - 1;
        return next < 0 || next >= suggestions.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      go(suggestions[active]!);
    } else if (event.key === 'Escape' && expanded) {
      // The first Escape only closes the list; the native search box clears itself on the next.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
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
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          required
          maxLength={100}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          // A click on a suggestion lands before the box loses focus (pointer down is prevented there).
          onBlur={() => setOpen(false)}
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
        <ul
          id={listId}
          role="listbox"
          aria-label={t('searchForm.suggestions')}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-2xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.slug}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => go(suggestion)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-start text-slate-900 ${index === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
            >
              <Artwork artwork={suggestion.artwork} className="h-8 w-8 flex-none rounded-lg" />
              <bdi className="min-w-0 truncate">{suggestion.name}</bdi>
            </li>
          ))}
        </ul>
      </div>
      <p className="sr-only" role="status">
        {expanded ? t('searchForm.suggestionsHint') : ''}
      </p>
    </form>
  );
}
