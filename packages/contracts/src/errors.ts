/**
 * The catalogued errors the store answers with (commerce §8 and our own transport errors).
 * Each has the spec's numeric `resultCode`, the HTTP status and a translation key; the English
 * text lives in the `errors` namespace of the language catalogues, never here.
 */
import { entry, type CatalogedError } from './catalogued-error.ts';
import { INVALID_SIGNATURE_RESULT_CODE } from './request-signing.ts';

export { entry, type CatalogedError } from './catalogued-error.ts';

export const errors = {
  // Transaction errors of commerce §8.
  notEligible: entry(10, 422, 'transaction.notEligible'),
  userIdNotFound: entry(12, 422, 'transaction.userIdNotFound'),
  serverUnavailable: entry(98, 503, 'transaction.serverUnavailable'),
  invalidParameters: entry(227, 400, 'transaction.invalidParameters'),
  invalidEmail: entry(232, 400, 'transaction.invalidEmail'),
  denominationUnavailable: entry(237, 422, 'transaction.denominationUnavailable'),
  channelUnavailable: entry(238, 422, 'transaction.channelUnavailable'),
  productUnavailable: entry(239, 422, 'transaction.productUnavailable'),
  // Purchase rules (docs/decisions/0036): 633 the daily limit, 655 the monthly one.
  alreadyPurchased: entry(630, 409, 'transaction.alreadyPurchased'),
  purchaseLimitReached: entry(633, 422, 'transaction.purchaseLimitReached'),
  monthlyPurchaseLimitReached: entry(655, 422, 'transaction.monthlyPurchaseLimitReached'),
  pendingTransaction: entry(656, 409, 'transaction.pendingTransaction'),
  // Once-only memberships and passes: a product's rule names which code its second purchase gets.
  onceOnly1503: entry(1503, 409, 'transaction.onceOnly'),
  onceOnly1512: entry(1512, 409, 'transaction.onceOnly'),
  onceOnly1515: entry(1515, 409, 'transaction.onceOnly'),
  onceOnly5034: entry(5034, 409, 'transaction.onceOnly'),
  onceOnly5152: entry(5152, 409, 'transaction.onceOnly'),
  waitFiveSeconds: entry(10001, 429, 'transaction.waitFiveSeconds'),
  // The billing address's fields (docs/decisions/0047): the postcode, the full name, the province or
  // state; 30300 any other part of it, or the address missing where the channel asks for one.
  invalidZip: entry(10009, 400, 'transaction.invalidZip'),
  invalidFullName: entry(10010, 400, 'transaction.invalidFullName'),
  invalidProvince: entry(10011, 400, 'transaction.invalidProvince'),
  invalidBillingAddress: entry(30300, 400, 'transaction.invalidBillingAddress'),
  unknownError: entry(30301, 500, 'transaction.unknownError'),
  // Order errors of commerce §8.
  invalidUserId: entry(-100, 422, 'order.invalidUserId'),
  itemNotAvailable: entry(-101, 422, 'order.itemNotAvailable'),
  purchaseIneligible: entry(-102, 422, 'order.purchaseIneligible'),
  orderError: entry(-103, 422, 'order.orderError'),
  requirementNotMet: entry(-104, 422, 'order.requirementNotMet'),
  orderPurchaseLimit: entry(-107, 422, 'order.purchaseLimit'),
  countryNotMatching: entry(-200, 422, 'order.countryNotMatching'),
  underage: entry(-300, 422, 'order.underage'),
  // Game-specific player inputs (docs/decisions/0044): a Riot ID not written Name#TAG, and a
  // character name the publisher refuses for a character it does not allow.
  invalidRiotId: entry(-222, 400, 'order.invalidRiotId'),
  invalidCharacter: entry(-1061, 422, 'order.invalidCharacter'),
  // Transport errors: the result code is the HTTP status.
  badRequest: entry(400, 400, 'api.badRequest'),
  notFound: entry(404, 404, 'api.notFound'),
  orderNotFound: entry(404, 404, 'api.orderNotFound'),
  idempotencyKeyReused: entry(422, 422, 'api.idempotencyKeyReused'),
  payloadTooLarge: entry(413, 413, 'api.payloadTooLarge'),
  unsupportedMediaType: entry(415, 415, 'api.unsupportedMediaType'),
  invalidSignature: entry(INVALID_SIGNATURE_RESULT_CODE, 401, 'api.invalidSignature'),
  /**
   * A blocked white-label site, or an unknown host when the store is configured to refuse those
   * (shell §2); also a page of another origin opening the store's websocket.
   */
  hostBlocked: entry(403, 403, 'api.hostBlocked'),
} as const satisfies Record<string, CatalogedError>;

export type ErrorName = keyof typeof errors;

/** Codes the publisher answers with, mapped to our catalogue; any other code gets the default. */
const byResultCode = new Map<number, CatalogedError>(Object.values(errors).map((e) => [e.resultCode, e]));
const userNotFoundCodes = new Set([12, 22, 100, 108, 1003, -1, -2, -3]);

export function errorForResultCode(code: number): CatalogedError {
  if (userNotFoundCodes.has(code)) return errors.userIdNotFound;
  if (code === 200) return errors.serverUnavailable;
  if (code === 238 || code === 239) return code === 238 ? errors.channelUnavailable : errors.productUnavailable;
  return byResultCode.get(code) ?? errors.unknownError;
}

/** The response envelope of every API call. */
export type Envelope<T> = { resultCode: number; resultMessage: string; data: T | null };
