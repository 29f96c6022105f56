/** What the store needs from a game publisher (DESIGN §5). Codes are commerce §8 result codes. */

export type ValidateUserInput = {
  game: string;
  userId: string;
  zoneId?: string | null | undefined;
  /** The character, for the games whose publisher asks for one (docs/decisions/0044). */
  characterName?: string | null | undefined;
  countryCode: string;
};
export type ValidateUserResult = { ok: true; nickname: string } | { ok: false; code: number };

export type TopUpInput = {
  /** Our order id: the publisher credits each transaction id at most once. */
  transactionId: string;
  game: string;
  userId: string;
  zoneId?: string | null | undefined;
  characterName?: string | null | undefined;
  creditAmount: number;
};
/** `retryable` false means trying again cannot help (e.g. the player does not exist). */
export type TopUpResult = { ok: true; publisherRef: string } | { ok: false; code: number; retryable: boolean };

export type IssueVoucherInput = {
  /** Our order id: the publisher issues one code per transaction id, however often it is asked. */
  transactionId: string;
  game: string;
  /** The voucher's value in the publisher's units (the denomination's credit amount). */
  creditAmount: number;
};
/** The code the shopper redeems; `retryable` as for a top-up. */
export type IssueVoucherResult = { ok: true; code: string; publisherRef: string } | { ok: false; code: number; retryable: boolean };

export type SearchPlayersInput = {
  game: string;
  /** Part of a nickname, at least 3 characters once normalised (docs/decisions/0055). */
  query: string;
  countryCode: string;
  /** Only the players of this zone or server, for the games that have them. */
  zoneId?: string | null | undefined;
};
/** At most 5 players (`NICKNAME_MATCHES_MAX`), best first; `code` as for a validation (227 a query too short, 98 unavailable). */
export type SearchPlayersResult =
  { ok: true; players: Array<{ userId: string; zoneId?: string | null; nickname: string; level?: number }> } | { ok: false; code: number };

export interface PublisherProvider {
  validateUser(input: ValidateUserInput): Promise<ValidateUserResult>;
  /** Players whose nickname holds the query, for the games whose publisher finds players by nickname. */
  searchPlayers(input: SearchPlayersInput): Promise<SearchPlayersResult>;
  /** Idempotent by `transactionId`: a repeated call returns the existing credit. */
  topUp(input: TopUpInput): Promise<TopUpResult>;
  /** A voucher's code (docs/decisions/0038). Idempotent by `transactionId`: a repeated call returns the same code. */
  issueVoucher(input: IssueVoucherInput): Promise<IssueVoucherResult>;
  /** Cancels the code issued for `transactionId` (its order was refunded); nothing when none was issued. */
  voidVoucher(transactionId: string): Promise<void>;
}
