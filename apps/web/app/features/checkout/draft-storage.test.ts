import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  draftStorageKey,
  forgetPendingOrder,
  parseSavedCheckout,
  readSavedCheckout,
  saveDraft,
  savePendingOrder,
  serializeSavedCheckout,
} from './draft-storage.ts';
import { emptyDraft, type CheckoutDraft } from './form-model.ts';

const draft: CheckoutDraft = {
  ...emptyDraft,
  userId: '12345671',
  zoneId: '2001',
  denominationId: 'den_86',
  channelId: 70202,
  contactMethod: 'mobile',
  mobile: '81234567',
  billing: { ...emptyDraft.billing, name: 'Ada', city: 'Singapore' },
  acceptedTerms: true,
};

describe('the saved checkout', () => {
  it('comes back as it was saved, without the terms', () => {
    const pending = { orderId: 'ord_1', fingerprint: 'f' };
    expect(parseSavedCheckout(serializeSavedCheckout({ draft, pending }))).toEqual({
      draft: { ...draft, acceptedTerms: false },
      pending,
    });
    expect(serializeSavedCheckout({ draft, pending: null })).not.toMatch(/acceptedTerms/);
  });

  it('is nothing when it is missing, not JSON, of another version, or of the wrong shape', () => {
    for (const raw of [null, '', 'not json', '{"v":2,"draft":{"userId":"1"}}', '[]', '{"v":1,"draft":5}']) {
      expect(parseSavedCheckout(raw)).toEqual({ draft: null, pending: null });
    }
  });

  it('keeps only values of the right type', () => {
    const raw = JSON.stringify({
      v: 1,
      draft: { userId: 5, zoneId: '2001', denominationId: {}, channelId: '70202', contactMethod: 'fax', billing: { name: 'Ada', city: 1 } },
      pending: { orderId: 'ord_1' },
    });
    expect(parseSavedCheckout(raw)).toEqual({
      draft: { ...emptyDraft, zoneId: '2001', billing: { ...emptyDraft.billing, name: 'Ada' } },
      pending: null,
    });
  });
});

describe('session storage', () => {
  const key = draftStorageKey('sg', 'mobile-legends');
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    // The browser's storage, as the page has it.
    globalThis.sessionStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
      clear: () => store.clear(),
      key: (i: number) => [...store.keys()][i] ?? null,
      get length() {
        return store.size;
      },
    };
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
  });

  it('keeps one checkout per country and product', () => {
    saveDraft(key, draft);
    expect(readSavedCheckout(key).draft?.userId).toBe('12345671');
    expect(readSavedCheckout(draftStorageKey('my', 'mobile-legends')).draft).toBeNull();
    expect(readSavedCheckout(draftStorageKey('sg', 'roblox')).draft).toBeNull();
  });

  it('keeps the pending order while the draft is saved again, until it is forgotten', () => {
    savePendingOrder(key, draft, { orderId: 'ord_1', fingerprint: 'f' });
    saveDraft(key, { ...draft, userId: '999' });
    expect(readSavedCheckout(key)).toMatchObject({ draft: { userId: '999' }, pending: { orderId: 'ord_1' } });
    forgetPendingOrder(key);
    expect(readSavedCheckout(key)).toMatchObject({ draft: { userId: '999' }, pending: null });
  });

  it('does without storage where the browser refuses it', () => {
    globalThis.sessionStorage.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    globalThis.sessionStorage.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(() => saveDraft(key, draft)).not.toThrow();
    expect(readSavedCheckout(key)).toEqual({ draft: null, pending: null });
  });
});
