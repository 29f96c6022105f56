import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/checkout.ts';

// The first number or date formatter a page makes costs a phone tens of milliseconds of main
// thread, in the middle of hydration. The storefront's numbers and dates come written out by the
// loader (ADR 0062), so the home and product pages hydrate without making one.

for (const path of ['/sg/', '/sg/mobile-legends', '/eg/mobile-legends']) {
  test(`${path} shows its ratings, promotions and news, and hydrates without making a number or date formatter`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { formattersMade: string[] }).formattersMade = made;
      for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
        const Original = Intl[name];
        const Counted = new Proxy(Original, {
          construct(target, args) {
            made.push(name);
            return Reflect.construct(target, args);
          },
        });
        Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
      }
    });
    await page.goto(path);
    await waitForHydration(page);
    // The parts that write numbers and dates are on the page, as the server wrote them.
    if (path === '/sg/') {
      await expect(page.getByTestId('trust-rating')).toContainText(/\d\.\d/);
      await expect(page.getByTestId('news').locator('time').first()).toHaveText(/\d{4}/);
    } else {
      await expect(page.getByTestId('review-widget')).toContainText(/\d[.,]\d/);
    }
    expect(await page.evaluate(() => (window as unknown as { formattersMade: string[] }).formattersMade)).toEqual([]);
  });
}
