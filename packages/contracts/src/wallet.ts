import { entry, type CatalogedError } from './catalogued-error.ts';

/**
 * Codacash, the stored-value wallet (commerce §2–§9; docs/decisions/0033): statuses, constants,
 * the error catalogues of its calls and the shapes of their answers. Amounts travel as strings of
 * integer minor units, like every price of the store. Request schemas are in `wallet-requests.ts`
 * (zod stays out of the browser's first load).
 */

/** commerce §4: no status means not activated. */
export const WalletStatus = { Restricted: 0, Active: 1, Reserved: 2 } as const;
export type WalletStatus = (typeof WalletStatus)[keyof typeof WalletStatus];

/** commerce §4 country status. */
export const WalletCountryStatus = { Active: 1, Locked: 2, ActivationsDisabled: 3 } as const;
export type WalletCountryStatus = (typeof WalletCountryStatus)[keyof typeof WalletCountryStatus];

/** commerce §4 top-up statuses. */
export const TOPUP_STATUSES = ['Init', 'Pending', 'Paid', 'Success', 'Refunded', 'Failed', 'Cancelled'] as const;
export type TopupStatus = (typeof TOPUP_STATUSES)[number];
/** A top-up in one of these will not change again. */
export const FINAL_TOPUP_STATUSES: readonly TopupStatus[] = ['Success', 'Refunded', 'Failed', 'Cancelled'];

/** commerce §9. */
export const WALLET = {
  requestTimeoutMs: 30_000,
  otpLength: 6,
  otpTimeoutSeconds: 100,
  quickTopupTimeoutSeconds: 180,
  socketPingMs: 5 * 60_000,
  switchLimit: 3,
  switchLockMs: 24 * 60 * 60_000,
  /** How long a reserved wallet holds its place while the phone is being verified. */
  reservationMinutes: 15,
  /** How long a top-up's payment may take before it expires (407). */
  topupExpiryMinutes: 30,
} as const;

/** commerce §9: Codacash's payment channel ids (one per wallet country). */
export const CODACASH_CHANNEL_IDS = [239, 259, 321, 453, 318, 319, 691, 654, 1201] as const;
export const isCodacashChannel = (id: number): boolean => (CODACASH_CHANNEL_IDS as readonly number[]).includes(id);

/** commerce §4 display states of the wallet. */
export type WalletDisplayState =
  'loading' | 'activated' | 'restricted' | 'notActivated' | 'unavailable' | 'suspended' | 'activationDisabled' | 'maxUsersReached';

/** `GET /user/wallet` data: the shopper's current wallet (commerce §3), or null when none. */
export type WalletData = {
  walletId: string;
  walletStatus: WalletStatus;
  /** Minor units. */
  balanceAmount: string;
  /** Bumped with every change of the balance: a newer balance has a higher version. */
  balanceVersion: number;
  countryCode: string;
  currencyCode: string;
  hasSpent: boolean;
  /** E.164, masked (first 2 and last 4 digits, commerce §5). */
  mobileNumber: string;
};

/** `GET /country/:cc` data (commerce §3 country settings); amounts in minor units. */
export type WalletCountryData = {
  countryCode: string;
  currencyCode: string;
  countryStatus: WalletCountryStatus;
  maxAllowedUsers: number;
  walletCount: number;
  maxWalletBalance: string;
  topupDailyTotal: string;
  topupMonthlyTotal: string;
  purchaseDailyTotal: string;
  purchaseMonthlyTotal: string;
  maxCountryTopupDaily: string;
  maxCountryTopupMonthly: string;
  maxCountryChargeDaily: string;
  maxCountryChargeMonthly: string;
  topupPresets: string[];
  customTopup: boolean;
  minTopup: string;
  maxTopup: string;
  /** Codacash's channel id in this country (pay with Codacash at checkout), when it has one. */
  paymentChannelId: number | null;
};

export type WalletPaymentChannel = { id: number; name: string; kind: string; sortOrder: number };

/** One line of the wallet's history: a top-up (whatever its status) or a movement of its balance. */
export type WalletTransaction = {
  id: string;
  type: 'topup' | 'charge' | 'refund' | 'giftCode';
  /** Top-ups: commerce §4's status; movements of the balance are Success. */
  status: TopupStatus;
  /** Signed minor units: positive into the wallet. */
  amount: string;
  currencyCode: string;
  /** The balance right after (movements only). */
  balanceAfter: string | null;
  /** The order a charge or refund was for, or a quick top-up continues. */
  orderId: string | null;
  paymentChannel: string | null;
  /** Where to pay for a top-up still waiting for payment. */
  paymentUrl: string | null;
  failureCode: number | null;
  createdAt: string;
  updatedAt: string;
};

