import type { ReactNode } from 'react';
import type { DenominationState } from '@store/contracts';
import { t, type WebKey } from '../../lib/i18n.ts';
import type { PricedDenomination } from '../../lib/price.server.ts';
import { FieldError, optionClass, Step, type FieldBinding } from './fields.tsx';
import type { DenominationStates } from './use-denomination-states.ts';

/** What a tile says instead of its price when the player cannot order it now (commerce §4). */
const stateLabel: Record<Exclude<DenominationState['state'], 'available'>, WebKey> = {
  pendingPurchase: 'checkout.denomination.state.pendingPurchase',
  purchased: 'checkout.denomination.state.purchased',
  dailyLimitReached: 'checkout.denomination.state.dailyLimitReached',
  monthlyLimitReached: 'checkout.denomination.state.monthlyLimitReached',
  notAvailable: 'checkout.denomination.unavailable',
};

type Props = {
  denominations: readonly PricedDenomination[];
  selected: string | null;
  onSelect(id: string): void;
  /** The verified player's denomination states; empty until a player is verified. */
  states: DenominationStates;
  error: string | null;
  field: FieldBinding;
  /** 2, or 1 for a voucher (no player step). */
  number: number;
  /** What follows the denominations (the redeem-points entry). */
  children?: ReactNode;
};

/** Step 2 (1 for a voucher): the denomination; unavailable ones, and those the player cannot buy now, stay visible but cannot be chosen. */
export function DenominationStep({ denominations, selected, onSelect, states, error, field, number, children }: Props) {
  const blocked = (d: PricedDenomination) => {
    const state = states.get(d.id)?.state;
    return !d.available ? 'notAvailable' : state && state !== 'available' ? state : null;
  };
  const focusTarget = selected ?? denominations.find((d) => !blocked(d))?.id;
  return (
    <Step id="denomination" number={number} title={t('checkout.denomination.heading')}>
      <fieldset aria-describedby={error ? 'denomination-error' : undefined}>
        <legend className="sr-only">{t('checkout.denomination.legend')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
          {denominations.map((d) => {
            const state = blocked(d);
            return (
              <label key={d.id} className={optionClass} data-state={state ?? 'available'}>
                <input
                  type="radio"
                  name="denomination"
                  value={d.id}
                  checked={selected === d.id}
                  disabled={state !== null}
                  onChange={() => onSelect(d.id)}
                  {...(d.id === focusTarget ? field('denomination') : {})}
                  className="sr-only"
                  aria-invalid={error ? true : undefined}
                />
                <span className="flex flex-col">
                  <span className={`font-semibold ${state ? 'text-slate-500' : 'text-slate-900'}`}>
                    <bdi>{d.name}</bdi>
                  </span>
                  <span className={`mt-1 text-sm ${state ? 'text-slate-600' : 'text-brand-700'}`}>
                    {state ? t(stateLabel[state]) : d.price}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <FieldError id="denomination-error" message={error} />
      {children}
    </Step>
  );
}
