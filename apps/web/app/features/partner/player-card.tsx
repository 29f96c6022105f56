import { playerInitials, type PartnerPlayer } from '@store/contracts/partner.ts';
import { t } from '../../lib/i18n.ts';

/** The signed-in partner player's card (shell §3's partner player) in the storefront's left panel. */
export function PlayerCard({ player }: { player: PartnerPlayer }) {
  return (
    <section
      aria-labelledby="partner-player-card"
      className="rounded-2xl bg-white p-4 text-slate-900 shadow-lg"
      data-testid="partner-player-card"
    >
      <h2 id="partner-player-card" className="sr-only">
        {t('partnerStorefront.playerCard')}
      </h2>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid h-12 w-12 flex-none place-items-center rounded-full bg-amber-400 font-extrabold text-slate-950"
        >
          {playerInitials(player.name)}
        </span>
        <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-slate-600">{t('partnerStorefront.playerName')}</dt>
          <dd className="truncate font-semibold">{player.name}</dd>
          <dt className="text-slate-600">{t('partnerStorefront.playerId')}</dt>
          <dd className="font-mono">{player.id}</dd>
          <dt className="text-slate-600">{t('partnerStorefront.region')}</dt>
          <dd>{player.accountRegion}</dd>
        </dl>
      </div>
    </section>
  );
}
