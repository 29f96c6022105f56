import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { STORE_NAME } from '../lib/brand.ts';
import { t } from '../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../lib/locale.ts';
import { ABOUT_SEGMENT, PRIVACY_SEGMENT, REWARDS_SEGMENT, TERMS_SEGMENT, WALLET_LANDING_SEGMENT } from '../lib/paths.ts';
import { isWhiteLabel, useSite } from '../lib/site.ts';
import { BoltIcon, ShieldIcon } from './icons.tsx';
import { Logo } from './logo.tsx';
import { CookieSettingsButton, useConsentManager } from '../features/consent/index.ts';
import { showStoreProducts } from './shell-rules.ts';

/**
 * The social block (shell §3): share the shop on the networks shoppers in the store's countries
 * use most, through each network's public share link (no script, no tracking pixel).
 */
const SHARE_LINKS = [
  { name: 'WhatsApp', href: (url: string) => `https://wa.me/?text=${encodeURIComponent(url)}` },
  { name: 'Facebook', href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { name: 'X', href: (url: string) => `https://x.com/intent/post?url=${encodeURIComponent(url)}` },
  { name: 'Telegram', href: (url: string) => `https://t.me/share/url?url=${encodeURIComponent(url)}` },
] as const;

/**
 * The footer of every page. Each block follows its switch of the site (shell §3): the whole
 * footer, about, help, social, legal content, copyright and "powered by"; a white-label site shows
 * its own tagline and, with `poweredBy`, says whose store runs it.
 */
export function SiteFooter({ shop }: { shop?: ShopLocale }) {
  const site = useSite();
  const root = useRouteLoaderData('root') as { origin?: string } | undefined;
  const { features } = site;
  const consentManager = useConsentManager();
  if (!features.footer) return null;
  const home = shop ? shopPath(shop) : '/';
  const origin = root?.origin ?? '';
  const whiteLabel = isWhiteLabel(site);
  const tagline = whiteLabel ? site.tagline : t('footer.tagline');

  const columns: ReactNode[] = [];
  const links: Array<{ to: string; label: string }> = [{ to: home, label: t('footer.home') }];
  if (features.countrySelector) links.push({ to: '/international', label: t('footer.countries') });
  if (shop && showStoreProducts(site)) {
    links.push(
      { to: shopPath(shop, WALLET_LANDING_SEGMENT), label: t('header.nav.codacash') },
      { to: shopPath(shop, REWARDS_SEGMENT), label: t('header.nav.codaRewards') },
    );
  }
  columns.push(
    <nav key="shop" aria-label={t('footer.navLabel')}>
      <h2 className="text-sm font-semibold text-white">{t('footer.shop')}</h2>
      <ul role="list" className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
        {consentManager && (
          <li>
            <CookieSettingsButton className="text-start hover:text-white hover:underline" />
          </li>
        )}
      </ul>
    </nav>,
  );
  if (features.about && shop) {
    columns.push(
      <section key="about" aria-labelledby="footer-about">
        <h2 id="footer-about" className="text-sm font-semibold text-white">
          {t('footer.aboutTitle')}
        </h2>
        <p className="mt-3 text-sm leading-relaxed">{t('footer.aboutText', { store: site.name })}</p>
        <Link
          to={shopPath(shop, ABOUT_SEGMENT)}
          className="mt-2 inline-block text-sm font-semibold text-white underline-offset-2 hover:underline"
        >
          {t('footer.aboutLink', { store: site.name })}
        </Link>
      </section>,
    );
  }
  if (features.helpBlock) {
    columns.push(
      <section key="help" aria-labelledby="footer-help">
        <h2 id="footer-help" className="text-sm font-semibold text-white">
          {t('footer.helpTitle')}
        </h2>
        <ul role="list" className="mt-3 space-y-3 text-sm">
          <li className="flex items-start gap-2">
            <BoltIcon className="mt-0.5 h-4 w-4 flex-none text-amber-300" />
            {t('footer.instant')}
          </li>
          <li className="flex items-start gap-2">
            <ShieldIcon className="mt-0.5 h-4 w-4 flex-none text-emerald-300" />
            {t('footer.secure')}
          </li>
          <li>{t('footer.helpOrder')}</li>
        </ul>
      </section>,
    );
  }
  // The social block sits under the logo and tagline, so four columns hold everything.
  const social = features.socialBlock ? (
    <section aria-labelledby="footer-social" className="pt-2">
      <h2 id="footer-social" className="text-sm font-semibold text-white">
        {t('footer.socialTitle')}
      </h2>
      <ul role="list" className="mt-3 flex flex-wrap gap-2 text-sm">
        {SHARE_LINKS.map((link) => (
          <li key={link.name}>
            <a
              href={link.href(`${origin}${home}`)}
              rel="noopener noreferrer"
              aria-label={t('footer.shareOn', { network: link.name })}
              className="inline-flex rounded-full border border-slate-700 px-3 py-1.5 hover:border-slate-500 hover:text-white"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  ) : null;

  // The site's terms and privacy policy are linked on every site with a footer, whatever its
  // switches: the checkout asks shoppers to accept them (ADR 0039).
  const legalLinks = shop ? (
    <nav aria-label={t('footer.legalLinks')}>
      <ul role="list" className="flex flex-wrap gap-x-4 gap-y-1">
        <li>
          <Link to={shopPath(shop, TERMS_SEGMENT)} className="text-slate-300 hover:text-white hover:underline">
            {t('footer.terms')}
          </Link>
        </li>
        <li>
          <Link to={shopPath(shop, PRIVACY_SEGMENT)} className="text-slate-300 hover:text-white hover:underline">
            {t('footer.privacy')}
          </Link>
        </li>
      </ul>
    </nav>
  ) : null;
  const bottom = legalLinks || features.legalContent || features.copyright || (whiteLabel && features.poweredBy);
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo to={home} inverted />
          {tagline ? <p className="text-sm leading-relaxed">{tagline}</p> : null}
          {social}
        </div>
        {columns}
      </div>
      {bottom ? (
        <div className="border-t border-slate-800">
          <div className="mx-auto max-w-6xl space-y-2 px-4 py-4 text-xs text-slate-400">
            {legalLinks}
            {features.legalContent ? <p>{t('footer.legal', { store: site.name })}</p> : null}
            {features.copyright ? <p>{t('footer.copyright', { store: site.name })}</p> : null}
            {whiteLabel && features.poweredBy ? <p>{t('footer.poweredBy', { store: STORE_NAME })}</p> : null}
          </div>
        </div>
      ) : null}
    </footer>
  );
}
