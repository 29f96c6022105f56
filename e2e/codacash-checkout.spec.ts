import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_GIFT_CODES } from '../packages/db/src/seed/wallet.ts';
import { latestCode, signedInShopper } from './support/account.ts';
import { answeredAgeGate, playerId, waitForCheckout, webTextIn } from './support/checkout.ts';

// A returning shopper: the age gate is answered (e2e/age-gate.spec.ts tests it).
test.beforeEach(({ context }) => answeredAgeGate(context));

// Commerce §2, §4 and ADR 0033: paying a top-up with Codacash. A signed-in shopper with a wallet
// (activated and funded through the wallet API, a demo gift code each: the LAST code of the
// country's list, the wallet browser tests take the others) chooses Codacash, lands on the order's
// waiting page, and pays with the code the sandbox outbox holds; with a short balance, a quick
// top-up on the sandbox payment page pays the order. In English (/ph) and Arabic (/eg, right to left).

type Wallet = { phone: string; post(path: string, body: unknown): Promise<{ resultCode: unknown; data: unknown }> };

/**
 * Activates the shopper's wallet in `shop` through the wallet API (the browser's cookies, the
 * anti-forgery token) with the code from the outbox, and redeems the country's last demo gift code.
 */
async function fundedWallet(page: Page, request: APIRequestContext, shop: string, phoneCode: string, national: string, currency: string) {
  const csrf = (await (await page.request.get('/generateCsrfToken')).json()) as { data: { token: string } };
  const headers = { 'x-country-code': shop, 'x-csrf-token': csrf.data.token };
  const wallet: Wallet = {
    phone: `+${phoneCode}${national}`,
    async post(path, body) {
      return (await (await page.request.post(`/api/wallet/${path}`, { data: body, headers })).json()) as {
        resultCode: unknown;
        data: unknown;
      };
    },
  };
  expect((await wallet.post('send-otp', { phoneNumber: national })).resultCode).toBe(0);
  const code = await latestCode(request, wallet.phone);
  const details = (await (await page.request.get('/api/customer/user/details')).json()) as { data: { sub: string } };
  const created = await wallet.post('createWallet', {
    userId: details.data.sub,
    countryCode: shop,
    languageCode: 'en',
    currencyCode: currency,
    email: null,
    mobileNumber: national,
    verifyOtp: code,
    emailTemplateData: {},
  });
  expect(created.resultCode).toBe(0);
  const giftCode = DEMO_GIFT_CODES[shop]!.at(-1)!;
  expect((await wallet.post('redeemGiftCode', { giftCode })).resultCode).toBe(0);
  return wallet;
}

async function balanceOf(page: Page, shop: string): Promise<string> {
  const answer = await page.request.get('/api/wallet/user/wallet', { headers: { 'x-country-code': shop } });
  return ((await answer.json()) as { data: { balanceAmount: string } }).data.balanceAmount;
}

