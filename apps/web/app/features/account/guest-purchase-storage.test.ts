import { describe, expect, it } from 'vitest';
import {
  commitGuestPurchase,
  discardStagedPurchase,
  STAGED_PURCHASE_KEY,
  stageGuestPurchase,
  takeCommittedPurchase,
  type StagedPurchase,
} from './guest-purchase-storage.ts';

/** A Storage as the browser keeps one, in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const stores = () => ({ session: new MemoryStorage(), local: new MemoryStorage() });
const placed: StagedPurchase = {
  txnId: 'ord_1',
  userId: '12345678',
  zoneId: '2011',
  voucherTypeId: 'mobile-legends',
  gvtId: 'den_86',
  lvtId: 'den_86',
  pcId: '70202',
  checkoutId: 'key-1',
};

describe('the guest purchase (commerce §3–§4, ADR 0053)', () => {
  it('is staged in session storage only while the form is filled', () => {
    const s = stores();
    stageGuestPurchase({ voucherTypeId: 'mobile-legends', userId: '12345678', gvtId: 'den_86' }, s);
    expect(JSON.parse(s.session.getItem(STAGED_PURCHASE_KEY)!)).toEqual({
      voucherTypeId: 'mobile-legends',
      userId: '12345678',
      gvtId: 'den_86',
    });
    expect(s.local.length).toBe(0);
    expect(takeCommittedPurchase(s)).toBeNull();
  });

  it('is committed to local storage when the order is placed, leaving session storage empty', () => {
    const s = stores();
    stageGuestPurchase({ voucherTypeId: 'mobile-legends', userId: '999', pcId: '1' }, s);
    s.session.setItem(STAGED_PURCHASE_KEY, JSON.stringify({ ...JSON.parse(s.session.getItem(STAGED_PURCHASE_KEY)!), stray: 'x' }));
    commitGuestPurchase(placed, s);
    expect(s.session.getItem(STAGED_PURCHASE_KEY)).toBeNull();
    // The order's own ids win over what was staged; nothing but setOrderUid's fields is kept.
    expect(JSON.parse(s.local.getItem(STAGED_PURCHASE_KEY)!)).toEqual(placed);
  });

  it('is consumed once: read and removed', () => {
    const s = stores();
    commitGuestPurchase(placed, s);
    expect(takeCommittedPurchase(s)).toEqual(placed);
    expect(s.local.getItem(STAGED_PURCHASE_KEY)).toBeNull();
    expect(takeCommittedPurchase(s)).toBeNull();
  });

  it('drops a staged purchase that was never placed, and ignores what is not a purchase', () => {
    const s = stores();
    stageGuestPurchase({ voucherTypeId: 'mobile-legends' }, s);
    discardStagedPurchase(s);
    expect(s.session.length).toBe(0);
    for (const raw of ['not json', '[]', 'null', '{"txnId":5}']) {
      s.local.setItem(STAGED_PURCHASE_KEY, raw);
      expect(takeCommittedPurchase(s), raw).toBeNull();
      expect(s.local.getItem(STAGED_PURCHASE_KEY)).toBeNull();
    }
  });

  it('does nothing without storage', () => {
    expect(() => stageGuestPurchase({ voucherTypeId: 'x' }, null)).not.toThrow();
    expect(() => commitGuestPurchase(placed, null)).not.toThrow();
    expect(takeCommittedPurchase(null)).toBeNull();
  });
});
