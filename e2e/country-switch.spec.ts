import { expect, test } from '@playwright/test';
import { webText } from './support/checkout.ts';

// ADR 0040: the header's country picker, opened on a product page, opens the same game in the
// country chosen when that country sells it, and that country's home when it does not.

const picker = (page: import('@playwright/test').Page) =>
  page.getByRole('link', { name: webText.shell.changeCountryLabel.replace(/\{\{.*$/, '') });

test('the country switch keeps the game, and falls back to the new country’s home where it is not sold', async ({ page }) => {
  await page.goto('/sg/pubg-mobile');
  await picker(page).click();
  await expect(page).toHaveURL('/international?game=pubg-mobile');
  // PUBG Mobile is sold in Malaysia: the same game there.
  await expect(page.getByRole('link', { name: /^Malaysia/ })).toHaveAttribute('href', '/my/pubg-mobile');
  await page.getByRole('link', { name: /^Malaysia/ }).click();
  await expect(page).toHaveURL('/my/pubg-mobile');
  await expect(page.getByRole('heading', { level: 1, name: 'PUBG Mobile' })).toBeVisible();

  // India has its own edition from another publisher: the picker leads to India's home.
  await picker(page).click();
  await expect(page).toHaveURL('/international?game=pubg-mobile');
  await page.getByRole('link', { name: /^India/ }).click();
  await expect(page).toHaveURL('/in/');
});

test('away from a product page, and for a game nobody sells, the picker leads to the countries’ homes', async ({ page }) => {
  await page.goto('/sg/');
  await expect(picker(page)).toHaveAttribute('href', '/international');
  await page.goto('/international?game=no-such-game');
  await expect(page.getByRole('link', { name: /^Malaysia/ })).toHaveAttribute('href', '/my/');
  await page.goto('/international?game=%3Cscript%3E');
  await expect(page.getByRole('link', { name: /^Malaysia/ })).toHaveAttribute('href', '/my/');
});
