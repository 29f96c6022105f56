import { expect, test } from '@playwright/test';
import { violations } from './support/axe.ts';

// The content pages (shell §1–§2, commerce §2): real content, an FAQ that opens from the keyboard,
// and no accessibility violations, left to right and right to left.

const pages = [
  '/en-eg/codacash',
  '/eg/codacash',
  '/my/coda-rewards',
  '/eg/coda-rewards',
  '/marketing-and-partnership',
  '/product/mobile-legends',
];

for (const path of pages) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(200);
    expect(await violations(page)).toEqual([]);
  });
}

test("the about page lists every country by region, in the shop's language", async ({ page }) => {
  await page.goto('/en-eg/about');
  await expect(page).toHaveTitle(/^About Topup/);
  for (const region of [
    'Southeast Asia',
    'South Asia',
    'East Asia',
    'Oceania',
    'Middle East',
    'Africa',
    'Europe',
    'Central Asia',
    'Americas',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${region}`) })).toBeVisible();
  }
  const countries = page.getByRole('region', { name: /Where you can shop/ }).getByRole('listitem');
  expect(await countries.count()).toBeGreaterThanOrEqual(60);
  // Countries that offer the shopper's language keep it.
  await expect(page.getByRole('link', { name: 'Germany', exact: true })).toHaveAttribute('href', '/en-de/');
  await expect(page.getByRole('link', { name: 'Japan', exact: true })).toHaveAttribute('href', '/jp/');

  await page.goto('/eg/about');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'ألمانيا', exact: true })).toHaveAttribute('href', '/de/');
});

test('the Codacash FAQ opens and closes from the keyboard', async ({ page }) => {
  await page.goto('/sg/codacash');
  const question = page.locator('summary').filter({ hasText: 'Can I use Codacash in another country?' });
  const answer = page.getByText('A wallet belongs to the country where it was activated');
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
});

test('the rewards landing carries its SEO text only in its SEO countries', async ({ page }) => {
  await page.goto('/en-th/coda-rewards');
  await expect(page.getByRole('heading', { name: /Cashback on game top-ups in/ })).toBeVisible();
  await expect(page.locator('meta[name=robots]')).toHaveCount(0);
  await page.goto('/sg/coda-rewards');
  await expect(page.getByRole('heading', { name: /Cashback on game top-ups in/ })).toHaveCount(0);
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, follow');
});

test('the global product page links to the game in every country that sells it', async ({ page }) => {
  await page.goto('/product/mobile-legends');
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile Legends: Bang Bang' })).toBeVisible();
  const singapore = page.getByRole('link', { name: /^Singapore From S\$/ });
  await expect(singapore).toHaveAttribute('href', '/sg/mobile-legends');
  await singapore.click();
  await expect(page).toHaveURL('/sg/mobile-legends');
  await expect((await page.request.get('/product/no-such-game')).status()).toBe(404);
});
