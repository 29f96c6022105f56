import type { BillingAddress } from '@store/contracts';
import type { WebKey } from '../../lib/i18n.ts';

/** Commerce §3 billing address, as typed into the form (every field a string). */
export type BillingDraft = Record<keyof BillingAddress, string>;
export const emptyBilling: BillingDraft = { name: '', line1: '', line2: '', city: '', state: '', zipCode: '', province: '' };

export type BillingPart = keyof BillingAddress;

/** Every field of commerce §3, in page order; what each must hold is the contract's billing schema for the country. */
export const billingFields: ReadonlyArray<{ name: BillingPart; key: WebKey; autoComplete: string }> = [
  { name: 'name', key: 'checkout.billing.name', autoComplete: 'name' },
  { name: 'line1', key: 'checkout.billing.line1', autoComplete: 'address-line1' },
  { name: 'line2', key: 'checkout.billing.line2', autoComplete: 'address-line2' },
  { name: 'city', key: 'checkout.billing.city', autoComplete: 'address-level2' },
  { name: 'state', key: 'checkout.billing.state', autoComplete: 'address-level1' },
  { name: 'province', key: 'checkout.billing.province', autoComplete: 'address-level1' },
  { name: 'zipCode', key: 'checkout.billing.zipCode', autoComplete: 'postal-code' },
];
