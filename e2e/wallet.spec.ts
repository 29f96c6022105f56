import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_GIFT_CODES } from '../packages/db/src/seed/wallet.ts';
import { violations } from './support/axe.ts';
import { latestCode, signedInShopper } from './support/account.ts';

// Commerce §2–§5 and shell §2: Codacash in the browser. A shopper signs up, activates the wallet
// with the code from the sandbox outbox, tops up on the sandbox payment page and sees the balance,
// redeems a demo gift code (each works once per database: one per test), and a restricted wallet
// opens with its modal; in English (/ph/) and in Arabic (/eg/, right to left).

// Each test is a whole journey (sign-up, activation, payments, accessibility checks): on a small
// machine running two browsers and the store, one can take well over the default minute.
test.describe.configure({ timeout: 150_000 });

/** Activates Codacash on /{shop}/wallet/verify with a fresh national number of the country's pattern. */
async function activate(page: Page, request: APIRequestContext, shop: string, phoneCode: string, national: string) {
  await page.goto(`/${shop}/wallet/verify`);
  await page.locator('input[name="mobile"]').fill(national);
  await page.locator('main form button[type="submit"]').click();
  await expect(page.locator('input[name="code"]')).toBeVisible();
  await page.locator('input[name="code"]').fill(await latestCode(request, `+${phoneCode}${national}`));
  await page.locator('main form button[type="submit"]').click();
  await expect(page.getByTestId('wallet-activated')).toBeVisible();
}

const phNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const egNumber = () => `10${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test('activate Codacash with the outbox code, top up on the sandbox page, redeem a gift code (English)', async ({ page, request }) => {
  await signedInShopper(page, request, 'ph', 'wallet');
  // Before activation the header offers it.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Activate Codacash' })).toBeVisible();

  await page.goto('/ph/wallet/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Activate Codacash' })).toBeVisible();
  // The national number is checked against the country's pattern before anything is sent.
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter a valid mobile number.')).toBeVisible();
  const national = phNumber();
  await page.getByLabel('Mobile number').fill(national);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  // A wrong code says how many tries are left.
  const code = await latestCode(request, `+63${national}`);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Activate wallet' }).click();
  await expect(page.getByText(/Wrong code\. Tries left: \d+\./)).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Activate wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Your Codacash wallet is ready' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Go to my wallet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Codacash' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₱0');
  await expect(page.getByTestId('wallet-chip')).toContainText('₱0');

  // A custom amount out of range gets commerce §5's message.
  await page.getByLabel('Other amount').fill('1');
  await page.getByRole('group', { name: 'Pay with' }).getByRole('radio').first().check({ force: true });
  await page.getByRole('button', { name: /^Top up/ }).click();
  await expect(page.getByText(/Amount must be within .+ to .+/)).toBeVisible();
  await page.getByLabel('Other amount').fill('500');
  await page.getByRole('button', { name: 'Top up ₱500' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/ph\/wallet\/(waiting|complete)\?topup=/);
  await expect(page).toHaveURL(/\/ph\/wallet\/complete\?topup=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₱500');

  await page.getByRole('link', { name: 'Back to wallet' }).click();
  await expect(page.getByTestId('wallet-history')).toContainText('Top-up');
  // Gift codes: the two messages of commerce §5, then a demo code.
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Please enter a valid gift code in the text field.')).toBeVisible();
  await page.getByLabel('Gift code', { exact: true }).fill('ABC');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('This gift code is invalid. Please ensure it is correct before redeeming.')).toBeVisible();
  await page.getByLabel('Gift code', { exact: true }).fill(DEMO_GIFT_CODES.ph![0]!);
  await page.getByRole('button', { name: 'Redeem' }).click();
  const redeemed = page.getByRole('dialog', { name: 'Gift code redeemed' });
  await expect(redeemed).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await redeemed.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('wallet-balance')).not.toHaveText('₱500');
  // The header's chip follows without a page load.
  const balance = (await page.getByTestId('wallet-balance').textContent())!.trim();
  await expect(page.getByTestId('wallet-chip')).toContainText(balance);
});

test('Codacash in Arabic on the Egyptian shop, right to left', async ({ page, request }) => {
  await signedInShopper(page, request, 'eg', 'wallet');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await activate(page, request, 'eg', '20', egNumber());
  await page.goto('/eg/wallet/home');
  await expect(page.getByRole('heading', { level: 1, name: 'محفظة Codacash' })).toBeVisible();
  await page.getByLabel('رمز الهدية').fill(DEMO_GIFT_CODES.eg![0]!);
  await page.getByRole('button', { name: 'استبدال' }).click();
  await expect(page.getByRole('dialog', { name: 'تم استبدال رمز الهدية' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a shop without Codacash hides the wallet entry; guests are sent away from the wallet', async ({ page, request }) => {
  await page.goto('/ph/wallet/home');
  await expect(page).toHaveURL(/\/$/);
  await signedInShopper(page, request, 'sa', 'wallet');
  // Saudi Arabia is wallet-locked (seed) and the shopper has no wallet there: no entry.
  await expect(page.getByTestId('wallet-chip')).toHaveCount(0);
});

test('a restricted wallet opens with the "wallet restricted" modal', async ({ page, request }) => {
  const email = await signedInShopper(page, request, 'ph', 'wallet');
  await activate(page, request, 'ph', '63', phNumber());
  // The sandbox's operator hook restricts the wallet (walletStatus 0), as an operator would.
  const restricted = await request.post('/sandbox/wallet/restrict', { data: { email } });
  expect(restricted.status()).toBe(200);
  await page.goto('/ph/wallet/home');
  const modal = page.getByRole('dialog', { name: 'Wallet restricted' });
  await expect(modal).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Your wallet is restricted: it cannot be topped up or spent.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top up' })).toHaveCount(0);
});
