import { isValidEmail, mobileMatches } from '@store/contracts/checkout.ts';
import { createOrderRequest, type CreateOrderRequest } from '@store/contracts/order-request.ts';
import { billingFieldError, checkoutDetailProblems } from '@store/contracts/billing.ts';
import { lengthMessage } from '@store/contracts/validation-messages.ts';
import { asksCharacterName, asksRiotId, playerProblems as gameProblems, type PlayerProblem } from '@store/contracts/player-fields.ts';
import type { BillingDraft } from './billing.ts';
import type { BillingFieldName, CheckoutDraft, CheckoutRules, FieldErrors, FieldMessage, FieldName } from './form-model.ts';
import type { MessageKey } from '../../lib/i18n.ts';

/*
 * One check of the checkout, the same in the browser (Buy now, Verify) and in the product route's
 * action (the form sent before the scripts run): the draft is read as the order request the store
 * would send, parsed with the contract's schema for POST /api/order, and completed with the rules
 * the schema cannot know (this game's player inputs, this country's mobile numbers, the channel's billing
 * address, the terms; the age is the age gate's, ADR 0037). Every problem is answered at once, each on its field, with
 * the message the catalogues have for it (ADR 0025). The browser loads this module on demand: the
 * schema brings zod with it, which the first load of the page does without. It imports no code of
 * the page's own (types only), so that loading it on demand adds no script to the first load.
 */

export type CheckoutCheck = { ok: true; request: CreateOrderRequest } | { ok: false; errors: FieldErrors };

/** The billing address as the request would carry it: a blank field is left out, which the schema refuses where it is required. */
function billingCandidate(billing: BillingDraft): Record<string, string> {
  return Object.fromEntries(Object.entries(billing).filter(([, value]) => value.trim() !== ''));
}

/** What the channel and the product ask for besides the order (docs/decisions/0047); mirrors form-model's `needsBilling`/`needsNationality`. */
function detailsNeeded(draft: CheckoutDraft, rules: CheckoutRules) {
  const channel = rules.channels.find((c) => c.id === draft.channelId);
  return { billing: channel?.needsBillingAddress === true, nationality: rules.needsNationality || channel?.needsNationality === true };
}

/** The draft as the order request it would be sent as; the schema judges what is missing or malformed. */
function requestCandidate(draft: CheckoutDraft, rules: CheckoutRules): Record<string, unknown> {
  const contact = draft.contactMethod === 'email' ? draft.email : draft.mobile;
  const { billing: needsBilling, nationality: needsNationality } = detailsNeeded(draft, rules);
  return {
    countryCode: rules.countryCode,
    productSlug: rules.productSlug,
    ...(draft.denominationId !== null ? { denominationId: draft.denominationId } : {}),
    ...(draft.channelId !== null ? { paymentChannelId: draft.channelId } : {}),
    // A voucher has no player, and the store refuses one sent with it.
    ...(rules.voucher
      ? {}
      : {
          userId: draft.userId,
          ...(rules.needsZone ? { zoneId: draft.zoneId } : {}),
          ...(asksCharacterName(rules.playerFields) ? { characterName: draft.characterName } : {}),
        }),
    ...(contact.trim() !== '' ? { [draft.contactMethod]: contact } : {}),
    acceptedTerms: draft.acceptedTerms,
    locale: rules.locale,
    ...(needsBilling ? { billingAddress: billingCandidate(draft.billing) } : {}),
    ...(needsNationality && draft.nationality.trim() !== '' ? { nationality: draft.nationality.trim() } : {}),
    // Whether the shopper may use rewards here (signed in, with rewards the order can use) is the quote's to say.
    ...(draft.useRewards ? { useRewards: true } : {}),
  };
}

/** An issue the schema reports, as the field that shows it and its catalogued message. */
function messageForIssue(
  issue: { path: readonly PropertyKey[]; code: string; maximum?: unknown },
  draft: CheckoutDraft,
  rules: CheckoutRules,
): [FieldName, FieldMessage] {
  const { path, code } = issue;
  // Empty (after trimming) or absent: the field's "required" message; anything else is malformed.
  const missing = code === 'too_small' || code === 'invalid_type';
  // A player field typed too long gets commerce §5's generic maximum-length message (ADR 0053).
  const tooLong = code === 'too_big' && typeof issue.maximum === 'number' ? lengthMessage('maxLength', issue.maximum) : null;
  if (tooLong && (path[0] === 'userId' || path[0] === 'zoneId' || path[0] === 'characterName')) return [path[0], tooLong];
  switch (path[0]) {
    case 'userId':
      return [
        'userId',
        missing
          ? { key: 'checkout.errors.userIdRequired', params: { label: rules.userIdLabel } }
          : // A Riot ID that is not Name#TAG is the spec's −222 whatever part of it is wrong.
            { key: asksRiotId(rules.playerFields) ? 'errors:order.invalidRiotId' : 'errors:order.invalidUserId' },
      ];
    case 'zoneId':
      return ['zoneId', missing ? zoneRequired(rules) : { key: 'errors:transaction.invalidParameters' }];
    case 'characterName':
      return ['characterName', missing ? { key: 'checkout.errors.characterNameRequired' } : { key: 'errors:order.invalidCharacter' }];
    case 'denominationId':
      return [
        'denomination',
        missing ? { key: 'checkout.errors.denominationRequired' } : { key: 'errors:transaction.denominationUnavailable' },
      ];
    case 'paymentChannelId':
      return ['paymentChannel', missing ? { key: 'checkout.errors.channelRequired' } : { key: 'errors:transaction.channelUnavailable' }];
    case 'billingAddress': {
      const field = (typeof path[1] === 'string' && path[1] in draft.billing ? path[1] : 'name') as keyof BillingDraft;
      // Only a field far too long gets here: what it must hold is the country's (detailProblems).
      return [`billing.${field}` as BillingFieldName, { key: `errors:${billingFieldError(field).key}` as MessageKey }];
    }
    case 'nationality':
      return ['nationality', { key: 'errors:transaction.invalidParameters' }];
    case 'email':
      return ['contact', { key: 'checkout.errors.emailInvalid' }];
    case 'mobile':
      return ['contact', { key: 'checkout.errors.mobileInvalid' }];
    default:
      // The country, product and locale come from the page, not the shopper.
      return ['form', { key: 'errors:transaction.invalidParameters' }];
  }
}

