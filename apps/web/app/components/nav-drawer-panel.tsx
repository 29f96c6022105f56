import { useEffect, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { t } from '../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../lib/locale.ts';
import { ABOUT_SEGMENT, REWARDS_SEGMENT, WALLET_LANDING_SEGMENT } from '../lib/paths.ts';
import { useSite } from '../lib/site.ts';
import { CloseButton } from './close-button.tsx';
import { ChevronEndIcon, GiftIcon, GlobeIcon, HomeIcon, InfoIcon, WalletIcon } from './icons.tsx';
import { Logo } from './logo.tsx';
import { showStoreProducts } from './shell-rules.ts';

/**
 * What the navigation drawer (nav-drawer.tsx) holds: logo, close button, the links and the
 * extras. Loaded when the shopper first opens the menu (or points at it); `onMounted` tells the
 * drawer it can open.
 */
export default function NavDrawerPanel({
  shop,
  children,
  extrasClassName,
  onClose,
  onMounted,
}: {
  shop?: ShopLocale;
  children?: ReactNode;
  extrasClassName: string;
  onClose(): void;
  onMounted(): void;
}) {
  const site = useSite();
  useEffect(() => onMounted(), [onMounted]);

  const links: Array<{ to: string; label: string; icon: ReactNode; end?: boolean }> = [];
  if (shop) links.push({ to: shopPath(shop), label: t('header.nav.home'), icon: <HomeIcon className="h-5 w-5" />, end: true });
  if (site.features.countrySelector)
    links.push({ to: '/international', label: t('header.nav.countries'), icon: <GlobeIcon className="h-5 w-5" /> });
  if (shop) {
    links.push({ to: shopPath(shop, ABOUT_SEGMENT), label: t('header.nav.about'), icon: <InfoIcon className="h-5 w-5" /> });
    if (showStoreProducts(site)) {
      links.push(
        { to: shopPath(shop, WALLET_LANDING_SEGMENT), label: t('header.nav.codacash'), icon: <WalletIcon className="h-5 w-5" /> },
        { to: shopPath(shop, REWARDS_SEGMENT), label: t('header.nav.codaRewards'), icon: <GiftIcon className="h-5 w-5" /> },
      );
    }
  }

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <Logo to={shop ? shopPath(shop) : '/'} />
        <CloseButton label={t('header.closeMenu')} onClick={() => onClose()} className="-me-2" />
      </div>
      <nav aria-label={t('header.navLabel')} className="px-2 py-3">
        <ul role="list" className="space-y-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                onClick={() => onClose()}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-xl px-3 py-3 font-medium ${
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'
                  }`
                }
              >
                <span className="text-slate-500">{link.icon}</span>
                <span className="flex-1">{link.label}</span>
                <ChevronEndIcon className="h-4 w-4 text-slate-400 rtl:-scale-x-100" />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children ? <div className={`space-y-3 border-t border-slate-200 px-4 py-4 empty:hidden ${extrasClassName}`}>{children}</div> : null}
    </>
  );
}
