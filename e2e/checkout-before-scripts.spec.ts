import { expect, test } from '@playwright/test';
import { playerId, webText } from './support/checkout.ts';

// The checkout is sent by the page's scripts. Without them (scripts off, or a slow phone before
// they run) the browser must not send the form itself: a native submission of a form without a
// method is a GET, which put the shopper's e-mail in the address, and from there in history and
// the access log. The page says plainly that the checkout needs JavaScript.

test.use({ javaScriptEnabled: false });

test('without scripts the checkout says it needs JavaScript and the e-mail never reaches the address', async ({ page }) => {
  const email = 'no-script-shopper@example.com';
  await page.goto('/sg/mobile-legends');
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile Legends: Bang Bang' })).toBeVisible();
  // The browser here runs no scripts but still parses <noscript> as if it did (the emulation only
  // stops execution), so its message is read from the markup rather than seen on screen.
  expect(await page.locator('form noscript').textContent()).toContain(webText.checkout.needsScript);

  const form = page.getByRole('form', { name: webText.checkout.formLabel.replace('{{product}}', 'Mobile Legends: Bang Bang') });
  await expect(form).toHaveAttribute('method', 'post');

  await page.getByLabel('User ID').fill(playerId(1));
  await page.getByLabel('Zone ID').fill('2001');
  await page.getByText('86 Diamonds', { exact: true }).click();
  await page.getByText('PayNow', { exact: true }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByText(webText.checkout.terms.accept).click();

  const buy = page.getByRole('button', { name: 'Buy now' });
  await expect(buy).toBeDisabled();
  // Enter in a field is the browser's implicit submission; with Buy disabled there is none.
  await page.getByLabel('E-mail address').press('Enter');
  await buy.click({ force: true });

  await expect(page).toHaveURL('/sg/mobile-legends');
  expect(page.url()).not.toContain(encodeURIComponent(email));
  expect(page.url()).not.toContain('no-script-shopper');
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
});
