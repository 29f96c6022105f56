import { describe, expect, it } from 'vitest';
import { deferChoice, hiddenChoice, readChoice, shouldOfferInstall, writeChoice, type InstallContext } from './install-prompt-rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2025, 0, 10, 12);
const offer: InstallContext = {
  site: { theme: 'store' },
  choice: null,
  now,
  mobile: true,
  installable: true,
  standalone: false,
};

describe('install prompt', () => {
  it('is offered to a mobile shopper on the store whose browser can install it', () => {
    expect(shouldOfferInstall(offer)).toBe(true);
  });

  it('never shows on a white-label site', () => {
    expect(shouldOfferInstall({ ...offer, site: { theme: 'whitelabel' } })).toBe(false);
  });

  it('only shows at mobile widths, when the browser offers installation, and not inside the installed app', () => {
    expect(shouldOfferInstall({ ...offer, mobile: false })).toBe(false);
    expect(shouldOfferInstall({ ...offer, installable: false })).toBe(false);
    expect(shouldOfferInstall({ ...offer, standalone: true })).toBe(false);
  });

  it('"Not now" defers it for 7 days, then it shows again', () => {
    const choice = readChoice(writeChoice(deferChoice(now)));
    expect(shouldOfferInstall({ ...offer, choice, now: now + 1 * DAY })).toBe(false);
    expect(shouldOfferInstall({ ...offer, choice, now: now + 7 * DAY - 1 })).toBe(false);
    expect(shouldOfferInstall({ ...offer, choice, now: now + 7 * DAY })).toBe(true);
  });

  it('"Don\'t show again" hides it for good', () => {
    const choice = readChoice(writeChoice(hiddenChoice));
    expect(shouldOfferInstall({ ...offer, choice, now: now + 365 * DAY })).toBe(false);
  });

  it('ignores a stored value it cannot read rather than hiding the prompt', () => {
    for (const stored of ['', 'nope', '{"state":"deferred"}', '{"state":"deferred","until":"soon"}', '[]', 'null', '{"state":"gone"}']) {
      expect(readChoice(stored)).toBeNull();
    }
  });
});
