import type { OrderRewards } from './rewards.ts';
import { z } from 'zod';
import { plainText } from './text.ts';
import { parseOrderStatus, type OrderStatus, type OrderStatusLabel } from './order-status.ts';

const countryCode = z.string().regex(/^[a-z]{2}$/);

// The order's request schemas live with the checkout form's (zod's "mini" form, ADR 0025).
export {
  createOrderRequest,
  validatePlayerRequest,
  denominationStatesQuery,
  savedPlayersQuery,
  removeSavedPlayerRequest,
  playerSearchQuery,
  type PlayerSearchQuery,
  type DenominationStatesQuery,
  type SavedPlayersQuery,
  type RemoveSavedPlayerRequest,
  type CreateOrderRequest,
  type ValidatePlayerRequest,
} from './order-request.ts';
export type ValidatePlayerResponse = { userId: string; zoneId: string | null; nickname: string };

/** A saved player profile (commerce §3: the last 5 validated player details per product), most recent first. */
export type SavedPlayer = ValidatePlayerResponse;

export { SAVED_PLAYERS_PER_PRODUCT } from './saved-players.ts';
export * from './nickname-search.ts';
import type { PlayerField } from './player-fields.ts';
export * from './player-fields.ts';

export type CreateOrderResponse = { orderId: string; status: number; paymentUrl: string };

/**
 * A denomination's state for one player (commerce §4; docs/decisions/0036): `available`, or why an
 * order of it would be refused now, with the refusal's result code (656 pending purchase, 630 or a
 * once-only code purchased, 633 daily limit reached, 655 monthly limit reached, 237 not available).
 */
export type DenominationState = {
  denominationId: string;
  state: 'available' | 'pendingPurchase' | 'purchased' | 'dailyLimitReached' | 'monthlyLimitReached' | 'notAvailable';
  resultCode: number | null;
};

/** A delivered voucher's code as pages show it before it is revealed; `voided` once its order was refunded. */
export type VoucherCode = { masked: string; voided: boolean };
/** `GET /api/order/:id/voucher-code`: the whole code, for the order's owner only. */
export type RevealedVoucherCode = { code: string; voided: boolean };

/** An order as the shopper sees it on the waiting and complete pages. */
export type OrderView = {
  orderId: string;
  status: number;
  statusName: string;
  /** The status in commerce §4's second naming (Initiated, PaymentConfirmed, Fulfilled…); null where it has none. */
  statusLabel: OrderStatusLabel | null;
  countryCode: string;
  productSlug: string;
  productName: string;
  denominationName: string;
  paymentChannelName: string;
  /**
   * How the order is paid: at a payment provider's page, or from the shopper's Codacash wallet with
   * a code sent to its phone, on the waiting page itself (docs/decisions/0033).
   */
  paymentKind: 'provider' | 'codacash';
  amountMinor: string;
  currency: string;
  /** The game account credited; null for a voucher, which delivers a code instead (docs/decisions/0038). */
  playerUserId: string | null;
  playerZoneId: string | null;
  playerNickname: string | null;
  /** A voucher's code once delivered, masked: the whole code only from `GET /api/order/:id/voucher-code`. */
  voucherCode: VoucherCode | null;
  failureCode: number | null;
  /**
   * Why a Cancelled order closed: its time to pay ran out (`expired`), or the payment was cancelled
   * at the provider or the store gave it up (`cancelled`). Null for every other status.
   */
  cancellation: 'expired' | 'cancelled' | null;
  refunded: boolean;
  /**
   * While the game refuses a paid order's top-up and the store tries again: the attempt that runs
   * next (or now), of how many at most, and in how many seconds it is due (0 once due). Null
   * before any attempt failed and once the order has finished; never the publisher's own words.
   */
  deliveryRetry: { attempt: number; maxAttempts: number; nextAttemptInSeconds: number } | null;
  /** The refund of a paid order: how much, in which currency, and when the store made it. */
  refund: { amountMinor: string; currency: string; createdAt: string } | null;
  paymentUrl: string | null;
  /** The Coda Rewards the order used and earns (the complete page's cashback panel); null when neither. */
  rewards: OrderRewards | null;
  createdAt: string;
  updatedAt: string;
};

/** `Idempotency-Key` header of order creation: a retried request with the same key gets the same order. */
export const idempotencyKey = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[\x21-\x7e]+$/);

/** The periods of the transaction history (commerce §3, §9): the last 7, 30 or 90 days. */
export const HISTORY_DAYS = [7, 30, 90] as const;
export type HistoryDays = (typeof HISTORY_DAYS)[number];

/**
 * `GET /api/order/history?days=&page=`: the period (30 when absent) and the page (from 1). Values
 * are read as `Number()` reads them; a refused one is named by its refinement's `params.code`
 * (`invalid_enum_value` for the period, `invalid` for the page), the codes the route has answered.
 */
