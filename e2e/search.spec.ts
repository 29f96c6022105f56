import { expect, test } from '@playwright/test';

test('searching with a typo still finds the game', async ({ page }) => {
  await page.goto('/sg/');
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill('mobile legnds');
  await search.press('Enter');

  await page.waitForURL('/sg/search/mobile%20legnds');
  const result = page.getByRole('link', { name: /Mobile Legends: Bang Bang/ });
  await expect(result).toBeVisible();
  await result.click();
  await page.waitForURL('/sg/mobile-legends');
});

test('a search with no match shows the empty state', async ({ page }) => {
  await page.goto('/sg/search/zzqqxxyy');
  await expect(page.getByRole('heading', { name: 'No games found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all games' })).toHaveAttribute('href', '/sg/');
});
