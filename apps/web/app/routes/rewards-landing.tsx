import { Link } from 'react-router';
import type { Route } from './+types/rewards-landing';
import { Faq, SeoBlock } from '../features/pages/faq.tsx';
import { STORE_NAME } from '../lib/brand.ts';
import { t } from '../lib/i18n.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { requireShop } from '../lib/locale.server.ts';
import { shopPath } from '../lib/locale.ts';
import { loadMessages } from '../lib/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { REWARDS_SEGMENT, REWARDS_SEO_COUNTRIES, WALLET_LANDING_SEGMENT } from '../lib/paths.ts';
import { countryNamer } from '../lib/regions.ts';
import { shopFrom, useShop } from '../lib/shop.ts';

const EARN = ['buy', 'guest', 'credited'] as const;
const USE = ['signin', 'toggle', 'order'] as const;
const FAQ = ['whatIs', 'howMuch', 'expiry', 'guest', 'exclusions', 'cash'] as const;

/**
 * Commerce §2: the Coda Rewards landing page, /{cc}/coda-rewards (the segment is REWARDS_SEGMENT),
 * open to everyone; written for search engines in the rewards SEO countries only.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  return {
    countryName: countryNamer(shop.locale)(shop.country.code, shop.country.enName),
    seo: REWARDS_SEO_COUNTRIES.includes(shop.country.code),
    messages: await loadMessages(shop.language, ['pages']),
  };
}

export const headers: Route.HeadersFunction = () => cataloguePageHeaders;

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const shop = shopFrom(matches);
  if (!shop || !data) return [];
  return pageMeta({
    matches,
    title: t('rewardsLanding.title'),
    description: t('rewardsLanding.description', { store: STORE_NAME, country: data.countryName }),
    path: shopPath(shop, REWARDS_SEGMENT),
    noindex: !data.seo,
    alternates: { countries: REWARDS_SEO_COUNTRIES },
  });
};

export default function RewardsLanding({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const { countryName, seo } = loaderData;
  return (
    <main id="main" className="flex-1">
      <section className="bg-gradient-to-br rtl:bg-gradient-to-bl from-amber-600 via-orange-600 to-rose-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-4xl">{t('rewardsLanding.heading')}</h1>
          <p className="mt-4 max-w-2xl text-base text-amber-50 sm:text-lg">{t('rewardsLanding.intro', { store: STORE_NAME })}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={shopPath(shop)} className="rounded-full bg-white px-6 py-3 font-semibold text-orange-800 hover:bg-amber-50">
              {t('rewardsLanding.shopAction')}
            </Link>
            <Link to={shopPath(shop, WALLET_LANDING_SEGMENT)} className="rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/70 hover:bg-white/10">
              {t('rewardsLanding.walletAction')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="rewards-earn" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="rewards-earn" className="text-2xl font-bold tracking-tight text-slate-900">{t('rewardsLanding.earnHeading')}</h2>
        <ul role="list" className="mt-6 grid gap-4 sm:grid-cols-3">
          {EARN.map((item) => (
            <li key={item} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-900">{t(`rewardsLanding.earn.${item}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{t(`rewardsLanding.earn.${item}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="rewards-use" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="rewards-use" className="text-2xl font-bold tracking-tight text-slate-900">{t('rewardsLanding.useHeading')}</h2>
          <ol className="mt-6 grid gap-6 sm:grid-cols-3">
            {USE.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span className="inline-flex h-9 w-9 flex-none items-center justify-center rounded-full bg-amber-100 font-bold text-amber-900" aria-hidden="true">
                  {index + 1}
                </span>
                <p className="pt-1.5 leading-relaxed text-slate-700">{t(`rewardsLanding.use.${step}`, { store: STORE_NAME })}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">{t('rewardsLanding.expiryNote')}</p>
        </div>
      </section>

      <Faq id="rewards-faq" heading={t('rewardsLanding.faqHeading')}
        items={FAQ.map((item) => ({
          question: t(`rewardsLanding.faq.${item}.question`),
          answer: t(`rewardsLanding.faq.${item}.answer`, { store: STORE_NAME }),
        }))} />

      {seo && (
        <SeoBlock id="rewards-seo" heading={t('rewardsLanding.seoHeading', { country: countryName })}
          paragraphs={[
            t('rewardsLanding.seo.one', { country: countryName }),
            t('rewardsLanding.seo.two', { currency: shop.country.currency }),
          ]} />
      )}
    </main>
  );
}
