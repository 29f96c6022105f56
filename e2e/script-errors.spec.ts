import { expect, test, type Page } from '@playwright/test';
import { signedInShopper } from './support/account.ts';
import { answeredAgeGate, fillAndBuy, playerId, verifyPlayer, waitForHydration } from './support/checkout.ts';

// The pages' scripts run without an error a shopper's console would show: what is fetched on demand
// (ADR 0054) hydrates with the page, for a guest and for a signed-in shopper, and the purchase's
// dialogs come when asked for. Lighthouse counts any console error against best practices.

/** Every uncaught error and console error of `page` from now on. */
function scriptErrors(page: Page): string[] {
  const found: string[] = [];
  page.on('pageerror', (error) => found.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') found.push(`console: ${message.text()}`);
  });
  return found;
}

const PAGES = ['/sg/', '/sg/mobile-legends', '/sg/steam-wallet', '/sg/search/mobile', '/eg/mobile-legends'];

test('a guest meets no script error on the home, product, voucher, search and Arabic pages', async ({ page }) => {
  const errors = scriptErrors(page);
  for (const path of PAGES) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

test('a signed-in shopper meets no script error, and the dialogs fetched on demand open', async ({ page, context, request }) => {
  await answeredAgeGate(context);
  await signedInShopper(page, request, 'sg');
  const errors = scriptErrors(page);
  for (const path of PAGES) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/sg/mobile-legends');
  await waitForHydration(page);
  await verifyPlayer(page, { userId: playerId(5), zoneId: '1234' });
  const dialog = await fillAndBuy(page, { denomination: '86 Diamonds', channel: 'PayNow', email: 'errors@example.com' });
  await expect(dialog).toBeVisible();
  expect(errors).toEqual([]);
});
