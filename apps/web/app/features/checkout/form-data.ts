import { billingFields, emptyBilling, type BillingDraft } from './billing.ts';
import type { CheckoutDraft } from './form-model.ts';

/**
 * The draft a checkout form sent without its scripts carries, read by the field names the form
 * renders (`userId`, `denomination`, `billing.city`, …). Anything missing reads as empty; what it
 * is worth is for validateCheckout to say.
 */
export function draftFromForm(form: FormData): CheckoutDraft {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const billing: BillingDraft = { ...emptyBilling };
  for (const field of billingFields) billing[field.name] = text(`billing.${field.name}`);
  const channel = text('paymentChannel');
  return {
    userId: text('userId'),
    zoneId: text('zoneId'),
    characterName: text('characterName'),
    denominationId: text('denomination') || null,
    channelId: /^[1-9][0-9]{0,9}$/.test(channel) ? Number(channel) : null,
    billing,
    nationality: text('nationality'),
    contactMethod: text('contactMethod') === 'mobile' ? 'mobile' : 'email',
    email: text('email'),
    mobile: text('mobile'),
    acceptedTerms: form.get('acceptedTerms') !== null,
    useRewards: form.get('useRewards') !== null,
  };
}
