import { expect, test } from '@playwright/test';

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

test('the home page lists games with local prices', async ({ page }) => {
  await page.goto('/id/');
  const card = page.getByRole('link', { name: /Mobile Legends: Bang Bang/ });
  await expect(card).toContainText('From Rp');
  await card.click();
  await expect(page).toHaveURL('/id/mobile-legends');
  await expect(page).toHaveTitle(/Mobile Legends: Bang Bang top up in Indonesia/);
});
