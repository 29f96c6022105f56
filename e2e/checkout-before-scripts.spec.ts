import { expect, test } from '@playwright/test';
import { fieldErrors, playerId, webText } from './support/checkout.ts';

// Without the page's scripts (scripts off, or a slow phone before they run) the browser sends the
// checkout itself, to the product page's action (ADR 0025). It must be a POST: a native submission
// of a form without a method is a GET, which put the shopper's e-mail in the address, and from
// there in history and the access log. The action checks the form as Buy now does in the browser
// (e2e/checkout-form.spec.ts compares the two); a complete form is not made into an order there,
// and the page says the checkout needs JavaScript.

test.use({ javaScriptEnabled: false });

test('without scripts a complete checkout is posted, kept, and said to need JavaScript; the e-mail never reaches the address', async ({
  page,
}) => {
  const email = 'no-script-shopper@example.com';
  await page.goto('/sg/mobile-legends');
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile Legends: Bang Bang' })).toBeVisible();
  // The browser here runs no scripts but still parses <noscript> as if it did (the emulation only
  // stops execution), so its message is read from the markup rather than seen on screen.
  expect(await page.locator('form noscript').textContent()).toContain(webText.checkout.needsScript);

  const form = page.getByRole('form', { name: webText.checkout.formLabel.replace('{{product}}', 'Mobile Legends: Bang Bang') });
  await expect(form).toHaveAttribute('method', 'post');

  const userId = playerId(1);
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Zone ID').fill('2001');
  await page.getByText('86 Diamonds', { exact: true }).click();
  await page.getByRole('radio', { name: 'PayNow', exact: true }).check({ force: true });
  await page.getByLabel('E-mail address').fill(email);
  await page.getByText(webText.checkout.terms.accept).click();

  const posted = page.waitForResponse((response) => response.request().method() === 'POST');
  // Enter in a field is the browser's implicit submission, as Buy now is.
  await page.getByLabel('E-mail address').press('Enter');
  const answer = await posted;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.request().postData()).toContain(encodeURIComponent(email));

  await expect(page).toHaveURL('/sg/mobile-legends');
  expect(page.url()).not.toContain('no-script-shopper');
  await expect(page.getByRole('alert').filter({ hasText: webText.checkout.needsScript })).toBeVisible();
  // Said once: the alert stands in for the noscript text.
  await expect(page.locator('form noscript')).toHaveCount(0);
  expect(await fieldErrors(page)).toEqual([]);
  await expect(page.getByLabel('User ID')).toHaveValue(userId);
  await expect(page.getByRole('radio', { name: /^86 Diamonds/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'PayNow' })).toBeChecked();
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await expect(page.getByRole('checkbox', { name: webText.checkout.terms.accept })).toBeChecked();
});

test('without scripts a game with a minimum age is checked like any other: the age is asked by the scripted Buy now (ADR 0037)', async ({
  page,
}) => {
  await page.goto('/sg/roblox');
  await page.getByText('400 Robux', { exact: true }).click();
  await page.getByRole('radio', { name: 'PayNow', exact: true }).check({ force: true });
  await page.getByLabel('E-mail address').fill('no-script-teen@example.com');
  await page.getByText(webText.checkout.terms.accept).click();

  const posted = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByLabel('E-mail address').press('Enter');
  expect((await posted).status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: webText.checkout.needsScript })).toBeVisible();
  expect(await fieldErrors(page)).toEqual([]);
});
