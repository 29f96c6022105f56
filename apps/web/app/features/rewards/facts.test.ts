import { afterEach, describe, expect, it } from 'vitest';
import type { RewardsSettings } from '@store/contracts/rewards.ts';
import en from '@store/i18n/en/rewards.json';
import { setMessageSource, type Catalogues } from '../../lib/i18n.ts';
import type { ShopLocale } from '../../lib/locale.ts';
import { earningKinds, listText, percentRange, percentText, rewardsFacts } from './facts.ts';

const messages: Catalogues = { language: 'en', namespaces: { rewards: en } };

const shop = {
  language: 'en',
  locale: 'en-PH',
  dir: 'ltr',
  country: {
    code: 'ph',
    currency: 'PHP',
    currencySymbol: '₱',
    currencyExponent: 2,
    showDecimal: true,
    showDecimalWhenZero: false,
    amountFormat: 'normal',
  },
} as unknown as ShopLocale;

const settings: RewardsSettings = {
  countryCode: 'ph',
  currency: 'PHP',
  minPercent: 2,
  maxPercent: 8,
  expiryDays: 45,
  dailyAmount: '250',
  earningChannelKinds: ['carrier', 'ewallet', 'bank_transfer', 'mystery'],
};

afterEach(() => setMessageSource(() => undefined));

describe("a country's reward numbers in words", () => {
  it('writes percentages the way the language does, in Latin digits', () => {
    expect(percentText(5, 'en-PH')).toBe('5%');
    expect(percentText(2.5, 'en-PH')).toBe('2.5%');
    expect(percentText(5, 'fr-FR')).toMatch(/^5\s%$/);
    expect(percentText(5, 'ar-EG')).not.toMatch(/[\u0660-\u0669]/);
    expect(percentRange(2, 8, 'en-PH')).toEqual({ min: '2%', max: '8%' });
    expect(percentRange(null, null, 'en-PH')).toBeNull();
  });

  it('lists the channel kinds that earn in the store order, leaving out kinds it has no word for', () => {
    expect(earningKinds(settings.earningChannelKinds)).toEqual(['ewallet', 'bank_transfer', 'carrier']);
    expect(earningKinds(['card', 'codacash'])).toEqual([]);
    expect(listText(['e-wallets', 'bank transfers', 'mobile credit'], 'en')).toBe('e-wallets, bank transfers, or mobile credit');
  });

  it('builds the sentences of the explainer and the landing page from the settings', () => {
    setMessageSource(() => messages);
    expect(rewardsFacts(shop, settings)).toEqual({
      range: '2% to 8%',
      channels: 'e-wallets, bank transfers, or mobile credit',
      days: 45,
      daily: '₱2.50',
    });
    expect(rewardsFacts(shop, { ...settings, minPercent: 5, maxPercent: 5, dailyAmount: '0', earningChannelKinds: [] })).toEqual({
      range: '5%',
      channels: null,
      days: 45,
      daily: null,
    });
    expect(rewardsFacts(shop, { ...settings, minPercent: null, maxPercent: null, dailyAmount: null }).range).toBeNull();
    // On a right-to-left page the amount keeps its own order inside the sentence.
    expect(rewardsFacts({ ...shop, dir: 'rtl' }, settings).daily).toBe('\u2066₱2.50\u2069');
  });
});
