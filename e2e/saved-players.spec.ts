import { expect, test, type Page } from '@playwright/test';
import { signedInShopper } from './support/account.ts';
import { violations } from './support/axe.ts';
import { answeredAgeGate, playerId, verifyPlayer, waitForCheckout, webText } from './support/checkout.ts';

// Commerce §3, ADR 0040: the last 5 players the publisher validated for the shopper, per product,
// are offered in the player step: a guest's kept in the browser, a signed-in shopper's on the
// server (so on any device). Picking one fills the fields and checks the player again; each can
// be removed.

test.beforeEach(({ context }) => answeredAgeGate(context));

const saved = webText.checkout.player.saved;
const choices = (page: Page) => page.getByRole('group', { name: saved.heading });
const choice = (page: Page, userId: string) => choices(page).getByRole('button', { name: new RegExp(`${userId} · 2001$`) });

async function openProduct(page: Page) {
  await page.goto('/sg/mobile-legends');
  await waitForCheckout(page);
}

test('a saved profile reused: a guest picks the player verified before, on a new visit', async ({ page, context }) => {
  await openProduct(page);
  await expect(choices(page)).toHaveCount(0);
  const first = playerId(3);
  const second = playerId(4);
  const nickname = await verifyPlayer(page, { userId: first, zoneId: '2001' });
  await verifyPlayer(page, { userId: second, zoneId: '2001' });

  // Another tab (no draft of this one): the two players are offered, the latest first.
  const later = await context.newPage();
  await openProduct(later);
  await expect(choices(later).getByRole('button', { name: / · 2001$/ })).toHaveCount(2);
  await expect(choices(later).getByRole('listitem').first()).toContainText(second);
  await expect(later.locator('input[name="userId"]')).toHaveValue('');
  await later.screenshot({ path: test.info().outputPath('saved-players-guest.png') });

  // Picking one fills the fields and checks it again with the publisher.
  await choice(later, first).click();
  await expect(later.locator('input[name="userId"]')).toHaveValue(first);
  await expect(later.locator('input[name="zoneId"]')).toHaveValue('2001');
  await expect(later.getByTestId('player-nickname')).toHaveText(nickname);
  await expect(choice(later, first)).toHaveAttribute('aria-pressed', 'true');
  // Used just now, it comes first.
  await expect(choices(later).getByRole('listitem').first()).toContainText(first);
  expect(await violations(later)).toEqual([]);

  // Removed, it is no longer offered, here or on the next visit; the focus goes to the next choice.
  await choices(later)
    .getByRole('button', { name: saved.remove.replace('{{player}}', `${nickname} (${first} · 2001)`) })
    .click();
  await expect(choice(later, first)).toHaveCount(0);
  await expect(choice(later, second)).toBeFocused();
  await openProduct(later);
  await expect(choices(later).getByRole('listitem')).toHaveCount(1);
});

test('a saved profile reused: a signed-in shopper’s players follow the account', async ({ page, browser, request }) => {
  await signedInShopper(page, request, 'sg', 'saved-players');
  await openProduct(page);
  const userId = playerId(5);
  const nickname = await verifyPlayer(page, { userId, zoneId: '2001' });

  // Another browser signed in to the same account has no local copy: the list is the server's.
  const storage = await page.context().storageState();
  const elsewhere = await browser.newContext({ storageState: { cookies: storage.cookies, origins: [] } });
  await answeredAgeGate(elsewhere);
  const other = await elsewhere.newPage();
  await openProduct(other);
  await expect(choice(other, userId)).toBeVisible();
  await choice(other, userId).click();
  await expect(other.getByTestId('player-nickname')).toHaveText(nickname);
  await other.setViewportSize({ width: 390, height: 844 });
  await other.screenshot({ path: test.info().outputPath('saved-players-signed-in-phone.png') });
  await elsewhere.close();
});
