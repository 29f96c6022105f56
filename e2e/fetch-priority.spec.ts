import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/checkout.ts';

// The server draws the page; its scripts only hydrate it. On a slow link the browser gives the
// document and the stylesheet the bandwidth first and fetches the scripts at low priority
// (ADR 0059), and the page still hydrates.

for (const path of ['/sg/', '/sg/mobile-legends', '/eg/mobile-legends']) {
  test(`${path} asks for its stylesheet first and its scripts at low priority, and hydrates`, async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/assets/')) priorities.set(pathname, request.initialPriority);
    });
    await page.goto(path);
    await waitForHydration(page);
    const scripts = [...priorities].filter(([name]) => name.endsWith('.js'));
    const stylesheets = [...priorities].filter(([name]) => name.endsWith('.css'));
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter(([, priority]) => priority !== 'Low')).toEqual([]);
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(stylesheets.every(([, priority]) => priority === 'VeryHigh')).toBe(true);
  });
}
