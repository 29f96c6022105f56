import type { SiteLogoArt } from '@store/db';

const colour = /^#[0-9a-f]{6}$/i;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A site's logo: its letters on a rounded square in its two colours. Drawn by the store so a
 * white-label site needs no uploaded artwork; an operator can point `logo` elsewhere instead.
 */
export function siteLogoSvg(name: string, art: SiteLogoArt): string {
  const from = colour.test(art.from) ? art.from : '#4f46e5';
  const to = colour.test(art.to) ? art.to : '#7c3aed';
  const glyph = escapeXml(Array.from(art.glyph).slice(0, 3).join(''));
  const size = glyph.length > 2 ? 26 : 32;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">` +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    '<rect width="96" height="96" rx="24" fill="url(#g)"/>' +
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${size}" font-weight="800" fill="#fff">${glyph}</text>` +
    '</svg>'
  );
}