export const orderHistoryQuery = z.object({
  days: z
    .preprocess(
      Number,
      z.custom<HistoryDays>((n) => HISTORY_DAYS.includes(n as HistoryDays), { params: { code: 'invalid_enum_value' } }),
    )
    .meta({ type: 'integer', enum: [...HISTORY_DAYS], description: 'the last 7, 30 or 90 days; 30 when absent' })
    .default(30),
  page: z
    .preprocess(
      Number,
      z.custom<number>((n) => Number.isSafeInteger(n) && (n as number) >= 1 && (n as number) <= 10_000, { params: { code: 'invalid' } }),
    )
    .meta({ type: 'integer', minimum: 1, maximum: 10_000, description: 'the page, 9 rows each; 1 when absent' })
    .default(1),
  /** Only orders in this status: its number or its name in either naming of commerce §4 (ADR 0053). */
  status: z
    .preprocess(
      (value) => (typeof value === 'string' ? (parseOrderStatus(value) ?? value) : value),
      z.custom<OrderStatus>((n) => typeof n === 'number', { params: { code: 'invalid_enum_value' } }),
    )
    .meta({ type: 'string', description: 'a status number or name (e.g. 6, Fulfilled, Fulfillment_Completed); every status when absent' })
    .optional(),
});
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuery>;

/** Websocket `/ws`: what a client sends, and what the server pushes. */
export const orderSocketRequest = z.union([
  z.object({ type: z.literal('subscribe'), orderId: plainText(64).min(1) }).strict(),
  // A signed-in shopper's wallet top-up (`wtx_…`) or wallet (`wal_…`) (docs/decisions/0033).
  z.object({ type: z.literal('subscribe'), topupId: plainText(64).regex(/^wtx_/) }).strict(),
  z.object({ type: z.literal('subscribe'), walletId: plainText(64).regex(/^wal_/) }).strict(),
]);
export type OrderSocketRequest = z.infer<typeof orderSocketRequest>;
export type OrderSocketMessage = { type: 'order'; order: OrderView } | { type: 'error'; code: number };

export const searchRequest = z
  .object({
    query: plainText(100).min(1),
    countryCode,
  })
  .strict();
export type SearchRequest = z.infer<typeof searchRequest>;

/** A brand's mark from simple-icons (ADR 0039): its name, colour and the path of a 24×24 icon. */
export type BrandMark = { title: string; hex: string; path: string };

/**
 * A product's artwork: the generated gradient and glyph, and the product's brand mark where there
 * is one, else its publisher's (ADR 0039).
 */
export type ProductArtwork = { from: string; to: string; glyph: string; mark?: BrandMark; publisherMark?: BrandMark };

export type ProductSummary = {
  slug: string;
  name: string;
  publisher: string;
  kind: 'topup' | 'voucher';
  category: string;
  artwork: ProductArtwork;
  /** Lowest denomination price in the country, minor units as a string. */
  fromPriceMinor: string;
  currency: string;
};

/** A search box suggestion while typing (docs/decisions/0041): small, one per game. */
export type ProductSuggestion = Pick<ProductSummary, 'slug' | 'name' | 'artwork'>;

/** A shop language in a catalogue query: two letters; one the store has no texts in reads as English. */
const catalogueLanguage = z
  .string()
  .regex(/^[a-z]{2}$/)
  .optional();

/** `GET /api/catalog/:cc/suggestions?q=…&lang=…`: what the shopper has typed so far, and their language. */
export const suggestionsQuery = z
  .object({
    q: plainText(100).min(1),
    lang: catalogueLanguage,
  })
  .strict();

/** `GET /api/catalog/:cc/products[/:slug]?lang=…`: the catalogue's texts in a shop language (ADR 0041). */
export const catalogueQuery = z.object({ lang: catalogueLanguage }).strict();
export type SuggestionsQuery = z.infer<typeof suggestionsQuery>;

export type DenominationView = { id: string; name: string; creditAmount: number; priceMinor: string; currency: string; available: boolean };
export type PaymentChannelView = {
  id: number;
  name: string;
  kind: string;
  sortOrder: number;
  needsBillingAddress: boolean;
  /** Whether paying with the channel asks for the shopper's nationality (docs/decisions/0047). */
  needsNationality: boolean;
  /** The brand marks of the channel (a card channel's networks); empty draws the designed fallback. */
  marks: BrandMark[];
};
export type ProductDetail = ProductSummary & {
  description: string;
  creditName: string;
  /** The player id field's label in the shop's language. */
  userIdLabel: string;
  /** The keyboard a phone shows for the player id: digits for most games, letters for names and Riot IDs. */
  userIdInputMode: 'numeric' | 'text';
  needsZone: boolean;
  /** The player step's inputs, as the publisher needs them (docs/decisions/0044). */
  playerFields: PlayerField[];
  /** Whether the publisher finds the game's players by nickname, so the player step offers to (docs/decisions/0055). */
  nicknameSearch: boolean;
  minAge: number | null;
  /** Whether buying the product asks for the shopper's nationality (docs/decisions/0047). */
  needsNationality: boolean;
  denominations: DenominationView[];
  paymentChannels: PaymentChannelView[];
};
