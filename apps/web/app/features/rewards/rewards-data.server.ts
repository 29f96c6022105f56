import type { RewardItem, RewardsHistory, RewardsSettings, RewardsSummary } from '@store/contracts/rewards.ts';
import type { AppLoadContext } from 'react-router';
import { currentViewer, featureOn } from '../../lib/access.server.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import { price } from '../../lib/price.server.ts';
import type { RewardsHeaderData } from './header.tsx';

/**
 * What the rewards pages read from the rewards module, in the same process (plugins/web.ts hands
 * the loaders `context.services`): the same reads `/api/rewards/*` answers the browser.
 */
type RewardsReads = AppLoadContext['services']['rewards'];

/** The rewards module's reads, or null while the store runs without it (a test app without the module). */
function rewardsReads(context: AppLoadContext): RewardsReads | null {
  return (context.services as Partial<AppLoadContext['services']>).rewards ?? null;
}

/** Whether the shop offers Coda Rewards on this site (the country's switch; never on white-label sites). */
export function rewardsOffered(context: AppLoadContext, shop: ShopLocale): boolean {
  return featureOn('rewards', { features: shop.country.features, site: context.site });
}

/** The rewards home's first render: everything it shows, or null when a read failed (the page reads again). */
export type RewardsHomeData = {
  summary: RewardsSummary;
  items: RewardItem[];
  history: RewardsHistory;
  settings: RewardsSettings | null;
  /** When the server read them (ms): the page's "now" for the expiry banner, the same in both renders. */
  readAt: number;
};

/** The account the page is for, as the rewards module takes it in (its guest rewards move to it). */
export type RewardsMember = Parameters<RewardsReads['adopt']>[0];

export async function rewardsHomeData(context: AppLoadContext, shop: ShopLocale, member: RewardsMember): Promise<RewardsHomeData | null> {
  const reads = rewardsReads(context);
  if (!reads) return null;
  const code = shop.country.code;
  const userId = member.id;
  try {
    // As the API's reads do: what the shopper earned as a guest, under a verified contact, is theirs first.
    await reads.adopt(member);
    const [summary, items, history, settings] = await Promise.all([
      reads.summary(userId, code),
      reads.items(userId, code),
      reads.history(userId, code, null),
      reads.settings(code),
    ]);
    return { summary, items, history, settings, readAt: Date.now() };
  } catch (error) {
    // The page still renders, and asks the API itself (with its loading and error states).
    console.error(error);
    return null;
  }
}

/** The country's settings for the landing page and the explainer; null when they cannot be read. */
export async function rewardsSettings(context: AppLoadContext, shop: ShopLocale): Promise<RewardsSettings | null> {
  const reads = rewardsReads(context);
  if (!reads) return null;
  try {
    return await reads.settings(shop.country.code);
  } catch (error) {
    console.error(error);
    return null;
  }
}

/**
 * Shell §2's rewards summary in the header, for a signed-in shopper where rewards are offered, read
 * by the shop layout in the same process; null where rewards are not offered to this shopper.
 */
export async function rewardsHeaderSummary(context: AppLoadContext, request: Request, shop: ShopLocale): Promise<RewardsHeaderData | null> {
  const reads = rewardsReads(context);
  if (!reads || !rewardsOffered(context, shop)) return null;
  const viewer = await currentViewer(context, request);
  if (!viewer.userId) return null;
  try {
    const balance = await reads.balance(viewer.userId, shop.country.code);
    return { countryCode: shop.country.code, balance: price(shop, String(balance)) };
  } catch (error) {
    // Commerce §7: a failed read is swallowed; the page renders, the menu keeps its entry.
    console.error(error);
    return { countryCode: shop.country.code, balance: null };
  }
}
