import { expect, test, type Page } from '@playwright/test';
import { answeredAgeGate, errorText, fieldErrors, fillAndBuy, playerId, waitForCheckout, webText, webTextIn } from './support/checkout.ts';

// Docs/decisions/0044: each game's player inputs as its publisher needs them. Riot's games take a
// Riot ID (Name#TAG), refused in the browser before any call when malformed; HoYoverse's games a
// server from a native select; Ragnarok X a character name besides.

test.beforeEach(({ context }) => answeredAgeGate(context));

/** Records the player checks the page asks the store for. */
function playerChecks(page: Page): string[] {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/order/validate-player')) checks.push(request.postData() ?? '');
  });
  return checks;
}

test('a malformed Riot ID is refused before any call, with its format, and a good one is verified', async ({ page }) => {
  await page.goto('/sg/valorant');
  await waitForCheckout(page);
  const checks = playerChecks(page);
  const riotId = page.getByLabel('Riot ID');
  // The format is said beside the field, and read with it.
  await expect(riotId).toHaveAccessibleDescription(webText.checkout.player.riotIdHint);

  await riotId.fill('Faker');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(errorText.order.invalidRiotId)).toBeVisible();
  await expect(riotId).toHaveAttribute('aria-invalid', 'true');
  await expect(riotId).toBeFocused();
  await expect(riotId).toHaveAccessibleDescription(new RegExp(errorText.order.invalidRiotId.replace('.', '\\.')));
  expect(checks).toEqual([]);

  // Unique per run, and not ending in 0 or 9 (the sandbox's missing and ineligible players).
  const good = `Jett${playerId(1).slice(0, 6)}#EUW`;
  await riotId.fill(good);
  await expect(page.getByText(errorText.order.invalidRiotId)).toHaveCount(0);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('player-nickname')).toBeVisible();
  expect(checks).toHaveLength(1);
  expect(JSON.parse(checks[0]!)).toMatchObject({ productSlug: 'valorant', userId: good });
  expect(JSON.parse(checks[0]!)).not.toHaveProperty('zoneId');
});

test('a Genshin Impact top-up is bought for the server chosen in the select', async ({ page }) => {
  await page.goto('/sg/genshin-impact');
  await waitForCheckout(page);
  await page.getByLabel('UID').fill(playerId(3));
  const server = page.getByLabel(webText.checkout.player.serverLabel);
  await expect(server).toHaveJSProperty('tagName', 'SELECT');
  const servers = webText.checkout.player.servers;
  await expect(server.locator('option')).toHaveText([
    webText.checkout.player.serverPlaceholder,
    servers.america,
    servers.europe,
    servers.asia,
    servers.twHkMo,
  ]);

  // No server: said on the select, which takes the focus.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(server).toHaveAccessibleDescription(webText.checkout.errors.serverRequired);
  await expect(server).toBeFocused();

  // The keyboard chooses as a mouse would.
  await server.selectOption({ label: servers.europe });
  await expect(server).toHaveValue('os-euro');
  expect(await fieldErrors(page)).toEqual([]);
  await page.getByRole('button', { name: 'Verify' }).click();
  const nickname = (await page.getByTestId('player-nickname').textContent())!.trim();

  const dialog = await fillAndBuy(page, { denomination: '60 Genesis Crystals', channel: 'PayNow', email: 'traveller@example.com' });
  await expect(dialog).toContainText(nickname);
  await expect(dialog).toContainText(servers.europe);
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/sg\/complete\?order=ord_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: webText.complete.delivered.heading })).toBeVisible();
});

test('in Arabic the server select reads right to left, with its names translated', async ({ page }) => {
  const arabic = webTextIn('ar');
  await page.goto('/ar-ae/genshin-impact');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const server = page.getByLabel(arabic.checkout.player.serverLabel);
  await expect(server).toBeVisible();
  expect(await server.evaluate((select) => getComputedStyle(select).direction)).toBe('rtl');
  await expect(server.locator('option')).toContainText([arabic.checkout.player.servers.europe]);
  // The label starts where the select starts: on the right.
  const label = (await page.locator('label', { hasText: arabic.checkout.player.serverLabel }).boundingBox())!;
  const box = (await server.boundingBox())!;
  expect(Math.abs(label.x + label.width - (box.x + box.width))).toBeLessThan(2);
  await server.selectOption({ label: arabic.checkout.player.servers.asia });
  await expect(server).toHaveValue('os-asia');
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a character name and a server are asked of a Ragnarok X form the browser posts itself', async ({ page }) => {
    await page.goto('/sg/ragnarok-x');
    await page.getByLabel('Player ID').fill(playerId(2));
    await page.getByText('60 Diamonds', { exact: true }).click();
    await page.getByRole('radio', { name: 'PayNow', exact: true }).check({ force: true });
    await page.getByLabel('E-mail address').fill('poring@example.com');
    await page.getByText(webText.checkout.terms.accept).click();
    await page.getByLabel('E-mail address').press('Enter');
    await expect(page).toHaveURL('/sg/ragnarok-x');
    expect(await fieldErrors(page)).toEqual([webText.checkout.errors.serverRequired, webText.checkout.errors.characterNameRequired]);
    await expect(page.getByLabel(webText.checkout.player.serverLabel)).toBeFocused();
  });
});
