import { useId, type RefObject } from 'react';
import type { BillingAddress, PaymentChannelView } from '@store/contracts';
import { t, type WebKey } from '../../lib/i18n.ts';
import { FieldError, inputClass, labelClass, optionClass, Step } from './fields.tsx';

/** Channel kinds in display order, with their group headings. */
const KINDS: ReadonlyArray<readonly [kind: string, key: WebKey]> = [
  ['card', 'checkout.payment.kind.card'],
  ['ewallet', 'checkout.payment.kind.ewallet'],
  ['bank_transfer', 'checkout.payment.kind.bank_transfer'],
  ['carrier', 'checkout.payment.kind.carrier'],
  ['convenience_store', 'checkout.payment.kind.convenience_store'],
];

export type BillingDraft = Record<keyof BillingAddress, string>;
export const emptyBilling: BillingDraft = { name: '', line1: '', line2: '', city: '', state: '', zipCode: '', province: '' };

const billingFields: ReadonlyArray<{ name: keyof BillingAddress; key: WebKey; required: boolean; autoComplete: string }> = [
  { name: 'name', key: 'checkout.billing.name', required: true, autoComplete: 'name' },
  { name: 'line1', key: 'checkout.billing.line1', required: true, autoComplete: 'address-line1' },
  { name: 'line2', key: 'checkout.billing.line2', required: false, autoComplete: 'address-line2' },
  { name: 'city', key: 'checkout.billing.city', required: true, autoComplete: 'address-level2' },
  { name: 'state', key: 'checkout.billing.state', required: false, autoComplete: 'address-level1' },
  { name: 'zipCode', key: 'checkout.billing.zipCode', required: true, autoComplete: 'postal-code' },
];

/** The first billing field that is missing or malformed, or null (commerce §3 billing address). */
export function invalidBillingField(draft: BillingDraft): keyof BillingAddress | null {
  for (const field of billingFields) {
    const value = draft[field.name].trim();
    if (field.required && value === '') return field.name;
  }
  if (!/^[A-Za-z0-9 -]{2,16}$/.test(draft.zipCode.trim())) return 'zipCode';
  return null;
}

export function toBillingAddress(draft: BillingDraft): BillingAddress {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    name: draft.name.trim(), line1: draft.line1.trim(), line2: optional(draft.line2), city: draft.city.trim(),
    state: optional(draft.state), zipCode: draft.zipCode.trim(), province: optional(draft.province),
  };
}

type Props = {
  channels: readonly PaymentChannelView[];
  selected: number | null;
  onSelect(id: number): void;
  error: string | null;
  firstRef: RefObject<HTMLInputElement | null>;
  billing: BillingDraft;
  onBilling(field: keyof BillingAddress, value: string): void;
  billingError: { field: keyof BillingAddress; message: string } | null;
  billingRefs: RefObject<Partial<Record<keyof BillingAddress, HTMLInputElement | null>>>;
};

/** Step 3: the country's payment channels, grouped by kind; a billing address when the channel needs one. */
export function PaymentStep(props: Props) {
  const { channels, selected } = props;
  const base = useId();
  const chosen = channels.find((c) => c.id === selected);
  const focusTarget = selected ?? channels[0]?.id;
  const known = new Set(KINDS.map(([kind]) => kind));
  const groups = [
    ...KINDS.map(([kind, key]) => ({ kind, title: t(key), channels: channels.filter((c) => c.kind === kind) })),
    { kind: 'other', title: t('checkout.payment.kind.other'), channels: channels.filter((c) => !known.has(c.kind)) },
  ].filter((g) => g.channels.length > 0);
  return (
    <Step id="payment" number={3} title={t('checkout.payment.heading')}>
      <fieldset aria-describedby={props.error ? 'payment-error' : undefined}>
        <legend className="sr-only">{t('checkout.payment.legend')}</legend>
        <div className="space-y-4">
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${base}-${group.kind}`}>
              <h3 id={`${base}-${group.kind}`} className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{group.title}</h3>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {group.channels.map((channel) => (
                  <label key={channel.id} className={optionClass}>
                    <input type="radio" name="paymentChannel" value={channel.id} checked={selected === channel.id}
                      onChange={() => props.onSelect(channel.id)} ref={channel.id === focusTarget ? props.firstRef : undefined}
                      className="sr-only" aria-invalid={props.error ? true : undefined} />
                    <span className="flex items-center gap-3">
                      <span aria-hidden="true" className="grid h-9 w-9 flex-none place-items-center rounded-lg bg-slate-100 text-xs font-bold text-slate-700">
                        {channel.name.replace(/[^A-Za-z0-9]/g, '').slice(0, 2).toUpperCase()}
                      </span>
                      <span className="font-medium text-slate-900">{channel.name}</span>
                    </span>
                  </label>
                ))}
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <FieldError id="payment-error" message={props.error} />
      {chosen?.needsBillingAddress && (
        <fieldset className="mt-5 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t('checkout.billing.legend')}</legend>
          <p className="mb-3 text-sm text-slate-600">{t('checkout.billing.why', { channel: chosen.name })}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {billingFields.map((field) => {
              const id = `${base}-billing-${field.name}`;
              const error = props.billingError?.field === field.name ? props.billingError.message : null;
              return (
                <div key={field.name} className={field.name === 'line1' || field.name === 'line2' ? 'sm:col-span-2' : undefined}>
                  <label htmlFor={id} className={labelClass}>
                    {t(field.key)}{!field.required && <span className="font-normal text-slate-600"> {t('checkout.optional')}</span>}
                  </label>
                  <input id={id} name={`billing.${field.name}`} value={props.billing[field.name]} autoComplete={field.autoComplete}
                    onChange={(e) => props.onBilling(field.name, e.target.value)} required={field.required}
                    ref={(el) => { props.billingRefs.current[field.name] = el; }}
                    aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
                    className={inputClass} maxLength={field.name === 'zipCode' ? 16 : 200} />
                  <FieldError id={`${id}-error`} message={error} />
                </div>
              );
            })}
          </div>
        </fieldset>
      )}
    </Step>
  );
}
