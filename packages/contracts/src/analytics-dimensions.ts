/*
 * The analytics dimensions of commerce §4, recorded with every page view and order (ADR 0053).
 * The server decides the user type and the customer from the session and the order history; the
 * platform is the one the browser reports, checked against this list.
 */

/** User types: guest 0, soft 1 (a session the store signed whose access has lapsed), logged in 2. */
export const UserType = { Guest: 0, Soft: 1, LoggedIn: 2 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** Customer: new 0, returning 1 (has paid for an earlier order on the site). */
export const CustomerType = { New: 0, Returning: 1 } as const;
export type CustomerType = (typeof CustomerType)[keyof typeof CustomerType];

/** Platform: desktop 1, mobile 2, the installed web app (PWA) 99. */
export const Platform = { Desktop: 1, Mobile: 2, Pwa: 99 } as const;
export type Platform = (typeof Platform)[keyof typeof Platform];

export const PLATFORMS: readonly Platform[] = [Platform.Desktop, Platform.Mobile, Platform.Pwa];

export function isPlatform(value: unknown): value is Platform {
  return PLATFORMS.includes(value as Platform);
}
