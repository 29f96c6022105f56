import { describe, expect, it } from 'vitest';
import { singaporeRules } from './test-fixtures.ts';
import {
  checkoutReducer,
  draftFingerprint,
  emptyDraft,
  fitDraft,
  initialCheckoutState,
  pendingOffer,
  type CheckoutAction,
  type CheckoutDraft,
  type CheckoutState,
  type FieldErrors,
} from './form-model.ts';
import { validateCheckout } from './validate-checkout.ts';

const rules = singaporeRules;

const filled: CheckoutDraft = {
  ...emptyDraft,
  userId: '12345671',
  zoneId: '2001',
  denominationId: 'den_86',
  channelId: 70201,
  email: 'shopper@example.com',
};

const run = (state: CheckoutState, ...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, state);

/** The state after Buy now on `draft`: every error the check found. */
function afterBuyNow(draft: CheckoutDraft): CheckoutState {
  const check = validateCheckout(draft, rules);
  const errors: FieldErrors = check.ok ? {} : check.errors;
  return run(initialCheckoutState(), { type: 'restore', draft }, { type: 'preparing' }, { type: 'invalid', errors });
}

describe('the checkout form model', () => {
  it('keeps every error Buy now found until the shopper touches that field', () => {
    const state = afterBuyNow({ ...emptyDraft, userId: '12345671' });
    expect(Object.keys(state.errors).sort()).toEqual(['contact', 'denomination', 'paymentChannel', 'termsAndCondition', 'zoneId']);
    expect(state.phase).toBe('editing');

    const edited = run(state, { type: 'change', change: { zoneId: '2001' } }, { type: 'change', change: { acceptedTerms: true } });
    expect(Object.keys(edited.errors).sort()).toEqual(['contact', 'denomination', 'paymentChannel']);
    expect(edited.draft).toMatchObject({ userId: '12345671', zoneId: '2001', acceptedTerms: true });
  });

  it('clears the e-mail or mobile error when either, or the way to reach the shopper, changes', () => {
    const state = afterBuyNow(filled);
    for (const change of [{ email: 'a@b.co' }, { mobile: '8' }, { contactMethod: 'mobile' as const }]) {
      expect(run(state, { type: 'change', change }).errors.contact).toBeUndefined();
    }
  });

  it("forgets the billing errors when another channel is chosen, and one billing field's error when it is typed in", () => {
    const state = afterBuyNow({ ...filled, channelId: 70202, acceptedTerms: true });
    expect(Object.keys(state.errors).sort()).toEqual(['billing.city', 'billing.line1', 'billing.name', 'billing.zipCode']);
    expect(Object.keys(run(state, { type: 'change', change: { billing: { city: 'Singapore' } } }).errors).sort()).toEqual([
      'billing.line1',
      'billing.name',
      'billing.zipCode',
    ]);
    expect(run(state, { type: 'change', change: { channelId: 70201 } }).errors).toEqual({});
    expect(run(state, { type: 'change', change: { billing: { city: 'Singapore' } } }).draft.billing).toMatchObject({
      city: 'Singapore',
      name: '',
    });
  });

  it('forgets the checked player when the player ID or zone changes', () => {
    const verified = run(initialCheckoutState(), {
      type: 'verified',
      player: { status: 'verified', userId: '1', zoneId: '2', nickname: 'Ada' },
    });
    expect(run(verified, { type: 'change', change: { email: 'x' } }).verification.status).toBe('verified');
    expect(run(verified, { type: 'change', change: { zoneId: '3' } }).verification).toEqual({ status: 'idle' });
  });

  it('shows a refused player beside the player ID and closes the confirmation', () => {
    const confirming = run(initialCheckoutState(), { type: 'confirm', confirmation: { request: {} as never, summary: {} as never } });
    const refused = run(
      confirming,
      { type: 'submitting' },
      { type: 'playerRefused', message: { key: 'errors:transaction.userIdNotFound' } },
    );
    expect(refused).toMatchObject({
      phase: 'editing',
      confirmation: null,
      errors: { userId: { key: 'errors:transaction.userIdNotFound' } },
    });
  });

  it('answers Verify for the player fields alone, keeping the other errors', () => {
    const state = afterBuyNow({ ...emptyDraft, zoneId: '2001' });
    const verified = run(state, { type: 'invalid', errors: {}, only: ['userId', 'zoneId'] });
    expect(verified.errors.userId).toBeUndefined();
    expect(verified.errors.denomination).toEqual({ key: 'checkout.errors.denominationRequired' });
  });

  it('restores a saved draft once, and starts from a posted form (with its errors) without restoring over it', () => {
    const restored = run(initialCheckoutState(), { type: 'restore', draft: filled });
    expect(restored).toMatchObject({ draft: filled, restored: true, errors: {} });
    expect(run(initialCheckoutState(), { type: 'restore', draft: null })).toMatchObject({ draft: emptyDraft, restored: true });

    const posted = initialCheckoutState({ draft: filled, errors: { termsAndCondition: { key: 'checkout.errors.termsRequired' } } });
    expect(posted).toMatchObject({
      draft: filled,
      restored: true,
      errors: { termsAndCondition: { key: 'checkout.errors.termsRequired' } },
    });
  });

  it('drops a saved choice the product no longer offers', () => {
    expect(fitDraft({ ...filled, denominationId: 'den_sold_out', channelId: 1 }, rules)).toMatchObject({
      denominationId: null,
      channelId: null,
      userId: '12345671',
    });
    expect(fitDraft(filled, rules)).toEqual(filled);
  });
});

