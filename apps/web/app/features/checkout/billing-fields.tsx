import { useId } from 'react';
import type { BillingAddress } from '@store/contracts';
import { t } from '../../lib/i18n.ts';
import { billingFields, type BillingDraft } from './billing.ts';
import { FieldError, inputClass, labelClass, type FieldBinding } from './fields.tsx';

type Props = {
  channelName: string;
  billing: BillingDraft;
  onBilling(field: keyof BillingAddress, value: string): void;
  /** Every billing field's error at once, beside each field. */
  billingErrors: Partial<Record<keyof BillingAddress, string>>;
  field: FieldBinding;
};

/** The billing address a payment channel asks for (commerce §3, §5). */
export function BillingFields(props: Props) {
  const base = useId();
  return (
    <fieldset className="mt-5 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('checkout.billing.legend')}</legend>
      <p className="mb-3 text-sm text-slate-600">{t('checkout.billing.why', { channel: props.channelName })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {billingFields.map((field) => {
          const id = `${base}-billing-${field.name}`;
          const error = props.billingErrors[field.name] ?? null;
          return (
            <div
              key={field.name}
              className={field.name === 'name' || field.name === 'line1' || field.name === 'line2' ? 'sm:col-span-2' : undefined}
            >
              <label htmlFor={id} className={labelClass}>
                {t(field.key)}
                {!field.required && <span className="font-normal text-slate-600"> {t('checkout.optional')}</span>}
              </label>
              <input
                id={id}
                name={`billing.${field.name}`}
                value={props.billing[field.name]}
                autoComplete={field.autoComplete}
                onChange={(e) => props.onBilling(field.name, e.target.value)}
                required={field.required}
                {...props.field(`billing.${field.name}`)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={inputClass}
                maxLength={field.name === 'zipCode' ? 16 : 200}
              />
              <FieldError id={`${id}-error`} message={error} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
