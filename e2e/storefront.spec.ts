import { expect, test } from '@playwright/test';
import { webTextIn } from './support/checkout.ts';

test('the first visit goes to the country picker, later visits to the last country', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/international');
  await expect(page.getByRole('heading', { level: 2, name: 'Southeast Asia' })).toBeVisible();

  await page.getByRole('link', { name: /^Singapore/ }).click();
  await expect(page).toHaveURL('/sg/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-SG');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/sg\/$/);

  await page.goto('/');
  await expect(page).toHaveURL('/sg/');
});

test("the home page lists games with local prices, in the country's language", async ({ page }) => {
  const indonesian = webTextIn('id');
  await page.goto('/id/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id-ID');
  // The game's card among the games (a banner leads to it too).
  const card = page.getByRole('region', { name: indonesian.home.productsHeading }).getByRole('link', { name: /Mobile Legends: Bang Bang/ });
  await expect(card).toContainText(indonesian.product.fromPrice.replace('{{price}}', 'Rp'));
  await card.click();
  await expect(page).toHaveURL('/id/mobile-legends');
  const title = indonesian.product.title.replace('{{product}}', 'Mobile Legends: Bang Bang').replace('{{country}}', 'Indonesia');
  // The URL changes before the new route's head is rendered: wait for the title, do not read it once.
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});
