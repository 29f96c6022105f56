import { expect, test, type Page } from '@playwright/test';
import { violations } from './support/axe.ts';
import { confirmAsElsewhere, latestCode, password } from './support/account.ts';

// Shell §2, §4, §5, §8: an account's life in the browser. Sign up with an e-mail address, read the
// code from the sandbox outbox, confirm, sign in (the welcome modal of a first sign-in), sign out;
// a wrong password gets the catalogued message; guests never see the signed-in screens.

async function signUp(page: Page, email: string) {
  await page.goto('/sg/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Full name').fill('Ada Tester');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/sg\/confirm-signup$/);
}

test('sign up with e-mail, confirm with the outbox code, sign in, welcome, sign out', async ({ page, request }) => {
  const email = `ada.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await signUp(page, email);
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  // Resend waits for the store's 30 s cooldown, not for the code's 90 s lifetime.
  await expect(page.getByText(/The code expires in 1:[23]\d/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend code in ([12]?\d|30) s$/ })).toBeDisabled();
  // Commerce §5's generic messages say which rule a code breaks.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel('Verification code').fill('1234');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Please enter exactly 6 characters')).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  // Confirmed in the browser that signed up: signed in at once, no password a second time.
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/sg\/$/);
  const welcome = page.getByRole('dialog', { name: 'Welcome, Ada Tester!' });
  await expect(welcome).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await welcome.getByRole('button', { name: 'Start shopping' }).click();
  await expect(welcome).toBeHidden();

  // Signed in: the user menu replaces the sign-in and sign-up buttons, and settings open.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await banner.getByRole('button', { name: 'Account menu' }).click();
  await banner.getByRole('link', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // Pages of a signed-in shopper are theirs alone: never from or into a shared cache (ADR 0015).
  const personal = await page.request.get('/sg/');
  expect(personal.headers()['cache-control']).toBe('private, no-store');
  expect(personal.headers()['age']).toBeUndefined();
  expect(await personal.text()).toContain('Account menu');
  // Account screens lead a signed-in shopper home.
  await page.goto('/sg/sign-in');
  await expect(page).toHaveURL(/\/sg\/$/);
  // The welcome modal was for the first sign-in only.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get('/sg/')).headers()['cache-control']).toMatch(/s-maxage=/);
  await page.goto('/sg/user/settings');
  await expect(page).not.toHaveURL(/user\/settings/);
});

test('a wrong password shows the catalogued message', async ({ page, request }) => {
  const email = `bob.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await signUp(page, email);
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await confirmAsElsewhere(page.context());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/sg\/sign-in$/);
  await expect(page.getByText('Your account is verified. Please sign in.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Incorrect email address or password.');
  // An address nobody uses has its own message.
  await page.getByLabel('Email address').fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('No account uses this email address. Please check it or sign up.');
  expect(await violations(page)).toEqual([]);
});

test('sign-up checks the form in the browser before sending it', async ({ page }) => {
  await page.goto('/sg/sign-up');
  await page.getByLabel('Email address').fill('young@example.com');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('other');
  await page.getByLabel('Date of birth').fill('2020-01-01');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('At least 8 characters including a number.').last()).toBeVisible();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await expect(page.getByText('You must be 18 or older to sign up.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  // An empty field: commerce §5's generic message (ADR 0053).
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('This field is required');
  await expect(page).toHaveURL(/\/sg\/sign-up$/);
  expect(await violations(page)).toEqual([]);
});

test('a guest opening /sg/user/settings goes to /', async ({ page }) => {
  const response = await page.request.get('/sg/user/settings', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/');
  await page.goto('/sg/user/settings');
  await expect(page).not.toHaveURL(/user\/settings/);
});

test('a stale or forged session cookie is tried once, then the guest goes to /', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'store_access', value: 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.x', url: baseURL! }]);
  await page.goto('/sg/user/settings');
  await expect(page).not.toHaveURL(/user\/settings/);
  expect((await context.cookies()).some((c) => c.name === 'store_access' && c.value !== '')).toBe(false);
});

test('signing in from a product page returns to it', async ({ page, request }) => {
  const email = `cy.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await signUp(page, email);
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await confirmAsElsewhere(page.context());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/sg\/sign-in$/);
  await expect(page.getByText('Your account is verified. Please sign in.')).toBeVisible();
  await page.goto('/sg/mobile-legends');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  // The link carries the product page, so the way back survives a click before hydration.
  await expect(page).toHaveURL(/\/sg\/sign-in\?from=%2Fsg%2Fmobile-legends$/);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/sg\/mobile-legends$/);
});

for (const path of [
  '/sg/sign-in',
  '/sg/recover-password',
  '/sg/confirm-signup',
  '/sg/unsubscribe',
  '/eg/sign-in',
  '/eg/sign-up',
  '/eg/recover-password',
  '/eg/unsubscribe',
]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('unsubscribe by e-mail, with Cancel and Back to home', async ({ page }) => {
  await page.goto('/sg/unsubscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from offers and news' })).toBeVisible();
  await page.getByLabel('Email address').fill('not-an-address');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter a valid email address.');
  await page.getByLabel('Email address').fill('someone@example.com');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/You have been unsubscribed/);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/sg\/$/);
  await page.goto('/sg/unsubscribe');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/sg\/$/);
});

test('sign up and sign in with a mobile number (the country code is added)', async ({ page, request }) => {
  const national = `9${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  await page.goto('/sg/sign-up');
  await page.getByText('Mobile', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Mobile' })).toBeChecked();
  await page.getByLabel('Mobile number').fill(national);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Full name').fill('Mo Bile');
  await page.getByLabel('Date of birth').fill('1988-02-29');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/sg\/confirm-signup$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, `+65${national}`));
  await confirmAsElsewhere(page.context());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/sg\/sign-in$/);
  await page.getByText('Mobile', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Mobile' })).toBeChecked();
  await page.getByLabel('Mobile number').fill(national);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Incorrect mobile number or password.');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome, Mo Bile!' })).toBeVisible();
});
