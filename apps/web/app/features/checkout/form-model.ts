import type { CreateOrderRequest, PaymentChannelView, PlayerField } from '@store/contracts';
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
  /** The zone number, or the server chosen, as the game asks (docs/decisions/0044). */
  zoneId: string;
  /** The character, for a game whose publisher asks for one; '' otherwise. */
  characterName: string;
  denominationId: string | null;
  channelId: number | null;
  billing: BillingDraft;
  /** The shopper's nationality (ISO 3166-1 code), where the product or the channel asks for it; '' otherwise. */
  nationality: string;
  contactMethod: ContactMethod;
  email: string;
  mobile: string;
  acceptedTerms: boolean;
  /** The use-rewards toggle (commerce §4): pay part of the order with the shopper's Coda Rewards. */
  useRewards: boolean;
};

export const emptyDraft: CheckoutDraft = {
  userId: '',
  zoneId: '',
  characterName: '',
  denominationId: null,
  channelId: null,
  billing: emptyBilling,
  nationality: '',
  contactMethod: 'email',
  email: '',
  mobile: '',
  acceptedTerms: false,
  useRewards: false,
};

/**
 * The fields that can carry an error, in page order: after Buy now the first one with an error
 * takes the focus. `form` is the message under Buy now for a problem that belongs to no field.
 */
export const FIELDS = [
  'userId',
  'zoneId',
  'characterName',
  'denomination',
  'paymentChannel',
  ...billingFields.map((field) => `billing.${field.name}` as const),
  'nationality',
  'contact',
  'termsAndCondition',
  'form',
] as const;
export type FieldName = (typeof FIELDS)[number];
export type BillingFieldName = Extract<FieldName, `billing.${string}`>;

/** A catalogued message (a translation key and its values), translated where it is shown. */
export type FieldMessage = { key: MessageKey; params?: MessageParams };
export type FieldErrors = Partial<Record<FieldName, FieldMessage>>;

/** The fields of the player step, each checked again when changed. */
export const PLAYER_FIELDS = ['userId', 'zoneId', 'characterName'] as const satisfies readonly FieldName[];
export type PlayerFieldName = (typeof PLAYER_FIELDS)[number];

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
  /** The player step's inputs as the catalogue describes them (docs/decisions/0044). */
  playerFields: readonly PlayerField[];
  /** A voucher has no player: no player step, no player in the order (docs/decisions/0038). */
  voucher: boolean;
  mobilePattern: string;
  phoneCode: string;
  denominations: ReadonlyArray<{ id: string; available: boolean }>;
  channels: ReadonlyArray<Pick<PaymentChannelView, 'id' | 'needsBillingAddress' | 'needsNationality'>>;
  /** Whether the product asks for the shopper's nationality whatever the channel (docs/decisions/0047). */
  needsNationality: boolean;
};

type ProductLike = {
  slug: string;
  kind: 'topup' | 'voucher';
  userIdLabel: string;
  needsZone: boolean;
  playerFields: readonly PlayerField[];
  needsNationality: boolean;
  denominations: ReadonlyArray<{ id: string; available: boolean }>;
  paymentChannels: ReadonlyArray<Pick<PaymentChannelView, 'id' | 'needsBillingAddress' | 'needsNationality'>>;
};

export function checkoutRules(shop: ShopLocale, product: ProductLike): CheckoutRules {
  return {
    countryCode: shop.country.code,
    productSlug: product.slug,
    locale: shop.locale,
    userIdLabel: product.userIdLabel,
    needsZone: product.needsZone,
    playerFields: product.playerFields,
    voucher: product.kind === 'voucher',
    mobilePattern: shop.country.mobilePattern,
    phoneCode: shop.country.phoneCode,
    denominations: product.denominations.map(({ id, available }) => ({ id, available })),
    channels: product.paymentChannels.map(({ id, needsBillingAddress, needsNationality }) => ({
      id,
      needsBillingAddress,
      needsNationality,
    })),
    needsNationality: product.needsNationality,
  };
}

export function needsBilling(draft: Pick<CheckoutDraft, 'channelId'>, rules: Pick<CheckoutRules, 'channels'>): boolean {
  return rules.channels.find((channel) => channel.id === draft.channelId)?.needsBillingAddress === true;
}

