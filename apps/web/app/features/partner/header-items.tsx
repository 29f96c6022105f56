import { playerInitials } from '@store/contracts/partner.ts';
import { t } from '../../lib/i18n.ts';
import { partnerAccount, usePartnerAccount } from './store.ts';

// The sign-out's code (the partner's SDK loader, the flow, the session call) is fetched on the click:
// every page's header carries these items, few shoppers ever press the button (ADR 0054).
async function signOut() {
  const [{ loadPartnerSdk }, { partnerLogout }, { endPartnerSession }] = await Promise.all([
    import('./sdk.ts'),
    import('./flow.ts'),
    import('./client.ts'),
  ]);
  const sdk = await loadPartnerSdk();
  await partnerLogout({ sdk, endSession: endPartnerSession, account: partnerAccount });
}

/**
 * The page shell's partner parts of the header (shell §2): the user icon with the first 3 letters of
 * the partner player's name, and the sign-out button during pre-registration (the flag is on only
 * while the partner storefront, which loads these words, is shown). Rendered after hydration only:
 * the player is kept in the browser.
 */
export function PartnerHeaderItems() {
  const { playerInfo, preRegistrationPhase } = usePartnerAccount();
  if (!playerInfo) return null;
  return (
    <>
      <span
        className="inline-flex h-10 min-w-10 items-center justify-center rounded-full bg-amber-400 px-2 text-sm font-extrabold text-slate-950"
        title={playerInfo.name}
        data-testid="partner-user-icon"
      >
        <span aria-hidden="true">{playerInitials(playerInfo.name)}</span>
        <span className="sr-only">{playerInfo.name}</span>
      </span>
      {preRegistrationPhase ? (
        <button
          type="button"
          onClick={() => void signOut()}
          className="inline-flex h-10 items-center rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('partnerStorefront.signOut')}
        </button>
      ) : null}
    </>
  );
}
