import { allSiteFeatures, STORE_SITE, type Site } from '@store/contracts';
import { demoCountries } from '@store/db/seed';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accessRedirect, decideAccess, enforceAccess, type AccessSubject, type Viewer } from './access.server.ts';
import { resolveSegment, type Countries } from './locale.server.ts';
import type { CountryFeatures, ShopLocale } from './locale.ts';
import { SIGNED_IN_SCREENS } from './paths.ts';

const allOn: CountryFeatures = demoCountries.find((c) => c.code === 'sg')!.features;
const off = (feature: keyof CountryFeatures): CountryFeatures => ({ ...allOn, [feature]: false });
const guest: Viewer = { signedIn: false, userId: null };
const member: Viewer = { signedIn: true, userId: 'usr_member' };
/** Shell §3's site id 1: a white-label site with accounts disabled. */
const whiteLabel: Site = {
  ...STORE_SITE,
  id: 1,
  theme: 'whitelabel',
  hostname: 'wl.example',
  features: { ...allSiteFeatures, account: false },
};
/** Shell §3's site id 2: a white-label football store whose account switch is on. */
const whiteLabelWithAccounts: Site = { ...whiteLabel, id: 2, features: allSiteFeatures };

const subject = (over: Partial<AccessSubject> = {}): AccessSubject => ({ features: allOn, site: STORE_SITE, viewer: guest, ...over });

describe('decideAccess: signed-in screens', () => {
  it('sends guests to "/" whatever the screen', () => {
    for (const feature of Object.values(SIGNED_IN_SCREENS)) {
      expect(decideAccess({ kind: 'signedIn', feature }, subject())).toBe('root');
    }
    expect(decideAccess({ kind: 'signedIn', feature: null }, subject())).toBe('root');
  });

  it('lets a signed-in shopper in when the country has the feature', () => {
    expect(decideAccess({ kind: 'signedIn', feature: 'transactions' }, subject({ viewer: member }))).toBe('allow');
  });

  it.each(Object.entries(SIGNED_IN_SCREENS))('sends a signed-in shopper home from %s when %s is off', (_screen, feature) => {
    expect(decideAccess({ kind: 'signedIn', feature }, subject({ viewer: member, features: off(feature) }))).toBe('home');
  });

  it('keeps the wallet and rewards screens off white-label sites', () => {
    expect(decideAccess({ kind: 'signedIn', feature: 'wallet' }, subject({ viewer: member, site: whiteLabelWithAccounts }))).toBe('home');
    expect(decideAccess({ kind: 'signedIn', feature: 'rewards' }, subject({ viewer: member, site: whiteLabelWithAccounts }))).toBe('home');
    expect(decideAccess({ kind: 'signedIn', feature: 'rewards' }, subject({ viewer: member }))).toBe('allow');
    expect(decideAccess({ kind: 'signedIn', feature: 'transactions' }, subject({ viewer: member, site: whiteLabelWithAccounts }))).toBe(
      'allow',
    );
  });
});

describe('decideAccess: account screens', () => {
  it('are open on the store when the country has accounts', () => {
    expect(decideAccess({ kind: 'accountScreen' }, subject())).toBe('allow');
  });

  it("lead home when the country's accounts are off", () => {
    expect(decideAccess({ kind: 'accountScreen' }, subject({ features: off('accounts') }))).toBe('home');
  });

  it('lead home on a white-label site, even one whose account switch is on', () => {
    expect(decideAccess({ kind: 'accountScreen' }, subject({ site: whiteLabel }))).toBe('home');
    expect(decideAccess({ kind: 'accountScreen' }, subject({ site: whiteLabelWithAccounts }))).toBe('home');
  });

  it('lead a signed-in shopper home', () => {
    expect(decideAccess({ kind: 'accountScreen' }, subject({ viewer: member }))).toBe('home');
  });
});

describe('decideAccess: guest notifications', () => {
  const rule = { kind: 'feature', feature: 'notifications' } as const;

  it("need the country's notification feature", () => {
    expect(decideAccess(rule, subject())).toBe('allow');
    expect(decideAccess(rule, subject({ features: off('notifications') }))).toBe('home');
  });

  it("need the site's notification switch", () => {
    expect(decideAccess(rule, subject({ site: { ...STORE_SITE, features: { ...allSiteFeatures, notification: false } } }))).toBe('home');
  });
});

describe('enforceAccess', () => {
  const countries: Countries = new Map(demoCountries.map((country) => [country.code, country]));
  const enEg = (resolveSegment('en-eg', countries, null) as { shop: ShopLocale }).shop;
  const context = (site: Site) => ({ site }) as AppLoadContext;

  it('redirects a guest from a signed-in screen to "/", uncached, remembering the shop', async () => {
    const request = new Request('http://localhost/en-eg/user/transactions');
    const thrown = await enforceAccess(
      { context: context(STORE_SITE), request, shop: enEg },
      { kind: 'signedIn', feature: 'transactions' },
    ).then(
      () => null,
      (response: Response) => response,
    );
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get('location')).toBe('/');
    expect(thrown?.headers.get('cache-control')).toBe('no-store');
    expect(thrown?.headers.getSetCookie()).toEqual([expect.stringMatching(/^country=eg;/), expect.stringMatching(/^shop-language=en-eg;/)]);
  });

  it('redirects from an account screen on a white-label site to the shop home', async () => {
    const request = new Request('http://localhost/en-eg/sign-in', { headers: { cookie: 'country=eg; shop-language=en-eg' } });
    const thrown = await enforceAccess({ context: context(whiteLabel), request, shop: enEg }, { kind: 'accountScreen' }).then(
      () => null,
      (response: Response) => response,
    );
    expect(thrown?.headers.get('location')).toBe('/en-eg/');
    expect(thrown?.headers.getSetCookie()).toEqual([]);
  });

  it('lets an allowed request through with its viewer', async () => {
    const request = new Request('http://localhost/en-eg/notifications');
    await expect(
      enforceAccess({ context: context(STORE_SITE), request, shop: enEg }, { kind: 'feature', feature: 'notifications' }),
    ).resolves.toEqual({ signedIn: false, userId: null });
  });

  it('accessRedirect goes to the home path of the shop', () => {
    expect(accessRedirect(new Request('http://localhost/eg/x'), enEg, 'home').headers.get('location')).toBe('/en-eg/');
  });
});
