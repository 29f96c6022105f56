import { Link } from 'react-router';
import type { Route } from './+types/international';
import { PlainHeader } from '../components/shop-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { STORE_NAME } from '../lib/brand.ts';
import { t, type WebKey } from '../lib/i18n.ts';
import { toShopCountry } from '../lib/locale.server.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { pageMeta } from '../lib/meta.ts';

/** Shell §1: the region groups, in the order a shopper scans them, with their translation keys. */
const GROUPS: ReadonlyArray<readonly [group: string, key: WebKey]> = [
  ['Southeast Asia', 'international.regions.southeastAsia'],
  ['South Asia', 'international.regions.southAsia'],
  ['East Asia', 'international.regions.eastAsia'],
  ['Oceania', 'international.regions.oceania'],
  ['Middle East', 'international.regions.middleEast'],
  ['Africa', 'international.regions.africa'],
  ['Europe', 'international.regions.europe'],
  ['Central Asia', 'international.regions.centralAsia'],
  ['Americas', 'international.regions.americas'],
];
const GROUP_ORDER = GROUPS.map(([group]) => group);
const groupKey = new Map(GROUPS);

export async function loader({ context }: Route.LoaderArgs) {
  const countries = (await context.services.catalog.listCountries()).map(toShopCountry);
  const groups = new Map<string, typeof countries>();
  for (const country of countries) groups.set(country.group, [...(groups.get(country.group) ?? []), country]);
  const rank = (group: string) => (GROUP_ORDER.indexOf(group) + GROUP_ORDER.length + 1) % (GROUP_ORDER.length + 1);
  return {
    groups: [...groups.entries()]
      .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
      .map(([group, list]) => ({ group, countries: list.sort((a, b) => a.enName.localeCompare(b.enName, 'en')) })),
  };
}

export const headers: Route.HeadersFunction = () => cataloguePageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({
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
                  {groupKey.has(group) ? t(groupKey.get(group)!) : group}
                </h2>
                <ul role="list" className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
                  {countries.map((country) => (
                    <li key={country.code}>
                      <Link to={`/${country.code}/`}
                        className="flex h-full items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300 hover:bg-brand-50">
                        <span className="min-w-0">
                          <span className="block truncate font-medium text-slate-900">{country.enName}</span>
                          {country.name !== country.enName && (
                            <span className="block truncate text-sm text-slate-600" lang={country.locale}>{country.name}</span>
                          )}
                        </span>
                        <span className="flex-none rounded-md bg-slate-100 px-2 py-1 text-xs font-semibold text-slate-700">
                          <span className="sr-only">{t('international.currency')} </span>{country.currency}
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