/** The nationality step is shown, and the order carries one, where the product or the chosen channel asks for it. */
export function needsNationality(
  draft: Pick<CheckoutDraft, 'channelId'>,
  rules: Pick<CheckoutRules, 'channels' | 'needsNationality'>,
): boolean {
  return rules.needsNationality || rules.channels.find((channel) => channel.id === draft.channelId)?.needsNationality === true;
}

/**
 * A draft as it may be trusted on this page: a saved or posted choice the product no longer offers
 * is dropped rather than shown as chosen.
 */
export function fitDraft(draft: CheckoutDraft, rules: CheckoutRules): CheckoutDraft {
  const denomination = rules.denominations.find((d) => d.id === draft.denominationId && d.available);
  const channel = rules.channels.find((c) => c.id === draft.channelId);
  return { ...draft, denominationId: denomination?.id ?? null, channelId: channel?.id ?? null };
}

/**
 * What an order is made of in a draft: the same fingerprint means the same order would be created.
 * The terms are the shopper's agreement, not part of what is bought.
 */
export function draftFingerprint(draft: CheckoutDraft, rules: CheckoutRules): string {
  const contact = draft.contactMethod === 'email' ? draft.email : draft.mobile;
  const billing = needsBilling(draft, rules) ? billingFields.map((field) => draft.billing[field.name].trim()) : null;
  return JSON.stringify([
    rules.countryCode,
    rules.productSlug,
    draft.userId.trim(),
    rules.needsZone ? draft.zoneId.trim() : '',
    rules.playerFields.some((field) => field.kind === 'characterName') ? draft.characterName.trim() : '',
    draft.denominationId,
    draft.channelId,
    draft.contactMethod,
    contact.trim(),
    billing,
    needsNationality(draft, rules) ? draft.nationality : null,
    // Rewards spent on an order are part of it: with the toggle changed, it is another order.
    draft.useRewards,
  ]);
}

export type Verification =
  { status: 'idle' } | { status: 'checking' } | { status: 'verified'; userId: string; zoneId: string | null; nickname: string };

/** An order created from a draft, still waiting for payment on the provider's page. */
export type PendingOrder = { orderId: string; paymentUrl: string; fingerprint: string };

export type Confirmation = { request: CreateOrderRequest; summary: OrderSummary };

export type CheckoutState = {
  draft: CheckoutDraft;
  errors: FieldErrors;
  verification: Verification;
  /** Whether the draft saved in this tab has been read: until then nothing is saved over it. */
  restored: boolean;
  /** editing → preparing (Buy now: checks, player) → confirming (the modal) → submitting → redirecting. */
  phase: 'editing' | 'preparing' | 'confirming' | 'submitting' | 'redirecting';
  confirmation: Confirmation | null;
  /** A failure of the order call that belongs to no field, shown in the modal. */
  submitError: FieldMessage | null;
  /** The order this tab created for a draft, while it waits for payment (see `pendingOffer`). */
  pending: PendingOrder | null;
};

export type DraftChange = Partial<Omit<CheckoutDraft, 'billing'>> & { billing?: Partial<BillingDraft> };

export type CheckoutAction =
  | { type: 'change'; change: DraftChange }
  | { type: 'restore'; draft: CheckoutDraft | null }
  | { type: 'prefillContact'; email: string | null; mobile: string | null }
  | { type: 'invalid'; errors: FieldErrors; only?: readonly FieldName[] }
  | { type: 'fieldError'; field: FieldName; message: FieldMessage }
  | { type: 'verifying' }
  | { type: 'verified'; player: Extract<Verification, { status: 'verified' }> }
  | { type: 'playerRefused'; message: FieldMessage; field?: PlayerFieldName }
  | { type: 'preparing' }
  | { type: 'confirm'; confirmation: Confirmation }
  | { type: 'submitting' }
  | { type: 'submitFailed'; message: FieldMessage }
  | { type: 'redirecting' }
  | { type: 'closeConfirmation' }
  | { type: 'pendingFound'; pending: PendingOrder }
  | { type: 'pendingGone' };