describe("a signed-in shopper's own contact", () => {
  const prefill = (draft: CheckoutDraft, email: string | null, mobile: string | null) =>
    run(initialCheckoutState(), { type: 'restore', draft }, { type: 'prefillContact', email, mobile }).draft;

  it('fills the account e-mail, or else its mobile, into an empty contact step', () => {
    expect(prefill(emptyDraft, 'me@example.com', '91234567')).toMatchObject({ contactMethod: 'email', email: 'me@example.com' });
    expect(prefill(emptyDraft, null, '91234567')).toMatchObject({ contactMethod: 'mobile', mobile: '91234567', email: '' });
  });

  it('never replaces what the shopper typed, of either kind', () => {
    expect(prefill({ ...emptyDraft, email: 'typed@example.com' }, 'me@example.com', null).email).toBe('typed@example.com');
    expect(prefill({ ...emptyDraft, contactMethod: 'mobile', mobile: '8' }, 'me@example.com', null)).toMatchObject({
      contactMethod: 'mobile',
      mobile: '8',
      email: '',
    });
  });
});

describe('the order already created for a draft', () => {
  const pending = { orderId: 'ord_1', paymentUrl: '/sandbox/pay/sbp_1', fingerprint: draftFingerprint(filled, rules) };

  it('is offered while the draft is the one it was created from, the agreement aside', () => {
    const state = run(initialCheckoutState(), { type: 'restore', draft: filled }, { type: 'pendingFound', pending });
    expect(pendingOffer(state, rules)).toEqual(pending);
    expect(pendingOffer(run(state, { type: 'change', change: { acceptedTerms: true } }), rules)).toEqual(pending);
    expect(pendingOffer(run(state, { type: 'change', change: { userId: ' 12345671 ' } }), rules)).toEqual(pending);
  });

  it('is not offered once the draft would make another order', () => {
    const state = run(initialCheckoutState(), { type: 'restore', draft: filled }, { type: 'pendingFound', pending });
    for (const change of [{ denominationId: 'den_other' }, { channelId: 70202 }, { email: 'other@example.com' }, { zoneId: '2002' }]) {
      expect(pendingOffer(run(state, { type: 'change', change }), rules)).toBeNull();
    }
    expect(pendingOffer(run(state, { type: 'pendingGone' }), rules)).toBeNull();
  });

  it('is not offered once the use-rewards toggle changed: rewards spent are part of the order', () => {
    expect(draftFingerprint({ ...filled, useRewards: true }, rules)).not.toBe(draftFingerprint(filled, rules));
  });

  it('counts the billing address only where the channel asks for one', () => {
    const card = { ...filled, channelId: 70202 };
    expect(draftFingerprint({ ...filled, billing: { ...filled.billing, city: 'X' } }, rules)).toBe(draftFingerprint(filled, rules));
    expect(draftFingerprint({ ...card, billing: { ...card.billing, city: 'X' } }, rules)).not.toBe(draftFingerprint(card, rules));
  });
});
