import { expect, test, type Page } from '@playwright/test';
import { violations } from './support/axe.ts';
import { answeredAgeGate, fillAndBuy, playerId, verifyPlayer, webText } from './support/checkout.ts';

// A returning shopper: the age gate is answered (e2e/age-gate.spec.ts tests it).
test.beforeEach(({ context }) => answeredAgeGate(context));

/**
 * A shopper who leaves the payment for later (commerce §2 TransactionWaiting, ADR 0021): the
 * waiting page says the order waits for payment, takes them back to the provider's page for it,
 * and asks the provider on request.
 */

/** Confirms an order and answers its id, with the browser on the provider's hosted page. */
async function confirmOrder(page: Page, userId: string, email: string): Promise<string> {
  await page.goto('/sg/mobile-legends');
  await verifyPlayer(page, { userId, zoneId: '2011' });
  const dialog = await fillAndBuy(page, { denomination: '86 Diamonds', channel: 'PayNow', email });
  // The browser leaves for the provider at once: the answer is read on its way through.
  let orderId = '';
  await page.route('**/api/order', async (route) => {
    const response = await route.fetch();
    if (route.request().method() === 'POST') orderId = ((await response.json()) as { data: { orderId: string } }).data.orderId;
    await route.fulfill({ response });
  });
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  expect(orderId).toMatch(/^ord_/);
  return orderId;
}

async function expectWaitingForPayment(page: Page) {
  await expect(page.getByRole('heading', { name: webText.waiting.heading })).toBeVisible();
  await expect(page.getByText(webText.waiting.status.awaitingPayment)).toBeVisible();
  await expect(page.getByRole('link', { name: webText.waiting.continueToPayment })).toHaveAttribute('href', /\/sandbox\/pay\/sbp_/);
  await expect(page.getByRole('button', { name: webText.waiting.checkPayment })).toBeVisible();
}

async function payFromWaitingPage(page: Page) {
  await page.getByRole('link', { name: webText.waiting.continueToPayment }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/sg\/complete\?order=ord_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: webText.complete.delivered.heading })).toBeVisible();
}

test.describe('a shopper pays later', () => {
  test('leaves the payment page for the waiting page, checks, and pays from there', async ({ page }) => {
    const orderId = await confirmOrder(page, playerId(1), 'later@example.com');
    // Back in the store without paying, e.g. from a bookmark or the order e-mail.
    await page.goto(`/sg/waiting?order=${orderId}`);
    await expectWaitingForPayment(page);
    await expect(page.getByText(webText.waiting.checkStatus)).toHaveCount(0);

    const check = page.waitForResponse((r) => r.url().endsWith(`/api/order/${orderId}/check-payment`));
    await page.getByRole('button', { name: webText.waiting.checkPayment }).click();
    expect((await check).status()).toBe(200);
    await expect(page.getByText(webText.waiting.stillUnpaid)).toBeVisible();

    await payFromWaitingPage(page);
  });

  test('closes the payment tab, comes back in a new tab and finishes paying', async ({ context }) => {
    const first = await context.newPage();
    const orderId = await confirmOrder(first, playerId(2), 'closed-tab@example.com');
    // The hosted page was open (the provider calls the payment pending) when the tab was closed.
    await expect(first.getByRole('button', { name: 'Approve payment' })).toBeVisible();
    await first.close();

    const page = await context.newPage();
    await page.goto(`/sg/waiting?order=${orderId}`);
    await expectWaitingForPayment(page);

    await page.getByRole('button', { name: webText.waiting.checkPayment }).click();
    await expect(page.getByText(webText.waiting.stillUnpaid)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await payFromWaitingPage(page);
  });
});
