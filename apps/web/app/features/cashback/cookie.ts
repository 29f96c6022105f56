import type { OrderView } from '@store/contracts';
import { cookieValue, REWARDS_CONSENT } from '@store/contracts/consent.ts';
import { CASHBACK_COOKIE, nextCashbackCookie, REWARDS, type CashbackCookie } from '@store/contracts/rewards.ts';
import type { GuestContact } from './guest-contact.ts';

/*
 * The cashback reward cookie of commerce §3–§4: `{email, phone, txnId, reward}`, the rewards a
 * guest earned with one contact as a running total, kept 45 days. It is written on the complete
 * page of a guest's delivered order that earned, by the spec's rule (`nextCashbackCookie`): the same
 * contact and a new order add to the total, another contact starts again. Written by the page's
 * script: the whole contact is known only to the browser that placed the order (guest-contact.ts).
 * It belongs to the rewards consent category (C0009, ADR 0010): without that consent it is not
 * written, and one written before is removed.
 */

/** The consent category the cookie needs (shell §3: "Rewards"). */
export const CASHBACK_COOKIE_CONSENT = REWARDS_CONSENT;

export const CASHBACK_COOKIE_MAX_AGE_SECONDS = REWARDS.cookieDays * 86_400;

const isNullableString = (value: unknown) => value === null || typeof value === 'string';

/** The cookie's value as this page reads it; anything malformed reads as no cookie. */
export function parseCashbackCookie(raw: string | null): CashbackCookie | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  const cookie = value as Partial<CashbackCookie> | null;
  if (!cookie || typeof cookie !== 'object') return null;
  if (!isNullableString(cookie.email) || !isNullableString(cookie.phone)) return null;
  if (typeof cookie.txnId !== 'string' || typeof cookie.reward !== 'string' || !/^[0-9]{1,20}$/.test(cookie.reward)) return null;
  return { email: cookie.email ?? null, phone: cookie.phone ?? null, txnId: cookie.txnId, reward: cookie.reward };
}

/** The `document.cookie` assignment that stores `cookie` for 45 days. */
export function serializeCashbackCookie(cookie: CashbackCookie, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(cookie));
  return `${CASHBACK_COOKIE}=${value}; Path=/; Max-Age=${CASHBACK_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * What an order adds to the cookie: a guest's order (its rewards are kept for a contact) whose
 * rewards are earned, with the contact it was placed with. Null for anything else.
 */
export function earnedByOrder(order: Pick<OrderView, 'orderId' | 'rewards'>, contact: GuestContact | null): CashbackCookie | null {
  const rewards = order.rewards;
  if (!rewards || rewards.earnStatus !== 'earned' || rewards.keptFor === null || !/^[0-9]+$/.test(rewards.earnAmount)) return null;
  if (BigInt(rewards.earnAmount) <= 0n) return null;
  if (!contact || contact.orderId !== order.orderId) return null;
  return { email: contact.email, phone: contact.phone, txnId: order.orderId, reward: rewards.earnAmount };
}

/**
 * The cookie to write after the complete page showed `order`, given the cookies the page has: the
 * `document.cookie` assignment, or null when nothing changes (not a guest's earning, or the same
 * order shown again).
 */
export function cashbackCookieUpdate(
  documentCookie: string,
  order: Pick<OrderView, 'orderId' | 'rewards'>,
  contact: GuestContact | null,
  secure: boolean,
): string | null {
  const earned = earnedByOrder(order, contact);
  if (!earned) return null;
  const stored = parseCashbackCookie(cookieValue(documentCookie, CASHBACK_COOKIE));
  const next = nextCashbackCookie(stored, earned);
  if (stored && next === stored) return null;
  return serializeCashbackCookie(next, secure);
}

/** The `document.cookie` assignment that removes the cookie, or null when the page has none. */
export function cashbackCookieRemoval(documentCookie: string, secure: boolean): string | null {
  if (cookieValue(documentCookie, CASHBACK_COOKIE) === null) return null;
  return `${CASHBACK_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}
