import type { Route } from './+types/rewards-landing';
import { LandingPage, type LandingTheme } from '../features/pages/landing.tsx';
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

const theme: LandingTheme = {
  hero: 'from-amber-600 via-orange-600 to-rose-700',
  intro: 'text-amber-50',
  primaryAction: 'text-orange-800 hover:bg-amber-50',
  stepNumber: 'bg-amber-100 text-amber-900',
};

export default function RewardsLanding({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const { countryName, seo } = loaderData;
  return (
    <LandingPage
      theme={theme}
      heading={t('rewardsLanding.heading')}
      intro={t('rewardsLanding.intro', { store: STORE_NAME })}
      actions={[
        { to: shopPath(shop), label: t('rewardsLanding.shopAction') },
        { to: shopPath(shop, WALLET_LANDING_SEGMENT), label: t('rewardsLanding.walletAction') },
      ]}
      cards={{
        id: 'rewards-earn',
        heading: t('rewardsLanding.earnHeading'),
        items: EARN.map((item) => ({ title: t(`rewardsLanding.earn.${item}.title`), text: t(`rewardsLanding.earn.${item}.text`) })),
      }}
      steps={{
        id: 'rewards-use',
        heading: t('rewardsLanding.useHeading'),
        items: USE.map((step) => t(`rewardsLanding.use.${step}`, { store: STORE_NAME })),
      }}
      stepsNote={
        <p className="mt-8 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
          {t('rewardsLanding.expiryNote')}
        </p>
      }
      faq={{
        id: 'rewards-faq',
        heading: t('rewardsLanding.faqHeading'),
        items: FAQ.map((item) => ({
          question: t(`rewardsLanding.faq.${item}.question`),
          answer: t(`rewardsLanding.faq.${item}.answer`, { store: STORE_NAME }),
        })),
      }}
      seo={
        seo
          ? {
              id: 'rewards-seo',
              heading: t('rewardsLanding.seoHeading', { country: countryName }),
              paragraphs: [
                t('rewardsLanding.seo.one', { country: countryName }),
                t('rewardsLanding.seo.two', { currency: shop.country.currency }),
              ],
            }
          : undefined
      }
    />
  );
}
