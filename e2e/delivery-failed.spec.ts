import { expect, test } from '@playwright/test';
import { violations } from './support/axe.ts';
import { answeredAgeGate, fillAndBuy, playerId, verifyPlayer, webText } from './support/checkout.ts';

// A returning shopper: the age gate is answered (e2e/age-gate.spec.ts tests it).
test.beforeEach(({ context }) => answeredAgeGate(context));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A catalogue text as a pattern: each placeholder matches the pattern `values` gives it, or
 * anything, with or without the directional isolates the page may set it apart with.
 */
function textPattern(text: string, values: Record<string, string> = {}): RegExp {
  const source = text
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      return `\u2068?(?:${values[name] ?? '.+?'})\u2069?`;
    })
    .join('');
  return new RegExp(source);
}

/**
 * A player whose every top-up the game refuses (README "Demo players": ids starting with 8). The
 * e2e store tries a delivery 3 times (playwright.config.ts), so the waiting page shows the retries,
 * never marks the delivery done, and ends on the refund: how much, to which channel, and when.
 */
test('a delivery that keeps failing shows its retries, never a done delivery, then where the refund went', async ({ page }) => {
  // Every state the delivery step is ever drawn in, from the first parse of each page on.
  const deliveryStates: string[] = [];
  await page.exposeFunction('reportDeliveryStep', (state: string) => {
    deliveryStates.push(state);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { reportDeliveryStep(state: string): void }).reportDeliveryStep;
    let last = '';
    new MutationObserver(() => {
      const state = document.querySelector('[data-step="delivery"]')?.getAttribute('data-state') ?? '';
      if (state && state !== last) report(state);
      last = state;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });

  await page.goto('/sg/mobile-legends');
  await verifyPlayer(page, { userId: `8${playerId(5).slice(1)}`, zoneId: '2013' });
  const dialog = await fillAndBuy(page, { denomination: '86 Diamonds', channel: 'PayNow', email: 'refund@example.com' });
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/sg\/waiting\?order=ord_/);

  // Attempt 1 failed: the page says which attempt comes next, of the configured 3.
  const status = page.getByTestId('waiting-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveText(textPattern(webText.waiting.status.retrying, { attempt: '[23]', max: '3' }), { timeout: 20_000 });
  await expect(page.getByTestId('waiting-next-try')).toHaveText(
    new RegExp(`${textPattern(webText.waiting.status.nextTry).source}|${textPattern(webText.waiting.status.tryingNow).source}`),
  );
  expect(await violations(page)).toEqual([]);

  await page.waitForURL(/\/sg\/complete\?order=ord_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: webText.complete.deliveryFailed.heading })).toBeVisible();
  const amount = (await page.locator('dt', { hasText: webText.order.details.amount }).locator('+ dd').textContent())!.trim();
  expect(amount).toMatch(/^S\$/);
  // The refund's date as this browser writes it; the page says it in the shopper's own time zone.
  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-SG', { dateStyle: 'medium' }).format(new Date()));
  const message = page.getByTestId('outcome-message');
  await expect(message).toHaveText(textPattern(webText.complete.deliveryFailed.refunded, { amount: escape(amount), channel: 'PayNow' }));
  await expect(message).toContainText(today);
  await expect(message).toContainText(textPattern(webText.complete.deliveryFailed.refundArrival, { channel: 'PayNow' }));
  expect(await violations(page)).toEqual([]);

  // The delivery step went from upcoming to current (and perhaps failed), never to done.
  expect(deliveryStates).toContain('current');
  expect(deliveryStates).not.toContain('done');
});
