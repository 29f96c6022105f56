import { useCallback, useEffect, useRef, useState } from 'react';
import { CloseButton } from '../../components/close-button.tsx';
import { AlertIcon, SpinnerIcon } from '../../components/icons.tsx';
import { t, type MessageKey } from '../../lib/i18n.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import { RewardsCoinIcon } from './checkout-rewards.tsx';
import type { Redeemable } from './client.ts';
import { rewardsFailureKey } from './failures.ts';

/** The player a redemption is delivered to, checked with the publisher. */
export type RedeemPlayer = { userId: string; zoneId: string | null; nickname: string };

type Props = {
  shop: ShopLocale;
  productSlug: string;
  /** The product's denominations, for their names and prices. */
  denominations: ReadonlyArray<{ id: string; name: string; price: string }>;
  /** The player of step 1 as entered ("12345678 · 2001"), or null while step 1 lacks it. */
  playerLabel: string | null;
  /** Checks the player of step 1 with the publisher (as Buy now does); null when refused, the field then says why. */
  verifyPlayer(): Promise<RedeemPlayer | null>;
  /** Takes the shopper to step 1 (the modal closes). */
  onNeedPlayer(): void;
};

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; redeemable: Redeemable };

/**
 * Points redemption on the product page (commerce §2 redeem-points modal, §4 "insufficient points"):
 * for a signed-in shopper in a country where points buy some of this product's denominations, an
 * entry under the denominations opens a modal of those denominations with their points price;
 * those the balance cannot pay say so and cannot be chosen. Redeeming places an order paid wholly
 * with rewards for the player of step 1, and goes to its waiting page. Mounted for signed-in
 * shoppers only; the list is read after the page has loaded (the page itself is cached for all).
 */
export function RedeemPoints(props: Props) {
  const { shop, productSlug } = props;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [open, setOpen] = useState(false);

  const load = useCallback(async () => {
    const client = await import('./client.ts').catch(() => null);
    const result = client ? await client.fetchRedeemable(shop, productSlug) : null;
    setLoaded(result?.ok ? { status: 'ready', redeemable: result.data } : { status: 'failed' });
  }, [shop, productSlug]);

  useEffect(() => {
    void load();
  }, [load]);

  if (loaded.status !== 'ready') return null;
  const { redeemable } = loaded;
  const offered = redeemable.denominations.filter((entry) => props.denominations.some((d) => d.id === entry.denominationId));
  if (offered.length === 0) return null;

  return (
    <div
      className="mt-4 flex flex-col gap-3 rounded-xl bg-amber-50/70 p-3 ring-1 ring-amber-200 sm:flex-row sm:items-center"
      data-testid="redeem-points"
    >
      <RewardsCoinIcon className="hidden h-9 w-9 flex-none text-amber-600 sm:block" />
      <p className="min-w-0 flex-1 text-sm text-amber-950">
        {offered.some((entry) => entry.state === 'available')
          ? t('cashbackRedeem.openHint', { balance: `\u2068${redeemable.balance}\u2069` })
          : t('cashbackRedeem.openHintShort', { balance: `\u2068${redeemable.balance}\u2069` })}
      </p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex h-10 flex-none items-center justify-center gap-2 rounded-full bg-amber-500 px-4 text-sm font-semibold text-amber-950 shadow-sm hover:bg-amber-400"
      >
        {t('cashbackRedeem.open')}
      </button>
      {open && (
        <RedeemDialog
          {...props}
          redeemable={{ ...redeemable, denominations: offered }}
          onClose={() => setOpen(false)}
          onStale={() => void load()}
          onNeedPlayer={() => {
            setOpen(false);
            props.onNeedPlayer();
          }}
        />
      )}
    </div>
  );
}

