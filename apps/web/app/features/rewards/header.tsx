import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { t } from '../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../lib/locale.ts';
import { REWARDS_SEGMENT } from '../../lib/paths.ts';
import { RewardsIcon } from './icons.tsx';

/**
 * Shell §2's rewards summary in the header, from the shop layout's data (no call of its own): the
 * shopper's Coda Rewards balance in the shop's country, linking to the rewards home. The layout
 * leaves it out for guests, on white-label sites and where the country's rewards are off.
 */
export type RewardsHeaderData = {
  countryCode: string;
  /** Written in the shop's way; null when it could not be read (the menu entry stays, the chip does not show). */
  balance: string | null;
};

/** A balance a screen read or moved, newer than the layout's. */
type LiveRewardsBalance = { countryCode: string; balance: string };

/** A balance newer than the page's data, set by a screen that moved it (the daily claim, a checkout). */
let live: LiveRewardsBalance | null = null;
const listeners = new Set<() => void>();

/** Shows a newer rewards balance in the header; the rewards screens call it after a claim or a read. */
export function showRewardsBalance(next: LiveRewardsBalance): void {
  if (live && live.countryCode === next.countryCode && live.balance === next.balance) return;
  live = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The newest balance: one a screen showed since the page loaded, else the layout's. */
function useRewardsBalance(rewards: RewardsHeaderData): string | null {
  const pushed = useSyncExternalStore(
    subscribe,
    () => live,
    () => null,
  );
  return pushed && pushed.countryCode === rewards.countryCode ? pushed.balance : rewards.balance;
}

/**
 * The chip beside the wallet's. A phone's header keeps to one row, where the country, the wallet and
 * the user menu already take the room, and between md and lg the search shares that row: there the
 * balance is in the user menu's Rewards entry instead.
 */
export function RewardsHeaderChip({ shop, rewards }: { shop: ShopLocale; rewards: RewardsHeaderData }) {
  const balance = useRewardsBalance(rewards);
  if (balance === null) return null;
  return (
    <Link
      to={shopPath(shop, `user/${REWARDS_SEGMENT}`)}
      data-testid="rewards-chip"
      className="hidden h-10 min-w-10 flex-none items-center justify-center gap-2 whitespace-nowrap rounded-full bg-amber-50 px-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200 hover:bg-amber-100 sm:inline-flex md:hidden lg:inline-flex"
    >
      <RewardsIcon className="h-4 w-4 flex-none" />
      <span className="sr-only">{t('rewardsHeader.balanceLabel')}</span>
      <span dir="ltr">{balance}</span>
    </Link>
  );
}

/** The user menu's Rewards entry: its name and the balance (commerce §2 user menu). */
export function RewardsMenuEntry({
  shop,
  rewards,
  className,
  onClick,
}: {
  shop: ShopLocale;
  rewards: RewardsHeaderData;
  className: string;
  onClick(): void;
}) {
  const balance = useRewardsBalance(rewards);
  return (
    <Link to={shopPath(shop, `user/${REWARDS_SEGMENT}`)} onClick={onClick} className={className} data-testid="rewards-menu-entry">
      <span className="flex-1">{t('rewardsHeader.menu')}</span>
      {balance !== null ? (
        <span dir="ltr" className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
          {balance}
        </span>
      ) : null}
    </Link>
  );
}
