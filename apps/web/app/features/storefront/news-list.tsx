import { Link } from 'react-router';
import { ChevronEndIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import type { NewsView } from './views.ts';

/** The country's news on the home page (shell §3 `news`), newest first; an item about a game links to it. */
export function NewsList({ news }: { news: readonly NewsView[] }) {
  if (news.length === 0) return null;
  return (
    <section aria-labelledby="news-heading" className="mx-auto max-w-6xl px-4 pb-10" data-testid="news">
      <h2 id="news-heading" className="mb-4 text-xl font-bold text-slate-900">
        {t('newsFeed.heading')}
      </h2>
      <ul role="list" className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
        {news.map((item) => {
          const body = (
            <>
              <time dateTime={item.publishedAt} className="block text-xs font-medium text-slate-600">
                {item.publishedOn}
              </time>
              <span className="mt-0.5 block font-semibold text-slate-900">{item.title}</span>
            </>
          );
          return (
            <li key={item.id}>
              {item.productPath ? (
                <Link to={item.productPath} prefetch="intent" className="group flex items-center gap-3 px-4 py-3 hover:bg-slate-50">
                  <span className="min-w-0 flex-1">{body}</span>
                  <ChevronEndIcon className="h-5 w-5 flex-none text-slate-500 group-hover:text-brand-700 rtl:-scale-x-100" />
                </Link>
              ) : (
                <div className="px-4 py-3">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
