import { describe, expect, it } from 'vitest';
import { normalizeHost } from './host.ts';
import { siteLogoSvg } from './logo.ts';

describe('normalizeHost', () => {
  it('drops the port and a trailing dot, and lower-cases', () => {
    expect(normalizeHost('Football.LOCALHOST:3000')).toBe('football.localhost');
    expect(normalizeHost('football.localhost.')).toBe('football.localhost');
    expect(normalizeHost('localhost')).toBe('localhost');
    expect(normalizeHost('shop.example.com:')).toBe('shop.example.com');
  });

  it('takes the first of a forwarded list', () => {
    expect(normalizeHost('wl1.localhost, proxy.internal')).toBe('wl1.localhost');
  });

  it('answers nothing usable with an empty host, never an error', () => {
    for (const raw of [undefined, '', '   ', '[::1]:3000', 'a b', 'host:port', 'évil.com', '-x.com', 'x'.repeat(300), 'a/b', '%00']) {
      expect(normalizeHost(raw), String(raw)).toBe('');
    }
  });
});

describe('siteLogoSvg', () => {
  it('draws the glyph in the site colours, escaping what is not markup', () => {
    const svg = siteLogoSvg('Rock & <Roll>', { from: '#112233', to: '#445566', glyph: 'R<' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('aria-label="Rock &#38; &#60;Roll&#62;"');
    expect(svg).toContain('>R&#60;</text>');
    expect(svg).toContain('stop-color="#112233"');
    expect(svg).not.toContain('<Roll>');
  });

  it('falls back to the store colours for a colour that is not one', () => {
    const svg = siteLogoSvg('X', { from: 'red" onload="alert(1)', to: '#445566', glyph: 'X' });
    expect(svg).not.toContain('onload');
    expect(svg).toContain('stop-color="#4f46e5"');
  });
});
