import { expect, test } from '@playwright/test';

// Rendered pages travel compressed (the assets are compressed at build time): the HTML of a
// catalogue page is most of the first paint on a slow mobile network.

test('a product page is sent with brotli, from the render and again from the page cache', async ({ request }) => {
  for (const attempt of ['render', 'cache']) {
    const response = await request.get('/sg/mobile-legends', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status(), attempt).toBe(200);
    expect(response.headers()['content-encoding'], attempt).toBe('br');
    expect(response.headers().vary, attempt).toMatch(/accept-encoding/i);
    expect(await response.text(), attempt).toContain('Mobile Legends');
  }
});

test('a streamed page is compressed as it streams; gzip without brotli, none when nothing is accepted', async ({ baseURL }) => {
  // A not-found page is never cached, so it goes through the streaming path. fetch decodes for us;
  // the header says what travelled.
  const gz = await fetch(`${baseURL}/sg/no-such-game`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.status).toBe(404);
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  expect(await gz.text()).toContain('Oops! Something went wrong');
  const raw = await fetch(`${baseURL}/sg/search/legends`, { headers: { 'accept-encoding': 'identity' } });
  expect(raw.headers.get('content-encoding')).toBeNull();
  expect(await raw.text()).toContain('<html');
});
