import { Link } from 'react-router';
import type { Route } from './+types/about';
import { SeoBlock } from '../features/pages/faq.tsx';
import { STORE_NAME } from '../lib/brand.ts';
import { t } from '../lib/i18n.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { countryIndex, requireShop, shopLanguages } from '../lib/locale.server.ts';
import { shopPath } from '../lib/locale.ts';
import { loadMessages } from '../lib/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { ABOUT_SEGMENT } from '../lib/paths.ts';
import { countryNamer, groupByRegion, regionKey } from '../lib/regions.ts';
import { shopFrom } from '../lib/shop.ts';

const STEPS = ['pick', 'player', 'pay', 'play'] as const;
const VALUES = ['official', 'local', 'secure'] as const;
const SEO_PARAGRAPHS = ['reach', 'trust', 'nothing'] as const;

/**
 * Shell §1: the about page, /{cc}/about, in the shop's language: what the store is, and every
 * country it serves grouped by region (none "coming soon": a country is listed once it sells).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  const countries = [...(await countryIndex(context)).values()];
  const nameOf = countryNamer(shop.locale);
  const entries = countries.map((record) => {
    // Keep the shopper's language where the country offers it.
    const languages = shopLanguages(record);
    const language = languages.find((option) => option.code === shop.language) ?? languages[0]!;
    return { code: record.code, group: record.group, name: nameOf(record.code, record.enName), segment: language.segment };
  });
  return {
    count: countries.length,
    groups: groupByRegion(entries, shop.locale),
    messages: await loadMessages(shop.language, ['pages', 'international']),
  };
}

export const headers: Route.HeadersFunction = () => cataloguePageHeaders;

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const shop = shopFrom(matches);
  if (!shop || !data) return [];
  return pageMeta({
    matches,
    title: t('about.title', { store: STORE_NAME }),
    description: t('about.description', { store: STORE_NAME, count: data.count }),
    path: shopPath(shop, ABOUT_SEGMENT),
  });
};

export default function About({ loaderData }: Route.ComponentProps) {
  const { count, groups } = loaderData;
  return (
    <main id="main" className="flex-1">
      <section className="bg-gradient-to-br rtl:bg-gradient-to-bl from-brand-700 via-brand-600 to-fuchsia-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-4xl">{t('about.heading', { store: STORE_NAME })}</h1>
          <p className="mt-4 max-w-2xl text-base text-brand-50 sm:text-lg">{t('about.intro', { store: STORE_NAME })}</p>
        </div>
      </section>

      <section aria-labelledby="about-how" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="about-how" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('about.howHeading')}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <span
                className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{t(`about.steps.${step}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{t(`about.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-values" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="about-values" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('about.valuesHeading')}
          </h2>
          <ul role="list" className="mt-6 grid gap-6 sm:grid-cols-3">
            {VALUES.map((value) => (
              <li key={value} className="border-s-4 border-brand-500 ps-4">
                <h3 className="font-semibold text-slate-900">{t(`about.values.${value}.title`)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-700">{t(`about.values.${value}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-regions" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="about-regions" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('about.regionsHeading')}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">{t('about.regionsIntro', { store: STORE_NAME, count })}</p>
        <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map(({ group, items }) => {
            const key = regionKey(group);
            const headingId = `about-region-${group.toLowerCase().replace(/\W+/g, '-')}`;
            return (
              <section key={group} aria-labelledby={headingId}>
                <h3
                  id={headingId}
                  className="flex items-baseline justify-between gap-3 border-b border-slate-200 pb-2 font-semibold text-slate-900"
                >
                  <span>{key ? t(key) : group}</span>
                  <span className="text-sm font-normal text-slate-600">{t('about.countryCount', { count: items.length })}</span>
                </h3>
                <ul role="list" className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
                  {items.map((country) => (
                    <li key={country.code}>
                      <Link to={`/${country.segment}/`} className="text-brand-700 hover:underline">
                        {country.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </section>

      <SeoBlock
        id="about-seo"
        heading={t('about.seoHeading')}
        paragraphs={SEO_PARAGRAPHS.map((paragraph) => t(`about.seo.${paragraph}`, { store: STORE_NAME }))}
      />
    </main>
  );
}