/** The checkout's steps with the shop's own texts, Codacash as the channel; returns the confirmation dialog. */
async function buyWithCodacash(page: Page, language: string, denomination: string, email: string) {
  const text = webTextIn(language);
  await waitForCheckout(page);
  await page.locator('input[name="userId"]').fill(playerId(2));
  await page.locator('input[name="zoneId"]').fill('2001');
  await page.getByRole('button', { name: text.checkout.player.verify }).click();
  await expect(page.getByTestId('player-nickname')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${denomination}`) }).check({ force: true });
  const option = page.getByTestId('codacash-option');
  await expect(option).toHaveAttribute('data-usable', 'true');
  await option.getByRole('radio').check({ force: true });
  await page.locator('input[name="email"]').fill(email);
  await page.getByText(text.checkout.terms.accept).click();
  await page.getByRole('button', { name: text.checkout.buy }).click();
  const dialog = page.getByRole('dialog', { name: text.checkout.confirm.heading });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text.checkout.confirm.codacashDescription);
  await dialog.getByRole('button', { name: text.checkout.confirm.pay }).click();
  await page.waitForURL(/\/waiting\?order=ord_/);
  return new URL(page.url()).searchParams.get('order')!;
}

const phNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const egNumber = () => `10${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test('a guest is asked to sign in before paying with Codacash, which is listed first', async ({ page }) => {
  const text = webTextIn('en');
  await page.goto('/ph/mobile-legends');
  await waitForCheckout(page);
  const option = page.getByTestId('codacash-option');
  await expect(option).toHaveAttribute('data-usable', 'false');
  await expect(option.getByRole('radio')).toBeDisabled();
  await expect(option).toContainText(text.checkout.payment.codacash.signIn);
  await expect(option.getByRole('link', { name: text.checkout.payment.codacash.signInLink })).toHaveAttribute(
    'href',
    `/ph/sign-in?from=${encodeURIComponent('/ph/mobile-legends')}`,
  );
  // The first channel of the list is Codacash's; the rest keep their order after it.
  await expect(page.locator('input[name="paymentChannel"]').first()).toHaveAttribute('value', '239');
  // The link sits under the card, inside its cell, and the next group of channels starts below it.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const cell = (await option.boundingBox())!;
    const link = (await option.getByRole('link').boundingBox())!;
    const card = (await option.locator('label').boundingBox())!;
    expect(link.y).toBeGreaterThanOrEqual(card.y + card.height);
    expect(link.y + link.height).toBeLessThanOrEqual(cell.y + cell.height + 0.5);
  }
});

test('pays a top-up with the code sent to the wallet phone, and sees it delivered (English)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const text = webTextIn('en');
  await signedInShopper(page, request, 'ph', 'codacash');
  const national = phNumber();
  const wallet = await fundedWallet(page, request, 'ph', '63', national, 'PHP');
  const before = BigInt(await balanceOf(page, 'ph'));

  await page.goto('/ph/mobile-legends');
  await expect(page.getByTestId('codacash-status')).toContainText('Balance: ₱');
  const orderId = await buyWithCodacash(page, 'en', '86 Diamonds', 'codacash.buyer@example.com');

  const panel = page.getByTestId('codacash-panel');
  await expect(panel.getByRole('heading', { name: text.waiting.codacash.heading })).toBeVisible();
  // The code went to the wallet's phone, masked (first 2 and last 4 digits, commerce §5).
  await expect(panel).toContainText(national.slice(-4));
  await expect(page.getByTestId('codacash-timer')).toContainText(/The code expires in \d+ s\./);

  const code = await latestCode(request, wallet.phone);
  const codeInput = panel.getByLabel(text.waiting.codacash.codeLabel);
  await codeInput.fill(code === '000000' ? '111111' : '000000');
  await panel.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('codacash-note')).toHaveText(/Wrong code\. Tries left: \d+\./);

  await codeInput.fill(code);
  await panel.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/ph\/complete\?order=ord_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: text.complete.delivered.heading })).toBeVisible();

  const order = (await (await page.request.get(`/api/order/${orderId}`)).json()) as { data: { amountMinor: string; paymentKind: string } };
  expect(order.data.paymentKind).toBe('codacash');
  expect(BigInt(await balanceOf(page, 'ph'))).toBe(before - BigInt(order.data.amountMinor));
});

test('a short balance is topped up in the middle of the checkout, which pays the order (Arabic, right to left)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const text = webTextIn('ar');
  await signedInShopper(page, request, 'eg', 'codacash');
  await fundedWallet(page, request, 'eg', '20', egNumber(), 'EGP');

  await page.goto('/eg/mobile-legends');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('codacash-status')).toBeVisible();
  // Diamonds are "ماسات" in Arabic (the catalogue's texts in the shop's language, ADR 0041).
  await page.getByRole('radio', { name: /^344 ماسات/ }).check({ force: true });
  // The price is more than the balance: the step says by how much, and that a top-up will be offered.
  await expect(page.getByTestId('codacash-status')).toHaveText(/.+\n?.+/);
  const orderId = await buyWithCodacash(page, 'ar', '344 ماسات', 'codacash.eg@example.com');

  const panel = page.getByTestId('codacash-panel');
  await expect(page.getByTestId('codacash-short')).toBeVisible();
  await expect(page.getByRole('list', { name: text.waiting.quickTopup.steps.label })).toBeVisible();
  await expect(page.locator('[data-step="topUp"]')).toHaveAttribute('data-state', 'current');
  const topup = page.getByTestId('quick-topup');
  await expect(topup.getByRole('radio').first()).toBeChecked();
  await topup.getByRole('button', { name: new RegExp(text.waiting.quickTopup.submit.split('{{')[0]!.trim()) }).click();

  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  // The provider sends the shopper to the wallet's waiting page; the order is paid with the top-up.
  await page.waitForURL(/\/eg\/wallet\//);
  await page.goto(`/eg/waiting?order=${orderId}`);
  await page.waitForURL(/\/eg\/complete\?order=ord_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: text.complete.delivered.heading })).toBeVisible();
  await expect(panel).toHaveCount(0);
});
