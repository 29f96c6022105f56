import type { ReactNode } from 'react';
import { t } from '../../lib/i18n.ts';
import type { PricedDenomination } from '../../lib/price.server.ts';
import { FieldError, optionClass, Step, type FieldBinding } from './fields.tsx';

type Props = {
  denominations: readonly PricedDenomination[];
  selected: string | null;
  onSelect(id: string): void;
  error: string | null;
  field: FieldBinding;
  /** 2, or 1 for a voucher (no player step). */
  number: number;
  /** What follows the denominations (the redeem-points entry). */
  children?: ReactNode;
};

/** Step 2 (1 for a voucher): the denomination; unavailable ones stay visible but cannot be chosen. */
export function DenominationStep({ denominations, selected, onSelect, error, field, number, children }: Props) {
  const focusTarget = selected ?? denominations.find((d) => d.available)?.id;
  return (
    <Step id="denomination" number={number} title={t('checkout.denomination.heading')}>
      <fieldset aria-describedby={error ? 'denomination-error' : undefined}>
        <legend className="sr-only">{t('checkout.denomination.legend')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
          {denominations.map((d) => (
            <label key={d.id} className={optionClass}>
              <input
                type="radio"
                name="denomination"
                value={d.id}
                checked={selected === d.id}
                disabled={!d.available}
                onChange={() => onSelect(d.id)}
                {...(d.id === focusTarget ? field('denomination') : {})}
                className="sr-only"
                aria-invalid={error ? true : undefined}
              />
              <span className="flex flex-col">
                <span className={`font-semibold ${d.available ? 'text-slate-900' : 'text-slate-500'}`}>
                  <bdi>{d.name}</bdi>
                </span>
                <span className={`mt-1 text-sm ${d.available ? 'text-brand-700' : 'text-slate-500'}`}>
                  {d.available ? d.price : t('checkout.denomination.unavailable')}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <FieldError id="denomination-error" message={error} />
      {children}
    </Step>
  );
}
