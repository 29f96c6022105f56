import { useEffect, useId, useRef } from 'react';
import type { SavedPlayer } from '@store/contracts';
import { CrossIcon, UserIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import type { Verification } from './form-model.ts';

type Props = {
  /** The shopper's saved players of the product (commerce §3), most recent first. */
  saved: readonly SavedPlayer[];
  verification: Verification;
  onPick(player: SavedPlayer): void;
  onForget(player: SavedPlayer): void;
};

const playerLabel = (player: Pick<SavedPlayer, 'userId' | 'zoneId'>) =>
  player.zoneId ? `${player.userId} · ${player.zoneId}` : player.userId;

/**
 * The saved players as choices (ADR 0040): one press fills the fields and checks the player again
 * with the publisher; each has its own remove button. After a removal the focus goes to the next
 * choice, or to the player ID field once none is left, rather than to the page's start.
 */
export function SavedPlayerChoices({ saved, verification, onPick, onForget }: Props) {
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const picks = list.current?.querySelectorAll<HTMLButtonElement>('button[aria-pressed]');
    const next = picks?.[Math.min(index, picks.length - 1)];
    if (next) next.focus();
    else document.querySelector<HTMLInputElement>('input[name="userId"]')?.focus();
  }, [saved]);
  if (saved.length === 0) return null;
  const current = (player: SavedPlayer) =>
    verification.status === 'verified' &&
    verification.userId === player.userId &&
    (verification.zoneId ?? null) === (player.zoneId ?? null);
  return (
    <div role="group" aria-labelledby={headingId} className="mb-4">
      <h3 id={headingId} className="mb-2 text-sm font-medium text-slate-800">
        {t('checkout.player.saved.heading')}
      </h3>
      <ul ref={list} role="list" className="flex flex-wrap gap-2" data-testid="saved-players">
        {saved.map((player, index) => (
          <li
            key={`${player.userId}/${player.zoneId ?? ''}`}
            className={`inline-flex max-w-full items-center rounded-full border ${current(player) ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-300 bg-white'}`}
          >
            <button
              type="button"
              aria-pressed={current(player)}
              onClick={() => onPick(player)}
              className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-full ps-3 pe-1 text-start text-sm hover:text-brand-700"
            >
              <UserIcon className="h-4 w-4 flex-none text-slate-500" />
              <span className="min-w-0 truncate">
                <bdi className="font-semibold text-slate-900">{player.nickname}</bdi>{' '}
                <bdi className="text-slate-600">{playerLabel(player)}</bdi>
              </span>
            </button>
            <button
              type="button"
              onClick={() => {
                removedAt.current = index;
                onForget(player);
              }}
              aria-label={t('checkout.player.saved.remove', { player: `${player.nickname} (${playerLabel(player)})` })}
              className="grid h-11 w-10 flex-none place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <CrossIcon className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
