import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { answeredAgeGate, fillAndBuy, waitForCheckout, webText, webTextIn } from './support/checkout.ts';
import { violations } from './support/axe.ts';
import { signedInShopper } from './support/account.ts';

// Vouchers (docs/decisions/0038): no player step, a code on the complete page (masked until shown,
// copied with one press), the same code in the receipt in the sandbox outbox.

test.beforeEach(({ context }) => answeredAgeGate(context));

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The newest message the sandbox outbox holds for `to`, once there. */
async function receiptFor(request: APIRequestContext, to: string) {
  let found: { template: string; params: Record<string, string> } | undefined;
  await expect
    .poll(async () => {
      const outbox = await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(to)}`)).json();
      found = outbox.data.find((message: { template: string }) => message.template === 'voucherReceipt');
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

async function buySteamWallet(page: Page, email: string, path = '/sg/steam-wallet', channel = 'PayNow') {
  await page.goto(path);
  await waitForCheckout(page);
  const dialog = await fillAndBuy(page, { denomination: 'Steam Wallet US$ 5', channel, email });
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/complete\?order=ord_/, { timeout: 30_000 });
}

test('a voucher purchase with its code: no player step, the code masked, shown, copied, and in the receipt in the outbox', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/sg/steam-wallet');
  await waitForCheckout(page);
  // No player: the steps start at the denomination, numbered from 1, and the code goes to the contact.
  await expect(page.getByLabel('Steam Friend Code')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Verify' })).toHaveCount(0);
  await expect(page.getByText(webText.checkout.contact.voucherHeading)).toBeVisible();

  const email = uniqueEmail('voucher');
  await buySteamWallet(page, email);
  await expect(page.getByRole('heading', { name: webText.complete.voucherDelivered.heading })).toBeVisible();

  const panel = page.getByTestId('voucher-code');
  const value = panel.getByTestId('voucher-code-value');
  await expect(value).toHaveText(/^•{5}-•{5}-•[A-Z2-9]{4}$/);

  const receipt = await receiptFor(request, email);
  const code = receipt.params.voucherCode!;
  expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await expect(value).toHaveText(`•••••-•••••-•${code.slice(-4)}`);

  await panel.getByRole('button', { name: webText.order.voucher.show }).click();
  await expect(value).toHaveText(code);
  await expect(panel.getByRole('button', { name: webText.order.voucher.show })).toHaveAttribute('aria-pressed', 'true');

  await panel.getByRole('button', { name: webText.order.voucher.copy }).click();
  await expect(panel.getByRole('status')).toHaveText(webText.order.voucher.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  expect(await violations(page)).toEqual([]);

  // On a phone the order id does not fit beside its label: it moves whole to a line of its own
  // rather than breaking off its last letters.
  await page.setViewportSize({ width: 360, height: 780 });
  const orderId = new URL(page.url()).searchParams.get('order')!;
  const idLines = await page.getByText(orderId, { exact: true }).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(idLines).toBe(1);
});

test('a receipt in the outbox after delivery, with the code the order page reveals, in Arabic right to left', async ({ page, request }) => {
  const email = uniqueEmail('voucher-ar');
  // Bought in Egypt's English shop, then the order page in its Arabic one.
  await buySteamWallet(page, email, '/en-eg/steam-wallet', 'InstaPay');
  await page.goto(`/eg/complete?order=${new URL(page.url()).searchParams.get('order')}`);
  const ar = webTextIn('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: ar.complete.voucherDelivered.heading })).toBeVisible();

  const receipt = await receiptFor(request, email);
  expect(receipt.params.orderId).toBe(new URL(page.url()).searchParams.get('order'));
  const panel = page.getByTestId('voucher-code');
  await panel.getByRole('button', { name: ar.order.voucher.show }).click();
  await expect(panel.getByTestId('voucher-code-value')).toHaveText(receipt.params.voucherCode!);
  // The code reads left to right inside the right-to-left page.
  await expect(panel.getByTestId('voucher-code-value')).toHaveAttribute('dir', 'ltr');
  expect(await violations(page)).toEqual([]);
});

test('a signed-in buyer finds the code again in the transaction history, masked until shown', async ({ page, request }, testInfo) => {
  const email = await signedInShopper(page, request, 'sg', 'voucher-history');
  await buySteamWallet(page, email);
  const code = (await receiptFor(request, email)).params.voucherCode!;

  await page.goto('/sg/user/transactions');
  const row = page.getByTestId('transaction-row').first();
  const panel = row.getByTestId('voucher-code');
  await expect(panel.getByTestId('voucher-code-value')).toHaveText(`•••••-•••••-•${code.slice(-4)}`);
  await panel.getByRole('button', { name: webText.order.voucher.show }).click();
  await expect(panel.getByTestId('voucher-code-value')).toHaveText(code);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('history.png'), fullPage: true });
});
