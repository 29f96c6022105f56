import { Link } from 'react-router';
import { STORE_NAME } from '../lib/brand.ts';
import { t } from '../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../lib/locale.ts';
import { BoltIcon, ShieldIcon } from './icons.tsx';
import { Logo } from './logo.tsx';

export function SiteFooter({ shop }: { shop?: ShopLocale }) {
  const home = shop ? shopPath(shop) : '/';
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div className="space-y-3">
          <Logo to={home} inverted />
          <p className="text-sm leading-relaxed">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <h2 className="text-sm font-semibold text-white">{t('footer.shop')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link to={home} className="hover:text-white hover:underline">{t('footer.home')}</Link></li>
            <li><Link to="/international" className="hover:text-white hover:underline">{t('footer.countries')}</Link></li>
          </ul>
        </nav>
        <ul className="space-y-3 text-sm">
          <li className="flex items-start gap-2"><BoltIcon className="mt-0.5 h-4 w-4 flex-none text-amber-300" />{t('footer.instant')}</li>
          <li className="flex items-start gap-2"><ShieldIcon className="mt-0.5 h-4 w-4 flex-none text-emerald-300" />{t('footer.secure')}</li>
        </ul>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-400">{t('footer.copyright', { store: STORE_NAME })}</p>
      </div>
    </footer>
  );
}
