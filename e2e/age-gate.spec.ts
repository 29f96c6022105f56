import { expect, test, type Page } from '@playwright/test';
import { violations } from './support/axe.ts';
import { AGE_GATE_KEY, playerId, waitForCheckout, webTextIn } from './support/checkout.ts';

// The age gate (commerce §5, ADR 0037): the first Buy now of a browser asks the shopper's age
// before the confirmation, 18 by default and the game's own lower minimum where it allows one
// (Roblox, 13). The answer is kept in the browser's local storage: a shopper who confirmed 18 is
// not asked again, one who confirmed 13 is asked again for an 18+ game, and one too young is told
// so and cannot buy, but may browse. Other journeys' tests start with the gate answered
// (`answeredAgeGate`); this one starts from a browser that never answered.

type Shop = { shop: string; language: 'en' | 'ar'; channel: string; diamonds: string };
const SHOPS: Shop[] = [
  { shop: 'sg', language: 'en', channel: 'PayNow', diamonds: 'Diamonds' },
  // The catalogue's texts are in the shop's language (ADR 0041).
  { shop: 'eg', language: 'ar', channel: 'InstaPay', diamonds: 'ماسات' },
];
const GAMES = {
  adult: { slug: 'mobile-legends', denomination: '86 {{diamonds}}', zone: true, player: true },
  // A gift card: no player to fill in (docs/decisions/0038).
  teen: { slug: 'roblox', denomination: '400 Robux', zone: false, player: false },
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** The product page filled as a shopper does, up to Buy now; answers the product's name. */
async function fillCheckout(page: Page, { shop, channel, diamonds }: Shop, game: (typeof GAMES)[keyof typeof GAMES]) {
  await page.goto(`/${shop}/${game.slug}`);
  await waitForCheckout(page);
  if (game.player) await page.locator('input[name="userId"]').fill(playerId(3));
  if (game.zone) await page.locator('input[name="zoneId"]').fill('2001');
  await page.getByRole('radio', { name: new RegExp(`^${fill(game.denomination, { diamonds })}`) }).check({ force: true });
  await page.getByRole('radio', { name: channel, exact: true }).check({ force: true });
  await page.locator('input[name="email"]').fill('age-gate@example.com');
  await page.locator('input[name="acceptedTerms"]').check();
  return (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
}

const storedAnswer = (page: Page) => page.evaluate((key) => localStorage.getItem(key), AGE_GATE_KEY);

for (const { language, ...rest } of SHOPS) {
  const shop = { language, ...rest };
  const text = webTextIn(language).checkout;
  const gate = (page: Page) => page.getByRole('dialog', { name: text.ageGate.heading });
  const confirmation = (page: Page) => page.getByRole('dialog', { name: text.confirm.heading });
  const buy = (page: Page) => page.getByRole('button', { name: text.buy });

  test.describe(`in ${language}`, () => {
    test('the first purchase asks the age; confirming continues to the confirmation, and the next purchase is not asked again', async ({
      page,
    }) => {
      // Two products, two purchases and screenshots: longer than one journey.
      test.slow();
      const product = await fillCheckout(page, shop, GAMES.adult);
      await buy(page).click();
      const dialog = gate(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(fill(text.ageGate.question, { age: 18, product }));
      const oldEnough = dialog.getByRole('button', { name: fill(text.ageGate.oldEnough, { age: 18 }) });
      await expect(oldEnough).toBeFocused();
      await expect(confirmation(page)).toHaveCount(0);
      expect(await violations(page)).toEqual([]);
      for (const [device, viewport] of [
        ['desktop', { width: 1280, height: 800 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.screenshot({ path: test.info().outputPath(`age-gate-${language}-${device}.png`) });
      }

      // Escape leaves without an answer: nothing is kept, the focus is back on Buy now, and Buy now asks again.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(buy(page)).toBeFocused();
      expect(await storedAnswer(page)).toBeNull();
      await page.keyboard.press('Enter');
      await expect(oldEnough).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(confirmation(page)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      expect(JSON.parse((await storedAnswer(page))!)).toEqual({ atLeast: 18 });

      // The next purchase, on this page and on another game's, goes straight to the confirmation.
      await confirmation(page).getByRole('button', { name: text.confirm.cancel }).click();
      await buy(page).click();
      await expect(confirmation(page)).toBeVisible();
      const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/order');
      await fillCheckout(page, shop, GAMES.teen);
      await buy(page).click();
      await expect(confirmation(page)).toBeVisible();
      await expect(gate(page)).toHaveCount(0);
      // The order says the age was confirmed, which the server requires for a game with a minimum age.
      await confirmation(page).getByRole('button', { name: text.confirm.pay }).click();
      expect((await sent).postDataJSON()).toMatchObject({ productSlug: 'roblox', ageConfirmed: true });
      // The order goes on to its payment page; the journey ends once it is there, not mid-navigation.
      await page.waitForURL(/\/sandbox\/pay\//);
    });

    test('a shopper who confirmed 13 for a game that allows it is asked again for an 18+ game', async ({ page }) => {
      await fillCheckout(page, shop, GAMES.teen);
      await buy(page).click();
      await gate(page)
        .getByRole('button', { name: fill(text.ageGate.oldEnough, { age: 13 }) })
        .click();
      await expect(confirmation(page)).toBeVisible();
      expect(JSON.parse((await storedAnswer(page))!)).toEqual({ atLeast: 13 });

      const product = await fillCheckout(page, shop, GAMES.adult);
      await buy(page).click();
      await expect(gate(page)).toHaveAccessibleDescription(fill(text.ageGate.question, { age: 18, product }));
      await gate(page)
        .getByRole('button', { name: fill(text.ageGate.oldEnough, { age: 18 }) })
        .click();
      await expect(confirmation(page)).toBeVisible();
      expect(JSON.parse((await storedAnswer(page))!)).toEqual({ atLeast: 18 });
    });

    test('a shopper too young cannot buy the game, is told why, and may still browse', async ({ page }) => {
      const product = await fillCheckout(page, shop, GAMES.adult);
      await buy(page).click();
      await gate(page)
        .getByRole('button', { name: fill(text.ageGate.tooYoung, { age: 18 }) })
        .click();
      await expect(gate(page)).toHaveCount(0);
      const refused = fill(text.ageGate.refused, { age: 18, product });
      await expect(buy(page)).toBeFocused();
      await expect(buy(page)).toHaveAccessibleDescription(refused);
      await expect(confirmation(page)).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`age-gate-${language}-refused.png`) });

      // The answer is kept: Buy now says so again, without asking.
      await buy(page).click();
      await expect(buy(page)).toHaveAccessibleDescription(refused);
      await expect(gate(page)).toHaveCount(0);
      await expect(confirmation(page)).toHaveCount(0);

      // Browsing goes on; a game that allows younger shoppers asks for its own age.
      await fillCheckout(page, shop, GAMES.teen);
      await buy(page).click();
      await expect(gate(page).getByRole('button', { name: fill(text.ageGate.oldEnough, { age: 13 }) })).toBeVisible();
    });
  });
}
