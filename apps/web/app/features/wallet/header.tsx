import { Link } from 'react-router';
import { WalletIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../lib/locale.ts';

/**
 * Shell §2's wallet summary in the header, from the shop layout's data (no call of its own): the
 * balance, linking to the wallet, or an "Activate Codacash" entry. The layout leaves it out on
 * white-label sites and where the country is wallet-locked and the shopper has no wallet there.
 */
export type WalletHeaderData = { state: string; balance: string | null };

export function WalletHeaderChip({ shop, wallet }: { shop: ShopLocale; wallet: WalletHeaderData }) {
  // A wallet of another country, or none where activations are closed: the entry leads to the explanation.
  const to = shopPath(shop, wallet.balance !== null || wallet.state === 'unavailable' ? 'wallet/home' : 'wallet/verify');
  return (
    <Link
      to={to}
      data-testid="wallet-chip"
      className="inline-flex h-10 flex-none items-center gap-2 rounded-full bg-emerald-50 px-3 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-200 hover:bg-emerald-100"
    >
      <WalletIcon className="h-4 w-4 flex-none" />
      {wallet.balance !== null ? (
        <>
          <span className="sr-only">{t('walletHeader.balanceLabel')}</span>
          <span dir="ltr">{wallet.balance}</span>
        </>
      ) : (
        <span className="sr-only sm:not-sr-only">{t('walletHeader.activate')}</span>
      )}
    </Link>
  );
}
