import { useEffect, useId, useRef } from 'react';
import type { ProductDetail, SavedPlayer } from '@store/contracts';
import { asksCharacterName, asksRiotId, CHARACTER_NAME_MAX, serversOf } from '@store/contracts/player-fields.ts';
import { CheckIcon, CrossIcon, SpinnerIcon, UserIcon } from '../../components/icons.tsx';
import { t, type MessageKey } from '../../lib/i18n.ts';
import { FieldError, inputClass, labelClass, Step, type FieldBinding } from './fields.tsx';
import type { Verification } from './form-model.ts';

type Props = {
  product: ProductDetail;
  userId: string;
  zoneId: string;
  characterName: string;
  onUserId(value: string): void;
  onZoneId(value: string): void;
  onCharacterName(value: string): void;
  onVerify(): void;
  verification: Verification;
  /** The player ID's error: missing, malformed, or what the publisher answered. */
  userIdError: string | null;
  zoneIdError: string | null;
  characterNameError: string | null;
  field: FieldBinding;
  /** The shopper's saved players of the product (commerce §3), most recent first. */
  saved: readonly SavedPlayer[];
  onPick(player: SavedPlayer): void;
  onForget(player: SavedPlayer): void;
};

/** The ids an input's aria-describedby names: its hint and its error, those shown. */
const describedBy = (...ids: Array<string | false | null | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/**
 * Step 1 (commerce §2): the player as the game's publisher needs it (docs/decisions/0044), checked
 * with the publisher: the ID (a Riot ID with its format hint), the zone number or the server (a
 * native select: the list comes with the product, so there is nothing to wait for), and the
 * character name where the game asks for one. Every input has a real label, its hint and error
 * tied to it, and a name the form posts without scripts.
 */
export function PlayerStep(props: Props) {
  const { product, verification } = props;
  const base = useId();
  const userIdField = `${base}-user`;
  const zoneField = `${base}-zone`;
  const nameField = `${base}-character`;
  const resultId = `${base}-result`;
  const userErrorId = `${base}-user-error`;
  const riotHintId = `${base}-riot-hint`;
  const zoneErrorId = `${base}-zone-error`;
  const nameErrorId = `${base}-character-error`;
  const userError = props.userIdError;
  const fields = product.playerFields;
  const riotId = asksRiotId(fields);
  const servers = serversOf(fields);
  const characterName = asksCharacterName(fields);
  const inputCount = 1 + (product.needsZone ? 1 : 0) + (characterName ? 1 : 0);
  const columns = inputCount === 3 ? 'sm:grid-cols-2' : inputCount === 2 ? 'sm:grid-cols-[2fr_1fr_auto]' : 'sm:grid-cols-[1fr_auto]';
  return (
    <Step id="player" number={1} title={t('checkout.player.heading')}>
      <SavedPlayers {...props} />
      <div className={`grid gap-3 ${columns} sm:items-start`}>
        <div>
          <label htmlFor={userIdField} className={labelClass}>
            {product.userIdLabel}
          </label>
          <input
            id={userIdField}
            {...props.field('userId')}
            name="userId"
            value={props.userId}
            onChange={(e) => props.onUserId(e.target.value)}
            autoComplete="off"
            autoCapitalize={riotId ? 'none' : undefined}
            spellCheck={false}
            maxLength={64}
            inputMode={product.userIdInputMode}
            placeholder={t('checkout.player.userIdPlaceholder', { label: product.userIdLabel })}
            aria-invalid={userError ? true : undefined}
            aria-describedby={describedBy(riotId && riotHintId, userError ? userErrorId : verification.status === 'verified' && resultId)}
            // A Riot ID is written the same way in every language: Name#TAG, left to right.
            dir={riotId ? 'ltr' : undefined}
            className={inputClass}
          />
          {riotId && (
            <p id={riotHintId} className="mt-1.5 text-sm text-slate-600" data-testid="riot-id-hint">
              {t('checkout.player.riotIdHint')}
            </p>
          )}
          <FieldError id={userErrorId} message={userError} />
        </div>
        {product.needsZone && servers && (
          <div>
            <label htmlFor={zoneField} className={labelClass}>
              {t('checkout.player.serverLabel')}
            </label>
            <select
              id={zoneField}
              {...props.field('zoneId')}
              name="zoneId"
              value={props.zoneId}
              onChange={(e) => props.onZoneId(e.target.value)}
              aria-invalid={props.zoneIdError ? true : undefined}
              aria-describedby={describedBy(props.zoneIdError && zoneErrorId)}
              className={`${inputClass} pe-8`}
            >
              <option value="">{t('checkout.player.serverPlaceholder')}</option>
              {servers.map((server) => (
                <option key={server.id} value={server.id}>
                  {t(`checkout.player.servers.${server.label}` as MessageKey)}
                </option>
              ))}
            </select>
            <FieldError id={zoneErrorId} message={props.zoneIdError} />
          </div>
        )}
        {product.needsZone && !servers && (
          <div>
            <label htmlFor={zoneField} className={labelClass}>
              {t('checkout.player.zoneLabel')}
            </label>
            <input
              id={zoneField}
              {...props.field('zoneId')}
              name="zoneId"
              value={props.zoneId}
              onChange={(e) => props.onZoneId(e.target.value)}
              autoComplete="off"
              inputMode="numeric"
              maxLength={16}
              placeholder={t('checkout.player.zonePlaceholder')}
              aria-invalid={props.zoneIdError ? true : undefined}
              aria-describedby={describedBy(props.zoneIdError && zoneErrorId)}
              className={inputClass}
            />
            <FieldError id={zoneErrorId} message={props.zoneIdError} />
          </div>
        )}
        {characterName && (
          <div>
            <label htmlFor={nameField} className={labelClass}>
              {t('checkout.player.characterNameLabel')}
            </label>
            <input
              id={nameField}
              {...props.field('characterName')}
              name="characterName"
              value={props.characterName}
              onChange={(e) => props.onCharacterName(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              maxLength={CHARACTER_NAME_MAX}
              placeholder={t('checkout.player.characterNamePlaceholder')}
              aria-invalid={props.characterNameError ? true : undefined}
              aria-describedby={describedBy(props.characterNameError && nameErrorId)}
              className={inputClass}
            />
            <FieldError id={nameErrorId} message={props.characterNameError} />
          </div>
        )}
        <div className="sm:pt-7">
          <button
            type="button"
            onClick={props.onVerify}
            disabled={verification.status === 'checking'}
            className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          >
            {verification.status === 'checking' && <SpinnerIcon className="h-4 w-4 animate-spin" />}
            {verification.status === 'checking' ? t('checkout.player.verifying') : t('checkout.player.verify')}
          </button>
        </div>
      </div>
      <div id={resultId} role="status" aria-live="polite" className="empty:hidden">
        {verification.status === 'verified' && (
          <p className="mt-3 flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
            <CheckIcon className="h-5 w-5 flex-none text-emerald-700" />
            <span>
              {t('checkout.player.found')}{' '}
              <strong className="font-semibold" data-testid="player-nickname">
                <bdi>{verification.nickname}</bdi>
              </strong>
            </span>
          </p>
        )}
      </div>
      <p className="mt-3 text-sm text-slate-600">{t('checkout.player.hint', { label: product.userIdLabel })}</p>
    </Step>
  );
}

const playerLabel = (player: Pick<SavedPlayer, 'userId' | 'zoneId'>) =>
  player.zoneId ? `${player.userId} · ${player.zoneId}` : player.userId;

/**
 * The saved players as choices (ADR 0040): one press fills the fields and checks the player again
 * with the publisher; each has its own remove button. After a removal the focus goes to the next
 * choice, or to the player ID field once none is left, rather than to the page's start.
 */
function SavedPlayers({ saved, verification, onPick, onForget }: Props) {
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
