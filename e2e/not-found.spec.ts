import { expect, test } from '@playwright/test';

const title = 'Oops! Something went wrong';

for (const path of ['/nowhere/such/page', '/zz/', '/sg/no-such-game']) {
  test(`${path} is the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
}
