import { useId } from 'react';
import { hasPostcodes, regionRuleFor, type Region } from '@store/contracts/billing-rules.ts';
import { t, type WebKey } from '../../lib/i18n.ts';
import { billingFields, type BillingDraft, type BillingPart } from './billing.ts';
import { FieldError, inputClass, labelClass, type FieldBinding } from './fields.tsx';

type Props = {
  channelName: string;
  /** The shop's country: its postcodes and its states or provinces (docs/decisions/0047). */
  countryCode: string;
  billing: BillingDraft;
  onBilling(field: BillingPart, value: string): void;
  /** Every billing field's error at once, beside each field. */
  billingErrors: Partial<Record<BillingPart, string>>;
  field: FieldBinding;
};

const WIDE = new Set<BillingPart>(['name', 'line1', 'line2']);

/** The billing address a payment channel asks for (commerce §3, §5): every field of the spec the country uses. */
export function BillingFields(props: Props) {
  const base = useId();
  return (
    <fieldset className="mt-5 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('checkout.billing.legend')}</legend>
      <p className="mb-3 text-sm text-slate-600">{t('checkout.billing.why', { channel: props.channelName })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {billingFields.map(({ name }) => {
          const shape = billingFieldShape(props.countryCode, name);
          if (!shape.shown) return null;
          const id = `${base}-billing-${name}`;
          const error = props.billingErrors[name] ?? null;
          const common = {
            id,
            name: `billing.${name}`,
            value: props.billing[name],
            autoComplete: shape.autoComplete,
            required: shape.required,
            ...props.field(`billing.${name}`),
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            className: inputClass,
          };
          return (
            <div key={name} className={WIDE.has(name) ? 'sm:col-span-2' : undefined}>
              <label htmlFor={id} className={labelClass}>
                {t(shape.key)}
                {!shape.required && <span className="font-normal text-slate-600"> {t('checkout.optional')}</span>}
              </label>
              {shape.regions ? (
                // A native select: the phone's own picker, and typing a name's first letters finds it.
                <select {...common} onChange={(e) => props.onBilling(name, e.target.value)}>
                  <option value="">{t('checkout.billing.choose')}</option>
                  {shape.regions.map(([code, regionName]) => (
                    <option key={code} value={code}>
                      {regionName}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  onChange={(e) => props.onBilling(name, e.target.value)}
                  maxLength={name === 'zipCode' ? 16 : name === 'name' ? 120 : name === 'line1' || name === 'line2' ? 200 : 100}
                />
              )}
              <FieldError id={`${id}-error`} message={error} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** How the form shows a field in a country (docs/decisions/0047): hidden where the country does not use it. */
export type BillingFieldShape =
  { shown: false } | { shown: true; required: boolean; key: WebKey; autoComplete: string; regions: readonly Region[] | null };

/**
 * The form of a country's billing address: the state (United States) or the province (Canada)
 * chosen from the country's list, the other one not asked; elsewhere the state or region, free and
 * optional; the postcode optional only where the country has none.
 */
export function billingFieldShape(countryCode: string, name: BillingPart): BillingFieldShape {
  const field = billingFields.find((f) => f.name === name)!;
  const region = regionRuleFor(countryCode);
  if (name === 'state' || name === 'province') {
    // One first-level division per address: free and optional as the state or region where the country has no list.
    if (!region) {
      return name === 'state'
        ? { shown: true, required: false, key: field.key, autoComplete: field.autoComplete, regions: null }
        : { shown: false };
    }
    if (region.field !== name) return { shown: false };
    return {
      shown: true,
      required: true,
      key: name === 'state' ? 'checkout.billing.usState' : field.key,
      autoComplete: field.autoComplete,
      regions: region.regions,
    };
  }
  const required = name === 'zipCode' ? hasPostcodes(countryCode) : name !== 'line2';
  return { shown: true, required, key: field.key, autoComplete: field.autoComplete, regions: null };
}
