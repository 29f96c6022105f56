import { describe, expect, it } from 'vitest';
import { fieldOfFailure } from './order-failure.ts';

describe('the field a failed order call belongs to', () => {
  it('is the field the server named, a billing address field by its own name', () => {
    expect(fieldOfFailure({ resultCode: 227, fields: [{ path: 'mobile', code: 'mobilePattern' }] })).toBe('contact');
    expect(fieldOfFailure({ resultCode: 30300, fields: [{ path: 'billingAddress.zipCode', code: 'invalid_format' }] })).toBe(
      'billing.zipCode',
    );
    expect(fieldOfFailure({ resultCode: 30300, fields: [{ path: 'billingAddress', code: 'billingAddress' }] })).toBe('billing.name');
  });

  it('is the field of a catalogued error that concerns one, when the server names none (commerce §8)', () => {
    expect(fieldOfFailure({ resultCode: 12, fields: [] })).toBe('userId');
    expect(fieldOfFailure({ resultCode: 237, fields: [] })).toBe('denomination');
    expect(fieldOfFailure({ resultCode: 238, fields: [] })).toBe('paymentChannel');
    expect(fieldOfFailure({ resultCode: 232, fields: [] })).toBe('contact');
  });

  it('is the denomination for a refusal of the purchase rules: limits, once only, a payment pending', () => {
    for (const resultCode of [630, 633, 655, 656, 1503, 1512, 1515, 5034, 5152]) {
      expect(fieldOfFailure({ resultCode, fields: [] })).toBe('denomination');
    }
  });

  it('is none for a failure of the whole order', () => {
    expect(fieldOfFailure({ resultCode: 98, fields: [] })).toBeNull();
    expect(fieldOfFailure({ resultCode: 227, fields: [{ path: 'locale', code: 'invalid_value' }] })).toBeNull();
  });
});
