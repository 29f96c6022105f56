import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { WalletIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../lib/locale.ts';

/**
 * Shell §2's wallet summary in the header, from the shop layout's data (no call of its own): the
 * balance, linking to the wallet, or an "Activate Codacash" entry. The layout leaves it out on
 * white-label sites and where the country is wallet-locked and the shopper has no wallet there.
 */
export type WalletHeaderData = {
  state: string;
  balance: string | null;
  /** The wallet it shows and its balance's version, so a newer balance pushed on a wallet page replaces it. */
  walletId: string | null;
  version: number;
};

/** A balance newer than the page's data: set by the wallet pages (their socket, a redeemed gift code). */
export type LiveWalletBalance = { walletId: string; version: number; balance: string };

let live: LiveWalletBalance | null = null;
const listeners = new Set<() => void>();

/**
 * Shows a newer balance in the header. The wallet pages call it; the socket that follows the wallet
 * lives in their own chunk, so the page shell carries only this store (ADR 0032).
 */
export function showWalletBalance(next: LiveWalletBalance): void {
  if (live && live.walletId === next.walletId && live.version > next.version) return;
  live = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function WalletHeaderChip({ shop, wallet }: { shop: ShopLocale; wallet: WalletHeaderData }) {
  const pushed = useSyncExternalStore(
    subscribe,
    () => live,
    () => null,
  );
  // A wallet activated on this page has no balance in the page's data yet: the pushed one is its first.
  const newer = pushed && (wallet.balance === null || (pushed.walletId === wallet.walletId && pushed.version >= wallet.version));
  const balance = newer ? pushed.balance : wallet.balance;
  // A wallet of another country, or none where activations are closed: the entry leads to the explanation.
  const to = shopPath(shop, balance !== null || wallet.state === 'unavailable' ? 'wallet/home' : 'wallet/verify');
  return (
    <Link
      to={to}
      data-testid="wallet-chip"
      className="inline-flex h-10 min-w-10 flex-none items-center justify-center gap-2 whitespace-nowrap rounded-full bg-emerald-50 px-3 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-200 hover:bg-emerald-100"
    >
      <WalletIcon className="h-4 w-4 flex-none" />
      {/* A phone's header has one row, with no room for a figure: the icon, named with the balance. */}
      {balance !== null ? (
        <>
          <span className="sr-only">{t('walletHeader.balanceLabel')}</span>
          <span dir="ltr" className="sr-only sm:not-sr-only">
            {balance}
          </span>
        </>
      ) : (
        <span className="sr-only sm:not-sr-only">{t('walletHeader.activate')}</span>
      )}
    </Link>
  );
}
