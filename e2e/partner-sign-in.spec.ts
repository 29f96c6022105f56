import { expect, test, type Page } from '@playwright/test';
import { violations } from './support/axe.ts';

// Partner sign-in (shell §4, §8; ADR 0014): a publisher's player signs in on the single-title
// partner storefront through the sandbox publisher's hosted login page, and a banned one is refused.

// English, so the test reads the source catalogue (Indonesian is the country's default language).
const STOREFRONT = '/en-id/mobile-legends-tri';

async function signInAs(page: Page, player: RegExp) {
  await page.goto(`${STOREFRONT}?utm_source=partner-test`);
  const signIn = page.getByRole('button', { name: 'Sign in with Moonton' });
  // Enabled once the page is hydrated and the publisher's SDK has loaded.
  await expect(signIn).toBeEnabled({ timeout: 30_000 });
  await signIn.click();
  await expect(page).toHaveURL(/\/sandbox\/partner\/login\?redirect_uri=/);
  await page.getByRole('button', { name: player }).click();
  // Back with an auth code, which the page takes out of the address once spent.
  await page.waitForURL(/\/en-id\/mobile-legends-tri\?/);
}

test('a partner player signs in through the sandbox publisher and sees their 3-letter icon', async ({ page }) => {
  await page.goto(STOREFRONT);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('partner-countdown')).toBeVisible();
  await expect(page.getByTestId('partner-user-icon')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in with Moonton' })).toBeEnabled({ timeout: 30_000 });
  expect(await violations(page)).toEqual([]);

  await signInAs(page, /Tristan Wibowo/);
  // The query string of the page survives the round trip through the publisher.
  expect(new URL(page.url()).searchParams.get('utm_source')).toBe('partner-test');
  await expect(page).not.toHaveURL(/[?&]code=/);
  const icon = page.getByTestId('partner-user-icon');
  await expect(icon).toHaveText(/^Tri/);
  await expect(icon).toHaveAttribute('title', 'Tristan Wibowo');
  // Shell §6: a partner player is logged in, so the customer's sign-in and sign-up give way.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  const card = page.getByTestId('partner-player-card');
  await expect(card).toContainText('Tristan Wibowo');
  await expect(card).toContainText('58012345');
  await expect(page.getByText('You are pre-registered.')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // A reload keeps the session (checked, not logged in again).
  await page.reload();
  await expect(page.getByTestId('partner-user-icon')).toHaveText(/^Tri/);
  await expect(page.getByTestId('toast')).toHaveCount(0);

  // The store lost the session (signed out elsewhere): the check fails and logs out.
  await page.evaluate(async () => {
    const csrf = await (await fetch('/generateCsrfToken')).json();
    await fetch('/api/customer/user/partner-logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.data.token },
      body: '{}',
    });
  });
  await page.reload();
  await expect(page.getByTestId('toast')).toContainText('Error fetching player.');
  await expect(page.getByTestId('toast')).toContainText('400');
  await expect(page.getByTestId('partner-user-icon')).toHaveCount(0);
});

test('the header sign-out during pre-registration logs the partner player out', async ({ page }) => {
  await signInAs(page, /Tristan Wibowo/);
  await expect(page.getByTestId('partner-user-icon')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('partner-user-icon')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in with Moonton' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  const session = await page.evaluate(async () => (await (await fetch('/api/customer/user/partner-session')).json()).data);
  expect(session.signedIn).toBe(false);
});

test('a banned player is refused with a toast (code 400) and stays signed out', async ({ page }) => {
  await signInAs(page, /Banu Santoso/);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('This player account is banned and cannot sign in. (code 400)');
  // The spent auth code leaves the address bar.
  await expect(page).not.toHaveURL(/[?&]code=/);
  await expect(page.getByTestId('partner-user-icon')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in with Moonton' })).toBeVisible();
  const session = await page.evaluate(async () => (await (await fetch('/api/customer/user/partner-session')).json()).data);
  expect(session.signedIn).toBe(false);
});

test('a player from a country the store does not serve is refused: "Unsupported user country"', async ({ page }) => {
  await signInAs(page, /Aurora Frost/);
  await expect(page.getByTestId('toast')).toContainText('Unsupported user country');
  await expect(page.getByTestId('partner-user-icon')).toHaveCount(0);
});
