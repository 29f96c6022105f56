import { expect, test, type Page } from '@playwright/test';
import { answeredAgeGate, errorText, playerId, verifyPlayer, waitForCheckout, webText } from './support/checkout.ts';

// Commerce §4 and §8, ADR 0036 and 0040: once the player is verified, the amounts the player cannot
// order now are disabled with their reason; an order refused for a purchase rule says why beside
// the amounts. Demo rules: Mobile Legends in Singapore sells its Weekly Diamond Pass once and its
// Twilight Pass once per 93 days, one payment waiting at a time; Brawl Stars 2 a day.

test.beforeEach(({ context }) => answeredAgeGate(context));
// Each test pays for orders on the hosted page and waits for their delivery.
test.describe.configure({ timeout: 180_000 });

const states = webText.checkout.denomination.state;
const tile = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });

/**
 * Steps 2–5 and Buy now, by the radios' names: a tab that comes back to the page has its last
 * choices restored (ADR 0025), so the channel's name is also in the summary.
 */
async function buy(page: Page, denomination: string) {
  await tile(page, denomination).check({ force: true });
  await page.getByRole('radio', { name: 'PayNow', exact: true }).check({ force: true });
  await page.getByLabel('E-mail address').fill('limits@example.com');
  await page.locator('input[name="acceptedTerms"]').check();
  await page.getByRole('button', { name: 'Buy now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function payOnHostedPage(page: Page) {
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/complete\?order=ord_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: webText.complete.delivered.heading })).toBeVisible();
}

test('the purchase limits’ messages: a pass bought shows as purchased, one waiting for payment as pending, and a refused order says why', async ({
  page,
  context,
}) => {
  const player = { userId: playerId(3), zoneId: '2001' };
  await page.goto('/sg/mobile-legends');
  await waitForCheckout(page);
  await verifyPlayer(page, player);
  // Nothing bought yet: every amount can be chosen.
  await expect(tile(page, 'Weekly Diamond Pass')).toBeEnabled();
  const dialog = await buy(page, 'Weekly Diamond Pass');
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await payOnHostedPage(page);

  // Back on the product page, the same player: the weekly pass is bought, the Twilight Pass is not.
  await page.goto('/sg/mobile-legends');
  await waitForCheckout(page);
  await verifyPlayer(page, player);
  await expect(tile(page, 'Weekly Diamond Pass')).toBeDisabled();
  await expect(tile(page, 'Weekly Diamond Pass')).toHaveAccessibleName(new RegExp(states.purchased));
  await expect(tile(page, 'Twilight Pass')).toBeEnabled();
  // Another player may still buy it.
  await verifyPlayer(page, { userId: playerId(4), zoneId: '2001' });
  await expect(tile(page, 'Weekly Diamond Pass')).toBeEnabled();

  // Two tabs at the confirmation of the same Twilight Pass: the second is refused while the first waits for payment.
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto('/sg/mobile-legends');
    await waitForCheckout(tab);
    await verifyPlayer(tab, player);
    await buy(tab, 'Twilight Pass');
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await other.getByRole('dialog').getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await expect(other.locator('#denomination-error')).toHaveText(errorText.transaction.pendingTransaction);
  await expect(tile(other, 'Twilight Pass')).toBeDisabled();
  await expect(tile(other, 'Twilight Pass')).toHaveAccessibleName(new RegExp(states.pendingPurchase));
  await expect(other.locator('input[name="denomination"]:checked')).toHaveCount(0);
  await other.screenshot({ path: test.info().outputPath('purchase-limits-pending.png'), fullPage: true });
});

test('Brawl Stars: two orders a day; the third amount chosen is refused with the daily limit’s message', async ({ page }) => {
  const player = { userId: playerId(5), label: 'Player Tag' };
  for (const denomination of ['30 Gems', '80 Gems']) {
    await page.goto('/sg/brawl-stars');
    await waitForCheckout(page);
    await verifyPlayer(page, player);
    const dialog = await buy(page, denomination);
    await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
    await payOnHostedPage(page);
  }
  await page.goto('/sg/brawl-stars');
  await waitForCheckout(page);
  // Chosen before the player is known: once verified, the choice is undone and the reason said beside it.
  await tile(page, '170 Gems').check({ force: true });
  await verifyPlayer(page, player);
  await expect(page.locator('#denomination-error')).toHaveText(errorText.transaction.purchaseLimitReached);
  for (const name of ['30 Gems', '170 Gems', '2000 Gems']) {
    await expect(tile(page, name)).toBeDisabled();
    await expect(tile(page, name)).toHaveAccessibleName(new RegExp(states.dailyLimitReached));
  }
  await page.screenshot({ path: test.info().outputPath('purchase-limits-daily.png'), fullPage: true });
});
