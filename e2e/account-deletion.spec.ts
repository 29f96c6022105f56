import { expect, test } from '@playwright/test';
import { latestCode, password, signedInShopper } from './support/account.ts';

// Shell §2 /user/settings → /user/verifyAccountDelete; commerce §9 "Account-deletion switch: limit 3,
// duration 1 day, timer 30" (ADR 0052): the page counts the 30 s down before a new code and says
// how many of the day's 3 codes remain; the code deletes the account.

test('delete an account with the e-mailed code, the page showing the timer and the codes left', async ({ page, request }) => {
  const email = await signedInShopper(page, request, 'sg', 'deleting');
  await page.goto('/sg/user/settings');
  const form = page.getByRole('form', { name: 'Delete account' });
  await form.getByLabel('Email').check();
  await form.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/sg\/user\/verifyAccountDelete$/);
  await expect(page.getByTestId('deletion-codes')).toHaveText('Codes left today: 2 of 3');
  await expect(page.getByRole('button', { name: /^Resend code in ([12]?\d|30) s$/ })).toBeDisabled();

  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Delete account permanently' }).click();
  await expect(page).toHaveURL(/\/sg\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  // The account is gone: its address is one nobody uses now.
  await page.goto('/sg/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('No account uses this email address. Please check it or sign up.');
});
