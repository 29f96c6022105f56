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

// What the browser knows and the server did not (the consent cookies, a phone's width, the install
// offer) reaches the page after hydration as a transition, rendered in slices that yield to the
// shopper (ADR 0063, ADR 0065). A store snapshot that differs from the server's would instead make
// React render again synchronously while it runs the hydration's effects, in the same task. React
// tells the developer-tools hook of each commit and of the end of each commit's effects, so such a
// render shows as a commit before the previous commit's effects have ended.
test.describe('on a phone, before the shopper does anything', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const path of ['/sg/', '/sg/mobile-legends']) {
    test(`${path} renders nothing synchronously inside another render's effects while it hydrates`, async ({ page }) => {
      await page.addInitScript(() => {
        const events: string[] = [];
        (window as unknown as { reactEvents: string[] }).reactEvents = events;
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          onScheduleFiberRoot() {},
          onCommitFiberUnmount() {},
          onCommitFiberRoot() {
            events.push('commit');
          },
          onPostCommitFiberRoot() {
            events.push('effects done');
          },
        };
      });
      // The page view goes out once the page knows the shopper's consent: the browser's knowledge is in.
      const pageView = page.waitForRequest((request) => request.url().endsWith('/api/analytics/page-view'));
      await page.goto(path);
      await waitForHydration(page);
      await pageView;
      const events = await page.evaluate(() => (window as unknown as { reactEvents: string[] }).reactEvents);
      // Hydration, then what the browser knows.
      expect(events.filter((event) => event === 'commit').length).toBeGreaterThan(1);
      const nested = events.filter((event, i) => event === 'commit' && events[i + 1] === 'commit');
      expect(nested, events.join(', ')).toEqual([]);
    });
  }
});
