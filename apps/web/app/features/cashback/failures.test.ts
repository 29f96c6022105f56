import { describe, expect, it } from 'vitest';
import { accountScreenState } from './adopt-account-dialog.tsx';
import { rewardsChanged, rewardsFailureKey } from './failures.ts';

describe("the checkout's words for the rewards codes", () => {
  it('names what happened for 1102–1108 and nothing for other codes', () => {
    expect(rewardsFailureKey(1103)).toBe('cashbackErrors.balanceChanged');
    expect(rewardsFailureKey(1105)).toBe('cashbackErrors.signInRequired');
    expect(rewardsFailureKey(1106)).toBe('cashbackErrors.nothingToUse');
    expect(rewardsFailureKey(1108)).toBe('cashbackErrors.pointsInsufficient');
    expect(rewardsFailureKey(237)).toBeNull();
    expect(rewardsFailureKey('SEC_01')).toBeNull();
  });

  it('asks for a new quote when the balance is not what the summary showed', () => {
    expect(rewardsChanged(1103)).toBe(true);
    expect(rewardsChanged(1106)).toBe(true);
    expect(rewardsChanged(1104)).toBe(false);
  });
});

describe('the adopt-account modal', () => {
  it('opens sign-up with the e-mail as given, or the mobile number without the country code the screens show', () => {
    expect(accountScreenState({ uidType: 'email', uid: 'ann@example.com' }, '65')).toEqual({ uidType: 'email', uid: 'ann@example.com' });
    expect(accountScreenState({ uidType: 'phone_number', uid: '+6581234567' }, '65')).toEqual({ uidType: 'phone_number', uid: '81234567' });
    expect(accountScreenState(null, '65')).toEqual({});
  });
});
