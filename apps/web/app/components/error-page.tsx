import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../lib/locale.ts';
import { useSite } from '../lib/site.ts';
import { PlainHeader } from './shop-header.tsx';
import { SiteFooter } from './site-footer.tsx';

/**
 * The not-found screen of shell §2 ("Oops! Something went wrong"), also shown for unexpected
 * errors. Inside a shop it sits in the shop's header and footer (see the shop layout); elsewhere
 * it brings its own plain shell.
 */
export function ErrorPage({ kind, shop }: { kind: 'notFound' | 'error'; shop?: ShopLocale }) {
  const body = <ErrorContent kind={kind} shop={shop} />;
  if (shop) return body;
  return (
    <>
      <PlainHeader />
      {body}
      <SiteFooter />
    </>
  );
}

function ErrorContent({ kind, shop }: { kind: 'notFound' | 'error'; shop?: ShopLocale }) {
  const site = useSite();
  const title = t('notFound.title');
  // A page whose data could not load without a network (the service worker had no copy) says so.
  const [offline, setOffline] = useState(false);
  useEffect(() => setOffline(!navigator.onLine), []);
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-6xl font-black tracking-tight text-brand-600 sm:text-7xl" aria-hidden="true">
        {kind === 'notFound' ? '404' : '500'}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-slate-600">
        {kind === 'notFound' ? t('notFound.message') : offline ? t('network.offline') : t('notFound.errorMessage')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={shop ? shopPath(shop) : '/'} className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          {t('notFound.home')}
        </Link>
        {site.features.countrySelector && (
          <Link
            to="/international"
            className="rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('notFound.countries')}
          </Link>
        )}
      </div>
    </main>
  );
}
