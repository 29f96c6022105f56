import type { CreateOrderRequest, PaymentChannelView } from '@store/contracts';
import type { MessageKey, MessageParams } from '../../lib/i18n.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import { billingFields, emptyBilling, type BillingDraft } from './billing.ts';
import type { OrderSummary } from './confirm-dialog.tsx';

/*
 * The checkout form as one model (ADR 0025): what the shopper entered, the errors shown beside the
 * fields, the player check, and the confirmation. A reducer so that every change is one named
 * action, testable without a browser; the validation that fills `errors` is validate-checkout.ts.
 */

export type ContactMethod = 'email' | 'mobile';

/** What the shopper entered and chose (commerce §3 purchase state), as the fields hold it. */
export type CheckoutDraft = {
  userId: string;
  zoneId: string;
  denominationId: string | null;
  channelId: number | null;
  billing: BillingDraft;
  contactMethod: ContactMethod;
  email: string;
  mobile: string;
  acceptedTerms: boolean;
  ageConfirmed: boolean;
};

export const emptyDraft: CheckoutDraft = {
  userId: '', zoneId: '', denominationId: null, channelId: null, billing: emptyBilling,
  contactMethod: 'email', email: '', mobile: '', acceptedTerms: false, ageConfirmed: false,
};

/**
 * The fields that can carry an error, in page order: after Buy now the first one with an error
 * takes the focus. `form` is the message under Buy now for a problem that belongs to no field.
 */
export const FIELDS = [
  'userId', 'zoneId', 'denomination', 'paymentChannel',
  ...billingFields.map((field) => `billing.${field.name}` as const),
  'contact', 'age', 'termsAndCondition', 'form',
] as const;
export type FieldName = (typeof FIELDS)[number];
export type BillingFieldName = Extract<FieldName, `billing.${string}`>;

/** A catalogued message (a translation key and its values), translated where it is shown. */
export type FieldMessage = { key: MessageKey; params?: MessageParams };
export type FieldErrors = Partial<Record<FieldName, FieldMessage>>;

export function firstInvalidField(errors: FieldErrors): FieldName | null {
  return FIELDS.find((field) => errors[field] !== undefined) ?? null;
}

/**
 * What the checkout needs to know of the product and the shop to check a draft: plain data, the
 * same in the browser and in the route's action.
 */
export type CheckoutRules = {
  countryCode: string;
  productSlug: string;
  locale: string;
  userIdLabel: string;
  needsZone: boolean;
  minAge: number | null;
  mobilePattern: string;
  phoneCode: string;
  denominations: ReadonlyArray<{ id: string; available: boolean }>;
  channels: ReadonlyArray<Pick<PaymentChannelView, 'id' | 'needsBillingAddress'>>;
};

type ProductLike = {
  slug: string;
  userIdLabel: string;
  needsZone: boolean;
  minAge: number | null;
  denominations: ReadonlyArray<{ id: string; available: boolean }>;
  paymentChannels: ReadonlyArray<Pick<PaymentChannelView, 'id' | 'needsBillingAddress'>>;
};

export function checkoutRules(shop: ShopLocale, product: ProductLike): CheckoutRules {
  return {
    countryCode: shop.country.code,
    productSlug: product.slug,
    locale: shop.locale,
    userIdLabel: product.userIdLabel,
    needsZone: product.needsZone,
    minAge: product.minAge,
    mobilePattern: shop.country.mobilePattern,
    phoneCode: shop.country.phoneCode,
    denominations: product.denominations.map(({ id, available }) => ({ id, available })),
    channels: product.paymentChannels.map(({ id, needsBillingAddress }) => ({ id, needsBillingAddress })),
  };
}

export type Verification =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'verified'; userId: string; zoneId: string | null; nickname: string };

export type Confirmation = { request: CreateOrderRequest; summary: OrderSummary };

export type CheckoutState = {
  draft: CheckoutDraft;
  errors: FieldErrors;
  verification: Verification;
  /** editing → preparing (Buy now: checks, player) → confirming (the modal) → submitting → redirecting. */
  phase: 'editing' | 'preparing' | 'confirming' | 'submitting' | 'redirecting';
  confirmation: Confirmation | null;
  /** A failure of the order call that belongs to no field, shown in the modal. */
  submitError: FieldMessage | null;
};

