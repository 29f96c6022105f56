import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { ProductDetail, SavedPlayer } from '@store/contracts';
import { asksCharacterName, asksRiotId, CHARACTER_NAME_MAX, serversOf } from '@store/contracts/player-fields.ts';
import { CheckIcon, SpinnerIcon } from '../../components/icons.tsx';
import { t, type MessageKey } from '../../lib/i18n.ts';
import { FieldError, inputClass, labelClass, Step, type FieldBinding } from './fields.tsx';
import type { Verification } from './form-model.ts';

type Props = {
  product: ProductDetail;
  countryCode: string;
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
  /** A zone as the shopper chose it: a server by its name, a zone number as typed. */
  zoneName(zoneId: string): string;
};

/** The saved players' choices, fetched once a browser has some to show (ADR 0054). */
const SavedPlayerChoices = lazy(() => import('./saved-player-choices.tsx').then((m) => ({ default: m.SavedPlayerChoices })));

/**
 * The nickname search's panel (docs/decisions/0055), fetched when its button is first pressed and
 * drawn only after that press, so no boundary of it is ever sent by the server. A fetch that fails
 * says so in its place, and the next press fetches again.
 */
const searchPanel = () =>
  lazy(() =>
    import('./nickname-search.tsx').then(
      (m) => ({ default: m.NicknameSearch }),
      () => {
        NicknameSearch = searchPanel();
        return { default: SearchUnavailable };
      },
    ),
  );
let NicknameSearch = searchPanel();
const SearchUnavailable = () => (
  <div role="alert">
    <FieldError id="" message={t('errors:transaction.serverUnavailable')} />
  </div>
);

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
  // Mounted from the first saved player on, so that removing the last one still moves the focus.
  const savedShown = useRef(false);
  if (props.saved.length > 0) savedShown.current = true;
  const userIdField = `${base}-user`;
  const zoneField = `${base}-zone`;
  const nameField = `${base}-character`;
  const resultId = `${base}-result`;
  const userErrorId = `${base}-user-error`;
  const riotHintId = `${base}-riot-hint`;
  const zoneErrorId = `${base}-zone-error`;
  const nameErrorId = `${base}-character-error`;
  const searchId = `${base}-search`;
  const [searching, setSearching] = useState(false);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const userError = props.userIdError;
  const fields = product.playerFields;
  const riotId = asksRiotId(fields);
  const servers = serversOf(fields);
  const characterName = asksCharacterName(fields);
  const inputCount = 1 + (product.needsZone ? 1 : 0) + (characterName ? 1 : 0);
  const columns = inputCount === 3 ? 'sm:grid-cols-2' : inputCount === 2 ? 'sm:grid-cols-[2fr_1fr_auto]' : 'sm:grid-cols-[1fr_auto]';
  return (
    <Step id="player" number={1} title={t('checkout.player.heading')}>
      {savedShown.current && (
        <Suspense fallback={null}>
          <SavedPlayerChoices saved={props.saved} verification={verification} onPick={props.onPick} onForget={props.onForget} />
        </Suspense>
      )}
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
          {product.nicknameSearch && (
            <button
              ref={searchToggle}
              type="button"
              onClick={() => setSearching(!searching)}
              aria-expanded={searching}
              aria-controls={searching ? searchId : undefined}
              className="mt-1 inline-flex min-h-10 items-center text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t('checkout.player.search.open')}
            </button>
          )}
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
      {searching && (
        <Suspense fallback={null}>
          <NicknameSearch
            id={searchId}
            countryCode={props.countryCode}
            productSlug={product.slug}
            zoneName={props.zoneName}
            onPick={(player) => {
              setSearching(false);
              props.onPick(player);
              document.getElementById(userIdField)?.focus();
            }}
            onClose={() => {
              setSearching(false);
              searchToggle.current?.focus();
            }}
          />
        </Suspense>
      )}
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
