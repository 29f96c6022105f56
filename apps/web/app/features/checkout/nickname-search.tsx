import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PlayerMatch, SavedPlayer } from '@store/contracts';
import { NICKNAME_QUERY_MAX, NICKNAME_QUERY_MIN, nicknameQueryLongEnough } from '@store/contracts/nickname-search.ts';
import { CloseButton } from '../../components/close-button.tsx';
import { SearchIcon, SpinnerIcon, UserIcon } from '../../components/icons.tsx';
import { callApi } from '../../lib/api.ts';
import { t, type MessageKey } from '../../lib/i18n.ts';
import { inputClass, labelClass } from './fields.tsx';

type Props = {
  id: string;
  countryCode: string;
  productSlug: string;
  /** A zone as the shopper knows it: a server by its name, a zone number as it is. */
  zoneName(zoneId: string): string;
  /** A player picked: the step fills its fields and checks it, as a saved player picked. */
  onPick(player: SavedPlayer): void;
  onClose(): void;
};

type Search =
  | { state: 'idle' }
  | { state: 'tooShort' }
  | { state: 'searching' }
  | { state: 'found'; players: PlayerMatch[] }
  | { state: 'failed'; message: MessageKey };

/** How long typing pauses before the search runs by itself. */
const TYPING_PAUSE_MS = 400;

/**
 * "Find my ID by nickname" (commerce §3, docs/decisions/0055): the shopper types part of their
 * nickname, the publisher's matches (at most 5) come back as buttons, and one press fills the
 * player's ID and zone and checks it. Fetched only when the step's button is pressed, so the product
 * page's first load does without it. Enter searches at once (and never submits the purchase form),
 * Escape closes; what happens is said in a polite live region.
 */
export function NicknameSearch({ id, countryCode, productSlug, zoneName, onPick, onClose }: Props) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const statusId = `${inputId}-status`;
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const pending = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    input.current?.focus();
    return () => {
      pending.current?.abort();
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  async function run(text: string) {
    if (timer.current) clearTimeout(timer.current);
    pending.current?.abort();
    if (!nicknameQueryLongEnough(text)) {
      setSearch(text.trim() === '' ? { state: 'idle' } : { state: 'tooShort' });
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    setSearch({ state: 'searching' });
    const params = new URLSearchParams({ countryCode, productSlug, q: text.trim() });
    const result = await callApi<PlayerMatch[]>(`/api/order/players?${params}`, { signal: controller.signal });
    if (controller.signal.aborted) return;
    pending.current = null;
    if (result.ok) setSearch({ state: 'found', players: result.data });
    else if (result.fields.some((field) => field.code === 'tooShort')) setSearch({ state: 'tooShort' });
    else setSearch({ state: 'failed', message: result.messageKey });
  }

  function onType(text: string) {
    setQuery(text);
    if (timer.current) clearTimeout(timer.current);
    // Short text is said to be short when the shopper asks for the search, not while they type.
    if (!nicknameQueryLongEnough(text)) {
      pending.current?.abort();
      setSearch({ state: 'idle' });
      return;
    }
    timer.current = setTimeout(() => void run(text), TYPING_PAUSE_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter' && event.target === input.current) {
      // The search's own Enter: the purchase form around it is not submitted.
      event.preventDefault();
      void run(query);
    }
  }

  const players = search.state === 'found' ? search.players : [];
  return (
    // A search landmark of its own, named apart from the header's product search.
    <div
      id={id}
      role="search"
      aria-label={t('checkout.player.search.open')}
      onKeyDown={onKeyDown}
      className="mt-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={inputId} className={`${labelClass} mb-0`}>
          {t('checkout.player.search.label')}
        </label>
        <CloseButton label={t('checkout.player.search.close')} onClick={onClose} className="-me-2" />
      </div>
      <div className="flex gap-2">
        <input
          ref={input}
          id={inputId}
          // Text, not "search": the panel has its own close button beside the browser's clear button.
          type="text"
          // No name: the purchase form posts the player, not the search.
          value={query}
          onChange={(e) => onType(e.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={NICKNAME_QUERY_MAX}
          aria-describedby={`${hintId} ${statusId}`}
          aria-invalid={search.state === 'tooShort' ? true : undefined}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <button
          type="button"
          onClick={() => void run(query)}
          className="inline-flex h-11 flex-none items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          <SearchIcon className="h-4 w-4" />
          {t('checkout.player.search.submit')}
        </button>
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        {t('checkout.player.search.hint', { count: NICKNAME_QUERY_MIN })}
      </p>
      <div id={statusId} role="status" aria-live="polite" className="empty:hidden">
        {search.state === 'searching' && (
          <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
            <SpinnerIcon className="h-4 w-4 animate-spin" />
            {t('checkout.player.search.searching')}
          </p>
        )}
        {search.state === 'tooShort' && (
          <p className="mt-3 text-sm font-medium text-red-700">{t('checkout.player.search.tooShort', { count: NICKNAME_QUERY_MIN })}</p>
        )}
        {search.state === 'failed' && <p className="mt-3 text-sm font-medium text-red-700">{t(search.message)}</p>}
        {search.state === 'found' && (
          <p className="mt-3 text-sm text-slate-700">
            {players.length === 0 ? t('checkout.player.search.empty') : t('checkout.player.search.found', { count: players.length })}
          </p>
        )}
      </div>
      {players.length > 0 && (
        <ul role="list" className="mt-2 grid gap-2" data-testid="nickname-matches">
          {players.map((player) => (
            <li key={`${player.userId}/${player.zoneId ?? ''}`}>
              <button
                type="button"
                onClick={() => onPick({ userId: player.userId, zoneId: player.zoneId, nickname: player.nickname })}
                className="flex min-h-11 w-full items-center gap-3 rounded-lg bg-white px-3 py-2 text-start ring-1 ring-slate-300 hover:ring-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <UserIcon className="h-5 w-5 flex-none text-slate-500" />
                <span className="min-w-0 flex-1">
                  <bdi className="block truncate font-semibold text-slate-900">{player.nickname}</bdi>
                  <span className="sr-only"> · </span>
                  <span className="block text-sm text-slate-600">
                    {player.zoneId
                      ? t('checkout.player.search.idInZone', { userId: player.userId, zone: zoneName(player.zoneId) })
                      : t('checkout.player.search.id', { userId: player.userId })}
                    {player.level !== null && (
                      <>
                        {' · '}
                        {t('checkout.player.search.level', { level: player.level })}
                      </>
                    )}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