/** The first state: an empty draft, or what the route's action answered for a form sent without scripts. */
export function initialCheckoutState(posted?: { draft: CheckoutDraft; errors: FieldErrors }): CheckoutState {
  return {
    draft: posted?.draft ?? emptyDraft,
    errors: posted?.errors ?? {},
    verification: { status: 'idle' },
    // A posted draft is newer than anything saved in the tab: it is kept, not replaced.
    restored: posted !== undefined,
    phase: 'editing',
    confirmation: null,
    submitError: null,
    pending: null,
  };
}

/** The errors a change of the draft answers: a field the shopper touches is no longer blamed. */
function clearedBy(change: DraftChange): FieldName[] {
  const cleared: FieldName[] = ['form'];
  if (change.userId !== undefined) cleared.push('userId');
  if (change.zoneId !== undefined) cleared.push('zoneId');
  if (change.characterName !== undefined) cleared.push('characterName');
  if (change.denominationId !== undefined) cleared.push('denomination');
  // Another channel may ask for no billing address, or another one.
  if (change.channelId !== undefined) cleared.push('paymentChannel', 'nationality', ...FIELDS.filter((f) => f.startsWith('billing.')));
  if (change.nationality !== undefined) cleared.push('nationality');
  for (const name of Object.keys(change.billing ?? {})) cleared.push(`billing.${name}` as BillingFieldName);
  if (change.contactMethod !== undefined || change.email !== undefined || change.mobile !== undefined) cleared.push('contact');
  if (change.acceptedTerms !== undefined) cleared.push('termsAndCondition');
  return cleared;
}

function without(errors: FieldErrors, fields: readonly FieldName[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field as FieldName))) as FieldErrors;
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'change': {
      const { billing, ...rest } = action.change;
      const draft = { ...state.draft, ...rest, billing: billing ? { ...state.draft.billing, ...billing } : state.draft.billing };
      // The nickname shown belongs to the player checked; another ID or zone must be checked again.
      const playerChanged = PLAYER_FIELDS.some((name) => action.change[name] !== undefined);
      return {
        ...state,
        draft,
        errors: without(state.errors, clearedBy(action.change)),
        verification: playerChanged && state.verification.status !== 'checking' ? { status: 'idle' } : state.verification,
      };
    }
    case 'restore':
      return { ...state, draft: action.draft ?? state.draft, restored: true };
    case 'prefillContact': {
      // A signed-in shopper's own address, only while the shopper has typed none of either kind.
      if (state.draft.email !== '' || state.draft.mobile !== '') return state;
      if (action.email) return { ...state, draft: { ...state.draft, contactMethod: 'email', email: action.email } };
      if (action.mobile) return { ...state, draft: { ...state.draft, contactMethod: 'mobile', mobile: action.mobile } };
      return state;
    }
    case 'invalid': {
      // A check of some fields (Verify: the player's) answers for those fields alone.
      const kept = action.only ? without(state.errors, action.only) : {};
      return { ...state, errors: { ...kept, ...action.errors }, phase: 'editing' };
    }
    case 'fieldError':
      return { ...state, errors: { ...state.errors, [action.field]: action.message }, phase: 'editing', confirmation: null };
    case 'verifying':
      return { ...state, verification: { status: 'checking' }, errors: without(state.errors, PLAYER_FIELDS) };
    case 'verified':
      return { ...state, verification: action.player };
    case 'playerRefused':
      return {
        ...state,
        verification: { status: 'idle' },
        // The publisher blames the character name for −1061; every other refusal is the player's id.
        errors: { ...state.errors, [action.field ?? 'userId']: action.message },
        phase: 'editing',
        confirmation: null,
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
    case 'pendingFound':
      return { ...state, pending: action.pending };
    case 'pendingGone':
      return { ...state, pending: null };
  }
}

/** The pending order to offer "Continue to payment" for: only while the draft is still the one it was made from. */
export function pendingOffer(state: CheckoutState, rules: CheckoutRules): PendingOrder | null {
  return state.pending && state.pending.fingerprint === draftFingerprint(state.draft, rules) ? state.pending : null;
}
