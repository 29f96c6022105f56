import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { demoCountries, demoPaymentChannels } from '@store/db/seed';
import { describe, expect, it } from 'vitest';
import { ChannelLogo } from './channel-logo.tsx';
import { channelFallbacks, FALLBACK_COLOURS, wordmarkOf } from './channel-fallback.ts';

/** Every channel of a country drawn as a fallback, as if simple-icons had no mark at all. */
function fallbackLogos(countryCode: string) {
  const channels = demoPaymentChannels.filter((channel) => channel.countryCode === countryCode);
  const fallbacks = channelFallbacks(channels);
  return channels.map((channel) => ({
    name: channel.name,
    fallback: fallbacks.get(channel.id)!,
    markup: renderToStaticMarkup(createElement(ChannelLogo, { marks: [], fallback: fallbacks.get(channel.id) })),
  }));
}

describe('payment channel fallbacks', () => {
  it('never draws two payment channels of a country alike, in any seeded country', () => {
    const countries = [...new Set(demoPaymentChannels.map((channel) => channel.countryCode))];
    expect(countries.length).toBe(demoCountries.length);
    for (const country of countries) {
      const logos = fallbackLogos(country);
      expect(new Set(logos.map((logo) => logo.markup)).size, country).toBe(logos.length);
      // Each one alone tells them apart: its colour, and its wordmark.
      expect(new Set(logos.map((logo) => logo.fallback.colour)).size, country).toBe(logos.length);
      expect(new Set(logos.map((logo) => logo.fallback.wordmark)).size, country).toBe(logos.length);
    }
  });

  it('writes PayPal and paysafecard out in full, in different colours', () => {
    const channels = [
      { id: 1, name: 'PayPal', kind: 'ewallet' },
      { id: 2, name: 'paysafecard', kind: 'convenience_store' },
    ];
    const [paypal, paysafecard] = channels.map((channel) => channelFallbacks(channels).get(channel.id)!);
    expect(paypal).toMatchObject({ wordmark: 'PayPal', shape: 'ewallet' });
    expect(paysafecard).toMatchObject({ wordmark: 'paysafecard', shape: 'convenience_store' });
    expect(paypal!.colour).not.toBe(paysafecard!.colour);
  });

  it('keeps a channel colour from list to list when nothing else took it', () => {
    const alone = channelFallbacks([{ id: 1, name: 'GCash', kind: 'ewallet' }]).get(1)!;
    const listed = channelFallbacks([
      { id: 1, name: 'GCash', kind: 'ewallet' },
      { id: 2, name: 'Maya', kind: 'ewallet' },
    ]).get(1)!;
    expect(listed.colour).toBe(alone.colour);
    expect(FALLBACK_COLOURS).toContain(alone.colour);
  });

  it('shortens a name to the words that tell the channel apart', () => {
    expect(wordmarkOf('BPI Online')).toBe('BPI');
    expect(wordmarkOf('TrueMoney Wallet')).toBe('TrueMoney');
    expect(wordmarkOf("Touch 'n Go eWallet")).toBe("Touch 'n Go");
    expect(wordmarkOf('CMI (Visa / Mastercard)')).toBe('CMI');
    expect(wordmarkOf('Internet Banking')).toBe('Internet');
    expect(wordmarkOf('7-Eleven')).toBe('7-Eleven');
  });
});
