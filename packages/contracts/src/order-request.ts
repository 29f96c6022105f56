import * as z from 'zod/mini';
import { CHARACTER_NAME_MAX, PLAYER_ID_PATTERN } from './player-fields.ts';
import { NICKNAME_QUERY_MAX, nicknameQueryLongEnough } from './nickname-search.ts';
import { textField } from './text-field.ts';
import { billingAddressShape, nationalityShape } from './billing.ts';
import { Platform } from './analytics-dimensions.ts';

export type { BillingAddress } from './billing.ts';

/*
 * The order's request schemas, in zod's tree-shakable "mini" form. The server parses POST /api/order
 * with them, and the product page's checkout form validates the shopper's draft with the same ones
 * (ADR 0025): in the browser the classic API would bring all of zod along, several times the size.
 * The checks and the issue codes they report are zod's own, whichever form declares them.
 */

const countryCode = z.string().check(z.regex(/^[a-z]{2}$/));
const slug = z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^[a-z0-9-]+$/));
const playerId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(PLAYER_ID_PATTERN));
const zoneId = z.string().check(z.trim(), z.minLength(1), z.maxLength(16), z.regex(/^[A-Za-z0-9-]+$/));

/** A character name, for the games whose publisher asks for one (docs/decisions/0044); which characters it may hold is the publisher's to say. */
const characterName = textField(CHARACTER_NAME_MAX, 1);

/** The platform the browser reports (commerce §4): one of the three the spec numbers. */
export const platform = z.union([z.literal(Platform.Desktop), z.literal(Platform.Mobile), z.literal(Platform.Pwa)]);

export const validatePlayerRequest = z.strictObject({
  countryCode,
  productSlug: slug,
  userId: playerId,
  zoneId: z.optional(zoneId),
  characterName: z.optional(characterName),
});
export type ValidatePlayerRequest = z.infer<typeof validatePlayerRequest>;

const playerKey = z.strictObject({ countryCode, productSlug: slug, userId: playerId, zoneId: z.optional(zoneId) });

/** The denomination states of a product for one player (`GET /api/order/denomination-states`, commerce §4). */
export const denominationStatesQuery = playerKey;
export type DenominationStatesQuery = z.infer<typeof playerKey>;

/** A signed-in shopper's saved players of a product (`GET /api/order/saved-players`, commerce §3). */
export const savedPlayersQuery = z.strictObject({ countryCode, productSlug: slug });
export type SavedPlayersQuery = z.infer<typeof savedPlayersQuery>;

/**
 * A nickname search (`GET /api/order/players`, docs/decisions/0055): part of a nickname, of at least
 * 3 characters once normalised (`tooShort` otherwise), and the zone to search in where the game has zones.
 */
export const playerSearchQuery = z.strictObject({
  countryCode,
  productSlug: slug,
  q: textField(NICKNAME_QUERY_MAX, 1).check(z.refine(nicknameQueryLongEnough, { params: { code: 'tooShort' } })),
  zoneId: z.optional(zoneId),
});
export type PlayerSearchQuery = z.infer<typeof playerSearchQuery>;

/** One saved player to forget (`POST /api/order/saved-players/remove`). */
export const removeSavedPlayerRequest = playerKey;
export type RemoveSavedPlayerRequest = z.infer<typeof playerKey>;

export const createOrderRequest = z.strictObject({
  countryCode,
  productSlug: slug,
  denominationId: textField(64, 1),
  paymentChannelId: z.int().check(z.positive()),
  /** The player of a top-up; a voucher has none and refuses one (docs/decisions/0038). */
  userId: z.optional(playerId),
  zoneId: z.optional(zoneId),
  characterName: z.optional(characterName),
  email: z.optional(textField(254)),
  mobile: z.optional(textField(20)),
  acceptedTerms: z.boolean(),
  ageConfirmed: z.optional(z.boolean()),
  /** The shop's interface locale (`en-SG`); the order service also checks the country offers it. */
  locale: z.optional(z.string().check(z.regex(/^[a-z]{2,3}-[A-Z]{2}$/))),
  /** Where the channel asks for one; what it must hold is its country's (billing.ts, docs/decisions/0047). */
  billingAddress: z.optional(billingAddressShape),
  /** Where the product or the channel asks for it: an ISO 3166-1 code (billing.ts). */
  nationality: z.optional(nationalityShape),
  /** The use-rewards toggle (commerce §4): pay part of the order with the shopper's Coda Rewards. */
  useRewards: z.optional(z.boolean()),
  /** Where the shopper buys: desktop 1, mobile 2, installed web app 99 (commerce §4, ADR 0053); not recorded when absent. */
  platform: z.optional(platform),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;