/** A missing zone is a number to type, or a server to choose. */
function zoneRequired(rules: CheckoutRules): FieldMessage {
  return {
    key: rules.playerFields.some((field) => field.kind === 'server') ? 'checkout.errors.serverRequired' : 'checkout.errors.zoneRequired',
  };
}

/** The game's own rules (docs/decisions/0044), the ones the order service applies, as messages. */
function gameMessage(problem: PlayerProblem, rules: CheckoutRules): [FieldName, FieldMessage] {
  switch (problem.field) {
    case 'userId':
      return ['userId', { key: problem.code === 'riotIdFormat' ? 'errors:order.invalidRiotId' : 'errors:order.invalidUserId' }];
    case 'zoneId':
      return ['zoneId', zoneRequired(rules)];
    case 'characterName':
      return ['characterName', { key: 'checkout.errors.characterNameRequired' }];
  }
}

/** What the schema cannot know: the product's and the country's own rules, and the shopper's agreement. */
function ruleProblems(draft: CheckoutDraft, rules: CheckoutRules): Array<[FieldName, FieldMessage]> {
  const problems: Array<[FieldName, FieldMessage]> = rules.voucher
    ? []
    : gameProblems(rules.playerFields, draft).map((problem) => gameMessage(problem, rules));
  if (draft.denominationId !== null && !rules.denominations.some((d) => d.id === draft.denominationId && d.available)) {
    problems.push(['denomination', { key: 'errors:transaction.denominationUnavailable' }]);
  }
  if (draft.channelId !== null && !rules.channels.some((c) => c.id === draft.channelId)) {
    problems.push(['paymentChannel', { key: 'errors:transaction.channelUnavailable' }]);
  }
  const email = draft.contactMethod === 'email';
  const contact = (email ? draft.email : draft.mobile).trim();
  if (contact === '') {
    problems.push(['contact', { key: email ? 'checkout.errors.emailRequired' : 'checkout.errors.mobileRequired' }]);
  } else if (email ? !isValidEmail(contact) : !mobileMatches(rules.mobilePattern, rules.phoneCode, contact)) {
    problems.push(['contact', { key: email ? 'checkout.errors.emailInvalid' : 'checkout.errors.mobileInvalid' }]);
  }
  if (!draft.acceptedTerms) problems.push(['termsAndCondition', { key: 'checkout.errors.termsRequired' }]);
  return problems;
}

/**
 * The billing address and the nationality by the country's rules: the same schema and the same
 * catalogued errors as the order service's (docs/decisions/0047). A blank field is "required"; a
 * field filled wrong is its catalogued error (10009 postcode, 10010 name, 10011 state or province,
 * 30300 the rest).
 */
function checkDetails(draft: CheckoutDraft, rules: CheckoutRules) {
  const needed = detailsNeeded(draft, rules);
  const check = checkoutDetailProblems(
    { countryCode: rules.countryCode, billingAddress: needed.billing, nationality: needed.nationality },
    { billingAddress: billingCandidate(draft.billing), nationality: draft.nationality },
  );
  if (check.ok) return { ok: true as const, billingAddress: check.billingAddress, nationality: check.nationality, problems: [] };
  const problems = check.problems.map((problem): [FieldName, FieldMessage] =>
    problem.path === 'nationality'
      ? ['nationality', { key: problem.blank ? 'checkout.errors.nationalityRequired' : 'errors:transaction.invalidParameters' }]
      : [
          `billing.${problem.field}` as BillingFieldName,
          { key: problem.blank ? 'checkout.errors.billingInvalid' : (`errors:${problem.error.key}` as MessageKey) },
        ],
  );
  return { ok: false as const, problems };
}

/** Every problem of the draft, one message per field (the first found), or the order request to send. */
export function validateCheckout(draft: CheckoutDraft, rules: CheckoutRules): CheckoutCheck {
  const parsed = createOrderRequest.safeParse(requestCandidate(draft, rules));
  const errors: FieldErrors = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [field, message] = messageForIssue(issue, draft, rules);
    errors[field] ??= message;
  }
  const details = checkDetails(draft, rules);
  for (const [field, message] of details.problems) errors[field] ??= message;
  for (const [field, message] of ruleProblems(draft, rules)) errors[field] ??= message;
  if (parsed.success && details.ok && Object.keys(errors).length === 0) {
    // The address and nationality as the country's rules read them (trimmed, codes in capitals, blanks left out).
    const request: CreateOrderRequest = { ...parsed.data };
    delete request.billingAddress;
    delete request.nationality;
    if (details.billingAddress) request.billingAddress = details.billingAddress;
    if (details.nationality) request.nationality = details.nationality;
    return { ok: true, request };
  }
  return { ok: false, errors };
}

/** The problems of the player fields alone, for Verify. */
export function playerProblems(draft: CheckoutDraft, rules: CheckoutRules): FieldErrors {
  const check = validateCheckout(draft, rules);
  if (check.ok) return {};
  const { userId, zoneId, characterName } = check.errors;
  return { ...(userId ? { userId } : {}), ...(zoneId ? { zoneId } : {}), ...(characterName ? { characterName } : {}) };
}
