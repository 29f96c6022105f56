import type { Route } from './+types/wallet-landing';
import { LandingPage, type LandingTheme } from '../features/pages/landing.tsx';
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

const theme: LandingTheme = {
  hero: 'from-emerald-700 via-teal-700 to-brand-700',
  intro: 'text-emerald-50',
  primaryAction: 'text-teal-800 hover:bg-emerald-50',
  stepNumber: 'bg-teal-100 text-teal-800',
};

export default function WalletLanding({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const { country } = shop;
  const { countryName } = loaderData;
  return (
    <LandingPage
      theme={theme}
      heading={t('walletLanding.heading')}
      intro={t('walletLanding.intro', { store: STORE_NAME })}
      notice={
        country.features.wallet
          ? t('walletLanding.available', { country: countryName, currency: country.currency })
          : t('walletLanding.unavailable', { country: countryName })
      }
      actions={[
        { to: shopPath(shop), label: t('walletLanding.shopAction') },
        { to: shopPath(shop, REWARDS_SEGMENT), label: t('walletLanding.rewardsAction') },
      ]}
      cards={{
        id: 'wallet-benefits',
        heading: t('walletLanding.benefitsHeading'),
        items: BENEFITS.map((benefit) => ({
          title: t(`walletLanding.benefits.${benefit}.title`),
          text: t(`walletLanding.benefits.${benefit}.text`),
        })),
      }}
      steps={{
        id: 'wallet-steps',
        heading: t('walletLanding.stepsHeading'),
        items: STEPS.map((step) => t(`walletLanding.steps.${step}`, { store: STORE_NAME })),
      }}
      faq={{
        id: 'wallet-faq',
        heading: t('walletLanding.faqHeading'),
        items: FAQ.map((item) => ({
          question: t(`walletLanding.faq.${item}.question`),
          answer: t(`walletLanding.faq.${item}.answer`, { store: STORE_NAME }),
        })),
      }}
      seo={{
        id: 'wallet-seo',
        heading: t('walletLanding.seoHeading', { country: countryName }),
        paragraphs: [
          t('walletLanding.seo.one', { store: STORE_NAME, currency: country.currency }),
          t('walletLanding.seo.two', { store: STORE_NAME }),
        ],
      }}
    />
  );
}
