import { Link } from 'react-router';
import { AlertIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../lib/locale.ts';

/** An order id that names no order (or none at all): a friendly dead end with a way back. */
export function OrderNotFound({ shop }: { shop: ShopLocale }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center px-4 py-16 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-slate-100 text-slate-600">
        <AlertIcon className="h-7 w-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('order.notFound.heading')}</h1>
      <p className="mt-2 text-slate-600">{t('order.notFound.message')}</p>
      <Link to={shopPath(shop)} className="mt-6 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        {t('order.backHome')}
      </Link>
    </main>
  );
}
