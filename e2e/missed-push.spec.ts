import { expect, test } from '@playwright/test';
import { answeredAgeGate, fillAndBuy, playerId, verifyPlayer, webText } from './support/checkout.ts';

// A returning shopper: the age gate is answered (e2e/age-gate.spec.ts tests it).
test.beforeEach(({ context }) => answeredAgeGate(context));

/**
 * A push the waiting page never hears (a web process whose database listener was reconnecting,
 * ADR 0023): the socket stays open and silent after its first message, and the page still reaches
 * the delivered outcome by reading the order again.
 */
test('the waiting page reads the order again when its socket has been quiet, and ends delivered', async ({ page }) => {
  let pushesDropped = 0;
  await page.routeWebSocket('**/ws', (ws) => {
    const server = ws.connectToServer();
    let first = true;
    server.onMessage((message) => {
      if (first) ws.send(message);
      else pushesDropped++;
      first = false;
    });
  });
  await page.goto('/sg/mobile-legends');
  // Delivery fails twice before it succeeds (README "Demo players"): the waiting page is open for a while.
  await verifyPlayer(page, { userId: `7${playerId(4).slice(1)}`, zoneId: '2001' });
  const dialog = await fillAndBuy(page, { denomination: '86 Diamonds', channel: 'PayNow', email: 'quiet@example.com' });
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/sg\/waiting\?order=ord_/);

  await page.waitForURL(/\/sg\/complete\?order=ord_/, { timeout: 40_000 });
  await expect(page.getByRole('heading', { name: webText.complete.delivered.heading })).toBeVisible();
  expect(pushesDropped).toBeGreaterThan(0);
});
