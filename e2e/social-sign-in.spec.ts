import { expect, test, type Page } from '@playwright/test';
import { errorText, webText } from './support/checkout.ts';
import { violations } from './support/axe.ts';

// Shell §5, §8 and docs/decisions/0013: Google sign-in through the built-in sandbox OpenID
// provider. The shopper leaves the sign-in page for the provider's consent page, picks a test
// user and comes back signed in to the country home; a user without an e-mail comes back signed
// out with the catalogued error toast; denying access just returns home.

async function toGoogle(page: Page) {
  await page.goto('/sg/sign-in');
  await page.getByRole('link', { name: webText.socialSignIn.google }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an account' })).toBeVisible();
}

test('signs in with the sandbox Google provider from the sign-in page and lands signed in at the country home', async ({ page }) => {
  await toGoogle(page);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: /Ana Lima/ }).click();

  await expect(page).toHaveURL(/\/sg\/$/);
  // A first sign-in: the welcome modal, once.
  const welcome = page.getByRole('dialog', { name: 'Welcome, Ana Lima!' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: webText.welcome.close }).click();
  await expect(welcome).toBeHidden();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'store_access')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(cookies.find((c) => c.name === 'store_social')).toBeUndefined();
  expect(cookies.find((c) => c.name === 'store_welcome')).toBeUndefined();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a provider user without an e-mail comes back signed out, with the error toast', async ({ page }) => {
  await toGoogle(page);
  await page.getByRole('button', { name: /A user without e-mail/ }).click();

  await expect(page.getByRole('alert').filter({ hasText: errorText.account.EMAIL_ATTRIBUTE_MISSING })).toBeVisible();
  // The flag leaves the address once shown, so a reload does not show it again.
  await expect(page).toHaveURL(/\/sg\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('denying access returns to the country home, signed out and without an error', async ({ page }) => {
  await toGoogle(page);
  await page.getByRole('button', { name: 'Deny' }).click();

  await expect(page).toHaveURL(/\/sg\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('signing in from a product page comes back to that product page', async ({ page }) => {
  await page.goto('/sg/mobile-legends');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).first().click();
  await page.getByRole('link', { name: webText.socialSignIn.facebook }).click();
  await page.getByRole('button', { name: /Ben Tan/ }).click();

  await expect(page).toHaveURL(/\/sg\/mobile-legends$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
});
