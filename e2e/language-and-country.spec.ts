import { expect, test } from '@playwright/test';

// Shell §2: switching language and country persists across navigation, and "/" returns to the shop
// last switched to. The language switcher's links are named by each language's own name.

test('switching language and country persists across navigation and "/" returns to the switched shop', async ({ page }) => {
  await page.goto('/eg/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar-EG');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'العربية', exact: true })).toHaveAttribute('aria-current', 'page');

  // Egypt in English, through the switcher.
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL('/en-eg/');
  await expect(html).toHaveAttribute('lang', 'en-EG');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 2, name: 'Popular games' })).toBeVisible();

  // The language stays with the shopper from page to page.
  await page
    .getByRole('link', { name: /Mobile Legends: Bang Bang/ })
    .first()
    .click();
  await expect(page).toHaveURL('/en-eg/mobile-legends');
  await expect(html).toHaveAttribute('lang', 'en-EG');
  // The switcher leads to the same page in the other language.
  await expect(page.getByRole('link', { name: 'العربية', exact: true })).toHaveAttribute('href', '/eg/mobile-legends');

  // "/" returns to the switched shop, and an unsupported language falls back to it.
  await page.goto('/');
  await expect(page).toHaveURL('/en-eg/');
  await page.goto('/fr-eg/about');
  await expect(page).toHaveURL('/en-eg/about');

  // Another country: the stored country follows the path, and "/" goes there.
  await page.goto('/international');
  await page.getByRole('link', { name: /^Singapore/ }).click();
  await expect(page).toHaveURL('/sg/');
  await expect(html).toHaveAttribute('lang', 'en-SG');
  await page.goto('/');
  await expect(page).toHaveURL('/sg/');

  // Back in Egypt in its default language, the switched language is forgotten.
  await page.goto('/ar-eg/');
  await expect(page).toHaveURL('/eg/');
  await expect(html).toHaveAttribute('lang', 'ar-EG');
  await page.goto('/');
  await expect(page).toHaveURL('/eg/');
  await page.goto('/fr-eg/');
  await expect(page).toHaveURL('/eg/');
});

test("the switcher keeps the query and lists only the shop's languages", async ({ page }) => {
  await page.goto('/de/search/legends?sort=name');
  await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', '/en-de/search/legends?sort=name');
  await page.goto('/sg/');
  await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveCount(0);
});

test('pages rendered at the same time in different languages each keep their own', async ({ request }) => {
  // Search pages are rendered for each query (nothing stored to replay), and streamed: renders interleave.
  const pages = Array.from({ length: 24 }, (_, i) =>
    i % 2 === 0
      ? { path: `/eg/search/legends-${i}`, lang: 'ar-EG', search: 'ابحث عن الألعاب' }
      : { path: `/en-eg/search/legends-${i}`, lang: 'en-EG', search: 'Search games' },
  );
  const answers = await Promise.all(pages.map(async (expected) => ({ expected, html: await (await request.get(expected.path)).text() })));
  for (const { expected, html } of answers) {
    expect(html, expected.path).toContain(`<html lang="${expected.lang}"`);
    expect(html, expected.path).toContain(`>${expected.search}<`);
  }
});
