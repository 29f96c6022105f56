import { z } from 'zod';
import { Platform } from './analytics-dimensions.ts';

/**
 * A page view (shell §2: reported after each navigation), as the browser beacons it to
 * `POST /api/analytics/page-view`. Only the path is sent, never the query or hash, which can carry
 * a player id, an e-mail or an order id; the referrer likewise is reduced to origin and path.
 */
export const PAGE_VIEW_MAX_URL = 2048;

export const pageViewRequest = z
  .object({
    /** The page's path, e.g. "/sg/mobile-legends". */
    path: z
      .string()
      .min(1)
      .max(PAGE_VIEW_MAX_URL)
      .regex(/^\/[^\s\u0000-\u001f\u007f?#]*$/),
    /** The shop's country; null outside a shop (/international). */
    countryCode: z
      .string()
      .regex(/^[a-z]{2}$/)
      .nullable(),
    /** The interface language, e.g. "ar". */
    language: z.string().regex(/^[a-z]{2,3}$/),
    /** Where the shopper came from: an http(s) origin and path, or null. */
    referrer: z
      .string()
      .max(PAGE_VIEW_MAX_URL)
      .regex(/^https?:\/\/[^\s?#]+$/)
      .nullable(),
    /** Desktop 1, mobile 2, installed web app 99 (commerce §4, ADR 0053); not recorded when absent. */
    platform: z.union([z.literal(Platform.Desktop), z.literal(Platform.Mobile), z.literal(Platform.Pwa)]).optional(),
  })
  .strict();
export type PageViewRequest = z.infer<typeof pageViewRequest>;
