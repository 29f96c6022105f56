import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@store/i18n';
import { messageLanguage, renderMessage } from './render.ts';
import type { MessageTemplate } from './types.ts';

const templates: MessageTemplate[] = [
  'signUpCode',
  'passwordResetCode',
  'deleteAccountCode',
  'walletActivationCode',
  'walletChargeCode',
  'orderReceipt',
  'orderRefunded',
];
const params = {
  code: '123456',
  expiresInSeconds: 300,
  name: 'Ann',
  orderId: 'ord_AAAAAAAAAAAAAAAAAAAAAA',
  product: 'Mobile Legends',
  item: '86 Diamonds',
  channel: 'GCash',
  player: 'Ann · 12345678 (1234)',
  amount: '₱86.00',
  link: 'http://store.localhost/ph/complete?order=ord_AAAAAAAAAAAAAAAAAAAAAA',
  rewards: '₱4.30',
};

describe('renderMessage', () => {
  it('reads the language of a locale, and writes English for one the store has no catalogue for', () => {
    expect(messageLanguage('en-SG')).toBe('en');
    expect(messageLanguage('zh-TW')).toBe('zh');
    expect(messageLanguage('pt_BR')).toBe('pt');
    expect(messageLanguage('xx-YY')).toBe('en');
    expect(messageLanguage(undefined)).toBe('en');
  });

  it.each(Object.keys(INTERFACE_LANGUAGES))('writes every template out in %s, every placeholder filled', async (language) => {
    for (const template of templates) {
      const written = await renderMessage({ template, params, locale: `${language}-XX` });
      expect(written.language).toBe(language);
      expect(written.subject, template).not.toMatch(/\{\{|templates\./);
      expect(written.text, template).not.toMatch(/\{\{|templates\./);
      if (template.startsWith('order')) expect(written.text, template).toContain(params.link);
      else expect(written.text, template).toContain('123456');
    }
    const receipt = await renderMessage({ template: 'orderReceipt', params, locale: language });
    expect(receipt.text).toContain('₱4.30');
    const withoutRewards = await renderMessage({ template: 'orderReceipt', params: { ...params, rewards: '' }, locale: language });
    expect(withoutRewards.text).not.toContain('Coda Rewards');
  });

  it('puts the rewards line just before the link, and escapes the HTML body', async () => {
    const receipt = await renderMessage({ template: 'orderReceipt', params: { ...params, item: '<b>86</b> & more' }, locale: 'en-PH' });
    expect(receipt.text).toMatch(/Order ID: ord_\w+\nCoda Rewards earned: ₱4\.30\n\nSee your order: http/);
    expect(receipt.html).toContain('&lt;b&gt;86&lt;/b&gt; &amp; more');
    expect(receipt.html).toContain('<html lang="en" dir="ltr">');
  });
});
