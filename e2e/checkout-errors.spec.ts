import { expect, test } from '@playwright/test';
import { answeredAgeGate, playerId, waitForCheckout, webText } from './support/checkout.ts';

// A returning shopper: the age gate is answered (e2e/age-gate.spec.ts tests it).
test.beforeEach(({ context }) => answeredAgeGate(context));

// Every error at once after Buy now, and the same answer without scripts: checkout-form.spec.ts.

test('the whole form and the confirmation modal work with the keyboard alone', async ({ page }) => {
  await page.goto('/sg/mobile-legends');
  await page.getByLabel('User ID').focus();
  await page.keyboard.type(playerId(6));
  // Under the ID, the nickname search's button (ADR 0055), then the zone.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: webText.checkout.player.search.open })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('2004');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Verify' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('player-nickname')).toBeVisible();

  // Into the amounts: Tab reaches the radio group, arrows move within it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /^86 Diamonds/ })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^172 Diamonds/ })).toBeChecked();

  // Codacash comes first; a guest cannot choose it, but its sign-in link is on the way.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Visa / Mastercard' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Visa / Mastercard' })).toBeChecked();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'E-mail' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  await page.keyboard.type('keys@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: webText.checkout.terms.accept })).toBeFocused();
  await page.keyboard.press('Space');
  // The documents accepted, a link each, after the box.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: webText.footer.terms }).first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: webText.footer.privacy }).first()).toBeFocused();
  // The summary's Coda Rewards box tells a guest how to use rewards: its sign-in link comes first.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Sign in to use them' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Buy now' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm and pay' })).toBeFocused();
  await expect(dialog).toContainText('172 Diamonds');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buy now' })).toBeFocused();
});

test('a game with a minimum age takes the age this browser confirmed: the form asks nothing more (ADR 0037)', async ({ page }) => {
  await page.goto('/sg/roblox');
  await waitForCheckout(page);
  await page.getByText('400 Robux', { exact: true }).click();
  await page.getByRole('radio', { name: 'PayNow', exact: true }).check({ force: true });
  await page.getByLabel('E-mail address').fill('young@example.com');
  await page.getByRole('checkbox', { name: webText.checkout.terms.accept }).check();
  // The terms are the only checkbox: the age is the age gate's, answered once per browser.
  await expect(page.locator('main form').getByRole('checkbox')).toHaveCount(1);

  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm your order' })).toBeVisible();
});