export type DraftChange = Partial<Omit<CheckoutDraft, 'billing'>> & { billing?: Partial<BillingDraft> };

export type CheckoutAction =
  | { type: 'change'; change: DraftChange }
  | { type: 'invalid'; errors: FieldErrors; only?: readonly FieldName[] }
  | { type: 'fieldError'; field: FieldName; message: FieldMessage }
  | { type: 'verifying' }
  | { type: 'verified'; player: Extract<Verification, { status: 'verified' }> }
  | { type: 'playerRefused'; message: FieldMessage }
  | { type: 'preparing' }
  | { type: 'confirm'; confirmation: Confirmation }
  | { type: 'submitting' }
  | { type: 'submitFailed'; message: FieldMessage }
  | { type: 'redirecting' }
  | { type: 'closeConfirmation' };

/** The first state: an empty draft, or what the route's action answered for a form sent without scripts. */
export function initialCheckoutState(posted?: { draft: CheckoutDraft; errors: FieldErrors }): CheckoutState {
  return {
    draft: posted?.draft ?? emptyDraft,
    errors: posted?.errors ?? {},
    verification: { status: 'idle' },
    phase: 'editing',
    confirmation: null,
    submitError: null,
  };
}

/** The errors a change of the draft answers: a field the shopper touches is no longer blamed. */
function clearedBy(change: DraftChange): FieldName[] {
  const cleared: FieldName[] = ['form'];
  if (change.userId !== undefined) cleared.push('userId');
  if (change.zoneId !== undefined) cleared.push('zoneId');
  if (change.denominationId !== undefined) cleared.push('denomination');
  // Another channel may ask for no billing address, or another one.
  if (change.channelId !== undefined) cleared.push('paymentChannel', ...FIELDS.filter((f) => f.startsWith('billing.')));
  for (const name of Object.keys(change.billing ?? {})) cleared.push(`billing.${name}` as BillingFieldName);
  if (change.contactMethod !== undefined || change.email !== undefined || change.mobile !== undefined) cleared.push('contact');
  if (change.acceptedTerms !== undefined) cleared.push('termsAndCondition');
  if (change.ageConfirmed !== undefined) cleared.push('age');
  return cleared;
}

function without(errors: FieldErrors, fields: readonly FieldName[]): FieldErrors {
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'change': {
      const { billing, ...rest } = action.change;
      const draft = { ...state.draft, ...rest, billing: billing ? { ...state.draft.billing, ...billing } : state.draft.billing };
      // The nickname shown belongs to the player checked; another ID or zone must be checked again.
      const playerChanged = action.change.userId !== undefined || action.change.zoneId !== undefined;
      return {
        ...state, draft, errors: without(state.errors, clearedBy(action.change)),
        verification: playerChanged && state.verification.status !== 'checking' ? { status: 'idle' } : state.verification,
      };
    }
    case 'invalid': {
      // A check of some fields (Verify: the player's) answers for those fields alone.
      const kept = action.only ? without(state.errors, action.only) : {};
      return { ...state, errors: { ...kept, ...action.errors }, phase: 'editing' };
    }
    case 'fieldError':
      return { ...state, errors: { ...state.errors, [action.field]: action.message }, phase: 'editing', confirmation: null };
    case 'verifying':
      return { ...state, verification: { status: 'checking' }, errors: without(state.errors, ['userId', 'zoneId']) };
    case 'verified':
      return { ...state, verification: action.player };
    case 'playerRefused':
      return {
        ...state, verification: { status: 'idle' }, errors: { ...state.errors, userId: action.message },
        phase: 'editing', confirmation: null,
      };
    case 'preparing':
      return { ...state, phase: 'preparing', errors: {} };
    case 'confirm':
      return { ...state, phase: 'confirming', confirmation: action.confirmation, submitError: null };
    case 'submitting':
      return { ...state, phase: 'submitting', submitError: null };
    case 'submitFailed':
      return { ...state, phase: 'confirming', submitError: action.message };
    case 'redirecting':
      return { ...state, phase: 'redirecting' };
    case 'closeConfirmation':
      return { ...state, phase: 'editing', confirmation: null, submitError: null };
  }
}
