import { describe, expect, it } from 'vitest';
import { formatMinor, renderHostedPage } from './page.ts';

describe('hosted payment page', () => {
  it.each([
    [209n, 'SGD', 'SGD 2.09'],
    [23000000n, 'IDR', 'IDR 230,000.00'],
    [25000n, 'VND', 'VND 25,000'],
    [450n, 'KWD', 'KWD 0.450'],
    [5n, 'USD', 'USD 0.05'],
  ])('formats %s minor units of %s as %s', (minor, currency, expected) => {
    expect(formatMinor(minor, currency).replace(/\u00a0/g, ' ')).toBe(expected);
  });

  const model = {
    paymentRef: 'sbp_abcdefgh',
    merchant: 'Top-up Store',
    description: 'Game <b>& "Co"</b>',
    amount: 'SGD 2.09',
    channel: 'PayNow',
    billingAddress: null,
    nationality: null,
    status: 'pending',
    returnUrl: 'http://store.test/sg/waiting?order=ord_x',
  };

  it('offers the three choices while the payment is open, and escapes what it shows', () => {
    const html = renderHostedPage(model);
    expect(html).toContain('<html lang="en">');
    for (const action of ['approve', 'decline', 'abandon']) expect(html).toContain(`name="action" value="${action}"`);
    expect(html).toContain('Game &lt;b&gt;&amp; &quot;Co&quot;&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).not.toMatch(/<(script|link|img)\b/);
  });

  it('only links back once the payment is closed', () => {
    const html = renderHostedPage({ ...model, status: 'succeeded' });
    expect(html).toContain('This payment was approved.');
    expect(html).toContain('href="http://store.test/sg/waiting?order=ord_x"');
    expect(html).not.toContain('<form');
  });
});
