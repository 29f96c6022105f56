import { Suspense, useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import type { ProductDetail, SavedPlayer, ValidatePlayerResponse } from '@store/contracts';
import type { PricedDenomination } from '../../lib/price.server.ts';
import { callApi } from '../../lib/api.ts';
import { t, type MessageKey } from '../../lib/i18n.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import { useSignedIn } from '../../lib/shop.ts';
import { useAccountContact } from './use-account-contact.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { isWhiteLabel, useSite } from '../../lib/site.ts';
import { detectPlatform } from '../../lib/platform.ts';
import { discardStagedPurchase, stageGuestPurchase } from '../account/index.ts';
import { CheckoutRewards, LazyRedeemPoints, shownQuote, useCashbackQuote, type QuoteView, type RedeemPlayer } from '../cashback/index.ts';
import { CashbackToggle } from '@store/contracts/rewards.ts';
import { ContactStep } from './contact-step.tsx';
import { DenominationStep } from './denomination-step.tsx';
import { draftStorageKey } from './draft-storage.ts';
import type { ChannelFallback } from './channel-fallback.ts';
import type { FieldBinding } from './fields.tsx';
import {
  checkoutReducer,
  checkoutRules,
  draftFingerprint,
  firstInvalidField,
  initialCheckoutState,
  needsNationality,
  pendingOffer,
  PLAYER_FIELDS,
  type CheckoutDraft,
  type DraftChange,
  type FieldErrors,
  type FieldName,
  type Verification,
} from './form-model.ts';
import { playerFieldOfFailure } from './order-failure.ts';
import { asksCharacterName, serversOf } from '@store/contracts/player-fields.ts';
import { PaymentStep } from './payment-step.tsx';
import { NationalityStep } from './nationality-step.tsx';
import { AgeGateDialog, ConfirmDialog, StickyBuyBar, warmOnDemand } from './on-demand.ts';
import { PlayerStep } from './player-step.tsx';
import { SummaryPanel } from './summary-panel.tsx';
import { TermsStep } from './terms-step.tsx';
import { useSavedCheckout } from './use-saved-checkout.ts';
import { codacashOffer } from './codacash-option.tsx';
import { useCodacashWallet } from './use-codacash-wallet.ts';
import { orderable, useDenominationStates } from './use-denomination-states.ts';
import { useSavedPlayers } from './use-saved-players.ts';
import { shopPath } from '../../lib/locale.ts';

/** A fresh Idempotency-Key for one confirmation (crypto.randomUUID needs a secure context). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A module fetched once, on demand; a fetch that failed is tried again the next time it is asked for. */
function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * The validation module and the order placement, fetched the first time the shopper works with the
 * form rather than with the page: they carry the order schema and zod, the order call and its
 * failures' mapping, which the first load does without (ADR 0025, ADR 0054).
 */
const loadValidation = onDemand(() => import('./validate-checkout.ts'));
const loadPlacing = onDemand(() => import('./place-order.ts'));
/** The age gate's rules and the browser's answer (ADR 0037), needed from Buy now on. */
const loadAgeGate = onDemand(() => import('./age-gate.ts'));

/** Starts fetching the modules and the dialogs Buy now needs; a failure is met again, and said, on Buy now. */
function warmCheckout() {
  loadValidation().catch(() => {});
  loadPlacing().catch(() => {});
  loadAgeGate().catch(() => {});
  warmOnDemand();
}

/** The product as the page gets it: denominations carry their written prices. */
export type CheckoutProduct = Omit<ProductDetail, 'denominations'> & {
  denominations: PricedDenomination[];
  mostUsedChannelId: number | null;
  /** The designed fallbacks of the channels without a mark (ADR 0039), drawn up with the page. */
  channelFallbacks: Readonly<Record<number, ChannelFallback>>;
};

/** What the product route's action answers for a checkout sent before the page's scripts ran. */
export type PostedCheckout = { draft: CheckoutDraft; errors: FieldErrors; needsScript: boolean };

/** The product page's purchase form: the steps of commerce §2, the confirmation modal and Buy. */
export function Checkout({ shop, product, posted }: { shop: ShopLocale; product: CheckoutProduct; posted?: PostedCheckout }) {
  const signedIn = useSignedIn();
  const hydrated = useHydrated();
  const rules = useMemo(() => checkoutRules(shop, product), [shop, product]);
  const storageKey = draftStorageKey(shop.country.code, product.slug);
  const [state, dispatch] = useReducer(checkoutReducer, posted, initialCheckoutState);
  const { draft, errors, verification, phase, confirmation } = state;
  const idempotencyKey = useRef<string | null>(null);
  // The age gate (ADR 0037), open at Buy now, for the age asked, while this browser has not answered for it.
  const [askingAge, setAskingAge] = useState<number | null>(null);

  // Inputs by field, for the focus; what gets the focus once the page has rendered the errors.
  const inputs = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});
  const buyRef = useRef<HTMLButtonElement>(null);
  const barBuyRef = useRef<HTMLButtonElement>(null);
  // The Buy now on screen: the sticky bar's on a phone once an amount is chosen, else the summary's.
  const buyButton = () => (barBuyRef.current && barBuyRef.current.getClientRects().length > 0 ? barBuyRef.current : buyRef.current);
  const focusNext = useRef<FieldName | HTMLElement | null>(null);
  // A form sent before the scripts ran comes back with its first error focused by the browser.
  const autoFocusField = posted ? firstInvalidField(posted.errors) : null;
  const field: FieldBinding = (name) => ({
    ref: (el) => {
      inputs.current[name] = el;
    },
    ...(name === autoFocusField ? { autoFocus: true } : {}),
  });

  // While the modal is open the page behind it is inert: the focus moves once it is gone.
  useEffect(() => {
    const target = focusNext.current;
    if (!target || confirmation || askingAge !== null) return;
    focusNext.current = null;
    (typeof target === 'string' ? (target === 'form' ? buyButton() : inputs.current[target]) : target)?.focus();
  });

  useSavedCheckout(storageKey, state, dispatch, rules, () => {
    idempotencyKey.current = null;
  });
  useAccountContact(shop, signedIn, state.restored, dispatch);

  // Commerce §3–§4 (ADR 0053): a guest's purchase is staged in the tab's session storage as the form
  // stands, and committed to local storage only when the order is placed (place-order.ts).
  useEffect(() => {
    if (!hydrated) return;
    if (signedIn) return discardStagedPurchase();
    if (draft.userId.trim() === '' && draft.denominationId === null && draft.channelId === null) return;
    stageGuestPurchase({
      voucherTypeId: product.slug,
      ...(draft.userId.trim() !== '' ? { userId: draft.userId.trim() } : {}),
      zoneId: draft.zoneId.trim() || null,
      ...(draft.denominationId !== null ? { gvtId: draft.denominationId, lvtId: draft.denominationId } : {}),
      ...(draft.channelId !== null ? { pcId: String(draft.channelId) } : {}),
    });
  }, [hydrated, signedIn, product.slug, draft.userId, draft.zoneId, draft.denominationId, draft.channelId]);

  // Commerce §3: the shopper's last 5 validated players of this product, offered in step 1 (ADR 0040).
  const savedPlayers = useSavedPlayers(shop.country.code, product.slug, signedIn);
  // Commerce §4: what the verified player may still order, shown on the tiles (ADR 0040).
  const denominationStates = useDenominationStates(shop.country.code, product.slug, verification);
  const { states } = denominationStates;
  // A chosen amount the player turns out not to be able to order now is unchosen, and the reason said beside it.
  const blockedChoice = draft.denominationId !== null && !orderable(states, draft.denominationId) ? states.get(draft.denominationId) : null;
  useEffect(() => {
    if (!blockedChoice || phase !== 'editing') return;
    dispatch({ type: 'change', change: { denominationId: null } });
    dispatch({
      type: 'fieldError',
      field: 'denomination',
      message: { key: blockedChoice.messageKey ?? 'errors:transaction.denominationUnavailable' },
    });
  }, [blockedChoice, phase]);

  const denomination = product.denominations.find((d) => d.id === draft.denominationId) ?? null;
  const channel = product.paymentChannels.find((c) => c.id === draft.channelId) ?? null;
  // Codacash (commerce §4, §6): offered where the catalogue lists it (never on a white-label site,
  // whose product loader leaves it out); the shopper's balance is read after the page has loaded.
  const codacashOffered = product.paymentChannels.some((c) => c.kind === 'codacash');
  const codacash = useCodacashWallet(shop, signedIn, codacashOffered);
  const priceMinor = denomination ? BigInt(denomination.priceMinor) : null;
  const productPath = shopPath(shop, product.slug);
  const codacashLinks = {
    signIn: `${shopPath(shop, 'sign-in')}?from=${encodeURIComponent(productPath)}`,
    activate: shopPath(shop, 'wallet/verify'),
  };
  const offer = pendingOffer(state, rules);
  // Coda Rewards (commerce §3 cashback purchase info, §4 toggle): quoted for the order as it stands,
  // where the country offers them, never on a white-label site (the store's own scheme).
  const site = useSite();
  const rewardsOffered = !isWhiteLabel(site) && shop.country.features.rewards;
  const cashback = useCashbackQuote(
    shop,
    rewardsOffered && denomination && channel
      ? {
          countryCode: shop.country.code,
          productSlug: product.slug,
          denominationId: denomination.id,
          paymentChannelId: channel.id,
          useRewards: signedIn && draft.useRewards,
        }
      : null,
  );
  const quote = shownQuote(cashback.standing);
  const rewardsUsed = signedIn && draft.useRewards && quote !== null && BigInt(quote.burnAmount) > 0n ? quote : null;
  const total = denomination ? (rewardsUsed ? rewardsUsed.written.pay : denomination.price) : null;
  const message = (name: FieldName) => {
    const problem = errors[name];
    return problem ? t(problem.key, problem.params) : null;
  };
  const change = (edit: DraftChange) => dispatch({ type: 'change', change: edit });

  function showErrors(found: FieldErrors, only?: readonly FieldName[]) {
    dispatch({ type: 'invalid', errors: found, only });
    focusNext.current = firstInvalidField(found);
  }

  /** A zone as the shopper chose it: a server by its name (docs/decisions/0044), a zone number as typed. */
  const zoneName = (zoneId: string) => {
    const server = serversOf(product.playerFields)?.find((s) => s.id === zoneId);
    return server ? t(`checkout.player.servers.${server.label}` as MessageKey) : zoneId;
  };

  /** Asks the publisher for the player's nickname (POST /api/order/validate-player); a saved player's own fields when picked. */
  async function checkPlayer(picked?: SavedPlayer): Promise<Extract<Verification, { status: 'verified' }> | null> {
    const userId = picked ? picked.userId : draft.userId.trim();
    const zoneId = product.needsZone ? (picked ? (picked.zoneId ?? '') : draft.zoneId.trim()) : '';
    // A saved player keeps no character name: the one typed goes with it (docs/decisions/0044).
    const characterName = asksCharacterName(product.playerFields) ? draft.characterName.trim() : '';
    if (verification.status === 'verified' && verification.userId === userId && (verification.zoneId ?? '') === zoneId) {
      return verification;
    }
    dispatch({ type: 'verifying' });
    const result = await callApi<ValidatePlayerResponse>('/api/order/validate-player', {
      body: {
        countryCode: shop.country.code,
        productSlug: product.slug,
        userId,
        ...(product.needsZone ? { zoneId } : {}),
        ...(characterName ? { characterName } : {}),
      },
    });
    if (!result.ok) {
      const field = playerFieldOfFailure(result);
      dispatch({ type: 'playerRefused', message: { key: result.messageKey }, field });
      focusNext.current = field;
      return null;
    }
    const verified = { status: 'verified' as const, userId, zoneId: zoneId || null, nickname: result.data.nickname };
    dispatch({ type: 'verified', player: verified });
    savedPlayers.remember({ userId, zoneId: verified.zoneId, nickname: verified.nickname });
    return verified;
  }

  /** A saved player picked: its fields filled, and checked again (eligibility may have changed since). */
  function onPickSaved(player: SavedPlayer) {
    change({ userId: player.userId, zoneId: player.zoneId ?? '' });
    void checkPlayer(player);
  }

  async function onVerify() {
    // Without the validation module (offline) the publisher's check alone answers: the store
    // refuses a malformed ID there too, beside the same field.
    const module = await loadValidation().catch(() => null);
    const problems = module?.playerProblems(draft, rules) ?? {};
    if (firstInvalidField(problems)) return showErrors(problems, PLAYER_FIELDS);
    await checkPlayer();
  }

  /** Points redemption (commerce §2 redeem-points modal): the player of step 1, checked as Buy now checks it. */
  async function verifyForRedeem(): Promise<RedeemPlayer | null> {
    const module = await loadValidation().catch(() => null);
    const problems = module?.playerProblems(draft, rules) ?? {};
    if (firstInvalidField(problems)) {
      showErrors(problems, PLAYER_FIELDS);
      return null;
    }
    const player = await checkPlayer();
    return player && { userId: player.userId, zoneId: player.zoneId, nickname: player.nickname };
  }

  /** The redeem-points modal needs a player: step 1 says what is missing, and takes the focus. */
  function askForPlayer() {
    if (errors.userId || errors.zoneId) {
      focusNext.current = errors.userId ? 'userId' : 'zoneId';
      return;
    }
    const missing: FieldErrors = {};
    if (draft.userId.trim() === '') missing.userId = { key: 'checkout.errors.userIdRequired', params: { label: product.userIdLabel } };
    if (product.needsZone && draft.zoneId.trim() === '') {
      missing.zoneId = { key: serversOf(product.playerFields) ? 'checkout.errors.serverRequired' : 'checkout.errors.zoneRequired' };
    }
    if (firstInvalidField(missing)) showErrors(missing, ['userId', 'zoneId']);
    else focusNext.current = 'userId';
  }

  /** Buy now: every problem is shown beside its field and the first one focused, else the modal opens. */
  function onBuy(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void buy();
  }

  async function buy() {
    if (phase !== 'editing') return;
    dispatch({ type: 'preparing' });
    const validate = await loadValidation().then(
      (module) => module.validateCheckout,
      () => null,
    );
    // The module could not be fetched (offline): said under Buy now, and fetched again on the next press.
    if (!validate) return showErrors({ form: { key: 'errors:transaction.serverUnavailable' } });
    const check = validate(draft, rules);
    if (!check.ok) return showErrors(check.errors);
    // Codacash kept in the tab's draft from before, which this shopper cannot pay with now.
    if (channel?.kind === 'codacash' && !codacashOffer(codacash, priceMinor).usable) {
      return showErrors({ paymentChannel: { key: 'checkout.errors.codacashUnusable' } });
    }
    const item = product.denominations.find((d) => d.id === check.request.denominationId);
    const method = product.paymentChannels.find((c) => c.id === check.request.paymentChannelId);
    if (!item || !method) return showErrors({ form: { key: 'errors:transaction.invalidParameters' } });
    // The age gate, before the player check and the confirmation: asked once per browser and age.
    const ageGate = await loadAgeGate().catch(() => null);
    if (!ageGate) return showErrors({ form: { key: 'errors:transaction.serverUnavailable' } });
    const age = ageGate.purchaseAge(product.minAge);
    const gate = ageGate.ageGateDecision(ageGate.readAgeAnswer(), age);
    if (gate === 'refused') return showErrors({ form: { key: 'checkout.ageGate.refused', params: { age, product: product.name } } });
    if (gate === 'ask') {
      dispatch({ type: 'invalid', errors: {} });
      setAskingAge(age);
      return;
    }
    // A voucher has no player to check (docs/decisions/0038).
    const player = rules.voucher ? null : await checkPlayer();
    if (!rules.voucher && !player) return;
    // The amounts the shopper confirms are those of this very order: its quote, asked now if the last
    // change has not been quoted yet. Rewards are asked for only where the quote offers them.
    const settled = await cashback.settle();
    // Every order says the shopper confirmed the age it needs; the server insists where the game sets one.
    const request = { ...check.request, ageConfirmed: true, platform: detectPlatform() };
    delete request.useRewards;
    if (signedIn && draft.useRewards && settled && settled.cashbackToggle !== CashbackToggle.Disabled) request.useRewards = true;
    const rewards = rewardsSummary(settled, request.useRewards === true);

    const contact = request.email ?? request.mobile ?? '';
    idempotencyKey.current = newIdempotencyKey();
    dispatch({
      type: 'confirm',
      confirmation: {
        request,
        summary: {
          productName: product.name,
          itemName: item.name,
          price: item.price,
          player: player ? (player.zoneId ? `${player.userId} · ${zoneName(player.zoneId)}` : player.userId) : null,
          playerNickname: player?.nickname ?? null,
          channel: method.name,
          contact: request.mobile !== undefined && !contact.startsWith('+') ? `+${shop.country.phoneCode} ${contact}` : contact,
          ...rewards,
        },
      },
    });
  }

  /**
   * Confirm and pay: one Idempotency-Key per confirmation, reused when the same confirmation is
   * retried. The order this tab already created for the same draft, while it still waits for
   * payment, is paid instead of a second one (ADR 0025).
   */
  async function onConfirm() {
    if (!confirmation || !idempotencyKey.current || phase !== 'confirming') return;
    dispatch({ type: 'submitting' });
    const module = await loadPlacing().catch(() => null);
    // The module could not be fetched (offline): said in the modal, and fetched again on the next press.
    if (!module) return dispatch({ type: 'submitFailed', message: { key: 'errors:transaction.serverUnavailable' } });
    const placed = await module.placeOrder(
      {
        request: confirmation.request,
        idempotencyKey: idempotencyKey.current,
        offer,
        draft,
        storageKey,
        fingerprint: draftFingerprint(draft, rules),
        signedIn,
        phoneCode: shop.country.phoneCode,
        codacash: channel?.kind === 'codacash',
      },
      () => dispatch({ type: 'pendingGone' }),
    );
    switch (placed.kind) {
      case 'pay':
        dispatch({ type: 'redirecting' });
        if (placed.created) dispatch({ type: 'pendingFound', pending: { ...placed.created, paymentUrl: placed.paymentUrl } });
        window.location.assign(placed.paymentUrl);
        return;
      case 'failed':
        return dispatch({ type: 'submitFailed', message: { key: placed.message } });
      case 'rewards':
        idempotencyKey.current = null;
        focusNext.current = 'form';
        if (placed.requote) cashback.refresh();
        return dispatch({ type: 'fieldError', field: 'form', message: { key: placed.message } });
      case 'field':
        idempotencyKey.current = null;
        focusNext.current = placed.field;
        // Refused for a purchase rule (a limit, once only, a payment pending): the tiles are read again.
        if (placed.field === 'denomination') denominationStates.refresh();
        if (placed.field === 'userId' || placed.field === 'characterName') {
          return dispatch({ type: 'playerRefused', message: { key: placed.message }, field: placed.field });
        }
        return dispatch({ type: 'fieldError', field: placed.field, message: { key: placed.message } });
    }
  }

  /** The gate's answer is remembered; old enough goes on to the confirmation, too young is said under Buy now. */
  async function onAgeAnswer(age: number, oldEnough: boolean) {
    const ageGate = await loadAgeGate();
    ageGate.rememberAgeAnswer(ageGate.answerAgeGate(ageGate.readAgeAnswer(), age, oldEnough));
    setAskingAge(null);
    if (oldEnough) void buy();
    else showErrors({ form: { key: 'checkout.ageGate.refused', params: { age, product: product.name } } });
  }

  function closeAgeGate() {
    focusNext.current = buyButton();
    setAskingAge(null);
  }

  function closeConfirmation() {
    focusNext.current = buyButton();
    idempotencyKey.current = null;
    dispatch({ type: 'closeConfirmation' });
  }

  const billingErrors: Partial<Record<keyof CheckoutDraft['billing'], string>> = {};
  for (const name of Object.keys(draft.billing) as Array<keyof CheckoutDraft['billing']>) {
    const text = message(`billing.${name}`);
    if (text) billingErrors[name] = text;
  }

  // The steps are numbered from the denomination's: 2 after a top-up's player, 1 for a voucher.
  const first = rules.voucher ? 1 : 2;
  // Commerce §2's nationality step, after the payment, where the product or the chosen channel asks for it (docs/decisions/0047).
  const askNationality = needsNationality(draft, rules);
  const afterPayment = askNationality ? first + 2 : first + 1;

  return (
    // Sent by its script (player check, confirmation, Idempotency-Key). Before the scripts run, or
    // without them, the browser posts it to the product route, whose action checks it the same way
    // and answers the page with every error (ADR 0025); `method="post"` keeps the shopper's
    // e-mail or mobile out of the address, history and access logs.
    <form
      method="post"
      noValidate
      onSubmit={onBuy}
      onFocus={warmCheckout}
      onPointerDown={warmCheckout}
      // Once the form holds what the tab saved (or the draft posted before the scripts ran).
      data-restored={state.restored ? '' : undefined}
      aria-label={t('checkout.formLabel', { product: product.name })}
      className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start lg:gap-6"
    >
      <div className="space-y-4">
        {!rules.voucher && (
          <PlayerStep
            product={product}
            countryCode={shop.country.code}
            zoneName={zoneName}
            userId={draft.userId}
            zoneId={draft.zoneId}
            characterName={draft.characterName}
            onUserId={(userId) => change({ userId })}
            onZoneId={(zoneId) => change({ zoneId })}
            onCharacterName={(characterName) => change({ characterName })}
            onVerify={() => void onVerify()}
            verification={verification}
            userIdError={message('userId')}
            zoneIdError={message('zoneId')}
            characterNameError={message('characterName')}
            field={field}
            saved={hydrated ? savedPlayers.players : []}
            onPick={onPickSaved}
            onForget={savedPlayers.forget}
          />
        )}
        <DenominationStep
          number={first}
          denominations={product.denominations}
          selected={draft.denominationId}
          onSelect={(denominationId) => change({ denominationId })}
          states={states}
          error={message('denomination')}
          field={field}
        >
          {rewardsOffered && signedIn && hydrated && !rules.voucher && (
            <Suspense fallback={null}>
              <LazyRedeemPoints
                shop={shop}
                productSlug={product.slug}
                denominations={product.denominations}
                playerLabel={
                  draft.userId.trim() === '' || (product.needsZone && draft.zoneId.trim() === '')
                    ? null
                    : product.needsZone
                      ? `${draft.userId.trim()} · ${draft.zoneId.trim()}`
                      : draft.userId.trim()
                }
                verifyPlayer={verifyForRedeem}
                onNeedPlayer={askForPlayer}
              />
            </Suspense>
          )}
        </DenominationStep>
        <PaymentStep
          number={first + 1}
          channels={product.paymentChannels}
          selected={draft.channelId}
          onSelect={(channelId) => change({ channelId })}
          error={message('paymentChannel')}
          field={field}
          countryCode={shop.country.code}
          billing={draft.billing}
          onBilling={(name, value) => change({ billing: { [name]: value } })}
          billingErrors={billingErrors}
          codacash={codacash}
          priceMinor={priceMinor}
          links={codacashLinks}
          price={denomination?.price ?? null}
          mostUsedId={product.mostUsedChannelId}
          fallbacks={product.channelFallbacks}
        />
        {askNationality && (
          <NationalityStep
            number={first + 2}
            locale={shop.locale}
            askedBy={product.needsNationality || !channel ? { product: product.name } : { channel: channel.name }}
            value={draft.nationality}
            onChange={(nationality) => change({ nationality })}
            error={message('nationality')}
            field={field}
          />
        )}
        <ContactStep
          number={afterPayment + 1}
          voucher={rules.voucher}
          shop={shop}
          method={draft.contactMethod}
          onMethod={(contactMethod) => change({ contactMethod })}
          email={draft.email}
          mobile={draft.mobile}
          onEmail={(email) => change({ email })}
          onMobile={(mobile) => change({ mobile })}
          error={message('contact')}
          field={field}
        />
        <TermsStep
          number={afterPayment + 2}
          accepted={draft.acceptedTerms}
          onAccepted={(acceptedTerms) => change({ acceptedTerms })}
          termsError={message('termsAndCondition')}
          field={field}
        />
      </div>

      <SummaryPanel
        itemName={denomination?.name ?? null}
        channelName={channel?.name ?? null}
        price={denomination?.price ?? null}
        rewardsUsed={rewardsUsed ? { amount: rewardsUsed.written.burn, pay: rewardsUsed.written.pay } : null}
        rewards={
          rewardsOffered && (
            <CheckoutRewards
              standing={cashback.standing}
              signedIn={signedIn}
              useRewards={draft.useRewards}
              onUseRewards={(useRewards) => change({ useRewards })}
              channelKind={channel?.kind ?? null}
              signInHref={codacashLinks.signIn}
            />
          )
        }
        pending={offer}
        needsScript={posted?.needsScript === true && !hydrated}
        formError={message('form')}
        preparing={phase === 'preparing'}
        buyRef={buyRef}
        barShown={total !== null}
      />

      {/* Drawn by the script only (the summary keeps its Buy now): see on-demand.ts. */}
      {total !== null && hydrated && (
        <Suspense fallback={null}>
          <StickyBuyBar total={total} formError={message('form')} preparing={phase === 'preparing'} buyRef={barBuyRef} />
        </Suspense>
      )}

      {/* A boundary only around what is shown: an empty one the server sent would be hydrated
          after the form, and the form's first updates would reach it first (React error 421). */}
      {askingAge !== null && (
        <Suspense fallback={null}>
          <AgeGateDialog
            age={askingAge}
            productName={product.name}
            onAnswer={(oldEnough) => void onAgeAnswer(askingAge, oldEnough)}
            onClose={closeAgeGate}
          />
        </Suspense>
      )}
      {confirmation && (
        <Suspense fallback={null}>
          <ConfirmDialog
            summary={confirmation.summary}
            state={phase === 'submitting' || phase === 'redirecting' ? phase : 'idle'}
            error={state.submitError ? t(state.submitError.key, state.submitError.params) : null}
            onConfirm={() => void onConfirm()}
            onClose={closeConfirmation}
            codacash={channel?.kind === 'codacash'}
          />
        </Suspense>
      )}
    </form>
  );
}

/** What the confirmation shows of the order's rewards: what they pay of it, what is left to pay, what it earns. */
function rewardsSummary(quote: QuoteView | null, used: boolean) {
  if (!quote) return {};
  const burn = used && BigInt(quote.burnAmount) > 0n;
  return {
    rewardsUsed: burn ? quote.written.burn : null,
    payAmount: burn ? quote.written.pay : null,
    earn: BigInt(quote.earnAmount) > 0n ? quote.written.earn : null,
  };
}
