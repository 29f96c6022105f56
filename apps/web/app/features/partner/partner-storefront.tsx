import { useEffect } from 'react';
import { Link } from 'react-router';
import { PARTNER_STOREFRONT } from '@store/contracts/partner.ts';
import { Artwork, type ArtworkSpec } from '../../components/artwork.tsx';
import { SpinnerIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../lib/locale.ts';
import { PreRegistrationCountdown } from './countdown.tsx';
import { PlayerCard } from './player-card.tsx';
import { partnerAccount, usePartnerAccount } from './store.ts';
import { usePartnerSignIn } from './use-partner-sign-in.ts';

export type PartnerStorefrontProps = {
  shop: ShopLocale;
  product: { name: string; slug: string; artwork: ArtworkSpec };
  servedCountries: readonly string[];
  renderedAt: number;
  arrivedWithCode: boolean;
};

/**
 * The single-title partner storefront (shell §2, ADR 0014): the partner's own theme, a left panel
 * with the player (sign-in through the publisher, the player card) and, before launch, the
 * pre-registration countdown; the top-up opens once pre-registration is over.
 */
export function PartnerStorefront({ shop, product, servedCountries, renderedAt, arrivedWithCode }: PartnerStorefrontProps) {
  const { playerInfo } = usePartnerAccount();
  const signIn = usePartnerSignIn(shop.country.code, servedCountries, arrivedWithCode);
  const preRegistration = Date.parse(PARTNER_STOREFRONT.preRegistrationEndsAt) > renderedAt;

  useEffect(() => {
    partnerAccount.setPreRegistrationPhase(preRegistration);
    return () => partnerAccount.setPreRegistrationPhase(false);
  }, [preRegistration]);

  return (
    <main id="main" className="flex-1 bg-gradient-to-b from-slate-950 via-indigo-950 to-slate-900 text-white" data-theme="partner">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[20rem_1fr] md:py-12">
        <aside aria-label={t('partnerStorefront.panelLabel')} className="flex flex-col gap-4 md:order-first">
          <div className="flex items-center gap-3">
            <Artwork artwork={product.artwork} className="h-16 w-16 flex-none rounded-2xl ring-2 ring-amber-400" />
            <p className="inline-flex rounded-full bg-amber-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-slate-950">
              {preRegistration ? t('partnerStorefront.phase') : t('partnerStorefront.opened')}
            </p>
          </div>
          {preRegistration ? <PreRegistrationCountdown endsAt={PARTNER_STOREFRONT.preRegistrationEndsAt} renderedAt={renderedAt} /> : null}
          {playerInfo ? (
            <PlayerCard player={playerInfo} />
          ) : (
            <section className="rounded-2xl bg-white/10 p-4 ring-1 ring-white/20">
              <p className="text-sm text-slate-100">{t('partnerStorefront.signInPrompt')}</p>
              <button
                type="button"
                onClick={signIn.signIn}
                disabled={signIn.busy || !signIn.sdkReady}
                className="mt-3 inline-flex h-11 w-full items-center justify-center gap-2 rounded-full bg-amber-400 px-5 font-bold text-slate-950 hover:bg-amber-300 disabled:cursor-wait disabled:opacity-70 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-200"
              >
                {signIn.busy ? <SpinnerIcon className="h-4 w-4 animate-spin" /> : null}
                {signIn.busy ? t('partnerStorefront.signingIn') : t('partnerStorefront.signIn')}
              </button>
            </section>
          )}
        </aside>
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('partnerStorefront.title')}</h1>
          <p className="max-w-2xl text-lg text-slate-200">{t('partnerStorefront.description')}</p>
          {preRegistration ? (
            playerInfo ? (
              <p className="max-w-2xl rounded-xl bg-emerald-900/60 p-4 text-emerald-50 ring-1 ring-emerald-400/40">
                {t('partnerStorefront.preRegistered')}
              </p>
            ) : null
          ) : (
            <Link
              to={shopPath(shop, product.slug)}
              className="inline-flex h-12 w-fit items-center rounded-full bg-amber-400 px-6 font-bold text-slate-950 hover:bg-amber-300"
            >
              {t('partnerStorefront.topUp')}
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}
