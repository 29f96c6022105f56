import type { BillingAddress } from '@store/contracts';
import { hasPostcodes, regionRuleFor, type Region } from '@store/contracts/billing-rules.ts';
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
