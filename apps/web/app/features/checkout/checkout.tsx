import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CreateOrderRequest, CreateOrderResponse, ProductDetail, ValidatePlayerResponse } from '@store/contracts';
import type { PricedDenomination } from '../../lib/price.server.ts';
import type { BillingAddress } from '@store/contracts';
import { firstCheckoutError, isValidEmail, mobileMatches, type CheckoutErrorField } from '@store/contracts/checkout.ts';
import { callApi, type ApiFailure } from '../../lib/api.ts';
import { t } from '../../lib/i18n.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import { useSignedIn } from '../../lib/shop.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { ConfirmDialog, type OrderSummary } from './confirm-dialog.tsx';
import { ContactStep, type ContactMethod } from './contact-step.tsx';
import { DenominationStep } from './denomination-step.tsx';
import { emptyBilling, invalidBillingField, toBillingAddress, type BillingDraft } from './billing.ts';
import { PaymentStep } from './payment-step.tsx';
import { PlayerStep, type Verification } from './player-step.tsx';
import { TermsStep } from './terms-step.tsx';
import { stageGuestPurchase } from '../account/index.ts';

/** Every field that can carry the checkout's one visible error, in page order. */
type Field = 'userId' | 'zoneId' | 'denomination' | CheckoutErrorField | 'age';
type FieldErrorState = { field: Field; message: string; billingField?: keyof BillingAddress } | null;

/** A fresh Idempotency-Key for one confirmation (crypto.randomUUID needs a secure context). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Server-blamed fields (`data.fields[].path`) → the form field that shows the message. */
const serverFieldMap: Record<string, Field> = {
  userId: 'userId',
  zoneId: 'zoneId',
  denominationId: 'denomination',
  paymentChannelId: 'paymentChannel',
  billingAddress: 'billingAddress',
  email: 'email',
  mobile: 'email',
  acceptedTerms: 'termsAndCondition',
  ageConfirmed: 'age',
};

/** Catalogued errors that belong to one field even when the server names none. */
function fieldOfFailure(failure: ApiFailure): Field | null {
  const named = failure.fields.map((f) => serverFieldMap[f.path.split('.')[0]!]).find((f) => f !== undefined);
  if (named) return named;
  switch (failure.resultCode) {
    case 12: case -100: case 10: case -102: case -200: return 'userId';
    case 237: case -101: return 'denomination';
    case 238: return 'paymentChannel';
    case 232: return 'email';
    case 30300: return 'billingAddress';
    case -300: return 'age';
    default: return null;
  }
}

/** The product as the page gets it: denominations carry their written prices. */
export type CheckoutProduct = Omit<ProductDetail, 'denominations'> & { denominations: PricedDenomination[] };

