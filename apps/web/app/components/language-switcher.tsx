import { Link, useLocation } from 'react-router';
import { t } from '../lib/i18n.ts';
import { inSegment, type ShopLocale } from '../lib/locale.ts';

/**
 * The shop's languages (shell §2, §3 language options), each a link to the same page and query in
 * that language: /eg/about ↔ /en-eg/about. Following one switches the interface and remembers the
 * choice (lib/locale.server.ts). Hidden where the country offers a single language.
 */
export function LanguageSwitcher({ shop, className = '' }: { shop: ShopLocale; className?: string }) {
  const { pathname, search } = useLocation();
  const languages = shop.country.languages;
  if (languages.length < 2) return null;
  return (
    <nav aria-label={t('languageSwitcher.label')} className={className}>
      <ul role="list" className="flex items-center gap-0.5 rounded-full border border-slate-300 p-0.5 text-sm">
        {languages.map((language) => {
          const current = language.segment === shop.segment;
          return (
            <li key={language.segment}>
              <Link
                to={`${inSegment(pathname, language.segment)}${search}`}
                lang={language.locale}
                hrefLang={language.locale}
                aria-current={current ? 'page' : undefined}
                aria-label={language.name}
                className="block rounded-full px-2.5 py-1 font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
              >
                {/* Small screens show the language code (the label still names it in full). */}
                <span className="uppercase sm:hidden">{language.code}</span>
                <span className="hidden sm:inline">{language.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
