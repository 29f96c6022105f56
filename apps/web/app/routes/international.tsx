import { Link, redirect } from 'react-router';
import type { Route } from './+types/international';
import { Flag } from '../components/flag.tsx';
import { PlainHeader } from '../components/shop-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { STORE_NAME } from '../lib/brand.ts';
import { t } from '../lib/i18n.ts';
import { defaultInterface, toShopCountry } from '../lib/locale.server.ts';
import { loadMessages } from '../lib/messages.server.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { pageMeta } from '../lib/meta.ts';
import { productReach } from '../lib/availability.server.ts';
import { groupByRegion, regionKey } from '../lib/regions.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  // A site without the country selector keeps its shoppers in the countries it sends them to.
  if (!context.site.features.countrySelector) throw redirect('/', { status: 302, headers: { 'Cache-Control': 'no-store' } });
  const countries = (await context.services.catalog.listCountries(context.site.id)).map(toShopCountry);
  // Opened from a product page (?game=…): each country that sells the game links to its page
  // there, every other one to its home (ADR 0040). An unknown game is no game.
  const game = new URL(request.url).searchParams.get('game');
  const sellers =
    game && /^[a-z0-9-]{1,80}$/.test(game)
      ? new Set((await productReach(context)).get(game)?.countries.map((country) => country.code))
      : new Set<string>();
  // Listed under their English names (the picker's language), with the local name beside them.
  const listed = countries.map((country) => ({
    ...country,
    localName: country.name,
    name: country.enName,
    to: sellers.has(country.code) ? `/${country.code}/${game}` : `/${country.code}/`,
  }));
  return {
    groups: groupByRegion(listed, 'en').map(({ group, items }) => ({ group, countries: items })),
    messages: await loadMessages(defaultInterface.language, ['international']),
  };
}

export const headers: Route.HeadersFunction = () => cataloguePageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: t('international.title'),
    description: t('international.description', { store: STORE_NAME }),
    path: '/international',
  });

export default function International({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PlainHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('international.heading')}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t('international.intro')}</p>
        <div className="mt-8 space-y-10">
          {loaderData.groups.map(({ group, countries }) => {
            const headingId = `region-${group.toLowerCase().replace(/\W+/g, '-')}`;
            return (
              <section key={group} aria-labelledby={headingId}>
                <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                  {regionKey(group) ? t(regionKey(group)!) : group}
                </h2>
                <ul role="list" className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
                  {countries.map((country) => (
                    <li key={country.code}>
                      <Link
                        to={country.to}
                        className="flex h-full items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300 hover:bg-brand-50"
                      >
                        <Flag code={country.code} lazy className="h-6 w-8" />
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium text-slate-900">{country.enName}</span>
                          {country.localName !== country.enName && (
                            <span className="block truncate text-sm text-slate-600" lang={country.locale}>
                              {country.localName}
                            </span>
                          )}
                        </span>
                        <span className="flex-none rounded-md bg-slate-100 px-2 py-1 text-xs font-semibold text-slate-700">
                          <span className="sr-only">{t('international.currency')} </span>
                          {country.currency}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
