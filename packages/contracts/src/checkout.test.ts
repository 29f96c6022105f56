import { describe, expect, it } from 'vitest';
import { mobileMatches, mobileToE164 } from './checkout.ts';

// Shell §5: a mobile number is valid if it matches the country's mobilePattern, where "OR" means
// alternation and "to" means a comma in a repeat range. Empty is invalid.
describe('mobileMatches, rule by rule', () => {
  it('matches the whole national number, never a part of it', () => {
    expect(mobileMatches('[89][0-9]{7}', '65', '81234567')).toBe(true);
    expect(mobileMatches('[89][0-9]{7}', '65', '812345678')).toBe(false);
    expect(mobileMatches('[89][0-9]{7}', '65', '71234567')).toBe(false);
    expect(mobileMatches('[0-9]{4}', '65', '12345')).toBe(false);
  });

  it('reads " OR " as alternation, each alternative anchored on its own', () => {
    const my = '1[0-46-9][0-9]{7} OR 11[0-9]{8}';
    expect(mobileMatches(my, '60', '123456789')).toBe(true); // first alternative
    expect(mobileMatches(my, '60', '1123456789')).toBe(true); // second alternative
    expect(mobileMatches(my, '60', '153456789')).toBe(false); // 5 is excluded by the first, too short for the second
    // Without grouping, "^A|B$" would accept A followed by anything, or anything ending in B.
    expect(mobileMatches('9[0-9]{3} OR 8[0-9]{5}', '1', '95555555')).toBe(false);
    expect(mobileMatches('9[0-9]{3} OR 8[0-9]{5}', '1', '1800000')).toBe(false);
    expect(mobileMatches('9[0-9]{3} OR 8[0-9]{5} OR 7[0-9]{4}', '1', '71234')).toBe(true);
  });

  it('reads " to " as the comma of a repeat range', () => {
    const kh = '[1-9][0-9]{7 to 8}';
    expect(mobileMatches(kh, '855', '12345678')).toBe(true);
    expect(mobileMatches(kh, '855', '123456789')).toBe(true);
    expect(mobileMatches(kh, '855', '1234567')).toBe(false);
    expect(mobileMatches(kh, '855', '1234567890')).toBe(false);
    expect(mobileMatches('[0-9]{4 to 5} OR 9[0-9]{6 to 7}', '1', '98765432')).toBe(true);
  });

  it('does not take "OR" or "to" inside other words or without spaces', () => {
    expect(mobileMatches('[0-9]{4to5}', '1', '12345')).toBe(false);
    expect(mobileMatches('9[0-9]{3}OR8[0-9]{3}', '1', '9123')).toBe(false);
  });

  it('finds an empty number invalid, whatever the pattern', () => {
    expect(mobileMatches('[89][0-9]{7}', '65', '')).toBe(false);
    expect(mobileMatches('[0-9]*', '65', '')).toBe(false);
    expect(mobileMatches('[0-9]*', '65', '   ')).toBe(false);
    expect(mobileMatches('', '65', '')).toBe(false);
  });

  it('checks the national number: without the +country code or the trunk 0, spaces and dashes ignored', () => {
    expect(mobileMatches('[89][0-9]{7}', '65', '+65 8123 4567')).toBe(true);
    expect(mobileMatches('[89][0-9]{7}', '65', '+6581234567')).toBe(true);
    expect(mobileMatches('1[0-46-9][0-9]{7} OR 11[0-9]{8}', '60', '011-2345 6789')).toBe(true);
    expect(mobileMatches('[89][0-9]{7}', '65', '(8123) 4567')).toBe(true);
    // Another country's code is not stripped.
    expect(mobileMatches('[89][0-9]{7}', '65', '+6081234567')).toBe(false);
  });

  it('refuses letters and absurd lengths', () => {
    expect(mobileMatches('[89][0-9]{7}', '65', 'eight1234')).toBe(false);
    expect(mobileMatches('[0-9]*', '65', '123')).toBe(false);
    expect(mobileMatches('[0-9]*', '65', '1234567890123456')).toBe(false);
  });

  it('finds nothing valid under a broken pattern instead of throwing', () => {
    expect(mobileMatches('[0-9{4', '65', '1234')).toBe(false);
  });
});

describe('a typed mobile number as E.164', () => {
  it("puts the shop country's code before a national number, without the trunk 0", () => {
    expect(mobileToE164('8123 4567', '65')).toBe('+6581234567');
    expect(mobileToE164('011-2345 6789', '60')).toBe('+601123456789');
    expect(mobileToE164('+65 8123-4567', '65')).toBe('+6581234567');
    expect(mobileToE164('0065 8123 4567', '65')).toBe('+6581234567');
    // A number written with its own country code keeps it.
    expect(mobileToE164('+852 8123 4567', '65')).toBe('+85281234567');
  });

  it('is null for what cannot be a number', () => {
    for (const typed of ['', '12', 'eight1234', '+0123456789', '+1234567890123456']) expect(mobileToE164(typed, '65'), typed).toBeNull();
  });
});
