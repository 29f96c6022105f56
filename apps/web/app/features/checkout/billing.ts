import type { BillingAddress } from '@store/contracts';
import type { WebKey } from '../../lib/i18n.ts';

/** Commerce §3 billing address, as typed into the form (every field a string). */
export type BillingDraft = Record<keyof BillingAddress, string>;
export const emptyBilling: BillingDraft = { name: '', line1: '', line2: '', city: '', state: '', zipCode: '', province: '' };

export const billingFields: ReadonlyArray<{ name: keyof BillingAddress; key: WebKey; required: boolean; autoComplete: string }> = [
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

