import { expect, test, type Page } from '@playwright/test';
import { violations } from './support/axe.ts';
import { answeredAgeGate, playerId, waitForCheckout, webTextIn } from './support/checkout.ts';

// ADR 0040: on a phone, once an amount is chosen, the total and Buy now stay at the bottom of the
// screen. It covers nothing (the page keeps room for it), moves nothing when it appears, is the one
// Buy now a keyboard or screen reader meets there, and reads right to left in Arabic.

test.beforeEach(({ context }) => answeredAgeGate(context));
test.use({ viewport: { width: 390, height: 844 } });

const SHOPS = [
  { shop: 'sg', language: 'en', denomination: '86 Diamonds', channel: 'PayNow' },
  // Diamonds are "ماسات" in Arabic (the catalogue's texts in the shop's language, ADR 0041).
  { shop: 'eg', language: 'ar', denomination: '86 ماسات', channel: 'InstaPay' },
] as const;

const bar = (page: Page) => page.getByTestId('sticky-buy-bar');
const top = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

for (const { shop, language, denomination, channel } of SHOPS) {
  const text = webTextIn(language).checkout;
  test(`the sticky buy bar on a phone (${language})`, async ({ page }) => {
    await page.goto(`/${shop}/mobile-legends`);
    await waitForCheckout(page);
    await expect(bar(page)).toHaveCount(0);
    const summaryBefore = await top(page, '#summary-heading');
    const paymentBefore = await top(page, '#payment-heading');

    await page.getByRole('radio', { name: new RegExp(`^${denomination}`) }).check({ force: true });
    const region = page.getByRole('region', { name: text.summary.heading });
    await expect(region).toBeVisible();
    // The bar's total is the summary's, and nothing on the page moved when it appeared.
    await expect(region).toContainText((await page.getByTestId('summary-total').textContent())!.trim());
    expect(await top(page, '#summary-heading')).toBe(summaryBefore);
    expect(await top(page, '#payment-heading')).toBe(paymentBefore);
    // One Buy now on a phone: the bar's.
    const buy = page.getByRole('button', { name: text.buy });
    await expect(buy).toHaveCount(1);
    await expect(region.getByRole('button', { name: text.buy })).toBeVisible();

    // At the end of the page the bar covers nothing: the footer ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barBox = (await bar(page).boundingBox())!;
    const footerBottom = await page
      .locator('footer')
      .last()
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    // A page of fractional height scrolls in whole pixels, so its last fraction of a pixel may stay
    // below the fold: less than one pixel is the browser's rounding, not the bar covering it.
    expect(footerBottom).toBeLessThan(barBox.y + 1);

    // Right to left, Buy now is at the bar's start (the right) and the total at its end.
    const buyBox = (await region.getByRole('button', { name: text.buy }).boundingBox())!;
    const totalBox = (await region.locator('bdi').boundingBox())!;
    if (language === 'ar') expect(buyBox.x).toBeLessThan(totalBox.x);
    else expect(buyBox.x).toBeGreaterThan(totalBox.x);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`sticky-bar-${language}.png`) });

    // By keyboard: Buy now with the form incomplete focuses the first problem.
    await buy.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('input[name="userId"]')).toBeFocused();

    // Completed, Buy now opens the confirmation; closing it brings the focus back to the bar's Buy now.
    await page.locator('input[name="userId"]').fill(playerId(3));
    await page.locator('input[name="zoneId"]').fill('2001');
    await page.getByRole('radio', { name: channel, exact: true }).check({ force: true });
    await page.locator('input[name="email"]').fill('sticky-bar@example.com');
    await page.locator('input[name="acceptedTerms"]').check();
    await buy.focus();
    await page.keyboard.press('Enter');
    const confirmation = page.getByRole('dialog', { name: text.confirm.heading });
    await expect(confirmation).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirmation).toHaveCount(0);
    await expect(region.getByRole('button', { name: text.buy })).toBeFocused();
  });
}

test('on a desktop the summary keeps Buy now and there is no bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/sg/mobile-legends');
  await waitForCheckout(page);
  await page.getByRole('radio', { name: /^86 Diamonds/ }).check({ force: true });
  await expect(bar(page)).toBeHidden();
  await expect(page.getByRole('complementary').getByRole('button', { name: 'Buy now' })).toBeVisible();
});