export type InitTopupResponse = { topupId: string; status: TopupStatus; paymentUrl: string };
export type RedeemGiftCodeResponse = { amount: string; currencyCode: string; balanceAmount: string; balanceVersion: number };
export type SendWalletCodeResponse = { destination: string; expiresInSeconds: number; resendAfterSeconds: number };

/** What the websocket sends a signed-in shopper when their wallet or a top-up changes. */
export type WalletSocketMessage = { type: 'wallet'; wallet: WalletData | null } | { type: 'walletTopup'; topup: WalletTransaction };

/**
 * commerce §8's wallet codes, one catalogue per call family (the same number means different
 * things in top-up and gift-code answers). Codes the spec lists without a number are given one
 * here and in docs/decisions/0033.
 */
export const walletErrors = {
  // Top-up.
  topupBalanceMax: entry(313, 422, 'wallet.topup.balanceMax'),
  topupCountryRestricted: entry(314, 422, 'wallet.topup.countryRestricted'),
  topupDailyLimit: entry(323, 422, 'wallet.topup.dailyLimit'),
  topupMonthlyLimit: entry(324, 422, 'wallet.topup.monthlyLimit'),
  topupCountryDailyLimit: entry(327, 422, 'wallet.topup.countryDailyLimit'),
  topupCountryMonthlyLimit: entry(328, 422, 'wallet.topup.countryMonthlyLimit'),
  topupBelowMinimum: entry(331, 422, 'wallet.topup.belowMinimum'),
  topupAboveMaximum: entry(332, 422, 'wallet.topup.aboveMaximum'),
  topupCustomUnsupported: entry(333, 422, 'wallet.topup.customUnsupported'),
  topupAmountInvalid: entry(334, 400, 'wallet.topup.amountInvalid'),
  insufficientBalance: entry(406, 422, 'wallet.insufficientBalance'),
  topupExpired: entry(407, 410, 'wallet.topup.expired'),
  topupFailed: entry(408, 422, 'wallet.topup.failed'),
  transactionNotFound: entry(302, 404, 'wallet.transactionNotFound'),
  // Charge.
  restricted: entry(306, 403, 'wallet.charge.restricted'),
  countryLocked: entry(309, 403, 'wallet.charge.countryLocked'),
  chargeDailyLimit: entry(325, 422, 'wallet.charge.dailyLimit'),
  chargeMonthlyLimit: entry(326, 422, 'wallet.charge.monthlyLimit'),
  chargeCountryDailyLimit: entry(329, 422, 'wallet.charge.countryDailyLimit'),
  chargeCountryMonthlyLimit: entry(330, 422, 'wallet.charge.countryMonthlyLimit'),
  chargeOtpInvalid: entry(223, 422, 'wallet.charge.otpInvalid'),
  chargeOtpTooMany: entry(222, 429, 'wallet.charge.otpTooMany'),
  chargeOtpExpired: entry(10008, 422, 'wallet.charge.otpExpired'),
  chargeCancelled: entry(342, 409, 'wallet.charge.cancelled'),
  // Activation and access.
  notActivated: entry(301, 404, 'wallet.notActivated'),
  unavailable: entry(303, 422, 'wallet.unavailable'),
  otpInvalid: entry(400, 400, 'wallet.activation.otpInvalid'),
  invalidPhone: entry(410, 400, 'wallet.activation.invalidPhone'),
  phoneAlreadyRegistered: entry(411, 409, 'wallet.activation.phoneAlreadyRegistered'),
  phoneDeleted: entry(412, 409, 'wallet.activation.phoneDeleted'),
  otpSendFailed: entry(413, 503, 'wallet.activation.otpSendFailed'),
  waitBeforeResending: entry(414, 429, 'wallet.activation.waitBeforeResending'),
  otpTooManyAttempts: entry(416, 429, 'wallet.activation.tooManyAttempts'),
  creationFailed: entry(417, 422, 'wallet.activation.creationFailed'),
  activationDisabled: entry(418, 403, 'wallet.activation.disabled'),
  maxUsersReached: entry(419, 403, 'wallet.activation.maxUsersReached'),
  switchLocked: entry(420, 429, 'wallet.activation.switchLocked'),
  alreadyActivated: entry(421, 409, 'wallet.activation.alreadyActivated'),
} as const satisfies Record<string, CatalogedError>;

