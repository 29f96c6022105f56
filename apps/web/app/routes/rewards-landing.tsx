import type { Route } from './+types/rewards-landing';
import { REWARDS, type RewardsSettings } from '@store/contracts/rewards.ts';
import { LandingPage, type LandingTheme } from '../features/pages/landing.tsx';
import { ExplainerButton } from '../features/rewards/explainer-button.tsx';
import { rewardsFacts } from '../features/rewards/facts.ts';
import { rewardsSettings } from '../features/rewards/rewards-data.server.ts';
import { STORE_NAME } from '../lib/brand.ts';
import { t } from '../lib/i18n.ts';
import { cataloguePageHeaders } from '../lib/http.ts';
import { requireShop } from '../lib/locale.server.ts';
import { shopPath } from '../lib/locale.ts';
import { loadMessages } from '../lib/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { REWARDS_SEGMENT, WALLET_LANDING_SEGMENT } from '../lib/paths.ts';
import { countryNamer } from '../lib/regions.ts';
import { shopFrom, useShop, useSignedIn } from '../lib/shop.ts';

const USE = ['signin', 'toggle', 'order'] as const;

/**
 * Commerce §9: the countries whose rewards landing page is written for search engines (SEO text,
 * sitemap, hreflang); elsewhere the page is open but kept out of search results.
 */
const SEO_COUNTRIES: readonly string[] = REWARDS.seoCountries;

/**
 * Commerce §2: the Coda Rewards landing page, /{cc}/coda-rewards (the segment is REWARDS_SEGMENT),
 * open to everyone; written for search engines in the rewards SEO countries only (commerce §9).
 * Its numbers (the percentages, the channel kinds that earn, the days before expiry, the daily
 * reward) are the country's settings, read in the same process as `GET /api/rewards/settings`.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const shop = await requireShop(context, params.shop);
  const [settings, messages] = await Promise.all([rewardsSettings(context, shop), loadMessages(shop.language, ['pages', 'rewards'])]);
  return {
    countryName: countryNamer(shop.locale)(shop.country.code, shop.country.enName),
    seo: SEO_COUNTRIES.includes(shop.country.code),
    settings,
    messages,
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
    alternates: { countries: SEO_COUNTRIES },
  });
};

const theme: LandingTheme = {
  hero: 'from-amber-600 via-orange-600 to-rose-700',
  intro: 'text-amber-50',
  primaryAction: 'text-orange-800 hover:bg-amber-50',
  stepNumber: 'bg-amber-100 text-amber-900',
};

/** When the settings cannot be read, the page says what the rules of commerce §9 allow, and no daily amount. */
function fallbackSettings(countryCode: string, currency: string): RewardsSettings {
  return {
    countryCode,
    currency,
    minPercent: REWARDS.percentMin,
    maxPercent: REWARDS.percentMax,
    expiryDays: REWARDS.expiryDays,
    dailyAmount: null,
    earningChannelKinds: [],
  };
}

export default function RewardsLanding({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const signedIn = useSignedIn();
  const { countryName, seo } = loaderData;
  const facts = rewardsFacts(shop, loaderData.settings ?? fallbackSettings(shop.country.code, shop.country.currency));
  const country = countryName;
  const earnCards = [
    {
      title: t('rewardsLanding.earn.buy.title'),
      text: facts.range ? t('rewardsFacts.buyText', { range: facts.range }) : t('rewardsFacts.buyTextNone', { country }),
    },
    { title: t('rewardsLanding.earn.guest.title'), text: t('rewardsLanding.earn.guest.text') },
    { title: t('rewardsLanding.earn.credited.title'), text: t('rewardsLanding.earn.credited.text') },
    ...(facts.daily ? [{ title: t('rewardsFacts.dailyTitle'), text: t('rewardsFacts.dailyText', { amount: facts.daily }) }] : []),
  ];
  const faq = [
    { question: t('rewardsLanding.faq.whatIs.question'), answer: t('rewardsLanding.faq.whatIs.answer', { store: STORE_NAME }) },
    {
      question: t('rewardsLanding.faq.howMuch.question'),
      answer: facts.range ? t('rewardsFacts.howMuchAnswer', { country, range: facts.range }) : t('rewardsFacts.buyTextNone', { country }),
    },
    { question: t('rewardsLanding.faq.expiry.question'), answer: t('rewardsFacts.expiryAnswer', { count: facts.days }) },
    { question: t('rewardsLanding.faq.guest.question'), answer: t('rewardsLanding.faq.guest.answer', { store: STORE_NAME }) },
    {
      question: t('rewardsLanding.faq.exclusions.question'),
      answer: facts.channels ? t('rewardsFacts.exclusionsAnswer', { country, channels: facts.channels }) : t('rewardsFacts.exclusionsOnly'),
    },
    { question: t('rewardsLanding.faq.cash.question'), answer: t('rewardsLanding.faq.cash.answer', { store: STORE_NAME }) },
  ];
  return (
    <LandingPage
      theme={theme}
      heading={t('rewardsLanding.heading')}
      intro={t('rewardsLanding.intro', { store: STORE_NAME })}
      actions={[
        // A member is one click from their own rewards; everyone else starts earning in the shop.
        signedIn && shop.country.features.rewards
          ? { to: shopPath(shop, `user/${REWARDS_SEGMENT}`), label: t('rewardsFacts.myRewards') }
          : { to: shopPath(shop), label: t('rewardsLanding.shopAction') },
        { to: shopPath(shop, WALLET_LANDING_SEGMENT), label: t('rewardsLanding.walletAction') },
      ]}
      heroExtra={
        <ExplainerButton
          shop={shop}
          settings={loaderData.settings}
          className="inline-flex items-center gap-2 rounded-full px-5 py-3 font-semibold text-white underline-offset-4 hover:bg-white/10 hover:underline"
        />
      }
      cards={{ id: 'rewards-earn', heading: t('rewardsLanding.earnHeading'), items: earnCards }}
      steps={{
        id: 'rewards-use',
        heading: t('rewardsLanding.useHeading'),
        items: USE.map((step) => t(`rewardsLanding.use.${step}`, { store: STORE_NAME })),
      }}
      stepsNote={
        <p className="mt-8 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200" data-testid="rewards-expiry-note">
          {t('rewardsFacts.expiryNote', { count: facts.days })}
        </p>
      }
      faq={{ id: 'rewards-faq', heading: t('rewardsLanding.faqHeading'), items: faq }}
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
