import { describe, expect, it } from 'vitest';
import { allConsent, CASHBACK_COOKIE, requiredConsentOnly } from '@store/contracts/consent.ts';
import { STORE_SITE, type Site } from '@store/contracts/site.ts';
import { withdrawnCookies } from './categories.ts';
import { consentPolicy, effectiveConsent } from './policy.ts';

const whitelabel: Site = { ...STORE_SITE, id: 1, theme: 'whitelabel' };
const country = (code: string, group: string) => ({ code, group });

describe('who is asked for consent (shell §6)', () => {
  it.each([
    ['de', 'Europe'],
    ['fr', 'Europe'],
    ['gb', 'Europe'],
    ['ru', 'Europe'],
    ['pl', 'Europe'],
  ])('%s (Europe group) gets the consent manager', (code, group) => {
    expect(consentPolicy(country(code, group), STORE_SITE).manager).toBe(true);
  });

  it.each([
    ['qa', 'Middle East'],
    ['au', 'Oceania'],
    ['kz', 'Central Asia'],
    ['nz', 'Oceania'],
    ['us', 'Americas'],
  ])('%s gets the consent manager outside the Europe group', (code, group) => {
    expect(consentPolicy(country(code, group), STORE_SITE).manager).toBe(true);
  });

  it.each([
    ['sg', 'Southeast Asia'],
    ['eg', 'Middle East'],
    ['in', 'South Asia'],
    ['br', 'Americas'],
    ['ca', 'Americas'],
    ['ae', 'Middle East'],
    ['za', 'Africa'],
    ['jp', 'East Asia'],
  ])('%s has implied consent and no manager', (code, group) => {
    expect(consentPolicy(country(code, group), STORE_SITE).manager).toBe(false);
  });

  it("a page outside any shop has no manager on the store's own site", () => {
    expect(consentPolicy(null, STORE_SITE)).toEqual({ manager: false, countryCode: null, whitelabel: false, floatingSettings: false });
  });

  it('every white-label site gets the manager, in any country and outside a shop', () => {
    expect(consentPolicy(country('sg', 'Southeast Asia'), whitelabel)).toEqual({
      manager: true,
      countryCode: 'sg',
      whitelabel: true,
      floatingSettings: false,
    });
    expect(consentPolicy(null, whitelabel).manager).toBe(true);
  });

  it('offers "Cookie settings" as a floating button where the site has no footer to hold it', () => {
    const bare: Site = { ...whitelabel, id: 10001, features: { ...whitelabel.features, header: false, footer: false } };
    expect(consentPolicy(country('sg', 'Southeast Asia'), bare).floatingSettings).toBe(true);
    expect(
      consentPolicy(country('de', 'Europe'), { ...STORE_SITE, features: { ...STORE_SITE.features, footer: false } }).floatingSettings,
    ).toBe(true);
    expect(
      consentPolicy(country('sg', 'Southeast Asia'), { ...STORE_SITE, features: { ...STORE_SITE.features, footer: false } })
        .floatingSettings,
    ).toBe(false);
  });
});

describe('the consent in force', () => {
  const de = consentPolicy(country('de', 'Europe'), STORE_SITE);
  const sg = consentPolicy(country('sg', 'Southeast Asia'), STORE_SITE);
  const chose = { ...requiredConsentOnly(), C0002: true };

  it('allows nothing optional and shows no banner before the browser has read its cookies', () => {
    expect(effectiveConsent(de, null)).toEqual({ ready: false, bannerVisible: false, choices: requiredConsentOnly() });
    expect(effectiveConsent(sg, null)).toEqual({ ready: false, bannerVisible: false, choices: requiredConsentOnly() });
  });

  it('shows the banner until the shopper has chosen, allowing only the required category meanwhile', () => {
    expect(effectiveConsent(de, { decided: false, choices: null })).toEqual({
      ready: true,
      bannerVisible: true,
      choices: requiredConsentOnly(),
    });
    // A consent cookie without the preference-updated cookie is not a choice.
    expect(effectiveConsent(de, { decided: false, choices: allConsent() })).toEqual({
      ready: true,
      bannerVisible: true,
      choices: requiredConsentOnly(),
    });
  });

  it('hides the banner once the shopper has chosen, and follows the choice', () => {
    expect(effectiveConsent(de, { decided: true, choices: chose })).toEqual({ ready: true, bannerVisible: false, choices: chose });
    // Chosen, but the choice itself is unreadable: only the required category.
    expect(effectiveConsent(de, { decided: true, choices: null }).choices).toEqual(requiredConsentOnly());
  });

  it('implies every category where no manager applies', () => {
    expect(effectiveConsent(sg, { decided: false, choices: null })).toEqual({ ready: true, bannerVisible: false, choices: allConsent() });
  });

  it('keeps a choice made on another shop where no manager applies', () => {
    expect(effectiveConsent(sg, { decided: true, choices: requiredConsentOnly() }).choices).toEqual(requiredConsentOnly());
  });
});

describe('cookies kept only with consent', () => {
  const all = { C0001: true, C0002: true, C0003: true, C0004: true, C0005: true, C0009: true };
  it('names the cashback cookie when the rewards category is withdrawn, and nothing otherwise', () => {
    expect(withdrawnCookies({ ...all, C0009: false })).toEqual([CASHBACK_COOKIE]);
    expect(withdrawnCookies(all)).toEqual([]);
    expect(withdrawnCookies({ ...all, C0002: false, C0004: false })).toEqual([]);
  });
});
