import { describe, expect, it } from 'vitest';
import { nationalNumber } from './use-account-contact.ts';

describe("the account's mobile in the checkout's mobile field", () => {
  it("drops the shop's calling code, and offers nothing for another country's number", () => {
    expect(nationalNumber('+6591234567', '65')).toBe('91234567');
    expect(nationalNumber('+639171234567', '65')).toBeNull();
    expect(nationalNumber(null, '65')).toBeNull();
  });
});
