import { expect, test } from '@playwright/test';
import { violations } from './support/axe.ts';
import { answeredAgeGate, waitForCheckout } from './support/checkout.ts';

// A returning shopper: the age gate is answered (e2e/age-gate.spec.ts tests it).
test.beforeEach(({ context }) => answeredAgeGate(context));

// axe-core on every kind of public page, in English (left to right) and Arabic (right to left),
// at a phone's width and a desktop's. Zero violations of WCAG 2.x A/AA and axe's best practices.

const pages: Array<[name: string, path: string]> = [
  ['international', '/international'],
  ['home (English)', '/sg/'],
  ['product (English)', '/sg/mobile-legends'],
  ['search (English)', '/sg/search/legends'],
  ['about (English)', '/sg/about'],
  ['home (Arabic)', '/eg/'],
  ['product (Arabic)', '/eg/mobile-legends'],
  ['search (Arabic)', '/eg/search/legends'],
  ['about (Arabic)', '/eg/about'],
  ['not found', '/sg/no-such-game'],
];

for (const [name, path] of pages) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`${name} at ${viewport.width}px has no accessibility violations`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const response = await page.goto(path);
      expect(response?.status()).toBeLessThan(path.includes('no-such') ? 500 : 400);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    });
  }
}

test('the checkout with a verified player, errors showing and the confirmation open has no violations', async ({ page }) => {
  await page.goto('/sg/mobile-legends');
  await waitForCheckout(page);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByLabel('User ID')).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await page.getByLabel('User ID').fill('1234563');
  await page.getByLabel('Zone ID').fill('2001');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('player-nickname')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
