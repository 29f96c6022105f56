import { z } from 'zod';
import { PLAYER_ID_PATTERN } from './player-fields.ts';

/**
 * The request schemas of the rewards calls (docs/decisions/0034). Country codes are the shop's,
 * checked again by the server against the site.
 */
const countryCode = z.string().regex(/^[a-z]{2}$/);
const slug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/);
const denominationId = z.string().trim().min(1).max(64);

export const rewardsCountryQuery = z.object({ countryCode }).strict();
export type RewardsCountryQuery = z.infer<typeof rewardsCountryQuery>;

export const rewardsHistoryQuery = z
  .object({
    countryCode,
    cursor: z
      .string()
      .regex(/^[0-9]{1,18}$/)
      .optional(),
  })
  .strict();
export type RewardsHistoryQuery = z.infer<typeof rewardsHistoryQuery>;

/** What the checkout shows before paying: the order as it would be placed, and the toggle. */
export const cashbackQuoteQuery = z
  .object({
    countryCode,
    productSlug: slug,
    denominationId,
    paymentChannelId: z.coerce.number().int().positive(),
    useRewards: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type CashbackQuoteQuery = z.infer<typeof cashbackQuoteQuery>;

export const claimDailyRewardRequest = z.object({ countryCode }).strict();
export type ClaimDailyRewardRequest = z.infer<typeof claimDailyRewardRequest>;

export const redeemableQuery = z.object({ countryCode, productSlug: slug }).strict();
export type RedeemableQuery = z.infer<typeof redeemableQuery>;

/** Points redemption: a denomination paid wholly with rewards, for this player. */
export const redeemPointsRequest = z
  .object({
    countryCode,
    productSlug: slug,
    denominationId,
    // The same rule as an order's player (a Riot ID has spaces); the game's own rule comes after.
    userId: z.string().trim().min(1).max(64).regex(PLAYER_ID_PATTERN),
    zoneId: z
      .string()
      .trim()
      .min(1)
      .max(16)
      .regex(/^[A-Za-z0-9-]+$/)
      .optional(),
    locale: z
      .string()
      .regex(/^[a-z]{2,3}-[A-Z]{2}$/)
      .optional(),
  })
  .strict();
export type RedeemPointsRequest = z.infer<typeof redeemPointsRequest>;