/** commerce §8 gift-code redemption codes. */
export const giftCodeErrors = {
  generic: entry(1, 422, 'wallet.giftCode.generic'),
  spendBalanceFirst: entry(313, 422, 'wallet.giftCode.spendBalanceFirst'),
  countryRestriction: entry(314, 422, 'wallet.giftCode.countryRestriction'),
  alreadyClaimed: entry(704, 409, 'wallet.giftCode.alreadyClaimed'),
  notEligible: entry(705, 422, 'wallet.giftCode.notEligible'),
  cannotRedeemMore: entry(706, 422, 'wallet.giftCode.cannotRedeemMore'),
  invalid: entry(707, 422, 'wallet.giftCode.invalid'),
  balanceMismatch: entry(708, 409, 'wallet.giftCode.balanceMismatch'),
  updateFailed: entry(709, 503, 'wallet.giftCode.updateFailed'),
  maxRedemptions: entry(710, 422, 'wallet.giftCode.maxRedemptions'),
  /** commerce §5: nothing typed. The store's "invalid parameters" number, with `data.fields`. */
  required: entry(227, 400, 'wallet.giftCode.required'),
  /** A code of a batch past its expiry: 705 "not eligible" by number, with `data.reason: 'expired'` and a message that says why. */
  expired: entry(705, 422, 'wallet.giftCode.expired'),
} as const satisfies Record<string, CatalogedError>;

/** Gift codes as issued: 16 characters of an alphabet without look-alikes, shown in groups of four. */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CODE_LENGTH = 16;
/** commerce §8 710: how many gift codes one wallet may redeem in a UTC day. */
export const GIFT_CODE_DAILY_REDEMPTIONS = 5;
/** A typed code, as the store reads it: spaces and dashes dropped, upper-case. */
export const normalizeGiftCode = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * The display state of the wallet on a shop (commerce §4): what the header, the wallet pages and
 * the checkout show. `wallet` is the shopper's current wallet, `country` the shop's settings.
 */
export function walletDisplayState(
  wallet: WalletData | null | undefined,
  country: Pick<WalletCountryData, 'countryCode' | 'countryStatus' | 'walletCount' | 'maxAllowedUsers'> | null | undefined,
): WalletDisplayState {
  if (wallet === undefined || country === undefined) return 'loading';
  if (!country) return 'unavailable';
  const reservedHere = wallet?.walletStatus === WalletStatus.Reserved && wallet.countryCode === country.countryCode;
  if (wallet && wallet.walletStatus !== WalletStatus.Reserved) {
    if (wallet.countryCode !== country.countryCode) return 'unavailable';
    if (country.countryStatus === WalletCountryStatus.Locked) return 'suspended';
    return wallet.walletStatus === WalletStatus.Restricted ? 'restricted' : 'activated';
  }
  if (country.countryStatus === WalletCountryStatus.Locked) return 'unavailable';
  if (country.countryStatus === WalletCountryStatus.ActivationsDisabled) return 'activationDisabled';
  // A shopper's own reservation already holds one of the places.
  if (!reservedHere && country.walletCount >= country.maxAllowedUsers) return 'maxUsersReached';
  return 'notActivated';
}

/** `POST /validate-phone` (commerce §7): resultCode 0 when the number is free in the shop's country, this when it holds a wallet. */
export const WALLET_PHONE_KNOWN = 204;
/**
 * commerce §4's active-wallet cookie: set when the current wallet is active (status 1) with a
 * balance above 0, removed otherwise; pages read it to offer Codacash before asking the server.
 */
export const WALLET_ACTIVE_COOKIE = 'store_wallet_active';

/** commerce §8: the wallet charge's own success code (the other wallet calls answer 0). */
export const WALLET_CHARGE_SUCCESS = 300;
export type ValidatePhoneData = { available: boolean };

/** `GET /transactions` data: the wallet's history, newest first; `nextBefore` asks for the page after. */
export type WalletTransactionsPage = { items: WalletTransaction[]; nextBefore: string | null };

/** `POST /unreserveWallet` data: whether a reservation was given up (false when there was none). */
export type UnreserveWalletData = { released: boolean };

/**
 * Refusals of the wallet calls as a whole (docs/decisions/0033): a white-label site offers no
 * Codacash (commerce §2, the wallet menu is hidden there), read by the client as *unavailable*.
 */
export const walletSiteErrors = {
  notOffered: entry(303, 403, 'wallet.notOffered'),
} as const satisfies Record<string, CatalogedError>;
