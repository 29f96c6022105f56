import { describe, expect, it } from 'vitest';
import {
  allConsent,
  analyticsAllowedIn,
  CONSENT_CATEGORIES,
  cookieValue,
  parseConsent,
  requiredConsentOnly,
  serialiseConsent,
} from './consent.ts';

describe('consent cookie format (shell §4)', () => {
  it("has the spec's categories, C0001 first", () => {
    expect(CONSENT_CATEGORIES).toEqual(['C0001', 'C0002', 'C0003', 'C0004', 'C0005', 'C0009']);
  });

  it('writes every category as code:1 or code:0, joined by "|"', () => {
    expect(serialiseConsent(allConsent())).toBe('C0001:1|C0002:1|C0003:1|C0004:1|C0005:1|C0009:1');
    expect(serialiseConsent(requiredConsentOnly())).toBe('C0001:1|C0002:0|C0003:0|C0004:0|C0005:0|C0009:0');
    expect(serialiseConsent({ C0002: true, C0009: true })).toBe('C0001:1|C0002:1|C0003:0|C0004:0|C0005:0|C0009:1');
  });

  it('never writes the required category as off', () => {
    expect(serialiseConsent({ ...requiredConsentOnly(), C0001: false })).toMatch(/^C0001:1\|/);
  });

  it('reads back what it writes', () => {
    const choice = { ...requiredConsentOnly(), C0003: true, C0005: true };
    expect(parseConsent(serialiseConsent(choice))).toEqual(choice);
    expect(parseConsent(serialiseConsent(allConsent()))).toEqual(allConsent());
  });

  it('keeps the required category on, whatever the cookie says', () => {
    expect(parseConsent('C0001:0|C0002:1')).toEqual({ ...requiredConsentOnly(), C0002: true });
  });

  it('treats a category the cookie does not mention as off, and ignores unknown ones', () => {
    expect(parseConsent('C0001:1|C0004:1')).toEqual({ ...requiredConsentOnly(), C0004: true });
    expect(parseConsent('C0001:1|C0007:1|C0002:1')).toEqual({ ...requiredConsentOnly(), C0002: true });
  });

  it('reads a URL-encoded value and tolerates spaces', () => {
    expect(parseConsent('C0001%3A1%7CC0002%3A1')).toEqual({ ...requiredConsentOnly(), C0002: true });
    expect(parseConsent(' C0001:1 | C0002:1 ')).toEqual({ ...requiredConsentOnly(), C0002: true });
  });

  it.each([null, undefined, '', 'yes', 'C0001:2', 'C0001=1', 'C0002:1|junk', 'C0007:1', '%E0%A4%A', 'C0001:1||C0002:1'])(
    'finds no choice in %j',
    (value) => {
      expect(parseConsent(value)).toBeNull();
    },
  );
});

describe('cookieValue', () => {
  it('finds a cookie among others, by its exact name', () => {
    const cookies = 'country=de; cookie_consent_updated=2025-01-01T00:00:00.000Z; cookie_consent=C0001:1|C0002:0';
    expect(cookieValue(cookies, 'cookie_consent')).toBe('C0001:1|C0002:0');
    expect(cookieValue(cookies, 'cookie_consent_updated')).toBe('2025-01-01T00:00:00.000Z');
    expect(cookieValue(cookies, 'consent')).toBeNull();
    expect(cookieValue('', 'cookie_consent')).toBeNull();
    expect(cookieValue(null, 'cookie_consent')).toBeNull();
  });
});

describe('analytics by country (shell §6)', () => {
  it('is off for Russia and allowed elsewhere, also outside any shop', () => {
    expect(analyticsAllowedIn('ru')).toBe(false);
    expect(analyticsAllowedIn('de')).toBe(true);
    expect(analyticsAllowedIn('kz')).toBe(true);
    expect(analyticsAllowedIn(null)).toBe(true);
  });
});
