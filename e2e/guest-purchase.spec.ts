import { expect, test } from '@playwright/test';
import { answeredAgeGate, fillAndBuy, playerId, verifyPlayer, webText } from './support/checkout.ts';

// A returning shopper: the age gate is answered (e2e/age-gate.spec.ts tests it).
test.beforeEach(({ context }) => answeredAgeGate(context));

test.describe('a guest buys Mobile Legends diamonds in Singapore', () => {
  test('pays on the hosted page and sees the delivered top-up', async ({ page }) => {
    await page.goto('/sg/mobile-legends');
    await expect(page.getByRole('heading', { level: 1, name: 'Mobile Legends: Bang Bang' })).toBeVisible();

    // A player whose first two top-ups the sandbox publisher fails (README "Demo players"): the
    // delivery is retried with backoff, so the waiting page is there to be seen for a few seconds,
    // however fast this machine is, and the shopper still ends on the delivered outcome.
    const nickname = await verifyPlayer(page, { userId: `7${playerId(3).slice(1)}`, zoneId: '2001' });
    expect(nickname).not.toBe('');

    const dialog = await fillAndBuy(page, { denomination: '86 Diamonds', channel: 'PayNow', email: 'guest@example.com' });
    await expect(dialog).toContainText(nickname);
    await expect(dialog).toContainText('86 Diamonds');
    await expect(dialog).toContainText('PayNow');
    await expect(dialog).toContainText('S$');
    await dialog.getByRole('button', { name: 'Confirm and pay' }).click();

    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await page.waitForURL(/\/sg\/waiting\?order=ord_/);
    await expect(page.getByRole('heading', { name: webText.waiting.heading })).toBeVisible();

    await page.waitForURL(/\/sg\/complete\?order=ord_/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: webText.complete.delivered.heading })).toBeVisible();
    await expect(page.getByText(`${nickname} (`)).toBeVisible();
    await expect(page.getByRole('link', { name: webText.complete.buyAgain })).toHaveAttribute('href', '/sg/mobile-legends');
  });

  test('the purchase is staged in the tab while the form is filled and kept in local storage only once the order is placed', async ({
    page,
  }) => {
    const STAGED = 'store.guestPurchase';
    const stored = () => page.evaluate((key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }), STAGED);
    await page.goto('/sg/mobile-legends');
    const userId = playerId(6);
    await verifyPlayer(page, { userId, zoneId: '2003' });
    const dialog = await fillAndBuy(page, { denomination: '86 Diamonds', channel: 'PayNow', email: 'staged@example.com' });

    // Filled in and confirming, but not placed: nothing in local storage, the purchase staged in the tab.
    await expect.poll(async () => (await stored()).session).not.toBeNull();
    const before = await stored();
    expect(before.local).toBeNull();
    expect(JSON.parse(before.session!)).toMatchObject({ voucherTypeId: 'mobile-legends', userId, zoneId: '2003' });
    await dialog.getByRole('button', { name: webText.checkout.confirm.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await stored()).local).toBeNull();

    // Placed: committed to local storage with the order's id, and no longer staged in the tab.
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    const after = await stored();
    expect(after.session).toBeNull();
    expect(JSON.parse(after.local!)).toMatchObject({
      txnId: expect.stringMatching(/^ord_/),
      voucherTypeId: 'mobile-legends',
      userId,
      pcId: expect.any(String),
    });
  });

  test('a declined payment ends on the payment-failed outcome', async ({ page }) => {
    await page.goto('/sg/mobile-legends');
    await verifyPlayer(page, { userId: playerId(4), zoneId: '2002' });
    const dialog = await fillAndBuy(page, { denomination: '172 Diamonds', channel: 'GrabPay', email: 'declined@example.com' });
    await dialog.getByRole('button', { name: 'Confirm and pay' }).click();

    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Decline payment' }).click();

    await page.waitForURL(/\/sg\/complete\?order=ord_/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: webText.complete.paymentFailed.heading })).toBeVisible();
    await expect(page.getByText(webText.complete.paymentFailed.message)).toBeVisible();
    await expect(page.getByRole('link', { name: webText.complete.paymentFailed.retry })).toHaveAttribute('href', '/sg/mobile-legends');
  });

  test('without the live socket the waiting page polls the order and still moves on', async ({ page }) => {
    // The store's websocket refuses this browser: the page falls back to GET /api/order/:id.
    await page.routeWebSocket(/\/ws$/, (socket) => socket.close());
    const polls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/order\/ord_/.test(request.url())) polls.push(request.url());
    });

    await page.goto('/sg/mobile-legends');
    await verifyPlayer(page, { userId: playerId(2), zoneId: '2005' });
    const dialog = await fillAndBuy(page, { denomination: '86 Diamonds', channel: 'Singtel', email: 'polling@example.com' });
    await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await page.waitForURL(/\/sg\/complete\?order=ord_/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: webText.complete.delivered.heading })).toBeVisible();
    expect(polls.length).toBeGreaterThan(0);
  });

  test('cancelling on the hosted page ends on the cancelled outcome', async ({ page }) => {
    await page.goto('/sg/mobile-legends');
    await verifyPlayer(page, { userId: playerId(1), zoneId: '2006' });
    const dialog = await fillAndBuy(page, { denomination: '257 Diamonds', channel: 'PayNow', email: 'cancel@example.com' });
    await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Cancel and return' }).click();

    await page.waitForURL(/\/sg\/complete\?order=ord_/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: webText.complete.cancelled.heading })).toBeVisible();
    await expect(page.getByTestId('outcome-message')).toHaveText(webText.complete.cancelled.message);
    await expect(page.getByRole('link', { name: webText.complete.startAgain })).toHaveAttribute('href', '/sg/mobile-legends');
  });
});
