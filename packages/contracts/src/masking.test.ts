import { describe, expect, it } from 'vitest';
import { maskContact, maskEmail, maskMobile } from './masking.ts';

describe('mobile numbers keep the first 2 and last 4 digits (shell §5)', () => {
  it.each([
    ['9123456789', '91****6789'],
    ['81234567', '81**4567'],
    ['1234567', '12*4567'],
    ['012345678901234', '01*********1234'],
  ])('%s → %s', (mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked);
  });

  it('drops formatting, keeps a leading plus, and hides one digit per star', () => {
    expect(maskMobile('+65 8123 4567')).toBe('+65****4567');
    expect(maskMobile('(0812) 345-6789')).toBe('08*****6789');
    expect(maskMobile(' 9123456789 ')).toBe('91****6789');
  });

  it('never shows a digit that is neither among the first 2 nor the last 4', () => {
    const masked = maskMobile('5550001112223');
    expect(masked.slice(2, -4)).toMatch(/^\*+$/);
    expect(masked.replace(/\*/g, '')).toBe('552223');
  });

  it('hides more of a short number, where 2 + 4 would hide nothing', () => {
    expect(maskMobile('123456')).toBe('****56');
    expect(maskMobile('1234')).toBe('**34');
    expect(maskMobile('123')).toBe('*23');
    expect(maskMobile('12')).toBe('**');
    expect(maskMobile('7')).toBe('*');
    expect(maskMobile('+65')).toBe('+**');
  });

  it('hides text without digits entirely, and leaves empty input empty', () => {
    expect(maskMobile('abc')).toBe('***');
    expect(maskMobile('')).toBe('');
    expect(maskMobile('   ')).toBe('');
  });
});

describe('e-mails keep the first 3 characters (shell §5)', () => {
  it.each([
    ['alexander@example.com', 'ale***@example.com'],
    ['alex@example.com', 'ale***@example.com'],
    ['a.b.c.d@mail.co.uk', 'a.b***@mail.co.uk'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('hides the same number of stars whatever the length, so the length does not leak', () => {
    expect(maskEmail('abcd@x.io')).toBe('abc***@x.io');
    expect(maskEmail('abcdefghijklmnop@x.io')).toBe('abc***@x.io');
  });

  it('always hides at least one character of a short local part', () => {
    expect(maskEmail('abc@x.io')).toBe('ab***@x.io');
    expect(maskEmail('ab@x.io')).toBe('a***@x.io');
    expect(maskEmail('a@x.io')).toBe('***@x.io');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskEmail('😀😀😀😀@x.io')).toBe('😀😀😀***@x.io');
    expect(maskEmail('élodie@exemple.fr')).toBe('élo***@exemple.fr');
  });

  it('splits at the last "@" and masks text that is not an address as a whole', () => {
    expect(maskEmail('"a@b"@x.io')).toBe('"a@***@x.io');
    expect(maskEmail('alexander')).toBe('ale***');
    expect(maskEmail('@x.io')).toBe('@x.***');
    expect(maskEmail('')).toBe('');
  });
});

describe('maskContact', () => {
  it('masks an address as an e-mail and anything else as a mobile number', () => {
    expect(maskContact('alexander@example.com')).toBe('ale***@example.com');
    expect(maskContact('+65 8123 4567')).toBe('+65****4567');
  });
});
