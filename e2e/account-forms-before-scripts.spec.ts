import { expect, test } from '@playwright/test';

// Account forms are sent by the page's scripts. Before they run (a slow phone, or scripts off), a
// form must not be submitted by the browser itself: a native submission of a form without a method
// would put the password in the address, and from there in history and server logs.

test.use({ javaScriptEnabled: false });

test('before the scripts run, the sign-in form cannot be sent and the password never reaches the address', async ({ page }) => {
  await page.goto('/sg/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');

  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).press('Enter');

  await expect(page).toHaveURL('/sg/sign-in');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('secret-pass-1');
  // Every account form is marked POST, should a browser still send one.
  for (const path of ['/sg/sign-in', '/sg/sign-up', '/sg/recover-password', '/sg/unsubscribe']) {
    await page.goto(path);
    const methods = await page.locator('main form').evaluateAll((forms) => forms.map((form) => form.getAttribute('method')));
    expect(methods.length, path).toBeGreaterThan(0);
    expect(
      methods.every((method) => method === 'post'),
      path,
    ).toBe(true);
  }
});