/** The product page's purchase form: the steps of commerce §2, the confirmation modal and Buy. */
export function Checkout({ shop, product }: { shop: ShopLocale; product: CheckoutProduct }) {
  const signedIn = useSignedIn();
  const hydrated = useHydrated();
  const [userId, setUserId] = useState('');
  const [zoneId, setZoneId] = useState('');
  const [verification, setVerification] = useState<Verification>({ status: 'idle' });
  const [denominationId, setDenominationId] = useState<string | null>(null);
  const [channelId, setChannelId] = useState<number | null>(null);
  const [billing, setBilling] = useState<BillingDraft>(emptyBilling);
  const [contactMethod, setContactMethod] = useState<ContactMethod>('email');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [fieldError, setFieldError] = useState<FieldErrorState>(null);
  const [dialog, setDialog] = useState<{ summary: OrderSummary; request: CreateOrderRequest } | null>(null);
  const [submitState, setSubmitState] = useState<'idle' | 'submitting' | 'redirecting'>('idle');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const idempotencyKey = useRef<string | null>(null);

  const userIdRef = useRef<HTMLInputElement>(null);
  const zoneIdRef = useRef<HTMLInputElement>(null);
  const denominationRef = useRef<HTMLInputElement>(null);
  const channelRef = useRef<HTMLInputElement>(null);
  const contactRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const ageRef = useRef<HTMLInputElement>(null);
  const billingRefs = useRef<Partial<Record<keyof BillingAddress, HTMLInputElement | null>>>({});
  const buyRef = useRef<HTMLButtonElement>(null);

  const denomination = product.denominations.find((d) => d.id === denominationId) ?? null;
  const channel = product.paymentChannels.find((c) => c.id === channelId) ?? null;
  const errorFor = (field: Field) => (fieldError?.field === field ? fieldError.message : null);

  function clearError(...fields: Field[]) {
    if (fieldError && fields.includes(fieldError.field)) setFieldError(null);
  }

  function showError(state: NonNullable<FieldErrorState>) {
    setFieldError(state);
    fieldElement(state)?.focus();
  }

  function fieldElement(state: NonNullable<FieldErrorState>): HTMLInputElement | null | undefined {
    return {
      userId: userIdRef.current,
      zoneId: zoneIdRef.current,
      denomination: denominationRef.current,
      paymentChannel: channelRef.current,
      billingAddress: billingRefs.current[state.billingField ?? 'name'],
      email: contactRef.current,
      termsAndCondition: termsRef.current,
      age: ageRef.current,
    }[state.field];
  }

  const trimmedUserId = userId.trim();
  const trimmedZoneId = product.needsZone ? zoneId.trim() : '';

  function missingPlayerField(): NonNullable<FieldErrorState> | null {
    if (!trimmedUserId) return { field: 'userId', message: t('checkout.errors.userIdRequired', { label: product.userIdLabel }) };
    if (product.needsZone && !trimmedZoneId) return { field: 'zoneId', message: t('checkout.errors.zoneRequired') };
    return null;
  }

  /** Asks the publisher for the player's nickname (POST /api/order/validate-player). */
  async function verify(): Promise<Extract<Verification, { status: 'verified' }> | null> {
    if (verification.status === 'verified' && verification.userId === trimmedUserId && (verification.zoneId ?? '') === trimmedZoneId) {
      return verification;
    }
    setVerification({ status: 'checking' });
    const result = await callApi<ValidatePlayerResponse>('/api/order/validate-player', {
      body: {
        countryCode: shop.country.code,
        productSlug: product.slug,
        userId: trimmedUserId,
        ...(product.needsZone ? { zoneId: trimmedZoneId } : {}),
      },
    });
    if (!result.ok) {
      setVerification({ status: 'failed', message: t(result.messageKey) });
      return null;
    }
    const verified = { status: 'verified' as const, userId: trimmedUserId, zoneId: trimmedZoneId || null, nickname: result.data.nickname };
    setVerification(verified);
    return verified;
  }

  async function onVerify() {
    const missing = missingPlayerField();
    if (missing) return showError(missing);
    setFieldError(null);
    if (!(await verify())) userIdRef.current?.focus();
  }

  function contactValid(): boolean {
    return contactMethod === 'email'
      ? isValidEmail(email.trim())
      : mobileMatches(shop.country.mobilePattern, shop.country.phoneCode, mobile.trim());
  }

  /** Buy: the first problem in page order is shown beside its field and focused, else the modal opens. */
  async function onBuy(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (preparing) return;
    const missing = missingPlayerField();
    if (missing) return showError(missing);
    if (!denomination) return showError({ field: 'denomination', message: t('checkout.errors.denominationRequired') });

    const badBillingField = channel?.needsBillingAddress ? invalidBillingField(billing) : null;
    // Commerce §4: payment channel, then billing address, then e-mail, then terms.
    const first = firstCheckoutError({
      paymentChannel: channel !== null,
      billingAddress: badBillingField === null,
      email: contactValid(),
      termsAndCondition: accepted,
    });
    if (first === 'paymentChannel') return showError({ field: first, message: t('checkout.errors.channelRequired') });
    if (first === 'billingAddress') {
      return showError({ field: first, billingField: badBillingField ?? 'name', message: t('checkout.errors.billingInvalid') });
    }
    if (first === 'email') {
      const empty = (contactMethod === 'email' ? email : mobile).trim() === '';
      const message = contactMethod === 'email'
        ? (empty ? t('checkout.errors.emailRequired') : t('checkout.errors.emailInvalid'))
        : (empty ? t('checkout.errors.mobileRequired') : t('checkout.errors.mobileInvalid'));
      return showError({ field: first, message });
    }
    if (first === 'termsAndCondition') return showError({ field: first, message: t('checkout.errors.termsRequired') });
    if (product.minAge !== null && !ageConfirmed) {
      return showError({ field: 'age', message: t('checkout.errors.ageRequired', { age: product.minAge }) });
    }

    setFieldError(null);
    setPreparing(true);
    const player = await verify();
    setPreparing(false);
    if (!player) return userIdRef.current?.focus();

    const contact = contactMethod === 'email' ? email.trim() : mobile.trim();
    const request: CreateOrderRequest = {
      countryCode: shop.country.code,
      productSlug: product.slug,
      denominationId: denomination.id,
      paymentChannelId: channel!.id,
      userId: player.userId,
      ...(player.zoneId ? { zoneId: player.zoneId } : {}),
      ...(contactMethod === 'email' ? { email: contact } : { mobile: contact }),
      acceptedTerms: true,
      ...(product.minAge !== null ? { ageConfirmed: true } : {}),
      locale: shop.locale,
      ...(channel!.needsBillingAddress ? { billingAddress: toBillingAddress(billing) } : {}),
    };
    idempotencyKey.current = newIdempotencyKey();
    setSubmitError(null);
    setSubmitState('idle');
    setDialog({
      request,
      summary: {
        productName: product.name,
        itemName: denomination.name,
        price: denomination.price,
        player: player.zoneId ? `${player.userId} · ${player.zoneId}` : player.userId,
        playerNickname: player.nickname,
        channel: channel!.name,
        contact: contactMethod === 'mobile' && !contact.startsWith('+') ? `+${shop.country.phoneCode} ${contact}` : contact,
      },
    });
  }

  /** Confirm and pay: one Idempotency-Key per confirmation, reused when the same confirmation is retried. */
  async function onConfirm() {
    if (!dialog || !idempotencyKey.current || submitState !== 'idle') return;
    setSubmitState('submitting');
    setSubmitError(null);
    const result = await callApi<CreateOrderResponse>('/api/order', {
      body: dialog.request,
      headers: { 'Idempotency-Key': idempotencyKey.current },
    });
    if (result.ok && result.data.paymentUrl) {
      setSubmitState('redirecting');
      // Guest adoption (ADR 0016): linked to the account the shopper signs in to later. A signed-in
      // shopper's order is already theirs.
      if (!signedIn) stageGuestPurchase({
        txnId: result.data.orderId, userId: dialog.request.userId, zoneId: dialog.request.zoneId ?? null,
        voucherTypeId: dialog.request.productSlug, gvtId: dialog.request.denominationId, lvtId: dialog.request.denominationId,
        pcId: String(dialog.request.paymentChannelId), checkoutId: idempotencyKey.current,
      });
      window.location.assign(result.data.paymentUrl);
      return;
    }
    setSubmitState('idle');
    if (result.ok) return setSubmitError(t('errors:transaction.unknownError'));
    const field = fieldOfFailure(result);
    if (field === 'userId') {
      setVerification({ status: 'failed', message: t(result.messageKey) });
      return closeDialog(userIdRef.current);
    }
    if (field) {
      const state = { field, message: t(result.messageKey) };
      setFieldError(state);
      return closeDialog(fieldElement(state));
    }
    setSubmitError(t(result.messageKey));
  }

  // While the modal is open the page behind it is inert, so focus moves there once it is gone:
  // back to Buy now, or to the field a server error belongs to.
  const focusAfterDialog = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (dialog === null && focusAfterDialog.current) {
      focusAfterDialog.current.focus();
      focusAfterDialog.current = null;
    }
  }, [dialog]);

  function closeDialog(focusTarget: HTMLElement | null | undefined = buyRef.current) {
    focusAfterDialog.current = focusTarget ?? null;
    setDialog(null);
    idempotencyKey.current = null;
  }

  const summaryPrice = denomination?.price ?? null;

  return (
    // The checkout is sent by its script (player check, confirmation, Idempotency-Key). Until the
    // page is hydrated Buy is disabled, which also stops Enter from submitting natively: a native
    // GET would put the shopper's e-mail or mobile in the address, and from there in history and
    // access logs. `method="post"` is the second guard, should a browser send it anyway.
    <form method="post" noValidate onSubmit={onBuy} aria-label={t('checkout.formLabel', { product: product.name })}
      className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start lg:gap-6">
      <div className="space-y-4">
        <PlayerStep product={product} userId={userId} zoneId={zoneId}
          onUserId={(v) => { setUserId(v); setVerification({ status: 'idle' }); clearError('userId'); }}
          onZoneId={(v) => { setZoneId(v); setVerification({ status: 'idle' }); clearError('zoneId'); }}
          onVerify={onVerify} verification={verification}
          userIdError={errorFor('userId')} zoneIdError={errorFor('zoneId')} userIdRef={userIdRef} zoneIdRef={zoneIdRef} />
        <DenominationStep denominations={product.denominations} selected={denominationId}
          onSelect={(id) => { setDenominationId(id); clearError('denomination'); }}
          error={errorFor('denomination')} firstRef={denominationRef} />
        <PaymentStep channels={product.paymentChannels} selected={channelId}
          onSelect={(id) => { setChannelId(id); clearError('paymentChannel', 'billingAddress'); }}
          error={errorFor('paymentChannel')} firstRef={channelRef}
          billing={billing} onBilling={(field, value) => { setBilling((b) => ({ ...b, [field]: value })); clearError('billingAddress'); }}
          billingError={fieldError?.field === 'billingAddress' ? { field: fieldError.billingField ?? 'name', message: fieldError.message } : null}
          billingRefs={billingRefs} />
        <ContactStep shop={shop} method={contactMethod} onMethod={(m) => { setContactMethod(m); clearError('email'); }}
          email={email} mobile={mobile} onEmail={(v) => { setEmail(v); clearError('email'); }}
          onMobile={(v) => { setMobile(v); clearError('email'); }} error={errorFor('email')} inputRef={contactRef} />
        <TermsStep accepted={accepted} onAccepted={(v) => { setAccepted(v); clearError('termsAndCondition'); }}
          termsError={errorFor('termsAndCondition')} termsRef={termsRef}
          minAge={product.minAge} ageConfirmed={ageConfirmed} onAgeConfirmed={(v) => { setAgeConfirmed(v); clearError('age'); }}
          ageError={errorFor('age')} ageRef={ageRef} />
      </div>

      <aside aria-labelledby="summary-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-24">
        <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">{t('checkout.summary.heading')}</h2>
        <dl className="mt-4 space-y-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('checkout.summary.item')}</dt>
            <dd className="text-end font-medium text-slate-900">{denomination ? <bdi>{denomination.name}</bdi> : t('checkout.summary.none')}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('checkout.summary.payment')}</dt>
            <dd className="text-end font-medium text-slate-900">{channel ? <bdi>{channel.name}</bdi> : t('checkout.summary.none')}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
            <dt className="font-semibold text-slate-900">{t('checkout.summary.total')}</dt>
            <dd className="text-xl font-bold text-brand-700">{summaryPrice ?? t('checkout.summary.none')}</dd>
          </div>
        </dl>
        <noscript>
          <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{t('checkout.needsScript')}</p>
        </noscript>
        <button type="submit" ref={buyRef} disabled={preparing || !hydrated} aria-busy={preparing || undefined}
          className="mt-5 h-12 w-full rounded-full bg-brand-600 text-base font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80">
          {t('checkout.buy')}
        </button>
        <p className="mt-3 text-center text-xs text-slate-600">{t('checkout.summary.secure')}</p>
      </aside>

      {dialog && (
        <ConfirmDialog summary={dialog.summary} state={submitState} error={submitError} onConfirm={onConfirm} onClose={() => closeDialog()} />
      )}
    </form>
  );
}
