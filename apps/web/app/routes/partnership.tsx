import type { Route } from './+types/partnership';
import { PlainHeader } from '../components/shop-header.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { productReach } from '../lib/availability.server.ts';
import { PARTNERSHIP_EMAIL, STORE_NAME } from '../lib/brand.ts';
import { t } from '../lib/i18n.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { countryIndex, defaultInterface, shopLanguages } from '../lib/locale.server.ts';
import { loadMessages } from '../lib/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { PARTNERSHIP_PATH } from '../lib/paths.ts';

const PUBLISHER_POINTS = ['whitelabel', 'signin', 'launch'] as const;
const PROCESS = ['talk', 'plan', 'build', 'grow'] as const;

/** Shell §2: /marketing-and-partnership, for publishers, payment providers and creators. */
export async function loader({ context }: Route.LoaderArgs) {
  const countries = [...(await countryIndex(context)).values()];
  const languages = new Set(countries.flatMap((record) => shopLanguages(record).map((language) => language.code)));
  return {
    numbers: { countries: countries.length, games: (await productReach(context)).size, languages: languages.size },
    messages: await loadMessages(defaultInterface.language, ['pages']),
  };
}

export const headers: Route.HeadersFunction = () => cataloguePageHeaders;

export const meta: Route.MetaFunction = ({ matches, data }) => {
  if (!data) return [];
  return pageMeta({
    matches,
    title: t('partnership.title'),
    description: t('partnership.description', { store: STORE_NAME, count: data.numbers.countries }),
    path: PARTNERSHIP_PATH,
  });
};

export default function Partnership({ loaderData }: Route.ComponentProps) {
  const { numbers } = loaderData;
  return (
    <>
      <PlainHeader />
      <main id="main" className="flex-1">
        <section className="bg-slate-900 text-white">
          <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
            <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-4xl">
              {t('partnership.heading', { store: STORE_NAME })}
            </h1>
            <p className="mt-4 max-w-2xl text-base text-slate-200 sm:text-lg">{t('partnership.intro', { count: numbers.countries })}</p>
            <a
              href={`mailto:${PARTNERSHIP_EMAIL}`}
              className="mt-6 inline-block rounded-full bg-white px-6 py-3 font-semibold text-slate-900 hover:bg-brand-50"
            >
              {t('partnership.contactAction')}
            </a>
          </div>
        </section>

        <section aria-labelledby="partnership-numbers" className="border-b border-slate-200 bg-white">
          <div className="mx-auto max-w-6xl px-4 py-8">
            <h2 id="partnership-numbers" className="sr-only">
              {t('partnership.numbersHeading')}
            </h2>
            <dl className="grid grid-cols-3 gap-4 text-center">
              {(['countries', 'games', 'languages'] as const).map((name) => (
                <div key={name} className="flex flex-col-reverse">
                  <dt className="text-sm text-slate-600">{t(`partnership.numbers.${name}`)}</dt>
                  <dd className="text-3xl font-extrabold text-brand-700 sm:text-4xl">{numbers[name]}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <section aria-labelledby="partnership-audiences" className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="partnership-audiences" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('partnership.audiencesHeading')}
          </h2>
          <div className="mt-6 grid gap-4 lg:grid-cols-3">
            <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-slate-900">{t('partnership.audiences.publishers.title')}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{t('partnership.audiences.publishers.text')}</p>
              <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-slate-700">
                {PUBLISHER_POINTS.map((point) => (
                  <li key={point}>{t(`partnership.audiences.publishers.points.${point}`)}</li>
                ))}
              </ul>
            </article>
            <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-slate-900">{t('partnership.audiences.payments.title')}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{t('partnership.audiences.payments.text')}</p>
            </article>
            <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-slate-900">{t('partnership.audiences.marketing.title')}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{t('partnership.audiences.marketing.text')}</p>
            </article>
          </div>
        </section>

        <section aria-labelledby="partnership-process" className="bg-white">
          <div className="mx-auto max-w-6xl px-4 py-10">
            <h2 id="partnership-process" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('partnership.processHeading')}
            </h2>
            <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {PROCESS.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span
                    className="inline-flex h-9 w-9 flex-none items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <p className="pt-1.5 leading-relaxed text-slate-700">{t(`partnership.process.${step}`)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="partnership-contact" className="mx-auto max-w-3xl px-4 py-12 text-center">
          <h2 id="partnership-contact" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('partnership.contactHeading')}
          </h2>
          <p className="mt-3 text-slate-700">{t('partnership.contactText')}</p>
          <p className="mt-4">
            <a
              href={`mailto:${PARTNERSHIP_EMAIL}`}
              className="text-lg font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {PARTNERSHIP_EMAIL}
            </a>
          </p>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
