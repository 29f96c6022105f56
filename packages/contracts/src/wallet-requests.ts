import { z } from 'zod';

/**
 * The request bodies of the wallet calls (commerce §7; docs/decisions/0033). Phone numbers are
 * taken as typed (national digits, or E.164 with the country's code) and checked by the server
 * against the shop country's mobile pattern; amounts as typed in the shop's amount style
 * (commerce §5) or as minor units.
 */
const phoneNumber = z.string().trim().min(1).max(32);
const otp = z.string().trim().max(16);

export const validatePhoneRequest = z.object({ phoneNumber }).strict();
export type ValidatePhoneRequest = z.infer<typeof validatePhoneRequest>;

export const sendWalletCodeRequest = z.object({ phoneNumber }).strict();
export type SendWalletCodeRequest = z.infer<typeof sendWalletCodeRequest>;

/** commerce §3's create-wallet payload; `userId`, `countryCode` and `currencyCode` must match the session and the shop. */
export const createWalletRequest = z
  .object({
    userId: z.string().max(64),
    countryCode: z.string().regex(/^[a-z]{2}$/i),
    languageCode: z.string().max(16),
    currencyCode: z.string().regex(/^[A-Z]{3}$/),
    email: z.string().max(254).optional().nullable(),
    mobileNumber: phoneNumber,
    verifyOtp: otp,
    emailTemplateData: z.record(z.string(), z.string().max(500)).optional(),
  })
  .strict();
export type CreateWalletRequest = z.infer<typeof createWalletRequest>;

export const initTopupRequest = z
  .object({
    /** Minor units, as a string of digits: a preset, or the custom amount the client parsed. */
    amount: z.string().regex(/^[0-9]{1,15}$/),
    paymentChannelId: z.number().int().positive(),
    /** A quick top-up: the order waiting for this money (commerce §4). */
    orderId: z.string().max(64).optional(),
  })
  .strict();
export type InitTopupRequest = z.infer<typeof initTopupRequest>;

export const redeemGiftCodeRequest = z.object({ giftCode: z.string().max(64) }).strict();
export type RedeemGiftCodeRequest = z.infer<typeof redeemGiftCodeRequest>;

/** The ChargeWallet operation's input: the order to pay, and the code sent to the wallet's phone. */
export const chargeWalletRequest = z.object({ orderId: z.string().max(64), otp }).strict();
export type ChargeWalletRequest = z.infer<typeof chargeWalletRequest>;

/** `POST /unreserveWallet` and `POST /switchWallet` take an empty body (commerce §7). */
export const unreserveWalletRequest = z.object({}).strict();
export const switchWalletRequest = z.object({}).strict();

/** `GET /country/:countryCode`. */
export const walletCountryParams = z.object({ countryCode: z.string().regex(/^[a-zA-Z]{2}$/) }).strict();
/** `GET /wallet-txn/:id`. */
export const walletTransactionParams = z.object({ id: z.string().min(1).max(64) }).strict();

/** `GET /transactions?limit&before`: a page of the wallet's history; `before` is the previous page's `nextBefore`. */
export const walletTransactionsQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(9),
    before: z.string().max(200).optional(),
  })
  .strict();
export type WalletTransactionsQuery = z.infer<typeof walletTransactionsQuery>;
