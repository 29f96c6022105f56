import { expect, test, type Page } from '@playwright/test';
import { violations } from './support/axe.ts';
import { answeredAgeGate, waitForCheckout, webTextIn } from './support/checkout.ts';

// Commerce §3's nickname search "where the publisher supports it" (docs/decisions/0055): a shopper
// who does not know their ID opens the search under the ID field, types part of their nickname,
// picks themselves among the publisher's matches, and the ID (and zone) are filled and verified;
// then the purchase goes on as usual. On a phone and a desktop, and right to left in Arabic.

test.beforeEach(({ context }) => answeredAgeGate(context));

const JOURNEYS = [
  { name: 'on a phone', shop: 'sg', language: 'en', product: 'mobile-legends', zone: true, phone: true, query: 'zoë', picked: 'Zoë' },
  { name: 'on a desktop', shop: 'sg', language: 'en', product: 'free-fire', zone: false, phone: false, query: 'LUKAS', picked: 'Ĺukáš' },
  // Diamonds are "ماسات" in Arabic (the catalogue's texts in the shop's language, ADR 0041).
  {
    name: 'in Arabic on a phone',
    shop: 'eg',
    language: 'ar',
    product: 'mobile-legends',
    zone: true,
    phone: true,
    query: 'الفارس',
    picked: 'محمد_الفارس',
  },
] as const;

const DENOMINATION = {
  en: { 'mobile-legends': '86 Diamonds', 'free-fire': '100 Diamonds' },
  ar: { 'mobile-legends': '86 ماسات' },
} as const;
const CHANNEL = { sg: 'PayNow', eg: 'InstaPay' } as const;

const matches = (page: Page) => page.getByTestId('nickname-matches').getByRole('button');
const panel = (page: Page, name: string) => page.getByRole('search', { name });

for (const journey of JOURNEYS) {
  const text = webTextIn(journey.language);
  const search = text.checkout.player.search;

  test(`a shopper finds their ID by nickname, picks it and is delivered (${journey.name})`, async ({ page }) => {
    if (journey.phone) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${journey.shop}/${journey.product}`);
    await waitForCheckout(page);
    if (journey.language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The button is part of the page; the panel and its code come only when it is pressed.
    const open = page.getByRole('button', { name: search.open });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page, search.open)).toHaveCount(0);
    const panelCode = page.waitForRequest((request) => /\/assets\/nickname-search-[^/]+\.js$/.test(request.url()));
    await open.click();
    await panelCode;
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const nickname = panel(page, search.open).getByRole('textbox', { name: search.label, exact: true });
    await expect(nickname).toBeFocused();

    // Too short: said when asked for, and Enter searches rather than submitting the purchase.
    await nickname.fill(journey.query.slice(0, 2));
    await nickname.press('Enter');
    const status = panel(page, search.open).getByRole('status');
    await expect(status).toHaveText(search.tooShort.replace('{{count}}', '3'));
    await expect(page).toHaveURL(new RegExp(`/${journey.shop}/${journey.product}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Nobody by that name.
    await nickname.fill('qqqxxzzq');
    await expect(status).toHaveText(search.empty);
    await expect(matches(page)).toHaveCount(0);

    // Part of the nickname, as typed: the publisher's matches, at most five, each with its ID.
    await nickname.fill(journey.query);
    await expect(matches(page).first()).toBeVisible();
    const count = await matches(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    await expect(status).toHaveText(search.found.replace('{{count}}', String(count)));
    const choice = matches(page).filter({ hasText: journey.picked }).first();
    const label = (await choice.textContent())!;
    const userId = /(\d{8})/.exec(label)![1]!;
    const zoneId = journey.zone ? /\((\d{4})\)/.exec(label)![1]! : null;
    if (journey.language === 'ar') {
      expect(await panel(page, search.open).evaluate((panel) => getComputedStyle(panel).direction)).toBe('rtl');
      // Right to left, the nickname starts at the button's right.
      const button = (await choice.boundingBox())!;
      const name = (await choice.locator('bdi').boundingBox())!;
      expect(button.x + button.width - (name.x + name.width)).toBeLessThan(60);
    }
    expect(await violations(page)).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`nickname-search-${journey.language}-${journey.phone ? 'phone' : 'desktop'}.png`),
    });

    // Picked by keyboard: the fields are filled, the player verified, the focus back on the ID.
    await choice.focus();
    await page.keyboard.press('Enter');
    await expect(panel(page, search.open)).toHaveCount(0);
    await expect(page.locator('input[name="userId"]')).toHaveValue(userId);
    await expect(page.locator('input[name="userId"]')).toBeFocused();
    if (zoneId) await expect(page.locator('input[name="zoneId"]')).toHaveValue(zoneId);
    await expect(page.getByTestId('player-nickname')).toHaveText(journey.picked);

    // Then the purchase as usual, to the delivered top-up.
    const denominations = DENOMINATION[journey.language] as Record<string, string>;
    await page.getByRole('radio', { name: new RegExp(`^${denominations[journey.product]}`) }).check({ force: true });
    await page.getByRole('radio', { name: CHANNEL[journey.shop], exact: true }).check({ force: true });
    await page.locator('input[name="email"]').fill(`nickname-${journey.language}@example.com`);
    await page.locator('input[name="acceptedTerms"]').check();
    await page.getByRole('button', { name: text.checkout.buy, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: text.checkout.confirm.heading });
    await expect(dialog).toContainText(userId);
    await dialog.getByRole('button', { name: text.checkout.confirm.pay }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(new RegExp(`/${journey.shop}/complete\\?order=ord_`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: text.complete.delivered.heading })).toBeVisible();
    await expect(page.getByText(journey.picked).first()).toBeVisible();
  });
}

test('the search closes with Escape and gives the focus back to its button; a game without it has no button', async ({ page }) => {
  const search = webTextIn('en').checkout.player.search;
  await page.goto('/sg/mobile-legends');
  await waitForCheckout(page);
  const open = page.getByRole('button', { name: search.open });
  await open.click();
  await expect(panel(page, search.open).getByRole('textbox', { name: search.label, exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page, search.open)).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute('aria-expanded', 'false');

  await page.goto('/sg/pubg-mobile');
  await waitForCheckout(page);
  await expect(page.getByRole('button', { name: search.open })).toHaveCount(0);
});
