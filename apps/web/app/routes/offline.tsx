import { Link } from 'react-router';
import type { Route } from './+types/offline';
import { OfflineIcon } from '../components/icons.tsx';
import { t } from '../lib/i18n.ts';
import { shopPath } from '../lib/locale.ts';
import { useShop } from '../lib/shop.ts';

/**
 * /{cc}/offline: what the shop's service worker shows, in the shop's language and shell, when a
 * page is asked for without a network and is not on the device (service-worker/worker.js keeps it
 * on install). The worker serves it without scripts at the address asked for, so "Try again" is a
 * plain form that reloads that address.
 */
export const meta: Route.MetaFunction = () => [{ title: t('offline.title') }, { name: 'robots', content: 'noindex' }];

export default function Offline() {
  const shop = useShop();
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-brand-50 text-brand-600">
        <OfflineIcon className="h-8 w-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-slate-900 sm:text-3xl">{t('offline.title')}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t('offline.message')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <form method="get">
          <button type="submit" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
            {t('offline.retry')}
          </button>
        </form>
        <Link
          to={shopPath(shop)}
          className="rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('offline.home')}
        </Link>
      </div>
    </main>
  );
}
