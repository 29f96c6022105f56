import { lazy, Suspense } from 'react';
import { Link, useLocation, useMatches } from 'react-router';
import { t } from '../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../lib/locale.ts';
import { countryPickerPath } from '../lib/paths.ts';
import { useSite } from '../lib/site.ts';
import { ComplianceBanner } from './compliance-banner.tsx';
import { Flag } from './flag.tsx';
import { UserIcon } from './icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { SearchForm } from './search-form.tsx';
import { accountButtons, showComplianceBanner, showSearch } from './shell-rules.ts';
import { usePartnerSignedIn } from '../features/partner/store.ts';
import { isLoggedIn } from '@store/contracts/partner.ts';
import { accountScreenLink, saveReturnPath } from '../features/account/return-path.ts';
import type { WalletHeaderData } from '../features/wallet/index.ts';
import type { RewardsHeaderData } from '../features/rewards/index.ts';

// What only a signed-in shopper's header shows is fetched for them: the first load of a guest's
// page, the same for every guest, does without it (ADR 0054). A signed-in page rendered on the
// server keeps its markup while the chunk comes.
const UserMenu = lazy(() => import('../features/account/user-menu.tsx').then((m) => ({ default: m.UserMenu })));
const WalletHeaderChip = lazy(() => import('../features/wallet/header.tsx').then((m) => ({ default: m.WalletHeaderChip })));
// The partner player's items (shell §2), on a partner's storefront once a player signed in there.
const PartnerHeaderItems = lazy(() => import('../features/partner/header-items.tsx').then((m) => ({ default: m.PartnerHeaderItems })));
const RewardsHeaderChip = lazy(() => import('../features/rewards/header.tsx').then((m) => ({ default: m.RewardsHeaderChip })));

const headerClass = 'sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80';

/**
 * The header of every shop page (shell §2): menu, logo, search, country, sign-in and sign-up, as
 * the site's switches and the country's features allow; site 10001 has no header at all. The
 * compliance banner follows it when purchases are disabled in the country, header or not.
 */
export function ShopHeader({
  shop,
  query,
  signedIn = false,
  wallet = null,
  rewards = null,
}: {
  shop: ShopLocale;
  query?: string;
  signedIn?: boolean;
  /** Shell §2: the wallet summary, for a signed-in shopper where the wallet is offered. */
  wallet?: WalletHeaderData | null;
  /** Shell §2: the rewards summary, for a signed-in shopper where Coda Rewards are offered. */
  rewards?: RewardsHeaderData | null;
}) {
  const site = useSite();
  const { pathname } = useLocation();
  // On a product page the picker is asked to keep the game (ADR 0040).
  const game = useMatches().find((match) => match.id === 'routes/product')?.params.game;
  const { country } = shop;
  // The local name in the country's own language, the English one otherwise ("مصر", "Egypt").
  const countryName = shop.language === 'en' ? country.enName : country.name;
  const accountsOn = accountButtons(site, country.features, pathname, shop.segment);
  // A signed-in shopper gets the user menu instead of the sign-in and sign-up buttons; a partner
  // player counts as signed in too (shell §6) and has the player icon.
  const partnerSignedIn = usePartnerSignedIn();
  const buttons = isLoggedIn({ customer: signedIn, partner: partnerSignedIn }) ? { signIn: false, signUp: false } : accountsOn;
  const banner = showComplianceBanner(country.features) ? <ComplianceBanner country={countryName} /> : null;
  if (!site.features.header) return banner;

  const countrySelector = site.features.countrySelector ? (
    <Link
      to={countryPickerPath(game)}
      className="inline-flex h-10 flex-none items-center gap-2 rounded-full border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:border-slate-400 hover:bg-slate-50"
      aria-label={t('shell.changeCountryLabel', { country: countryName, currency: country.currency })}
    >
      <Flag code={country.code} className="h-[15px] w-5" />
      <span className="hidden max-w-40 truncate lg:inline">{countryName}</span>
      <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-600">{country.currency}</span>
    </Link>
  ) : null;

  return (
    <>
      <header className={headerClass}>
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-2.5 sm:gap-x-3">
          <NavDrawer shop={shop} extrasClassName="sm:hidden">
            {/* Small screens keep the header to one row: the language lives in the menu there. */}
            <LanguageSwitcher shop={shop} className="sm:hidden [&>ul]:w-fit" />
            {buttons.signUp ? (
              <Link
                to={accountScreenLink(shopPath(shop, 'sign-up'), pathname)}
                onClick={() => saveReturnPath(pathname)}
                className="flex h-11 items-center justify-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 sm:hidden"
              >
                {t('header.signUp')}
              </Link>
            ) : null}
          </NavDrawer>
          <Logo to={shopPath(shop)} />
          {showSearch(site, pathname) ? (
            <SearchForm
              key={query}
              shop={shop}
              defaultValue={query}
              className="order-last w-full md:order-none md:ms-3 md:w-auto md:max-w-md md:flex-1"
            />
          ) : null}
          <div className="ms-auto flex items-center gap-2">
            <LanguageSwitcher shop={shop} className="hidden sm:block" />
            {countrySelector}
            {partnerSignedIn ? (
              <Suspense fallback={null}>
                <PartnerHeaderItems />
              </Suspense>
            ) : null}
            {signedIn ? (
              <Suspense fallback={null}>
                {rewards ? <RewardsHeaderChip shop={shop} rewards={rewards} /> : null}
                {wallet ? <WalletHeaderChip shop={shop} wallet={wallet} /> : null}
                {accountsOn.signIn ? <UserMenu shop={shop} wallet={wallet !== null} rewards={rewards} /> : null}
              </Suspense>
            ) : null}
            {buttons.signIn ? (
              <Link
                to={accountScreenLink(shopPath(shop, 'sign-in'), pathname)}
                onClick={() => saveReturnPath(pathname)}
                className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                <UserIcon className="h-5 w-5 flex-none" />
                <span className="sr-only sm:not-sr-only">{t('header.signIn')}</span>
              </Link>
            ) : null}
            {buttons.signUp ? (
              <Link
                to={accountScreenLink(shopPath(shop, 'sign-up'), pathname)}
                onClick={() => saveReturnPath(pathname)}
                className="hidden h-10 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 sm:inline-flex"
              >
                {t('header.signUp')}
              </Link>
            ) : null}
          </div>
        </div>
      </header>
      {banner}
    </>
  );
}

/**
 * Header of the pages outside a shop (/international, the not-found page): no search there
 * (shell §2), and none at all where the site switches the header off.
 */
export function PlainHeader({ homeTo = '/' }: { homeTo?: string }) {
  const site = useSite();
  if (!site.features.header) return null;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-x-2 px-4 py-2.5 sm:gap-x-3">
        <NavDrawer />
        <Logo to={homeTo} />
      </div>
    </header>
  );
}
