import { Link } from 'react-router';
import type { WalletDisplayState } from '@store/contracts/wallet.ts';
import { InfoIcon } from '../../../components/icons.tsx';
import { t, type MessageKey } from '../../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../../lib/locale.ts';
import { Card, WalletPage } from './layout.tsx';

const NOTICES: Partial<Record<WalletDisplayState, { heading: MessageKey; body: MessageKey }>> = {
  activationDisabled: { heading: 'walletState.activationDisabledHeading', body: 'walletState.activationDisabled' },
  maxUsersReached: { heading: 'walletState.maxUsersReachedHeading', body: 'walletState.maxUsersReached' },
  suspended: { heading: 'walletState.suspendedHeading', body: 'walletState.suspended' },
};

/**
 * Commerce §4's states in which the wallet cannot be activated or used here, said plainly instead
 * of a form: activations disabled, the maximum of users reached, a wallet of another country, or no
 * Codacash in this country.
 */
export function WalletStateNotice({
  shop,
  state,
  hasWallet = false,
}: {
  shop: ShopLocale;
  state: WalletDisplayState;
  hasWallet?: boolean;
}) {
  const country = shop.language === 'en' ? shop.country.enName : shop.country.name;
  const notice = NOTICES[state];
  const heading = notice ? t(notice.heading) : t('walletState.unavailableHeading');
  const body = notice
    ? t(notice.body, { country })
    : hasWallet
      ? t('walletState.unavailable')
      : t('walletState.unavailableCountry', { country });
  return (
    <WalletPage heading={t('walletHeader.menu')}>
      <Card labelledBy="wallet-state-heading">
        <div className="flex items-start gap-3" data-testid="wallet-state" data-state={state}>
          <InfoIcon className="mt-1 h-5 w-5 flex-none text-brand-700" />
          <div>
            <h2 id="wallet-state-heading" className="text-lg font-semibold text-slate-900">
              {heading}
            </h2>
            <p className="mt-1 text-slate-700">{body}</p>
          </div>
        </div>
        <Link
          to={shopPath(shop)}
          className="mt-6 inline-flex h-11 items-center justify-center rounded-full border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('accountForm.backHome')}
        </Link>
      </Card>
    </WalletPage>
  );
}
