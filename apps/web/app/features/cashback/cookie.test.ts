import { describe, expect, it } from 'vitest';
import type { OrderRewards } from '@store/contracts';
import { CASHBACK_COOKIE } from '@store/contracts/rewards.ts';
import { cashbackCookieRemoval, cashbackCookieUpdate, earnedByOrder, parseCashbackCookie, serializeCashbackCookie } from './cookie.ts';
import { guestContactOf, rememberGuestContact, GUEST_CONTACT_KEY } from './guest-contact.ts';

const earned: OrderRewards = {
  burnAmount: '0',
  earnAmount: '150',
  earnStatus: 'earned',
  restoredAmount: '0',
  expiresAt: '2027-01-10T00:00:00.000Z',
  keptFor: 'ann***@example.com',
};
const order = (orderId: string, rewards: OrderRewards | null = earned) => ({ orderId, rewards });
const ann = (orderId: string) => ({ orderId, email: 'ann@example.com', phone: null });

/** What the browser's cookie jar holds after the assignment: `name=value`. */
function jar(assignment: string | null): string {
  return assignment ? assignment.split(';')[0]! : '';
}

describe('the cashback cookie', () => {
  it('is written for a guest order that earned, for 45 days, with the contact and the reward', () => {
    const assignment = cashbackCookieUpdate('', order('ord_a'), ann('ord_a'), false)!;
    expect(assignment).toMatch(new RegExp(`^${CASHBACK_COOKIE}=[^;]+; Path=/; Max-Age=3888000; SameSite=Lax$`));
    expect(parseCashbackCookie(jar(assignment).split('=')[1]!)).toEqual({
      email: 'ann@example.com',
      phone: null,
      txnId: 'ord_a',
      reward: '150',
    });
    expect(cashbackCookieUpdate('', order('ord_a'), ann('ord_a'), true)).toMatch(/; Secure$/);
  });

  it('adds a new order of the same contact to the running total, once', () => {
    const first = jar(cashbackCookieUpdate('consent=1', order('ord_a'), ann('ord_a'), false));
    const second = jar(cashbackCookieUpdate(`consent=1; ${first}`, order('ord_b', { ...earned, earnAmount: '75' }), ann('ord_b'), false));
    expect(parseCashbackCookie(second.split('=')[1]!)).toMatchObject({ txnId: 'ord_b', reward: '225' });
    // The complete page shown again (a reload) changes nothing.
    expect(cashbackCookieUpdate(second, order('ord_b', { ...earned, earnAmount: '75' }), ann('ord_b'), false)).toBeNull();
  });

  it('starts again for another contact', () => {
    const first = jar(cashbackCookieUpdate('', order('ord_a'), ann('ord_a'), false));
    const other = { orderId: 'ord_c', email: null, phone: '+6581234567' };
    const next = jar(cashbackCookieUpdate(first, order('ord_c', { ...earned, earnAmount: '40' }), other, false));
    expect(parseCashbackCookie(next.split('=')[1]!)).toEqual({ email: null, phone: '+6581234567', txnId: 'ord_c', reward: '40' });
  });

  it('is left alone for orders that earned nothing yet, a member, or a contact this browser does not know', () => {
    expect(cashbackCookieUpdate('', order('ord_a', { ...earned, earnStatus: 'pending' }), ann('ord_a'), false)).toBeNull();
    expect(cashbackCookieUpdate('', order('ord_a', { ...earned, earnStatus: 'reversed' }), ann('ord_a'), false)).toBeNull();
    expect(cashbackCookieUpdate('', order('ord_a', { ...earned, earnAmount: '0' }), ann('ord_a'), false)).toBeNull();
    expect(cashbackCookieUpdate('', order('ord_a', null), ann('ord_a'), false)).toBeNull();
    // A signed-in shopper's order: its rewards are the account's, kept for no contact.
    expect(cashbackCookieUpdate('', order('ord_a', { ...earned, keptFor: null }), ann('ord_a'), false)).toBeNull();
    expect(cashbackCookieUpdate('', order('ord_a'), null, false)).toBeNull();
    expect(earnedByOrder(order('ord_a'), ann('ord_other'))).toBeNull();
  });

  it('reads a malformed cookie as none, and replaces it', () => {
    for (const raw of [
      null,
      '',
      'x',
      '%7B',
      encodeURIComponent('{"txnId":1}'),
      encodeURIComponent('{"txnId":"o","reward":"-5","email":null,"phone":null}'),
    ]) {
      expect(parseCashbackCookie(raw)).toBeNull();
    }
    const next = jar(cashbackCookieUpdate(`${CASHBACK_COOKIE}=garbage`, order('ord_a'), ann('ord_a'), false));
    expect(parseCashbackCookie(next.split('=')[1]!)).toMatchObject({ txnId: 'ord_a', reward: '150' });
  });

  it('is removed when the shopper withdraws the rewards consent, and only when there is one', () => {
    const stored = jar(cashbackCookieUpdate('', order('ord_a'), ann('ord_a'), false));
    expect(cashbackCookieRemoval(`consent=1; ${stored}`, true)).toBe(`${CASHBACK_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; Secure`);
    expect(cashbackCookieRemoval('consent=1', false)).toBeNull();
  });

  it('round-trips through its serialised form', () => {
    const cookie = { email: 'a+b@example.com', phone: null, txnId: 'ord_x', reward: '99999999999999999' };
    expect(parseCashbackCookie(jar(serializeCashbackCookie(cookie, false)).split('=')[1]!)).toEqual(cookie);
  });
});

describe('the guest contact noted with an order', () => {
  function memory() {
    const data = new Map<string, string>();
    return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
  }

  it('is found by its order, the newest five kept', () => {
    const store = memory();
    for (let i = 1; i <= 7; i++) rememberGuestContact({ orderId: `ord_${i}`, email: `g${i}@example.com`, phone: null }, store);
    expect(guestContactOf('ord_7', store)).toEqual({ orderId: 'ord_7', email: 'g7@example.com', phone: null });
    expect(guestContactOf('ord_3', store)).not.toBeNull();
    expect(guestContactOf('ord_2', store)).toBeNull();
    expect(JSON.parse(store.data.get(GUEST_CONTACT_KEY)!)).toHaveLength(5);
  });

  it('reads damaged storage as nothing noted', () => {
    const store = memory();
    store.setItem(GUEST_CONTACT_KEY, '{not json');
    expect(guestContactOf('ord_1', store)).toBeNull();
    rememberGuestContact({ orderId: 'ord_1', email: null, phone: '+6581234567' }, store);
    expect(guestContactOf('ord_1', store)).toMatchObject({ phone: '+6581234567' });
    expect(guestContactOf('ord_1', null)).toBeNull();
  });
});
