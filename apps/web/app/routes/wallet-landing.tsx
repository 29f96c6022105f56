import { Link } from 'react-router';
import type { Route } from './+types/wallet-landing';
import { Faq, SeoBlock } from '../features/pages/faq.tsx';
import { STORE_NAME } from '../lib/brand.ts';
import { t } from '../lib/i18n.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { requireShop } from '../lib/locale.server.ts';
import { shopPath } from '../lib/locale.ts';
import { loadMessages } from '../lib/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { REWARDS_SEGMENT, WALLET_LANDING_SEGMENT } from '../lib/paths.ts';
import { countryNamer } from '../lib/regions.ts';
import { shopFrom, useShop } from '../lib/shop.ts';

const BENEFITS = ['fast', 'local', 'quick', 'gift'] as const;
const STEPS = ['account', 'activate', 'topup'] as const;
const FAQ = ['whatIs', 'activate', 'topup', 'limits', 'country', 'refund', 'rewards'] as const;

/** Commerce §2: the Codacash wallet landing page, /{cc}/codacash (open to everyone). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  return {
    countryName: countryNamer(shop.locale)(shop.country.code, shop.country.enName),
    messages: await loadMessages(shop.language, ['pages']),
  };
}

export const headers: Route.HeadersFunction = () => cataloguePageHeaders;

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const shop = shopFrom(matches);
  if (!shop || !data) return [];
  return pageMeta({
    matches,
    title: t('walletLanding.title'),
    description: t('walletLanding.description', { store: STORE_NAME, country: data.countryName }),
    path: shopPath(shop, WALLET_LANDING_SEGMENT),
  });
};

export default function WalletLanding({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const { country } = shop;
  const { countryName } = loaderData;
  return (
    <main id="main" className="flex-1">
      <section className="bg-gradient-to-br rtl:bg-gradient-to-bl from-emerald-700 via-teal-700 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-4xl">{t('walletLanding.heading')}</h1>
          <p className="mt-4 max-w-2xl text-base text-emerald-50 sm:text-lg">{t('walletLanding.intro', { store: STORE_NAME })}</p>
          <p className="mt-6 inline-block rounded-xl bg-white/15 px-4 py-3 text-sm font-medium">
            {country.features.wallet
              ? t('walletLanding.available', { country: countryName, currency: country.currency })
              : t('walletLanding.unavailable', { country: countryName })}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={shopPath(shop)} className="rounded-full bg-white px-6 py-3 font-semibold text-teal-800 hover:bg-emerald-50">
              {t('walletLanding.shopAction')}
            </Link>
            <Link to={shopPath(shop, REWARDS_SEGMENT)} className="rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/70 hover:bg-white/10">
              {t('walletLanding.rewardsAction')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="wallet-benefits" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="wallet-benefits" className="text-2xl font-bold tracking-tight text-slate-900">{t('walletLanding.benefitsHeading')}</h2>
        <ul role="list" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-900">{t(`walletLanding.benefits.${benefit}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{t(`walletLanding.benefits.${benefit}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="wallet-steps" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="wallet-steps" className="text-2xl font-bold tracking-tight text-slate-900">{t('walletLanding.stepsHeading')}</h2>
          <ol className="mt-6 grid gap-6 sm:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span className="inline-flex h-9 w-9 flex-none items-center justify-center rounded-full bg-teal-100 font-bold text-teal-800" aria-hidden="true">
                  {index + 1}
                </span>
                <p className="pt-1.5 leading-relaxed text-slate-700">{t(`walletLanding.steps.${step}`, { store: STORE_NAME })}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <Faq id="wallet-faq" heading={t('walletLanding.faqHeading')}
        items={FAQ.map((item) => ({
          question: t(`walletLanding.faq.${item}.question`),
          answer: t(`walletLanding.faq.${item}.answer`, { store: STORE_NAME }),
        }))} />

      <SeoBlock id="wallet-seo" heading={t('walletLanding.seoHeading', { country: countryName })}
        paragraphs={[
          t('walletLanding.seo.one', { store: STORE_NAME, currency: country.currency }),
          t('walletLanding.seo.two', { store: STORE_NAME }),
        ]} />
    </main>
  );
}
