import { allSiteFeatures, type Site } from '@store/contracts/site.ts';
import { describe, expect, it } from 'vitest';
import { accountButtons, showComplianceBanner, showSearch, showStoreProducts } from './shell-rules.ts';

const store: Pick<Site, 'theme' | 'features'> = { theme: 'store', features: allSiteFeatures };
const whiteLabel: Pick<Site, 'theme' | 'features'> = { theme: 'whitelabel', features: allSiteFeatures };
const accountsOff = { ...store, features: { ...allSiteFeatures, account: false } };

describe('search in the header', () => {
  it('shows in shops and hides on /international and where the site switches it off', () => {
    expect(showSearch(store, '/sg/')).toBe(true);
    expect(showSearch(store, '/sg/search/ml')).toBe(true);
    expect(showSearch(store, '/international')).toBe(false);
    expect(showSearch(store, '/international/')).toBe(false);
    expect(showSearch({ ...store, features: { ...allSiteFeatures, search: false } }, '/sg/')).toBe(false);
  });

  it('is not fooled by a product whose slug starts like the picker', () => {
    expect(showSearch(store, '/sg/internationale')).toBe(true);
  });
});

describe('sign-in and sign-up buttons', () => {
  it('show when the country has accounts on the store site', () => {
    expect(accountButtons(store, { accounts: true }, '/sg/', 'sg')).toEqual({ signIn: true, signUp: true });
  });

  it('hide when the country has no accounts, the site switches accounts off, or the theme is white-label', () => {
    const none = { signIn: false, signUp: false };
    expect(accountButtons(store, { accounts: false }, '/sg/', 'sg')).toEqual(none);
    expect(accountButtons(accountsOff, { accounts: true }, '/sg/', 'sg')).toEqual(none);
    expect(accountButtons(whiteLabel, { accounts: true }, '/sg/', 'sg')).toEqual(none);
  });

  it('hide sign-up on the sign-up screen, in any language segment', () => {
    expect(accountButtons(store, { accounts: true }, '/sg/sign-up', 'sg')).toEqual({ signIn: true, signUp: false });
    expect(accountButtons(store, { accounts: true }, '/en-eg/sign-up/', 'en-eg')).toEqual({ signIn: true, signUp: false });
    expect(accountButtons(store, { accounts: true }, '/sg/sign-in', 'sg')).toEqual({ signIn: true, signUp: true });
  });
});

describe('other shell rules', () => {
  it('offers Codacash and Coda Rewards on the store only', () => {
    expect(showStoreProducts(store)).toBe(true);
    expect(showStoreProducts(whiteLabel)).toBe(false);
  });

  it('shows the compliance banner when transactions are disabled for the country', () => {
    expect(showComplianceBanner({ transactionsEnabled: false })).toBe(true);
    expect(showComplianceBanner({ transactionsEnabled: true })).toBe(false);
  });
});