function RedeemDialog(props: Props & { redeemable: Redeemable; onClose(): void; onStale(): void }) {
  const { shop, productSlug, redeemable } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => dialog.close();
  }, []);

  async function redeem(denominationId: string) {
    if (busy) return;
    if (props.playerLabel === null) {
      props.onNeedPlayer();
      return;
    }
    setBusy(denominationId);
    setError(null);
    const player = await props.verifyPlayer();
    if (!player) {
      setBusy(null);
      props.onNeedPlayer();
      return;
    }
    const client = await import('./client.ts').catch(() => null);
    if (!client) {
      setBusy(null);
      setError('errors:transaction.serverUnavailable');
      return;
    }
    const result = await client.redeemPoints({
      countryCode: shop.country.code,
      productSlug,
      denominationId,
      userId: player.userId,
      ...(player.zoneId ? { zoneId: player.zoneId } : {}),
      locale: shop.locale,
    });
    if (result.ok && result.data.paymentUrl) {
      window.location.assign(result.data.paymentUrl);
      return;
    }
    setBusy(null);
    if (result.ok) return setError('cashbackErrors.generic');
    const own = rewardsFailureKey(result.resultCode);
    // The balance or the offer changed since the list was read: read it again.
    if (own) props.onStale();
    setError(own ?? result.messageKey);
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby="redeem-heading"
      aria-describedby="redeem-intro"
      data-testid="redeem-points-modal"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) props.onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-2xl"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="redeem-heading" className="flex items-center gap-2 text-xl font-bold">
            <RewardsCoinIcon className="h-6 w-6 flex-none text-amber-600" />
            {t('cashbackRedeem.heading')}
          </h2>
          <CloseButton
            label={t('cashbackRedeem.close')}
            onClick={props.onClose}
            disabled={busy !== null}
            buttonRef={closeRef}
            className="-me-2 -mt-1"
          />
        </div>
        <p id="redeem-intro" className="mt-1 text-sm text-slate-600">
          {t('cashbackRedeem.intro')}
        </p>
        <p className="mt-4 flex items-baseline justify-between gap-4 rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
          <span className="text-sm font-medium text-amber-950">{t('cashbackRedeem.balance')}</span>
          <span className="text-lg font-bold text-amber-700" data-testid="redeem-balance">
            <bdi>{redeemable.balance}</bdi>
          </span>
        </p>
        {props.playerLabel === null ? (
          <p className="mt-3 flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 ring-1 ring-brand-200">
            <AlertIcon className="mt-0.5 h-4 w-4 flex-none" />
            {t('cashbackRedeem.playerNeeded')}
          </p>
        ) : (
          <p className="mt-3 text-sm text-slate-700" data-testid="redeem-player">
            {t('cashbackRedeem.player', { player: `\u2068${props.playerLabel}\u2069` })}
          </p>
        )}
        <ul className="mt-4 space-y-2" aria-label={t('cashbackRedeem.listLabel')}>
          {redeemable.denominations.map((entry) => {
            const denomination = props.denominations.find((d) => d.id === entry.denominationId)!;
            const short = entry.state === 'insufficientPoints';
            return (
              <li
                key={entry.denominationId}
                data-testid="redeem-denomination"
                data-state={entry.state}
                className={`flex items-center gap-3 rounded-xl p-3 ring-1 ${short ? 'bg-slate-50 ring-slate-200' : 'bg-white ring-slate-300'}`}
              >
                <div className="min-w-0 flex-1">
                  <p className={`font-semibold ${short ? 'text-slate-500' : 'text-slate-900'}`}>
                    <bdi>{denomination.name}</bdi>
                  </p>
                  <p className="text-sm text-slate-600">
                    {t('cashbackRedeem.price', { points: `\u2068${entry.points}\u2069` })}
                    <span className="ms-2 text-slate-500 line-through">
                      <bdi>{denomination.price}</bdi>
                    </span>
                  </p>
                </div>
                {short ? (
                  <span className="flex-none rounded-full bg-slate-200 px-2.5 py-1 text-xs font-semibold text-slate-700">
                    {t('cashbackRedeem.insufficient')}
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => void redeem(entry.denominationId)}
                    aria-disabled={busy !== null || undefined}
                    aria-busy={busy === entry.denominationId || undefined}
                    aria-label={`${t('cashbackRedeem.redeem')} ${denomination.name}`}
                    className="inline-flex h-10 flex-none items-center justify-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-70"
                  >
                    {busy === entry.denominationId && <SpinnerIcon className="h-4 w-4 animate-spin" />}
                    {busy === entry.denominationId ? t('cashbackRedeem.redeeming') : t('cashbackRedeem.redeem')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        <div role="alert" className="empty:hidden">
          {error && (
            <p className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
              <AlertIcon className="mt-0.5 h-4 w-4 flex-none" />
              {t(error)}
            </p>
          )}
        </div>
      </div>
    </dialog>
  );
}
