import type { BillingAddress } from '@store/contracts';
import type { WebKey } from '../../lib/i18n.ts';

/** Commerce §3 billing address, as typed into the form (every field a string). */
export type BillingDraft = Record<keyof BillingAddress, string>;
export const emptyBilling: BillingDraft = { name: '', line1: '', line2: '', city: '', state: '', zipCode: '', province: '' };

/** The fields the form shows, in page order; what each must hold is the contract's billing schema. */
export const billingFields: ReadonlyArray<{ name: keyof BillingAddress; key: WebKey; required: boolean; autoComplete: string }> = [
  { name: 'name', key: 'checkout.billing.name', required: true, autoComplete: 'name' },
  { name: 'line1', key: 'checkout.billing.line1', required: true, autoComplete: 'address-line1' },
  { name: 'line2', key: 'checkout.billing.line2', required: false, autoComplete: 'address-line2' },
  { name: 'city', key: 'checkout.billing.city', required: true, autoComplete: 'address-level2' },
  { name: 'state', key: 'checkout.billing.state', required: false, autoComplete: 'address-level1' },
  { name: 'zipCode', key: 'checkout.billing.zipCode', required: true, autoComplete: 'postal-code' },
];
